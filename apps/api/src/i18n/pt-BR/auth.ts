import type { Translation } from '@agaia/contract';
import type { AuthText } from '../en/auth.ts';

export const ptBRAuth = {
  // Logging in and out
  enterAuthenticatorCode: 'Digite o código do seu aplicativo autenticador.',
  tooManyWrongCodes: 'Muitos códigos errados: entre novamente.',
  gameAccountTaken:
    'Esta conta do jogo não pode ser vinculada aqui: o nome ou o e-mail dela pertence a outra conta do site. Fale com o suporte.',
  loggedOut: 'Você saiu da conta.',

  // The mailed links
  accountNotFound: 'Conta não encontrada.',
  emailChanged: 'Seu endereço de e-mail agora é {{email}}.',

  // Two-factor authentication
  wrongPassword: 'A senha não está correta.',
  wrongCode: 'Esse código não é válido. Confira o horário do seu celular ou use um código de recuperação.',
  twoFactorNotOn: 'A autenticação em dois fatores não está ativada.',
  twoFactorAlreadyOn: 'A autenticação em dois fatores já está ativada.',
  setupFirst: 'Comece pela configuração: escaneie um novo QR code.',
  twoFactorOn:
    'A autenticação em dois fatores está ativada. Guarde seus códigos de recuperação agora: eles só aparecem uma vez.',
  twoFactorOff: 'A autenticação em dois fatores está desativada.',
  newRecoveryCodes: 'Novos códigos de recuperação: os antigos não funcionam mais. Guarde estes agora.',

  // Passkeys
  passkeysOnlyAt: 'As chaves de acesso só funcionam em {{origin}}.',
  passkeyNotAccepted: 'Não foi possível verificar essa chave de acesso. Tente novamente.',
  tooManyPasskeys: 'Uma conta pode ter até {{count}} chaves de acesso: remova uma antes.',
  passkeyTaken: 'Esta chave de acesso já está cadastrada.',
  passkeyRemoved: 'A chave de acesso foi removida.',
  noPasskey: 'Esta conta não tem chave de acesso: digite o código do seu aplicativo autenticador.',
} satisfies Translation<typeof AuthText>;
