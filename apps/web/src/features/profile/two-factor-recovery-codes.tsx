import { Copy, Download, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, buttonIconClass } from '../../components/button.tsx';
import { useUser } from '../../lib/use-session.ts';
import styles from './two-factor.module.css';
import { downloadText, useCopy } from './two-factor-copy.ts';

/**
 * The ten recovery codes, shown once (after turning it on, or new codes): a grid, Copy and Download (.txt), the note
 * to store them now, and Done.
 */
export function RecoveryCodesPanel({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const copy = useCopy();
  const name = useUser()?.userName ?? '';
  const text = codes.join('\n');

  return (
    <section className={styles.codes} aria-labelledby="recovery-codes-title">
      <h3 id="recovery-codes-title" className={styles.subtitle}>
        {t('profile.twoFactor.codesTitle')}
      </h3>
      <p className={styles.note}>
        <TriangleAlert className={styles.noteIcon} aria-hidden="true" />
        <span>{t('profile.twoFactor.codesNote')}</span>
      </p>
      <ul className={styles.codeGrid} aria-label={t('profile.twoFactor.codesLabel')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button onClick={() => void copy(text)}>
          <Copy className={buttonIconClass} aria-hidden="true" />
          {t('profile.twoFactor.copy')}
        </Button>
        <Button
          onClick={() =>
            downloadText(
              `${t('profile.twoFactor.fileHeader', { name })}\n\n${text}\n`,
              t('profile.twoFactor.fileName'),
            )
          }
        >
          <Download className={buttonIconClass} aria-hidden="true" />
          {t('profile.twoFactor.download')}
        </Button>
        <Button variant="primary" onClick={onDone}>
          {t('profile.twoFactor.done')}
        </Button>
      </div>
    </section>
  );
}
