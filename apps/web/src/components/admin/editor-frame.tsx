import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonIconClass } from '../button.tsx';
import { PageLoading } from '../page-loading.tsx';
import { StatusMessage } from '../status-message.tsx';
import styles from './content-editor.module.css';

type EditorFrameProps = {
  title: string;
  onBack: () => void;
  /** True while the item to edit is loading. */
  isLoading?: boolean;
  /** Why the item could not be loaded. */
  error?: string;
  children?: ReactNode;
};

/** An editor view's frame: 'Back to the list', its heading, and the loading or failure of the item it edits. */
export function EditorFrame({ title, onBack, isLoading, error, children }: EditorFrameProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.frame}>
      <div className={styles.frameHead}>
        <Button variant="ghost" onClick={onBack}>
          <ArrowLeft className={buttonIconClass} aria-hidden="true" />
          {t('admin.content.back')}
        </Button>
        <h3 className={styles.frameTitle}>{title}</h3>
      </div>
      {isLoading && <PageLoading label={t('admin.content.loading')} shape="form" />}
      {error && <StatusMessage kind="error">{error}</StatusMessage>}
      {children}
    </div>
  );
}
