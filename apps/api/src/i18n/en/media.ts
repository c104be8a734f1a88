/** The platform's image and upload sentences (media.ts, media-variants.ts, multipart.ts), in English. */
export const MediaText = {
  tooLarge: 'The image is larger than {{megabytes}} MB.',
  emptyFile: 'The file is empty.',
  notTheFormat: 'The file is not a {{format}} image.',
  notOneOfFormats: 'The file is not a {{formats}} or {{last}} image.',
  dimensionsUnreadable: 'The image dimensions could not be read.',
  tooManyPixels:
    'The image is {{width}}×{{height}} pixels; at most {{maxSide}} pixels on a side and {{megapixels}} megapixels are accepted.',
  damaged: 'The image file is incomplete or damaged.',
  metadataUndecodable: 'The image could not be decoded to remove its metadata (EXIF, comments).',
  variantUndecodable: 'The image could not be decoded, so no smaller copy of it can be made.',
  busy: 'Too many images are being prepared right now; try again in a moment.',
  incompleteMultipart: 'The upload is not a complete multipart/form-data body.',
  noMultipartBoundary: 'The upload has no usable multipart/form-data boundary.',
} as const;
