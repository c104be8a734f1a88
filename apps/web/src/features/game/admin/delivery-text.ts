import type { Delivery } from '@agaia/contract';
import type { BadgeTone } from '../../../components/admin/status-badge.tsx';
import { i18n } from '../../../i18n/i18n.ts';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';

/** The badge colour of each delivery state: delivered green, on its way blue, waiting amber, failed red. */
export const DELIVERY_TONES: Record<Delivery['status'], BadgeTone> = {
  pending: 'warning',
  sending: 'info',
  unknown: 'warning',
  delivered: 'success',
  failed: 'danger',
  cancelled: 'muted',
};

const key = 'game.admin.deliveries.things';

/**
 * What a delivery carries, in words: 'Coins: 500', 'Benefit 433: +30 days', 'Benefit 433 until <date>', 'Box 41',
 * 'Ban', 'Unban', 'Item 8001 ×2'.
 */
export function deliveryThing(delivery: Pick<Delivery, 'kind' | 'itemId' | 'quantity' | 'until'>): string {
  const { itemId: id, quantity } = delivery;
  switch (delivery.kind) {
    case 'coins':
      return i18n.t(`${key}.coins`, { quantity: formatNumber(quantity) });
    case 'benefit_days':
      return i18n.t(`${key}.benefitDays`, { id, days: formatNumber(quantity) });
    case 'benefit_until':
      return i18n.t(`${key}.benefitUntil`, { id, date: formatDateTime(delivery.until) });
    case 'benefit_set':
      return delivery.until === null
        ? i18n.t(`${key}.benefitRemoved`, { id })
        : i18n.t(`${key}.benefitSet`, { id, date: formatDateTime(delivery.until) });
    case 'benefit_shorten':
      return i18n.t(`${key}.benefitShorten`, { id, days: formatNumber(quantity) });
    case 'box':
      // One row per box sent: the quantity is always 1.
      return i18n.t(`${key}.box`, { id });
    case 'ban':
      return i18n.t(`${key}.ban`);
    case 'unban':
      return i18n.t(`${key}.unban`);
    default:
      return i18n.t(`${key}.item`, { id, quantity: formatNumber(quantity) });
  }
}

/** Where a delivery comes from: 'Order', 'Reward' or 'Admin' (the source's own name for any other). */
export function deliverySource(delivery: Pick<Delivery, 'source'>): string {
  const { source } = delivery;
  return source === 'order' || source === 'reward' || source === 'admin'
    ? i18n.t(`game.admin.deliveries.sources.${source}`)
    : source;
}

/** Which of retry and cancel a delivery's state allows: retry a failed or cancelled one, cancel a pending or failed one. */
export function deliveryActions(delivery: Pick<Delivery, 'status'>): ('retry' | 'cancel')[] {
  const actions: ('retry' | 'cancel')[] = [];
  if (delivery.status === 'failed' || delivery.status === 'cancelled') actions.push('retry');
  if (delivery.status === 'pending' || delivery.status === 'failed') actions.push('cancel');
  return actions;
}
