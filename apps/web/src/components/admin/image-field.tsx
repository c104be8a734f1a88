import { Trash2, Upload } from 'lucide-react';
import { type ChangeEvent, useRef, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api.ts';
import { resolveImageUrl } from '../../lib/image-url.ts';
import { Button, buttonIconClass } from '../button.tsx';
import { type StatusKind, StatusMessage } from '../status-message.tsx';
import { TextField } from '../text-field.tsx';
import styles from './content-editor.module.css';
import { MAX_UPLOAD_BYTES, useUploadMedia } from './use-upload-media.ts';

type ImageFieldProps = {
  label: string;
  /** The URL the field holds now (react-hook-form's watch). */
  value: string;
  /** The URL input's registration. */
  input: UseFormRegisterReturn;
  error?: string;
  /** False hides the upload button (the server lets only content editors upload). */
  canUpload: boolean;
  hint?: string;
  /** Sets the field's value: the uploaded image's URL, or '' to remove it. */
  onChange: (url: string) => void;
};

/** An image given as a URL or uploaded to /api/admin/media (which fills in the URL), with a preview thumbnail. */
export function ImageField({ label, value, input, error, canUpload, hint, onChange }: ImageFieldProps) {
  const { t } = useTranslation();
  const upload = useUploadMedia();
  const fileRef = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<{ kind: StatusKind; text: string } | null>(null);
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const src = resolveImageUrl(value);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_UPLOAD_BYTES) {
      setStatus({ kind: 'error', text: t('admin.content.tooLarge') });
      return;
    }
    setStatus(null);
    try {
      const { url } = await upload.mutateAsync(file);
      onChange(url);
      setStatus({ kind: 'success', text: t('admin.content.uploaded') });
    } catch (failure) {
      setStatus({ kind: 'error', text: errorMessage(failure, t('admin.content.uploadFailed')) });
    }
  };

  return (
    <div className={styles.image}>
      <div className={styles.imageControls}>
        <TextField label={label} error={error} inputMode="url" autoComplete="off" {...input} />
        <p className={styles.hint}>
          {hint ?? (canUpload ? t('admin.content.imageHint') : t('admin.content.imageUrlHint'))}
        </p>
        <div className={styles.imageButtons}>
          {canUpload && (
            <>
              <input
                ref={fileRef}
                type="file"
                accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
                className={styles.fileInput}
                aria-label={t('admin.content.uploadFile')}
                tabIndex={-1}
                onChange={onFile}
              />
              <Button onClick={() => fileRef.current?.click()} disabled={upload.isPending}>
                <Upload className={buttonIconClass} aria-hidden="true" />
                {upload.isPending ? t('admin.content.uploading') : t('admin.content.upload')}
              </Button>
            </>
          )}
          {value.trim() !== '' && (
            <Button variant="ghost" onClick={() => onChange('')}>
              <Trash2 className={buttonIconClass} aria-hidden="true" />
              {t('admin.content.clearImage')}
            </Button>
          )}
        </div>
        <StatusMessage kind={status?.kind}>{status?.text}</StatusMessage>
      </div>
      <div className={styles.thumb}>
        {src && brokenUrl !== src ? (
          <img src={src} alt={t('admin.content.imagePreview')} onError={() => setBrokenUrl(src)} />
        ) : (
          <span aria-hidden="true">{t('admin.content.imagePreview')}</span>
        )}
      </div>
    </div>
  );
}
