import type { Translation } from '@agaia/contract';
import type { ContentText } from '../en/content.ts';

export const ptBRContent = {
  articleNotFound: 'Notícia não encontrada.',
  articleDeleted: 'Notícia excluída.',
  patchNoteNotFound: 'Nota de atualização não encontrada.',
  patchNoteDeleted: 'Nota de atualização excluída.',
  originalNotFound: 'O item a traduzir não existe.',
  translationOfTranslation: 'Uma tradução não pode ser traduzida: traduza o original.',
  sameLanguageAsOriginal: 'A tradução precisa estar em um idioma diferente do original.',
  translationExists: 'Este item já tem uma tradução nesse idioma.',
  imageNotFound: 'Imagem não encontrada.',
  sendImageAsMultipart: 'Envie a imagem como multipart/form-data em um campo chamado file.',
  newsFeedTitle: 'Notícias de {{site}}',
  newsFeedDescription: 'As notícias de {{site}}.',
  patchNotesFeedTitle: 'Notas de atualização de {{site}}',
  patchNotesFeedDescription: 'As notas de atualização de {{site}}.',
  patchNoteHeading: 'Versão {{version}} - {{title}}',
  patchNoteSummary: 'Notas de atualização da versão {{version}}.',
} satisfies Translation<typeof ContentText>;
