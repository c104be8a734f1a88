import { AdminProductList } from '@agaia/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';
import { shopAdminKeys } from './keys.ts';

/** GET /api/admin/shop/products: every product, active or not, with its grants. */
function adminProductsQueryOptions() {
  return queryOptions({
    queryKey: shopAdminKeys.products,
    queryFn: ({ signal }) => api.get('/admin/shop/products', { schema: AdminProductList, signal }),
  });
}

/** The products table query. */
export function useAdminProducts() {
  return useQuery(adminProductsQueryOptions());
}
