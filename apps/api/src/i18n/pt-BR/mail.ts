import type { Translation } from '@agaia/contract';
import type { MailText } from '../en/mail.ts';

export const ptBRMail = {
  mailNotFound: 'E-mail não encontrado.',
  alreadySent: 'Este e-mail já foi enviado.',
  textGone:
    'O texto deste e-mail não é mais guardado, então ele não pode ser enviado de novo: o jogador pode pedir um novo.',
  sendingNow: 'Este e-mail está sendo enviado agora: confira de novo em um minuto.',
  resent: 'O e-mail está a caminho de novo.',
} satisfies Translation<typeof MailText>;
