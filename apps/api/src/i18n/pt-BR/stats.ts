import type { Translation } from '@agaia/contract';
import type { StatsText } from '../en/stats.ts';

export const ptBRStats = {
  gameDatabaseUnavailable: 'O banco de dados do jogo não respondeu: tente novamente em um minuto.',
} satisfies Translation<typeof StatsText>;
