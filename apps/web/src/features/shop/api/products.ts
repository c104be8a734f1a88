import { ProductList } from '@agaia/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { PUBLIC_QUERY } from '../../../lib/public-query.ts';

/** Query key of GET /api/products; an admin change to the catalogue invalidates it. */
export const productsQueryKey = ['shop', 'products'] as const;

/** GET /api/products: the active products, in the shop's order, and the currency their cents are in. */
const productsQueryOptions = queryOptions({
  queryKey: productsQueryKey,
  queryFn: ({ signal }) => api.get('/products', { schema: ProductList, signal }),
  meta: PUBLIC_QUERY,
});

/** The shop's products. */
export function useProducts() {
  return useQuery(productsQueryOptions);
}
