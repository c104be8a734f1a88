import { AdminProduct, type ProductInput } from '@agaia/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';
import { productsQueryKey } from '../../api/products.ts';
import { shopAdminKeys } from './keys.ts';

/**
 * POST /api/admin/shop/products (201) without an id, PUT /api/admin/shop/products/{id} with one (deactivating is a
 * PUT with active false). Prices travel in cents. Refreshes the admin table and the shop's own product list.
 */
export function useSaveProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: ProductInput }) =>
      id === undefined
        ? api.post('/admin/shop/products', { body, schema: AdminProduct })
        : api.put(`/admin/shop/products/${id}`, { body, schema: AdminProduct }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: shopAdminKeys.products }),
        client.invalidateQueries({ queryKey: productsQueryKey }),
      ]),
  });
}
