import { Gift } from 'lucide-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigateTo, pathOf } from '../../lib/navigation.ts';
import { useUser } from '../../lib/use-session.ts';

// The shop is its own chunk: it loads on the first hover, focus or click of a Donate button, never for a visitor.
const loadShop = () => import('./shop-overlay.tsx');
const ShopOverlay = lazy(() => loadShop().then((module) => ({ default: module.ShopOverlay })));

/**
 * The Donate button of the header and the profile: opens the DONATIONS overlay (docs/product.md §8.1), or sends a
 * logged-out user to /login. The caller gives the button's look through className, and may name it otherwise (the
 * return page's 'Try Again').
 */
export function DonateButton({ className, label }: { className?: string; label?: string }) {
  const { t } = useTranslation();
  const user = useUser();
  const [isOpen, setOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const close = useCallback(() => setOpen(false), []);

  const open = () => {
    if (!user) {
      navigateTo('/login', { state: { from: pathOf(window.location) } });
      return;
    }
    setHasOpened(true);
    setOpen(true);
  };

  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onClick={open}
        onPointerEnter={() => void loadShop()}
        onFocus={() => void loadShop()}
      >
        <Gift size={20} aria-hidden="true" />
        {label ?? t('nav.donate')}
      </button>
      {/* Stays mounted after the first opening so closing returns the focus to this button. */}
      {hasOpened && (
        <Suspense fallback={null}>
          <ShopOverlay open={isOpen && user !== null} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
