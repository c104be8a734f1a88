import type { Translation } from '@agaia/contract';
import type { AccountDeletionText } from '../en/account-deletion.ts';

export const ptBRAccountDeletion = {
  alreadyWaiting: 'Sua solicitação de exclusão já está aguardando a equipe.',
  requested:
    'Sua solicitação de exclusão foi enviada. A equipe vai confirmá-la, e avisaremos você por e-mail.',
  nothingPending: 'Você não tem nenhuma solicitação de exclusão pendente.',
  cancelled: 'Sua solicitação de exclusão foi cancelada. Sua conta continua ativa.',

  requestNotFound: 'Solicitação de exclusão não encontrada.',
  notPending: 'Esta solicitação não está mais pendente.',
  needsAccountActions: 'Excluir uma conta também exige a permissão Ações de Conta.',
  deleted: 'A conta {{id}} foi excluída.',
  declined: 'A solicitação foi recusada; o jogador será informado do motivo.',

  mailReceived_subject: 'Recebemos sua solicitação de exclusão de conta',
  mailReceived_body:
    'Recebemos sua solicitação para excluir sua conta. Alguém da equipe vai analisá-la em breve; até lá, sua conta continua funcionando normalmente, e você pode cancelar a solicitação no seu perfil.',
  mailReceived_notYou: 'Se não foi você que pediu, troque sua senha e cancele a solicitação.',
  mailConfirmed_subject: 'Sua conta foi excluída',
  mailConfirmed_body:
    'Como você pediu, sua conta foi excluída: o nome, o endereço de e-mail, o login e as contas vinculadas foram apagados, e não é mais possível entrar com ela.',
  mailConfirmed_records:
    'Os registros de doação são mantidos, sem o seu nome nem o seu endereço, pelo tempo exigido pela legislação tributária. Este é o último e-mail que você recebe de nós.',
  mailDeclined_subject: 'Sua solicitação de exclusão de conta foi recusada',
  mailDeclined_body: 'Alguém da equipe recusou sua solicitação para excluir sua conta: {{note}}',
} satisfies Translation<typeof AccountDeletionText>;
