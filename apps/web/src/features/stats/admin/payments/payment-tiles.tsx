import type { PaymentStats } from '@agaia/contract';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber } from '../../../../lib/format.ts';
import { StatTiles } from '../parts/stat-tiles.tsx';
import { formatAge } from '../parts/stats-format.ts';

/** Payment Stats' key figures: revenue, paid orders, the average, refunds, disputes, deliveries still on their way. */
export function PaymentTiles({ data }: { data: PaymentStats }) {
  const { t } = useTranslation();
  const { totals, currency, deliveries } = data;
  // In a narrow tile a large amount may wrap before its symbol (formatMoney joins them with a no-break space).
  const money = (cents: number) => formatMoney(cents, currency).replace('\u00a0', ' ');
  return (
    <StatTiles
      tiles={[
        { key: 'revenue', label: t('admin.stats.payments.revenue'), value: money(totals.revenueCents) },
        { key: 'paid', label: t('admin.stats.payments.paidOrders'), value: formatNumber(totals.paidOrders) },
        {
          key: 'average',
          label: t('admin.stats.payments.averageOrder'),
          value:
            totals.averageOrderCents === null ? t('admin.stats.noValue') : money(totals.averageOrderCents),
        },
        {
          key: 'refunds',
          label: t('admin.stats.payments.refunds'),
          value: formatNumber(totals.refunds),
          detail: t('admin.stats.payments.amount', { amount: money(totals.refundedCents) }),
        },
        {
          key: 'disputes',
          label: t('admin.stats.payments.disputes'),
          value: formatNumber(totals.disputes),
          detail: t('admin.stats.payments.amount', { amount: money(totals.disputedCents) }),
        },
        {
          key: 'deliveries',
          label: t('admin.stats.payments.deliveries'),
          value: deliveries.open === 0 ? t('admin.stats.payments.noneOpen') : formatNumber(deliveries.open),
          detail:
            deliveries.oldestCreatedAt === null
              ? undefined
              : t('admin.stats.payments.oldest', { age: formatAge(deliveries.oldestCreatedAt) }),
        },
      ]}
    />
  );
}
