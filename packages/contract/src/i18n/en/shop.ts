import { INT32_MAX, INT32_MIN, MAX_PRICE_TEXT, MAX_SAFE_INT } from '../../limits.ts';

/** The refusals of the shop's schemas (`i18n/pt-BR/shop.ts` translates them). */
export const ShopMessages = {
  chooseProduct: 'Choose a product.',
  itemNameTooLong: 'Item name must be at most 100 characters.',
  nameRequired: 'Name is required.',
  priceRequired: 'Price is required.',
  priceNotCents: 'Price must be in cents.',
  priceNegative: 'Price cannot be negative.',
  priceTooLarge: `Price must be at most ${MAX_PRICE_TEXT}.`,
  priceTooSmall: 'Price must be at least R$ 1,00.',
  newPriceRequired: 'New price is required.',
  newPriceNotCents: 'New price must be in cents.',
  newPriceNegative: 'New price cannot be negative.',
  newPriceTooLarge: `New price must be at most ${MAX_PRICE_TEXT}.`,
  newPriceTooSmall: 'New price must be at least R$ 1,00.',
  badSaleEnd: 'Sale end must be a date.',
  sortOrderRange: `Sort order must be between ${INT32_MIN} and ${INT32_MAX}.`,
  badOrderId: `Order ID must be a whole number from 1 to ${MAX_SAFE_INT}.`,
  badPageSize: 'Page size must be 10 or 50.',
} as const;
