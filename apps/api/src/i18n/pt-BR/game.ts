import type { Translation } from '@agaia/contract';
import type { GameText } from '../en/game.ts';

export const ptBRGame = {
  apiNotConfigured: 'A API do jogo não está configurada neste servidor.',
  invalidApiKey: 'Chave da API do jogo inválida.',
  doNotHandOut: 'Esta entrega foi cancelada: não a entregue.',
  delivered: 'Entregue.',
  deliveryRequeued: 'Entrega colocada de volta na fila.',
  deliveryCancelled: 'Entrega cancelada.',
  retryPending: 'Esta entrega está pendente: só uma entrega com falha ou cancelada pode ser reenviada.',
  retrySending: 'Esta entrega está sendo enviada: só uma entrega com falha ou cancelada pode ser reenviada.',
  retryUnknown:
    'Esta entrega está sem confirmação: só uma entrega com falha ou cancelada pode ser reenviada.',
  retryDelivered: 'Esta entrega já foi entregue: só uma entrega com falha ou cancelada pode ser reenviada.',
  cancelSending: 'Esta entrega está sendo enviada: só uma entrega pendente ou com falha pode ser cancelada.',
  cancelUnknown:
    'Esta entrega está sem confirmação: só uma entrega pendente ou com falha pode ser cancelada.',
  cancelDelivered: 'Esta entrega já foi entregue: só uma entrega pendente ou com falha pode ser cancelada.',
  cancelCancelled: 'Esta entrega já foi cancelada: só uma entrega pendente ou com falha pode ser cancelada.',
  boxesUnavailable: 'O servidor do jogo não respondeu: não é possível listar as caixas agora.',
  itemWithoutBox: 'Este item não tem caixa do jogo: defina a caixa no produto ou na recompensa e reenvie.',
  fundLedgerOverflow:
    'O tera-api não consegue registrar este crédito: o registro dele junta o saldo da carteira e o valor como texto, e o resultado passa do maior número que ele guarda. Cada nova tentativa falha do mesmo jeito: envie um valor menor ou corrija antes o registro do tera-api.',
  gameUnavailable: 'O servidor do jogo não está respondendo agora. Tente novamente em alguns minutos.',
  accountRefused: 'O jogo recusou esta conta. Confira o nome, o e-mail e a senha.',
} satisfies Translation<typeof GameText>;
