import type { BoundsMessages } from '../../bounds.ts';
import { INT32_MAX, MAX_PAGE } from '../../bounds.ts';
import type { Translation } from '../text.ts';

export const ptBRBounds = {
  pageTooSmall: 'page deve ser 1 ou mais.',
  pageTooLarge: `page deve ser no máximo ${MAX_PAGE}.`,
  accountIdTooLarge: `O ID da conta deve ser no máximo ${INT32_MAX}.`,
  benefitIdTooLarge: `O ID do benefício deve ser no máximo ${INT32_MAX}.`,
  itemIdTooLarge: `O ID do item deve ser no máximo ${INT32_MAX}.`,
  boxIdTooLarge: `O ID da caixa deve ser no máximo ${INT32_MAX}.`,
} satisfies Translation<typeof BoundsMessages>;
