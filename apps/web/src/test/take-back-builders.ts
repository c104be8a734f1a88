import type { OrderEvent, TakeBack } from '@agaia/contract';

/**
 * A disputed order's take-back (tests only): club and benefit days taken back on the site and in the game, one
 * delivery cancelled; 500 coins already in the game wallet and a box already delivered could not be; the account
 * marked for the staff.
 */
export function buildTakeBack(overrides: Partial<TakeBack> = {}): TakeBack {
  return {
    reason: 'disputed',
    takenBack: {
      coins: 0,
      clubDays: 30,
      benefits: [{ benefitId: 433, days: 30 }],
      deliveriesCancelled: 1,
      gameBenefits: [{ benefitId: 433, days: 60 }],
    },
    notTakenBack: {
      coins: 0,
      gameCoins: 500,
      deliveries: [{ id: 92, kind: 'box', itemId: 41, quantity: 1, status: 'delivered' }],
    },
    accountAction: 'flag',
    createdAt: '2025-06-11T10:00:00.000Z',
    ...overrides,
  };
}

/** The payment events of a paid, then disputed order (tests only). */
export const DISPUTED_ORDER_EVENTS: OrderEvent[] = [
  {
    id: 'evt_paid',
    type: 'checkout.session.completed',
    effect: 'granted',
    receivedAt: '2025-06-10T12:00:00.000Z',
  },
  {
    id: 'evt_dispute',
    type: 'charge.dispute.created',
    effect: 'taken_back',
    receivedAt: '2025-06-11T10:00:00.000Z',
  },
];
