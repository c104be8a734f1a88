import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { StatusMessage } from '../../components/status-message.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useSiteInfo } from '../../lib/use-site-info.ts';
import { useProducts } from './api/products.ts';
import { type Category, groupByCategory, isOffered, saleEndOf } from './catalog.ts';
import { CategoryDetail } from './category-detail.tsx';
import { CategoryList } from './category-list.tsx';
import { CheckoutModals } from './checkout-modals.tsx';
import styles from './shop-overlay.module.css';
import { useCheckout } from './use-checkout.ts';
import { useNow } from './use-now.ts';

/** The products on offer now, by category; re-evaluated every second while any sale is running. */
function useCategories() {
  const products = useProducts();
  const all = products.data?.data;
  const hasRunningSale = useMemo(() => (all ?? []).some((product) => saleEndOf(product) !== null), [all]);
  const now = useNow(hasRunningSale);
  const categories = useMemo(
    () => groupByCategory((all ?? []).filter((product) => isOffered(product, now))),
    [all, now],
  );
  return { products, categories };
}

function ShopContent({ onLeave }: { onLeave: () => void }) {
  const { t } = useTranslation();
  const { products, categories } = useCategories();
  const { data: site } = useSiteInfo();
  const checkout = useCheckout(onLeave);
  const [openName, setOpenName] = useState<string | null>(null);
  const [lastOpened, setLastOpened] = useState<string | null>(null);

  const isPaymentsOff = site?.paymentsEnabled === false;
  const { state } = checkout;
  const processingId =
    state.status === 'processing' || state.status === 'redirecting' ? state.productId : null;

  let view: ReactNode;
  if (products.isPending) {
    view = <PageLoading label={t('shop.loading')} shape="list" />;
  } else if (products.isError) {
    view = <StatusMessage kind="error">{errorMessage(products.error, t('shop.loadFailed'))}</StatusMessage>;
  } else if (openName !== null) {
    // A category whose last sale just ended stays open, empty, rather than vanishing under the user.
    const category: Category = categories.find(({ name }) => name === openName) ?? {
      name: openName,
      description: '',
      products: [],
    };
    view = (
      <CategoryDetail
        category={category}
        onBack={() => {
          setLastOpened(openName);
          setOpenName(null);
        }}
        currency={products.data.currency}
        processingId={processingId}
        isPayDisabled={isPaymentsOff || state.status !== 'idle'}
        onPay={checkout.pay}
      />
    );
  } else if (categories.length === 0) {
    view = <p className={styles.muted}>{t('shop.empty')}</p>;
  } else {
    view = <CategoryList categories={categories} onOpen={setOpenName} returnFocusTo={lastOpened} />;
  }

  return (
    <>
      {isPaymentsOff && <StatusMessage kind="info">{t('shop.paymentsOff')}</StatusMessage>}
      {view}
      <CheckoutModals state={state} onDismiss={checkout.reset} />
    </>
  );
}

/**
 * The DONATIONS overlay opened by every Donate button (docs/product.md §8.1): categories, their gifts and Stripe
 * checkout.
 */
export function ShopOverlay({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={open} size="large" title={t('donate.title')} onClose={onClose}>
      <ShopContent onLeave={onClose} />
    </Modal>
  );
}
