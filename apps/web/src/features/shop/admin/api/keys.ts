/** Query keys of the shop admin: the products and the orders (with their deliveries). */
export const shopAdminKeys = {
  all: ['admin', 'shop'] as const,
  products: ['admin', 'shop', 'products'] as const,
  orders: ['admin', 'shop', 'orders'] as const,
};
