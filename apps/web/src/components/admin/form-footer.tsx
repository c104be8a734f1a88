import { useTranslation } from 'react-i18next';
import { Button } from '../button.tsx';
import { StatusMessage } from '../status-message.tsx';
import styles from './admin-forms.module.css';

type FormFooterProps = {
  /** Why the last save failed, if it did. */
  failure: string | null;
  isSubmitting: boolean;
  /** Adds a Cancel button before Save. */
  onCancel?: () => void;
};

/** The end of an admin editor's form: the failure of its last save, then Cancel (when given) and Save. */
export function FormFooter({ failure, isSubmitting, onCancel }: FormFooterProps) {
  const { t } = useTranslation();
  return (
    <>
      <StatusMessage kind="error">{failure}</StatusMessage>
      <div className={styles.actions}>
        {onCancel && <Button onClick={onCancel}>{t('admin.confirm.cancel')}</Button>}
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          {isSubmitting ? t('admin.content.saving') : t('admin.content.save')}
        </Button>
      </div>
    </>
  );
}
