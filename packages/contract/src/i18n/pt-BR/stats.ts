import { STATS_MAX_DAYS } from '../../limits.ts';
import type { StatsMessages } from '../../stats.ts';
import type { Translation } from '../text.ts';

export const ptBRStats = {
  badDate: 'As datas devem ser dias reais no formato AAAA-MM-DD, entre 2000-01-01 e 2100-12-31.',
  badBucket: 'O agrupamento deve ser dia, semana ou mês.',
  reversed: 'O período deve começar no seu último dia ou antes dele.',
  tooLong: `O período pode cobrir no máximo ${STATS_MAX_DAYS} dias (dois anos).`,
} satisfies Translation<typeof StatsMessages>;
