import { MEDIA_WIDTHS } from '../../limits.ts';

/** The refusals of the news, patch notes and media schemas (`i18n/pt-BR/content.ts` translates them). */
export const ContentMessages = {
  badStatus: 'Status must be draft or published.',
  badLimit: 'limit must be between 1 and 100.',
  badImageUrl: 'Image must be a URL or a path.',
  titleTooLong: 'Title must be at most 200 characters.',
  snippetTooLong: 'Snippet must be at most 500 characters.',
  bodyRequired: 'Body is required.',
  versionRequired: 'Version is required.',
  versionTooLong: 'Version must be at most 32 characters.',
  releaseDateRequired: 'Release date is required.',
  badWidth: `w must be one of ${MEDIA_WIDTHS.join(', ')}.`,
} as const;
