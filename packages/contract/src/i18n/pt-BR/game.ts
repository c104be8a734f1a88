import type { GameMessages } from '../../accounts.ts';
import type { Translation } from '../text.ts';

export const ptBRGame = {
  userNameRule: 'O nome de usuário deve ter de 3 a 24 letras e números.',
  passwordLength: 'A senha deve ter de 8 a 128 caracteres.',
  passwordSpaces: 'A senha não pode começar nem terminar com espaço.',
  emailTooLong: 'O endereço de e-mail pode ter no máximo 64 caracteres.',
  boxRequired: 'Escolha a caixa do jogo que entrega este item.',
  tooManyBoxes: 'Uma concessão envia no máximo 10 de uma mesma caixa: cada uma é uma entrega à parte.',
  accountIdRequired: 'Informe um ID de conta.',
  deliveryNotFound: 'Entrega não encontrada.',
} satisfies Translation<typeof GameMessages>;
