import type { enShopOrders } from '../en/shop-orders.ts';
import type { Translation } from '../translation.ts';

/** The Brazilian Portuguese messages of the buyer's orders: summary and donation history (see en/shop-orders.ts). */
export const ptBRShopOrders = {
  shop: {
    tryAgain: 'Tentar novamente',
    orderTitle: 'Seu pedido',
    orderNumber: 'Pedido #{{id}}',
    orderLoading: 'Carregando seu pedido...',
    orderLoadFailed: 'Não foi possível carregar seu pedido. Seu perfil mostra o que já chegou.',
    orderStatus: {
      pending: 'Aguardando a confirmação do pagamento. Esta página se atualiza sozinha.',
      paid: 'Pago. Suas recompensas estão a caminho.',
      failed: 'Este pagamento não foi concluído. Nada foi cobrado.',
      expired: 'O tempo para concluir este pagamento acabou. Nada foi cobrado.',
      refunded: 'Este pedido foi reembolsado.',
      disputed: 'Este pagamento está em contestação.',
    },
    arrivesTitle: 'O que chega e onde',
    grantCoins: '{{coins}} Agaia Coins',
    grantClub_one: '{{count}} dia de Agaia Club',
    grantClub_other: '{{count}} dias de Agaia Club',
    grantBenefit_one: 'Benefício {{benefitId}} por {{count}} dia',
    grantBenefit_other: 'Benefício {{benefitId}} por {{count}} dias',
    grantNamedBenefit_one: '{{name}} por {{count}} dia',
    grantNamedBenefit_other: '{{name}} por {{count}} dias',
    grantItem: 'Item {{itemId}} × {{quantity}}',
    grantBox: 'Caixa {{boxId}} × {{quantity}} (item {{itemId}})',
    // An item the product named; for a box, the quantity counts the boxes that arrive.
    grantNamedItem: '{{name}} × {{quantity}}',
    grantNamedBox: '{{name}} × {{quantity}}',
    toSiteAccount: 'Na sua conta do site: veja no seu perfil.',
    toGameAccount: 'Na sua conta do jogo.',
    toMailbox: 'No seu correio dentro do jogo.',
    toItemBox: 'Na caixa de resgate de itens do jogo.',
    history: {
      intro:
        'Suas doações, das mais recentes às mais antigas: o que cada uma concedeu e se já chegou ao jogo.',
      listLabel: 'Suas doações',
      loading: 'Carregando suas doações...',
      loadFailed: 'Não foi possível carregar suas doações.',
      emptyTitle: 'Nenhuma doação ainda',
      emptyText:
        'As doações mantêm o servidor funcionando e dão apenas itens cosméticos. O que você comprar aparece aqui, com a situação da entrega.',
      placed: 'Pedido #{{id}} · {{date}}',
      granted: 'O que foi concedido',
      showMore: 'Mostrar mais',
      loadingMore: 'Carregando...',
      status: {
        pending: 'Aguardando pagamento',
        paid: 'Pago',
        failed: 'Não pago',
        expired: 'Expirado',
        refunded: 'Reembolsado',
        disputed: 'Em contestação',
      },
      delivery: {
        pending: 'Entrega a caminho',
        delivered: 'Entregue no jogo',
        delayed:
          'Entrega atrasada: se não chegar em até um dia, fale com a equipe informando o pedido #{{id}}.',
        cancelled: 'Entrega cancelada',
      },
    },
  },
} as const satisfies Translation<typeof enShopOrders>;
