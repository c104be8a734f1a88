import type { Translation } from '@agaia/contract';
import type { PlatformText } from '../en/platform.ts';

export const ptBRPlatform = {
  authenticationRequired: 'É preciso entrar na conta.',
  forbidden: 'Você não tem permissão para fazer isso.',
  notFound: 'Não encontrado',
  fileNotFound: 'Arquivo não encontrado.',
  internal: 'Erro interno do servidor.',
  databaseUnavailable: 'O site não consegue acessar o banco de dados agora. Tente novamente em instantes.',
  invalidJson: 'O corpo da requisição não é um JSON válido.',
  emptyJson: 'O corpo da requisição está vazio, mas o tipo de conteúdo diz JSON.',
  bodyTooLarge: 'O corpo da requisição é grande demais.',
  mediaType: 'Este tipo de conteúdo não é aceito aqui: envie JSON.',
  contentLength: 'O tamanho do corpo da requisição não corresponde ao seu Content-Length.',
  requestInvalid: 'A requisição é inválida.',
  tooManyRequestsSeconds: 'Muitas requisições. Tente novamente em {{count}} segundos.',
  tooManyRequestsMinute: 'Muitas requisições. Tente novamente em 1 minuto.',
  tooManyRequestsMinutes: 'Muitas requisições. Tente novamente em {{count}} minutos.',
  tooManyLoginsSeconds: 'Muitas tentativas de login falharam. Tente novamente em {{count}} segundos.',
  tooManyLoginsMinute: 'Muitas tentativas de login falharam. Tente novamente em 1 minuto.',
  tooManyLoginsMinutes: 'Muitas tentativas de login falharam. Tente novamente em {{count}} minutos.',
  nulCharacters: 'O texto não pode conter caracteres NUL.',
  nestedTooDeeply: 'A requisição tem níveis aninhados demais.',
  commonPassword: 'Esta senha é uma das mais comuns e aparece em listas de senhas vazadas. Escolha outra.',
  twoFactorRequired: 'Ative a autenticação em dois fatores para usar o painel de administração.',
} satisfies Translation<typeof PlatformText>;
