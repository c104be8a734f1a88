import type { AdminOrder, Delivery } from '@agaia/contract';
import type { BadgeTone } from '../../../components/admin/status-badge.tsx';

/** The badge colour of each order state: paid green, pending amber, failures red, the rest muted or blue. */
export const ORDER_TONES: Record<AdminOrder['status'], BadgeTone> = {
  pending: 'warning',
  paid: 'success',
  failed: 'danger',
  expired: 'muted',
  refunded: 'info',
  disputed: 'danger',
};

/** The badge colour of each delivery state: delivered green, on its way blue, waiting amber, failed red. */
export const DELIVERY_TONES: Record<Delivery['status'], BadgeTone> = {
  pending: 'warning',
  sending: 'info',
  unknown: 'warning',
  delivered: 'success',
  failed: 'danger',
  cancelled: 'muted',
};
