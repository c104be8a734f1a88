import type { Translation } from '@agaia/contract';
import type { MediaText } from '../en/media.ts';

export const ptBRMedia = {
  tooLarge: 'A imagem tem mais de {{megabytes}} MB.',
  emptyFile: 'O arquivo está vazio.',
  notTheFormat: 'O arquivo não é uma imagem {{format}}.',
  notOneOfFormats: 'O arquivo não é uma imagem {{formats}} ou {{last}}.',
  dimensionsUnreadable: 'Não foi possível ler as dimensões da imagem.',
  tooManyPixels:
    'A imagem tem {{width}}×{{height}} pixels; são aceitos no máximo {{maxSide}} pixels de lado e {{megapixels}} megapixels.',
  damaged: 'O arquivo da imagem está incompleto ou danificado.',
  metadataUndecodable:
    'Não foi possível decodificar a imagem para remover os metadados dela (EXIF, comentários).',
  variantUndecodable: 'Não foi possível decodificar a imagem, então não dá para gerar uma cópia menor dela.',
  busy: 'Há imagens demais sendo preparadas agora; tente novamente em instantes.',
  incompleteMultipart: 'O envio não é um corpo multipart/form-data completo.',
  noMultipartBoundary: 'O envio não tem um delimitador (boundary) multipart/form-data utilizável.',
} satisfies Translation<typeof MediaText>;
