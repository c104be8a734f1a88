import type { Translation } from '@agaia/contract';
import type { ShopText } from '../en/shop.ts';

export const ptBRShop = {
  paymentsOff: 'Os pagamentos ainda não estão configurados neste servidor. Tente novamente mais tarde.',
  productNotAvailable: 'Este produto não está disponível.',
  checkoutFailed: 'O serviço de pagamento não conseguiu iniciar o pagamento. Tente novamente.',
  productNotFound: 'Produto não encontrado.',
  orderNotFound: 'Pedido não encontrado.',
  missingSignature: 'Falta a assinatura do Stripe.',
  invalidSignature: 'Assinatura do Stripe inválida.',
  disputeBan: 'O pagamento do pedido nº {{orderId}} foi contestado junto ao banco (um chargeback).',
} satisfies Translation<typeof ShopText>;
