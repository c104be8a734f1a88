import { Gift } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';

/**
 * The Donate button of the header and the profile; until the shop lands it opens a dialog saying the shop is coming.
 * The caller gives the button's look through className.
 */
export function DonateButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
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
