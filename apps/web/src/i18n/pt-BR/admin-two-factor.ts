import type { enAdminTwoFactor } from '../en/admin-two-factor.ts';
import type { Translation } from '../translation.ts';

/** The Brazilian Portuguese messages of the admin panel's two-factor walkthrough (see en/admin-two-factor.ts). */
export const ptBRAdminTwoFactor = {
  checking: 'Verificando a segurança da sua conta...',
  title: 'Ativar a autenticação em dois fatores',
  lead: 'Sua conta pode alterar o site e o jogo para todos os jogadores, por isso o painel de administração pede uma segunda etapa ao entrar: um código de 6 dígitos de um aplicativo autenticador no seu celular. Ative uma vez, aqui, e o painel será liberado.',
  later:
    'Você pode desativá-la de novo no seu perfil, em Segurança, mas aí o painel de administração ficará fechado.',
} as const satisfies Translation<typeof enAdminTwoFactor>;
