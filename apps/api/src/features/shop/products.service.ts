import type { AdminProduct, Product, ProductInput } from '@agaia/contract';
import { and, asc, eq, gt, isNull, not, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type ProductRow, products } from '../../db/schema/index.ts';
import { ShopText } from '../../i18n/en/shop.ts';
import { type Actor, diff, recordAudit } from '../../platform/audit.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Entitlements } from '../../platform/entitlements.ts';
import { notFound } from '../../platform/errors.ts';
import type { PublicCache } from '../../platform/public-cache.ts';

const toProduct = (row: ProductRow): Product => ({
  productId: row.id,
  name: row.name,
  newName: row.newName,
  description: row.description,
  price: row.priceCents,
  newPrice: row.newPriceCents,
  isSale: row.isSale,
  saleEndDate: row.saleEndDate?.toISOString() ?? null,
  category: row.category,
  category_desc: row.categoryDesc,
  isCustomIcon: row.customIcon,
});

const toAdmin = (row: ProductRow): AdminProduct => ({
  ...toProduct(row),
  active: row.active,
  grants: row.grants,
  sortOrder: row.sortOrder,
});

const toRow = (input: ProductInput) => ({
  name: input.name,
  newName: input.newName,
  description: input.description,
  priceCents: input.price,
  newPriceCents: input.newPrice,
  isSale: input.isSale,
  saleEndDate: input.saleEndDate ? new Date(input.saleEndDate) : null,
  category: input.category,
  categoryDesc: input.category_desc,
  customIcon: input.isCustomIcon,
  active: input.active,
  sortOrder: input.sortOrder,
  grants: input.grants,
});

/** Shop products: what the overlay offers (active, and no sale that has ended) and the admin catalogue (prime 37). */
export function createProductsService(deps: {
  db: Db;
  clock: Clock;
  entitlements: Pick<Entitlements, 'assertDeliverable'>;
  publicCache: Pick<PublicCache, 'invalidate'>;
}) {
  const { db, clock } = deps;
  /** Active, and not a sale whose end has passed (such a product is not offered at all). */
  const offered = () =>
    and(
      eq(products.active, true),
      or(not(products.isSale), isNull(products.saleEndDate), gt(products.saleEndDate, clock.now())),
    );

  return {
    async listOffered(): Promise<Product[]> {
      const rows = await db
        .select()
        .from(products)
        .where(offered())
        .orderBy(asc(products.category), asc(products.sortOrder), asc(products.id));
      // category_desc comes from the first product of each category (docs/product.md §8.1).
      const firstDesc = new Map<string, string>();
      for (const row of rows) if (!firstDesc.has(row.category)) firstDesc.set(row.category, row.categoryDesc);
      return rows.map((row) => ({ ...toProduct(row), category_desc: firstDesc.get(row.category) ?? '' }));
    },

    /** The offered product with this id, with its database price, or undefined. */
    async findOffered(id: number): Promise<ProductRow | undefined> {
      const [row] = await db
        .select()
        .from(products)
        .where(and(eq(products.id, id), offered()));
      return row;
    },

    async listAll(): Promise<{ products: AdminProduct[] }> {
      const rows = await db
        .select()
        .from(products)
        .orderBy(asc(products.category), asc(products.sortOrder), asc(products.id));
      return { products: rows.map(toAdmin) };
    },

    async create(actor: Actor, input: ProductInput): Promise<AdminProduct> {
      deps.entitlements.assertDeliverable(input.grants.items);
      const created = await db.transaction(async (tx) => {
        const now = clock.now();
        const [row] = await tx
          .insert(products)
          .values({ ...toRow(input), createdAt: now, updatedAt: now })
          .returning();
        if (!row) throw new Error('insert returned no row');
        await recordAudit(tx, clock, {
          actor,
          action: 'product.create',
          changes: { id: row.id, name: row.name, price: row.priceCents },
        });
        return toAdmin(row);
      });
      await deps.publicCache.invalidate('products');
      return created;
    },

    async update(actor: Actor, id: number, input: ProductInput): Promise<AdminProduct> {
      deps.entitlements.assertDeliverable(input.grants.items);
      const updated = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(products).where(eq(products.id, id)).for('update');
        if (!before) return notFound(ShopText.productNotFound);
        const next = toRow(input);
        const [row] = await tx
          .update(products)
          .set({ ...next, updatedAt: clock.now() })
          .where(eq(products.id, id))
          .returning();
        if (!row) return notFound(ShopText.productNotFound);
        await recordAudit(tx, clock, {
          actor,
          action: 'product.update',
          changes: {
            id,
            ...diff(before as unknown as Record<string, unknown>, {
              ...next,
              grants: undefined,
              saleEndDate: undefined,
            }),
          },
        });
        return toAdmin(row);
      });
      await deps.publicCache.invalidate('products');
      return updated;
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
