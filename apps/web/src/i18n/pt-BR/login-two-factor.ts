import type { enLoginTwoFactor } from '../en/login-two-factor.ts';
import type { Translation } from '../translation.ts';

/** The Brazilian Portuguese messages of the login's two-factor step (see en/login-two-factor.ts). */
export const ptBRLoginTwoFactor = {
  auth: {
    twoFactor: {
      title: 'Autenticação em dois fatores',
      lead: 'Digite o código de 6 dígitos do seu aplicativo autenticador.',
      leadRecovery:
        'Digite um dos códigos de recuperação que você guardou ao ativar a autenticação em dois fatores.',
      code: 'Código de autenticação',
      codeHint: 'O aplicativo mostra um novo código a cada 30 segundos.',
      recoveryCode: 'Código de recuperação',
      recoveryHint: 'Cada código de recuperação só funciona uma vez.',
      useRecovery: 'Usar um código de recuperação',
      useApp: 'Usar o aplicativo autenticador',
      verify: 'Verificar',
      verifying: 'Verificando...',
      expired: 'Seu login expirou: entre novamente.',
      failed: 'Não foi possível verificar o código. Tente novamente.',
    },
  },
} as const satisfies Translation<typeof enLoginTwoFactor>;
