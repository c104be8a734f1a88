import type { Messages } from '../../messages.ts';
import type { Translation } from '../text.ts';

export const ptBRMessages = {
  allFieldsRequired: 'Preencha todos os campos.',
  invalidEmail: 'Digite um endereço de e-mail válido.',
  passwordTooShort: 'A senha precisa ter pelo menos 6 caracteres.',
  passwordsDoNotMatch: 'As senhas não coincidem.',
  invalidCredentials: 'Usuário ou senha inválidos.',
  userNameRule: 'O nome de usuário deve ter de 3 a 16 letras, números ou sublinhados.',
  sessionRequired: 'Entre na sua conta para continuar.',
  sessionExpired: 'Sua sessão expirou. Entre novamente.',
  sessionEnded: 'Esse dispositivo saiu da conta.',
  sessionsEnded: 'Todos os outros dispositivos saíram da conta.',
  sessionUnknown: 'Sessão desconhecida.',
  registered: 'Cadastro concluído! Verifique seu e-mail para confirmar sua conta.',
  resetInstructionsSent:
    'Enviamos as instruções para redefinir a senha ao seu e-mail. Confira sua caixa de entrada (e a pasta de spam).',
  resetLinkValid: 'Este link de redefinição de senha é válido.',
  resetLinkInvalid: 'Link de redefinição de senha inválido ou expirado.',
  resetSuccess: 'Senha redefinida! Você já pode entrar.',
  emailChangeRequested:
    'Pedido de troca de e-mail enviado. Abra o link de confirmação que mandamos ao novo endereço para concluir a troca.',
  confirmationSent: 'E-mail de confirmação enviado!',
  alreadyConfirmed: 'Seu endereço de e-mail já está confirmado.',
  wrongCurrentPassword: 'Sua senha atual está incorreta.',
  sameEmail: 'Esse já é o seu endereço de e-mail.',
  userNameTaken: 'Este nome de usuário já está em uso.',
  emailTaken: 'Este endereço de e-mail já está cadastrado.',
  emailConfirmed: 'Seu endereço de e-mail está confirmado. Obrigado!',
  linkExpired: 'Este link expirou. Peça um novo.',
  linkUsed: 'Este link já foi usado.',
  linkUnknown: 'Este link é inválido. Peça um novo.',
} satisfies Translation<typeof Messages>;
