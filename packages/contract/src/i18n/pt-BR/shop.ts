import { INT32_MAX, INT32_MIN, MAX_SAFE_INT } from '../../bounds.ts';
import { MAX_PRICE_TEXT } from '../../limits.ts';
import type { ShopMessages } from '../../shop.ts';
import type { Translation } from '../text.ts';

export const ptBRShop = {
  chooseProduct: 'Escolha um produto.',
  itemNameTooLong: 'O nome do item pode ter no máximo 100 caracteres.',
  nameRequired: 'O nome é obrigatório.',
  priceRequired: 'O preço é obrigatório.',
  priceNotCents: 'O preço deve ser informado em centavos.',
  priceNegative: 'O preço não pode ser negativo.',
  priceTooLarge: `O preço pode ser no máximo ${MAX_PRICE_TEXT}.`,
  priceTooSmall: 'O preço deve ser de pelo menos R$ 1,00.',
  newPriceRequired: 'O preço promocional é obrigatório.',
  newPriceNotCents: 'O preço promocional deve ser informado em centavos.',
  newPriceNegative: 'O preço promocional não pode ser negativo.',
  newPriceTooLarge: `O preço promocional pode ser no máximo ${MAX_PRICE_TEXT}.`,
  newPriceTooSmall: 'O preço promocional deve ser de pelo menos R$ 1,00.',
  badSaleEnd: 'O fim da promoção deve ser uma data.',
  sortOrderRange: `A ordem de exibição deve estar entre ${INT32_MIN} e ${INT32_MAX}.`,
  badOrderId: `O ID do pedido deve ser um número inteiro de 1 a ${MAX_SAFE_INT}.`,
  badPageSize: 'O tamanho da página deve ser 10 ou 50.',
} satisfies Translation<typeof ShopMessages>;
