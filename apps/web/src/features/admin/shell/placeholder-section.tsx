import { useTranslation } from 'react-i18next';
import type { enAdmin } from '../../../i18n/en-admin.ts';
import styles from './admin-shell.module.css';

type PlaceholderProps = {
  view: keyof typeof enAdmin.admin.views;
  /** 'coming': a section a later issue builds; 'placeholder': a view the spec keeps empty for now. */
  kind: 'placeholder' | 'coming';
};

/** A tidy stand-in for a section whose tools are not built yet, titled as the spec names the view. */
export function PlaceholderSection({ view, kind }: PlaceholderProps) {
  const { t } = useTranslation();
  const title = t(`admin.views.${view}`);
  return (
    <div className={styles.placeholder}>
      <h3 className={styles.placeholderTitle}>{title}</h3>
      <p className={styles.muted}>
        {kind === 'coming' ? t('admin.comingText', { section: title }) : t('admin.placeholderText')}
      </p>
    </div>
  );
}
