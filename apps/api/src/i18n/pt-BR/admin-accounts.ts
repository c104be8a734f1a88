import type { Translation } from '@agaia/contract';
import type { AdminAccountsText } from '../en/admin-accounts.ts';

export const ptBRAdminAccounts = {
  accountIdNotFound: 'Nenhuma conta com o ID {{id}}.',

  webMgtInvalid: 'webMgt precisa ser um produto de primos de permissão conhecidos.',
  unknownPermission: 'Valor de permissão desconhecido.',
  permissionNotHeld: 'Você não pode conceder nem remover uma permissão que não tem.',
  gameNameFixed: 'O nome de uma conta do jogo não pode ser alterado: é o login do jogador no jogo.',
  gameKeepsName: 'O jogo mantém este nome.',
  coinsCannotDecrease: 'Não é possível retirar moedas da carteira do jogo: só dá para adicionar.',
  onlyAddingCoins: 'Só a adição de moedas chega ao jogo.',
  userUpdated: 'Usuário atualizado com sucesso!',
  twoFactorNotOnForAccount: 'A autenticação em dois fatores não está ativada nesta conta.',
  twoFactorOffFor: 'A autenticação em dois fatores de {{userName}} foi desativada.',

  banEndsBeforeStart: 'O banimento precisa terminar depois de começar.',
  banIpsInvalid: 'Os endereços IP precisam ser endereços IPv4 ou IPv6 válidos.',
  notAnIp: 'Não é um endereço IP.',
  userBanned: 'Usuário {{name}} banido com sucesso.',
  notBanned: 'Esta conta não está banida.',
  userUnbanned: 'Banimento de {{name}} removido com sucesso.',

  benefitSearch: 'Busque pelo ID da conta ou pelo ID do benefício (um número).',
  benefitMissing: 'A conta {{accountDBID}} não tem o benefício {{benefitId}}.',
  benefitExists: 'A conta {{accountDBID}} já tem o benefício {{benefitId}}: edite-o em vez disso.',
  benefitAdded: 'Benefício adicionado com sucesso!',
  benefitUpdated: 'Benefício atualizado com sucesso!',
  benefitRemoved: 'Benefício removido com sucesso!',

  packVeteran: 'Pacote de Veterano',
  packFounder: 'Pacote de Fundador',
  packContentCreator: 'Pacote de Criador de Conteúdo',
  packStaff: 'Pacote de Staff',
  packAlreadyGranted: '{{userName}} já tem o {{pack}}.',
  packGranted: '{{pack}} concedido a {{userName}}.',

  mailPasswordChanged_subject: 'Sua senha foi alterada pela equipe',
  mailPasswordChanged_done:
    'Alguém da equipe definiu uma nova senha para sua conta, e todas as sessões foram encerradas.',
  mailPasswordChanged_notYou: 'Se você não pediu isso, redefina sua senha imediatamente e fale com a equipe.',
  mailEmailChanged_subject: 'Seu endereço de e-mail foi alterado pela equipe',
  mailEmailChanged_done:
    'Alguém da equipe alterou o endereço de e-mail da sua conta para {{newEmail}}. Os e-mails sobre sua conta agora vão para esse endereço, e os links enviados para este aqui não funcionam mais.',
  mailEmailChanged_notYou: 'Se você não pediu isso, fale com a equipe.',
  mailTwoFactorReset_subject: 'A autenticação em dois fatores foi desativada pela equipe',
  mailTwoFactorReset_done:
    'Alguém da equipe desativou a autenticação em dois fatores da sua conta, e todas as sessões foram encerradas. Sua senha continua a mesma.',
  mailTwoFactorReset_again:
    'Ative-a de novo no seu perfil. Se você não pediu isso, troque sua senha imediatamente e fale com a equipe.',
} satisfies Translation<typeof AdminAccountsText>;
