import type { LanguageCode } from '@agaia/contract';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { ShopText } from '../../i18n/en/shop.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, notFound, unavailable } from '../../platform/errors.ts';
import type { PaymentGateway } from '../../platform/payments.ts';
import type { SessionAccount } from '../../platform/sessions.ts';
import { type AccountsModule, banMessage } from '../accounts/accounts.module.ts';
import type { ProductsService } from './products.service.ts';

export const PAYMENTS_OFF = ShopText.paymentsOff;

/** Starting a Stripe Checkout: a pending order first, then the session, with the price from the database. */
export function createCheckoutService(deps: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  config: Pick<Config, 'PUBLIC_URL' | 'STRIPE_CURRENCY'>;
  gateway: PaymentGateway | undefined;
  products: ProductsService;
  bans: Pick<AccountsModule, 'activeBan'>;
}) {
  const { db, clock, config } = deps;
  return {
    /** Starts a checkout; Stripe's page and a ban's end date speak `language`, the reader's. */
    async start(
      account: SessionAccount,
      productId: number,
      language: LanguageCode,
    ): Promise<{ url: string }> {
      const gateway = deps.gateway ?? unavailable(PAYMENTS_OFF);
      const ban = await deps.bans.activeBan(account.accountDBID);
      if (ban) throw new AppError(403, banMessage(ban, language), 'BANNED');
      const product = (await deps.products.findOffered(productId)) ?? notFound(ShopText.productNotAvailable);
      const now = clock.now();
      const [order] = await db
        .insert(orders)
        .values({
          accountDBID: account.accountDBID,
          productId: product.id,
          productName: product.newName ?? product.name,
          amountCents: product.newPriceCents ?? product.priceCents,
          currency: config.STRIPE_CURRENCY,
          grants: product.grants,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!order) throw new Error('insert returned no row');
      try {
        const session = await gateway.createCheckoutSession(
          {
            orderId: order.id,
            accountDBID: account.accountDBID,
            name: order.productName,
            amountCents: order.amountCents,
            currency: order.currency,
            // The return page reads this order back (owner only) to show what was bought and where it arrives.
            successUrl: `${config.PUBLIC_URL}/shop?payment=success&order=${order.id}`,
            cancelUrl: `${config.PUBLIC_URL}/shop?payment=cancel`,
            email: account.email,
            locale: language,
          },
          `agaia-order-${order.id}`,
        );
        await db
          .update(orders)
          .set({ stripeSessionId: session.id, updatedAt: clock.now() })
          .where(eq(orders.id, order.id));
        if (!session.url) throw new Error('Stripe returned a session without a url');
        return { url: session.url };
      } catch (err) {
        deps.log.error({ err, orderId: order.id }, 'could not create the checkout session');
        await db
          .update(orders)
          .set({ status: 'failed', updatedAt: clock.now() })
          .where(eq(orders.id, order.id));
        throw new AppError(502, ShopText.checkoutFailed, 'PAYMENT_PROVIDER');
      }
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
