import type { ContentMessages } from '../../content.ts';
import { MEDIA_WIDTHS } from '../../limits.ts';
import type { Translation } from '../text.ts';

export const ptBRContent = {
  badStatus: 'O status deve ser draft ou published.',
  badLimit: 'limit deve estar entre 1 e 100.',
  badImageUrl: 'A imagem deve ser uma URL ou um caminho.',
  titleTooLong: 'O título pode ter no máximo 200 caracteres.',
  snippetTooLong: 'O resumo pode ter no máximo 500 caracteres.',
  bodyRequired: 'O texto é obrigatório.',
  versionRequired: 'A versão é obrigatória.',
  versionTooLong: 'A versão pode ter no máximo 32 caracteres.',
  releaseDateRequired: 'A data de lançamento é obrigatória.',
  badWidth: `w deve ser um destes valores: ${MEDIA_WIDTHS.join(', ')}.`,
} satisfies Translation<typeof ContentMessages>;
