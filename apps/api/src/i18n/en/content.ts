/** The content feature's sentences (answers, refusals, the RSS feeds' words), in English. */
export const ContentText = {
  articleNotFound: 'Article not found.',
  articleDeleted: 'Article deleted.',
  patchNoteNotFound: 'Patch note not found.',
  patchNoteDeleted: 'Patch note deleted.',
  originalNotFound: 'The item to translate does not exist.',
  translationOfTranslation: 'A translation cannot be translated: translate its original instead.',
  sameLanguageAsOriginal: 'A translation must be in another language than its original.',
  translationExists: 'This item already has a translation in that language.',
  imageNotFound: 'Image not found.',
  sendImageAsMultipart: 'Send the image as multipart/form-data in a field named file.',
  newsFeedTitle: '{{site}} News',
  newsFeedDescription: 'News from {{site}}.',
  patchNotesFeedTitle: '{{site}} Patch Notes',
  patchNotesFeedDescription: 'Patch notes of {{site}}.',
  patchNoteHeading: 'Version {{version}} - {{title}}',
  patchNoteSummary: 'Patch notes for version {{version}}.',
} as const;
