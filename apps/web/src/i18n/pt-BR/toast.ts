import type { enToast } from '../en/toast.ts';
import type { Translation } from '../translation.ts';

/** The Brazilian Portuguese words of the toast corridor (see en/toast.ts). */
export const ptBRToast = {
  toast: {
    region: 'Notificações',
    close: 'Fechar notificação',
  },
} as const satisfies Translation<typeof enToast>;
