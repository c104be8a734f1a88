import type { Translation } from '@agaia/contract';
import type { MailsText } from '../en/mails.ts';

export const ptBRMails = {
  // Shared by every mail (platform/mail.ts writes the button's fallback)
  greeting: 'Olá, {{userName}},',
  buttonFallback: 'Se o botão não funcionar, abra este endereço:',

  // auth: the confirmation of a new account's address
  confirmEmail_subject: 'Confirme seu endereço de e-mail',
  confirmEmail_welcome: 'Bem-vindo ao {{siteName}}! Confirme que este é o seu endereço de e-mail.',
  confirmEmail_action: 'Confirmar endereço de e-mail',
  confirmEmail_footnote:
    'Este link só pode ser usado uma vez e expira em 24 horas. Se você não criou esta conta, ignore este e-mail.',

  // auth: a registration with an address that already has an account (the answer is the same as a new account's)
  registrationAttempt_subject: 'Alguém tentou se cadastrar com o seu e-mail',
  registrationAttempt_body:
    'Alguém acabou de tentar criar uma nova conta no {{siteName}} com este endereço de e-mail. Ele já pertence à sua conta, então nenhuma conta nova foi criada.',
  registrationAttempt_ifYou:
    'Se foi você, entre com seu nome de usuário ou com este endereço; se esqueceu a senha, redefina-a pela página de login.',
  registrationAttempt_notYou: 'Se não foi você, pode ignorar este e-mail: nada mudou na sua conta.',

  // auth: a password reset link
  resetPassword_subject: 'Redefina sua senha',
  resetPassword_asked: 'Alguém (esperamos que você) pediu para redefinir a senha da sua conta.',
  resetPassword_action: 'Escolher uma nova senha',
  resetPassword_footnote:
    'Este link só pode ser usado uma vez e expira em 1 hora. Se você não fez esse pedido, ignore este e-mail: sua senha continua a mesma.',

  // auth: the notice of a password reset
  passwordChanged_subject: 'Sua senha foi alterada',
  passwordChanged_done: 'A senha da sua conta acabou de ser redefinida, e todas as sessões foram encerradas.',
  passwordChanged_notYou: 'Se não foi você, redefina sua senha de novo imediatamente e fale com a equipe.',
  passwordChanged_action: 'Entrar',

  // auth: the link sent to a new address
  confirmEmailChange_subject: 'Confirme seu novo endereço de e-mail',
  confirmEmailChange_asked:
    'Você pediu para usar este endereço na sua conta. Abra o link e clique no botão da página para concluir a troca.',
  confirmEmailChange_action: 'Confirmar novo endereço',
  confirmEmailChange_footnote:
    'Este link só pode ser usado uma vez e expira em 24 horas. Até você confirmar lá, sua conta continua com o endereço antigo.',

  // auth: the notice sent to the old address
  emailChangeNotice_subject: 'Foi pedida a troca do seu endereço de e-mail',
  emailChangeNotice_asked:
    'Alguém pediu para trocar o endereço de e-mail da sua conta para {{newEmail}}. A troca só acontece quando o link enviado para esse endereço for aberto.',
  emailChangeNotice_notYou:
    'Se não foi você, troque sua senha agora: nada muda enquanto o link não for aberto.',

  // auth: a passkey added or removed
  passkeyAdded_subject: 'Uma chave de acesso foi adicionada à sua conta',
  passkeyAdded_body: 'A chave de acesso “{{name}}” agora pode entrar na sua conta.',
  passkeyRemoved_subject: 'Uma chave de acesso foi removida da sua conta',
  passkeyRemoved_body: 'A chave de acesso “{{name}}” não entra mais na sua conta.',
  passkeyChanged_notYou:
    'Se não foi você, troque sua senha imediatamente, remova do seu perfil as chaves de acesso que você não reconhece e fale com a equipe.',
  passkeyChanged_action: 'Abrir seu perfil',

  // auth: two-factor authentication turned on or off, or new recovery codes, by the owner
  twoFactorOn_subject: 'A autenticação em dois fatores foi ativada',
  twoFactorOn_body:
    'A autenticação em dois fatores agora está ativada na sua conta: cada login pede, depois da senha, um código do aplicativo autenticador.',
  twoFactorOff_subject: 'A autenticação em dois fatores foi desativada',
  twoFactorOff_body:
    'A autenticação em dois fatores agora está desativada na sua conta: só a senha volta a bastar para entrar.',
  twoFactorCodes_subject: 'Novos códigos de recuperação foram gerados',
  twoFactorCodes_body:
    'Novos códigos de recuperação foram gerados para a autenticação em dois fatores da sua conta: os antigos não funcionam mais.',
  twoFactorChanged_notYou:
    'Se não foi você, alguém sabe a sua senha: redefina-a imediatamente, desconecte pelo seu perfil os dispositivos que você não reconhece e fale com a equipe.',
} satisfies Translation<typeof MailsText>;
