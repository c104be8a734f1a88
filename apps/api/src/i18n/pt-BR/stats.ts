import type { Translation } from '@agaia/contract';
import type { StatsText } from '../en/stats.ts';

export const ptBRStats = {} satisfies Translation<typeof StatsText>;
