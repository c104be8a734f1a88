import { MediaUploadResponse } from '@agaia/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** The server's upload ceiling (413 above it); checked here first so the admin hears it before the upload. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** POST /api/admin/media (content primes 7, 11, 13 and the shop's 37): multipart field `file`; answers where the image is served. */
export function useUploadMedia() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.post('/admin/media', { body: form, schema: MediaUploadResponse });
    },
  });
}
