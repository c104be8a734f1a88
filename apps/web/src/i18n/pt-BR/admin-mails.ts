import type { enAdminMails } from '../en/admin-mails.ts';
import type { Translation } from '../translation.ts';

/** The Brazilian Portuguese messages of the admin Mail Outbox section (see en/admin-mails.ts). */
export const ptBRAdminMails = {
  admin: {
    sections: { mails: 'Caixa de saída de e-mails' },
    mails: {
      lead: 'Todo e-mail enviado pelo site fica aqui até o servidor de e-mail aceitá-lo; se não for aceito, o envio é tentado de novo por cerca de 8 horas. Um e-mail enviado não guarda o texto; um que falhou o guarda por 7 dias, enquanto ainda pode ser reenviado.',
      summaryLabel: 'E-mails',
      summary: '{{pending}} aguardando · {{failed}} com falha',
      statusFilter: 'Mostrar',
      allStatuses: 'Todos',
      statuses: { pending: 'Aguardando', sent: 'Enviado', failed: 'Com falha' },
      caption: 'E-mails',
      created: 'Criado',
      recipient: 'Para',
      subject: 'Assunto',
      status: 'Status',
      mailId: 'E-mail #{{id}}',
      account: '{{name}} (ID {{id}})',
      accountId: 'Conta {{id}}',
      attempts_one: '{{count}} tentativa',
      attempts_other: '{{count}} tentativas',
      attempts_zero: '{{count}} tentativas',
      nextAttempt: 'Próxima tentativa em {{date}}',
      sentAt: 'Enviado em {{date}}',
      lastError: 'Último erro: {{error}}',
      textGone: 'Texto já descartado',
      empty: 'Nenhum e-mail aqui.',
      fetchFailed: 'Não foi possível buscar os e-mails.',
      resend: 'Reenviar',
      resendLabel: 'Reenviar e-mail {{id}}',
      resent: 'O e-mail voltou para a fila de envio.',
      resendFailed: 'Não foi possível reenviar o e-mail.',
    },
  },
} as const satisfies Translation<typeof enAdminMails>;
