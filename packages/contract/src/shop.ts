import { z } from 'zod';
import {
  BoundsMessages,
  bigRowId,
  count,
  INT32_MAX,
  INT32_MIN,
  int32,
  MAX_SAFE_INT,
  pageParam,
  rowId,
} from './bounds.ts';
import { ShopMessages } from './i18n/en/shop.ts';

export { ShopMessages } from './i18n/en/shop.ts';

/** Default shop category (docs/product.md §8.1). */
export const DEFAULT_PRODUCT_CATEGORY = 'General';

/** A product as the shop overlay sees it (docs/product.md §8.1); price and newPrice are integer cents (§8.2). */
export const Product = z.object({
  productId: rowId(),
  name: z.string(),
  newName: z.string().nullable(),
  description: z.string(),
  price: int32(),
  newPrice: int32().nullable(),
  isSale: z.boolean(),
  saleEndDate: z.string().nullable(),
  category: z.string(),
  category_desc: z.string(),
  isCustomIcon: z.string().nullable(),
});
export type Product = z.infer<typeof Product>;

/** GET /api/products. */
export const ProductList = z.object({ data: z.array(Product), currency: z.string() });

/** POST /api/stripe/create-checkout-session. */
export const CheckoutBody = z.object({
  productId: z
    .number({ error: ShopMessages.chooseProduct })
    .int()
    .positive(ShopMessages.chooseProduct)
    .max(INT32_MAX, ShopMessages.chooseProduct),
});
export const CheckoutResponse = z.object({ url: z.string() });

/**
 * An item's name for players: trimmed, 1 to 100 characters; a blank one (an empty form field) is no name. A codec
 * rather than a transform: the API serializes its answers with zod's encode, which refuses a transform.
 */
const ItemName = z
  .codec(z.string().trim().max(100, ShopMessages.itemNameTooLong), z.string().optional(), {
    decode: (name) => name || undefined,
    encode: (name) => name ?? '',
  })
  .optional();

/** What a product grants. */
const Grants = z.object({
  coins: z.number().int().min(0).max(1_000_000).default(0),
  clubDays: z.number().int().min(0).max(3650).default(0),
  benefits: z
    .array(
      z.object({
        benefitId: z.number().int().positive().max(INT32_MAX, BoundsMessages.benefitIdTooLarge),
        days: z.number().int().min(1).max(3650),
      }),
    )
    .max(20)
    .default([]),
  items: z
    .array(
      z.object({
        itemId: z.number().int().positive().max(INT32_MAX, BoundsMessages.itemIdTooLarge),
        quantity: z.number().int().min(1).max(9999),
        /**
         * The tera-api box template that carries the item (GAME_BACKEND=tera-api, where it is required): the
         * quantity is then how many of that box the player receives.
         */
        boxId: z.number().int().positive().max(INT32_MAX, BoundsMessages.boxIdTooLarge).optional(),
        /** What players are told the item is: display only, never part of what is delivered. */
        name: ItemName,
      }),
    )
    .max(20)
    .default([]),
});

export const AdminProduct = Product.extend({
  active: z.boolean(),
  grants: Grants,
  sortOrder: int32(),
});
export type AdminProduct = z.infer<typeof AdminProduct>;
export const AdminProductList = z.object({ products: z.array(AdminProduct) });

/** A price in cents, with a refusal for each fault: missing, not whole, below 0, above what the column holds. */
const cents = (messages: { required: string; notCents: string; negative: string; tooLarge: string }) =>
  z
    .number({ error: messages.required })
    .int(messages.notCents)
    .min(0, messages.negative)
    .max(INT32_MAX, messages.tooLarge);

const sortOrderRange = ShopMessages.sortOrderRange;

/** POST and PUT /api/admin/shop/products. Prices in cents (the form enters R$ as a decimal). */
export const ProductInput = z
  .object({
    name: z.string().trim().min(1, ShopMessages.nameRequired).max(120),
    newName: z
      .string()
      .trim()
      .max(120)
      .nullable()
      .default(null)
      .transform((value) => value || null),
    description: z.string().max(20_000).default(''),
    price: cents({
      required: ShopMessages.priceRequired,
      notCents: ShopMessages.priceNotCents,
      negative: ShopMessages.priceNegative,
      tooLarge: ShopMessages.priceTooLarge,
    }).refine((value) => value >= 100, ShopMessages.priceTooSmall),
    newPrice: cents({
      required: ShopMessages.newPriceRequired,
      notCents: ShopMessages.newPriceNotCents,
      negative: ShopMessages.newPriceNegative,
      tooLarge: ShopMessages.newPriceTooLarge,
    })
      .nullable()
      .default(null),
    isSale: z.boolean().default(false),
    saleEndDate: z.iso.datetime({ offset: true, error: ShopMessages.badSaleEnd }).nullable().default(null),
    category: z
      .string()
      .trim()
      .max(64)
      .default('')
      .transform((value) => value || DEFAULT_PRODUCT_CATEGORY),
    category_desc: z.string().max(5000).default(''),
    isCustomIcon: z
      .string()
      .trim()
      .max(2048)
      .nullable()
      .default(null)
      .transform((value) => value || null),
    active: z.boolean().default(true),
    sortOrder: z.number().int().min(INT32_MIN, sortOrderRange).max(INT32_MAX, sortOrderRange).default(0),
    grants: Grants,
  })
  .refine((p) => p.newPrice === null || p.newPrice >= 100, {
    message: ShopMessages.newPriceTooSmall,
    path: ['newPrice'],
  });
export type ProductInput = z.infer<typeof ProductInput>;

export const ORDER_STATUSES = ['pending', 'paid', 'failed', 'expired', 'refunded', 'disputed'] as const;
export const DELIVERY_STATUSES = [
  'pending',
  'sending',
  'unknown',
  'delivered',
  'failed',
  'cancelled',
] as const;
export const DELIVERY_KINDS = [
  'item',
  'coins',
  'benefit_days',
  'benefit_until',
  'benefit_set',
  'benefit_shorten',
  'box',
  'ban',
  'unban',
] as const;

/** A row of the deliveries outbox: what it carries (kind; the item, benefit or box id), for whom, and how far it got. */
export const Delivery = z.object({
  id: bigRowId(),
  accountDBID: rowId(),
  kind: z.enum(DELIVERY_KINDS),
  itemId: int32(),
  quantity: int32(),
  until: z.string().nullable(),
  source: z.string(),
  sourceId: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: int32(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
});
export type Delivery = z.infer<typeof Delivery>;

/** What a refund or dispute did to the account (DISPUTE_POLICY): nothing besides taking back, a mark, a ban. */
const TAKE_BACK_ACCOUNT_ACTIONS = ['none', 'flag', 'ban'] as const;
const daysOf = z.array(z.object({ benefitId: int32(), days: int32() }));

/**
 * A refunded or disputed source's take-back, for the staff: what was taken back (site coins, club and benefit days,
 * deliveries cancelled, benefits shortened in the game) and what could not be (coins already spent, coins funded
 * into the game wallet, deliveries the game had received or may have), and what was done to the account.
 */
export const TakeBack = z.object({
  reason: z.enum(['refunded', 'disputed']),
  takenBack: z.object({
    coins: int32(),
    clubDays: int32(),
    benefits: daysOf,
    deliveriesCancelled: int32(),
    gameBenefits: daysOf,
  }),
  notTakenBack: z.object({
    coins: int32(),
    gameCoins: int32(),
    deliveries: z.array(
      z.object({
        id: bigRowId(),
        kind: z.enum(DELIVERY_KINDS),
        itemId: int32(),
        quantity: int32(),
        status: z.enum(DELIVERY_STATUSES),
      }),
    ),
  }),
  accountAction: z.enum(TAKE_BACK_ACCOUNT_ACTIONS),
  createdAt: z.string(),
});
export type TakeBack = z.infer<typeof TakeBack>;

/** What a money event from the payment provider did to its order. */
const MONEY_EVENT_EFFECTS = [
  'granted',
  'taken_back',
  'recorded',
  'ignored',
  'amount_mismatch',
  'unknown_order',
] as const;

/** One money event recorded against an order (every one, whatever the order's state), oldest first. */
export const OrderEvent = z.object({
  /** The provider's event id (Stripe's evt_…). */
  id: z.string(),
  type: z.string(),
  effect: z.enum(MONEY_EVENT_EFFECTS).nullable(),
  receivedAt: z.string(),
});
export type OrderEvent = z.infer<typeof OrderEvent>;

export const AdminOrder = z.object({
  id: bigRowId(),
  accountDBID: rowId(),
  userName: z.string().nullable(),
  productId: rowId(),
  productName: z.string(),
  amountCents: int32(),
  currency: z.string(),
  status: z.enum(ORDER_STATUSES),
  stripeSessionId: z.string().nullable(),
  stripePaymentIntentId: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  deliveries: z.array(Delivery),
  /** Its refund or dispute: what was taken back and what could not be (null: none). */
  takeBack: TakeBack.nullable().optional(),
  /** The provider's money events about it. */
  events: z.array(OrderEvent).optional(),
});
export type AdminOrder = z.infer<typeof AdminOrder>;

export const AdminOrdersQuery = z.object({
  search: z.string().trim().max(255).default(''),
  status: z.enum(ORDER_STATUSES).optional(),
  page: pageParam(),
  pageSize: z.enum(['10', '50', '100', 'all']).default('10'),
});
export const AdminOrderList = z.object({ orders: z.array(AdminOrder), total: count() });

const ORDER_ID = ShopMessages.badOrderId;

/** GET /api/shop/orders/:id: an order id in the path, bounded like the orders table's bigserial. */
export const OrderIdParams = z.object({
  id: z.coerce.number({ error: ORDER_ID }).int(ORDER_ID).positive(ORDER_ID).max(MAX_SAFE_INT, ORDER_ID),
});

/**
 * How far what an order sends to the game got, as its buyer is told: nothing to send (`none`: coins only, or not
 * paid), on its way, all delivered, held up (a delivery failed and waits for the staff), or cancelled.
 */
const ORDER_DELIVERY_STATES = ['none', 'pending', 'delivered', 'delayed', 'cancelled'] as const;
export type OrderDeliveryState = (typeof ORDER_DELIVERY_STATES)[number];

/**
 * One order as its buyer sees it (the checkout return page, the profile's donations): what was bought, what it
 * grants with the benefits' names where the server knows them, how far the payment got (paid once Stripe's webhook
 * has landed) and how far the delivery got.
 */
export const PlayerOrder = z.object({
  id: bigRowId(),
  productName: z.string(),
  amountCents: int32(),
  currency: z.string(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  grants: Grants,
  benefitNames: z.array(z.object({ benefitId: int32(), name: z.string() })),
  delivery: z.enum(ORDER_DELIVERY_STATES),
});
export type PlayerOrder = z.infer<typeof PlayerOrder>;

/** GET /api/shop/orders: the logged-in player's orders, newest first, a page at a time. */
export const PlayerOrdersQuery = z.object({
  page: pageParam(),
  pageSize: z.enum(['10', '50'], { error: ShopMessages.badPageSize }).default('10'),
});
export const PlayerOrderList = z.object({ orders: z.array(PlayerOrder), total: count() });
export type PlayerOrderList = z.infer<typeof PlayerOrderList>;

/** The game connector's view of a delivery. */
const GameDelivery = Delivery.pick({
  id: true,
  accountDBID: true,
  itemId: true,
  quantity: true,
  attempts: true,
  createdAt: true,
});
export const GameDeliveryList = z.object({ deliveries: z.array(GameDelivery) });
export const GameDeliveriesQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) });
