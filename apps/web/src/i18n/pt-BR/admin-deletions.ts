import type { enAdminDeletions } from '../en/admin-deletions.ts';
import type { Translation } from '../translation.ts';

/** The Brazilian Portuguese messages of the admin panel's Deletion Requests section (see en/admin-deletions.ts). */
export const ptBRAdminDeletions = {
  intro:
    'Aqui os jogadores pedem a exclusão da conta. Confirmar apaga de vez o nome, o endereço de e-mail, o login e o vínculo com a Twitch; os registros de doação e o registro de auditoria mantêm o ID da conta.',
  statusFilter: 'Mostrar',
  status: {
    pending: 'Aguardando',
    confirmed: 'Excluída',
    declined: 'Recusada',
    cancelled: 'Cancelada pelo jogador',
  },
  table: 'Solicitações de exclusão',
  requested: 'Solicitada em',
  account: 'Conta',
  reason: 'Motivo',
  noReason: 'Nenhum motivo informado.',
  decided: 'Decidida em',
  by: 'Por',
  note: 'Observação',
  actions: 'Ações',
  empty: 'Nenhuma solicitação aqui.',
  fetchFailed: 'Não foi possível carregar as solicitações de exclusão. {{detail}}',
  confirm: 'Excluir conta',
  decline: 'Recusar',
  confirmTitle: 'Excluir esta conta?',
  confirmText:
    'A conta {{name}} (ID {{id}}) perde de vez o nome, o endereço de e-mail, o login e o vínculo com a Twitch, e as sessões dela são encerradas. O jogador é avisado por e-mail. Isso não pode ser desfeito.',
  deleting: 'Excluindo...',
  declineTitle: 'Recusar a solicitação',
  declineText: 'Explique o motivo: {{name}} verá a mensagem no perfil e por e-mail.',
  declineNote: 'Motivo para o jogador',
  declining: 'Recusando...',
  decideFailed: 'Não foi possível alterar a solicitação.',
  done: 'A solicitação foi atualizada.',
} as const satisfies Translation<typeof enAdminDeletions>;
