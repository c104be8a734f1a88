import type { AdminProduct } from '@agaia/contract';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import tableStyles from '../../../components/admin/admin-table.module.css';
import { EditorFrame } from '../../../components/admin/editor-frame.tsx';
import { Button, buttonIconClass } from '../../../components/button.tsx';
import { showToast } from '../../../components/toast-store.ts';
import { errorMessage } from '../../../lib/api.ts';
import { useAdminProducts } from './api/products.ts';
import { useSaveProduct } from './api/save-product.ts';
import { ProductForm } from './product-form.tsx';
import { productInputOf } from './product-form-schema.ts';
import { ProductsTable } from './products-table.tsx';
import styles from './shop.module.css';

type Editing = AdminProduct | 'new' | null;

/** The Products tab: the table with New, Edit and Deactivate/Activate, or one product's form. */
export function ProductsPanel() {
  const { t } = useTranslation();
  const query = useAdminProducts();
  const save = useSaveProduct();
  const [editing, setEditing] = useState<Editing>(null);

  const onToggle = async (product: AdminProduct) => {
    const active = !product.active;
    try {
      await save.mutateAsync({ id: product.productId, body: productInputOf(product, { active }) });
      const key = active ? 'admin.products.activated' : 'admin.products.deactivated';
      showToast({ kind: 'success', text: t(key, { name: product.name }) });
    } catch (failure) {
      showToast({ kind: 'error', text: errorMessage(failure, t('admin.products.toggleFailed')) });
    }
  };

  if (editing !== null) {
    const product = editing === 'new' ? undefined : editing;
    return (
      <EditorFrame
        title={
          product ? t('admin.products.editTitle', { id: product.productId }) : t('admin.products.newTitle')
        }
        onBack={() => setEditing(null)}
      >
        <ProductForm
          product={product}
          onCancel={() => setEditing(null)}
          onSaved={(_saved, text) => {
            setEditing(null);
            showToast({ kind: 'success', text });
          }}
        />
      </EditorFrame>
    );
  }

  return (
    <div className={styles.panel}>
      <div className={tableStyles.toolbar}>
        <Button variant="primary" onClick={() => setEditing('new')}>
          <Plus className={buttonIconClass} aria-hidden="true" />
          {t('admin.products.new')}
        </Button>
      </div>
      <ProductsTable
        products={query.data?.products ?? []}
        isLoading={query.isPending}
        isBusy={query.isFetching}
        error={query.isError ? errorMessage(query.error, t('admin.products.fetchFailed')) : undefined}
        togglingId={save.isPending ? (save.variables?.id ?? null) : null}
        onEdit={setEditing}
        onToggle={onToggle}
      />
    </div>
  );
}
