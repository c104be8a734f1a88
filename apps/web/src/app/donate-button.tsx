import { Gift } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/button.tsx';
import { Modal } from '../components/modal.tsx';
import styles from './header.module.css';

/** The header's Donate button; until the shop lands it opens a dialog saying the shop is coming. */
export function DonateButton() {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={`${styles.link} ${styles.cta}`} onClick={() => setOpen(true)}>
        <Gift size={20} aria-hidden="true" />
        {t('nav.donate')}
      </button>
      <Modal open={isOpen} title={t('donate.title')} onClose={() => setOpen(false)}>
        <p>{t('donate.comingSoon')}</p>
        <Button variant="primary" onClick={() => setOpen(false)}>
          {t('app.close')}
        </Button>
      </Modal>
    </>
  );
}
