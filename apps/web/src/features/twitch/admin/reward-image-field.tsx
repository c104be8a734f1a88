import { Trash2, Undo2, Upload } from 'lucide-react';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonIconClass } from '../../../components/button.tsx';
import { resolveImageUrl } from '../../../lib/image-url.ts';
import { imageProblem, REWARD_IMAGE_TYPES } from './reward-form-schema.ts';
import styles from './twitch-drops.module.css';

/** The image choice of the form: a new file, or the current image kept or removed. */
export type RewardImage = { file: File | null; isRemoved: boolean };

type RewardImageFieldProps = {
  /** The reward's current image URL (editing), else null. */
  currentUrl: string | null;
  value: RewardImage;
  onChange: (next: RewardImage) => void;
  /** The server's complaint about the image. */
  error?: string;
};

/** A local preview URL of a chosen file, revoked when the file changes or the field goes away. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/** The reward image: choose a PNG, JPEG, WebP or GIF of at most 2 MB, see it, or remove the current one. */
export function RewardImageField({ currentUrl, value, onChange, error }: RewardImageFieldProps) {
  const { t } = useTranslation();
  const fileRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = usePreviewUrl(value.file);
  const current = resolveImageUrl(currentUrl);
  const shown = value.file ? preview : value.isRemoved ? null : current;
  const message = problem ?? error;

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const reason = imageProblem(file);
    setProblem(reason);
    if (!reason) onChange({ file, isRemoved: false });
  };

  return (
    <div className={styles.imageBlock}>
      <span className={styles.imageLabel}>{t('admin.twitchDrops.image')}</span>
      <div className={styles.imageField}>
        <div className={styles.preview}>
          {shown ? (
            <img src={shown} alt={t('admin.twitchDrops.imagePreview')} />
          ) : (
            <span>{t('admin.twitchDrops.noImage')}</span>
          )}
        </div>
        <div className={styles.imageControls}>
          <input
            ref={fileRef}
            type="file"
            accept={REWARD_IMAGE_TYPES.join(',')}
            className={styles.fileInput}
            aria-label={t('admin.twitchDrops.imageFile')}
            tabIndex={-1}
            onChange={onFile}
          />
          <div className={styles.imageButtons}>
            <Button onClick={() => fileRef.current?.click()}>
              <Upload className={buttonIconClass} aria-hidden="true" />
              {shown ? t('admin.twitchDrops.changeImage') : t('admin.twitchDrops.chooseImage')}
            </Button>
            {value.file && (
              <Button variant="ghost" onClick={() => onChange({ file: null, isRemoved: false })}>
                <Trash2 className={buttonIconClass} aria-hidden="true" />
                {t('admin.twitchDrops.removeImage')}
              </Button>
            )}
            {!value.file && current && !value.isRemoved && (
              <Button variant="ghost" onClick={() => onChange({ file: null, isRemoved: true })}>
                <Trash2 className={buttonIconClass} aria-hidden="true" />
                {t('admin.twitchDrops.removeImage')}
              </Button>
            )}
            {!value.file && value.isRemoved && (
              <Button variant="ghost" onClick={() => onChange({ file: null, isRemoved: false })}>
                <Undo2 className={buttonIconClass} aria-hidden="true" />
                {t('admin.twitchDrops.keepImage')}
              </Button>
            )}
          </div>
          <p className={styles.hint}>
            {value.isRemoved ? t('admin.twitchDrops.imageRemoved') : t('admin.twitchDrops.imageHint')}
          </p>
          {message && (
            <p className={styles.error} role="alert">
              {message}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
