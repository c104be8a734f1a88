import { describe, expect, it } from 'vitest';
import { buildAdminProduct, isInvalidated, renderAdminHook } from '../../../../test/admin-builders.ts';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { productsQueryKey } from '../../api/products.ts';
import { productInputOf } from '../product-form-schema.ts';
import { shopAdminKeys } from './keys.ts';
import { useSaveProduct } from './save-product.ts';

describe('saving a product', () => {
  it.each([
    ['a create', undefined],
    ['an update', 5],
  ])("after %s, marks the shop's public product list stale, not only the admin table", async (_, id) => {
    stubFetch({
      'POST /api/admin/shop/products': { status: 201, json: buildAdminProduct() },
      'PUT /api/admin/shop/products/5': { json: buildAdminProduct() },
    });
    const { client, result } = renderAdminHook(useSaveProduct, [productsQueryKey, shopAdminKeys.products]);
    expect(isInvalidated(client, productsQueryKey)).toBe(false);

    await result.current.mutateAsync({ id, body: productInputOf(buildAdminProduct()) });
    expect(isInvalidated(client, productsQueryKey)).toBe(true);
    expect(isInvalidated(client, shopAdminKeys.products)).toBe(true);
  });

  it('leaves the public list alone when the save fails', async () => {
    stubFetch({ 'PUT /api/admin/shop/products/5': { status: 400, json: { message: 'Name is required.' } } });
    const { client, result } = renderAdminHook(useSaveProduct, [productsQueryKey]);
    await expect(
      result.current.mutateAsync({ id: 5, body: productInputOf(buildAdminProduct()) }),
    ).rejects.toThrow('Name is required.');
    expect(isInvalidated(client, productsQueryKey)).toBe(false);
  });
});
