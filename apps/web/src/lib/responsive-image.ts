import { MEDIA_WIDTHS, type MediaWidth } from '@agaia/contract';
import { API_BASE } from './api.ts';

// An upload as resolveImageUrl gives it: the API serves these in several widths (GET /api/media/{id}?w=…, ADR 014).
const OWN_MEDIA = new RegExp(`^${API_BASE}/media/[\\w.-]{1,40}$`);

const LARGEST = Math.max(...MEDIA_WIDTHS) as MediaWidth;

/** The attributes of an <img> that lets the browser pick its width: `srcSet` and `sizes` only for our uploads. */
export type ImageSource = { src: string; srcSet?: string; sizes?: string };

/** Whether a resolved image URL is one of the site's uploads (not an external URL nor a bundled /images file). */
export function isOwnMedia(src: string): boolean {
  return OWN_MEDIA.test(src);
}

/** The URL of an upload's WebP copy at most `width` pixels wide (never wider than the upload itself). */
function mediaWidthUrl(src: string, width: MediaWidth): string {
  return `${src}?w=${width}`;
}

/**
 * The <img> attributes for an image that the layout shows `sizes` wide (a media condition list, as in the `sizes`
 * attribute). An upload gets a srcset of every width the API serves; any other URL stays a plain src. `src` stays the
 * original, for a browser without srcset. A pure function of its arguments: the server and the browser render alike.
 */
export function responsiveImage(src: string, sizes: string): ImageSource {
  if (!isOwnMedia(src)) return { src };
  const srcSet = MEDIA_WIDTHS.map((width) => `${mediaWidthUrl(src, width)} ${width}w`).join(', ');
  return { src, srcSet, sizes };
}

/**
 * The URL of an image drawn at its own pixel size (a picture in a markdown body, whose width the page cannot know):
 * for an upload its largest WebP copy, which has the upload's own size up to 1920 px (wider ones are scaled down by
 * CSS anyway); any other URL as it is. A srcset would not do here: with width descriptors the browser sizes the image
 * by `sizes`, so a small picture would be stretched.
 */
export function intrinsicImageUrl(src: string): string {
  return isOwnMedia(src) ? mediaWidthUrl(src, LARGEST) : src;
}
