import type { TwoFactorMessages } from '../../two-factor.ts';
import type { Translation } from '../text.ts';

export const ptBRTwoFactor = {
  totpCode: 'Digite o código de 6 dígitos do seu aplicativo autenticador.',
  codeRequired: 'Digite o código do seu aplicativo autenticador ou um código de recuperação.',
  codeTooLong: 'Esse código é longo demais.',
  loginExpired: 'Seu login expirou: entre novamente.',
} satisfies Translation<typeof TwoFactorMessages>;
