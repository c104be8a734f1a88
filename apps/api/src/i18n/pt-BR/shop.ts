import type { Translation } from '@agaia/contract';
import type { ShopText } from '../en/shop.ts';

export const ptBRShop = {} satisfies Translation<typeof ShopText>;
