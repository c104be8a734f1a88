import { useTranslation } from 'react-i18next';
import { Tabs } from '../../../components/tabs.tsx';
import { OrdersPanel } from './orders-panel.tsx';
import { ProductsPanel } from './products-panel.tsx';

/** Shop (prime 37): the products and their grants, and the orders with their deliveries, in two tabs. */
export function ShopSection() {
  const { t } = useTranslation();
  return (
    <Tabs
      label={t('admin.shop.tabs')}
      tabs={[
        { key: 'products', label: t('admin.shop.products'), content: <ProductsPanel /> },
        { key: 'orders', label: t('admin.shop.orders'), content: <OrdersPanel /> },
      ]}
    />
  );
}
