import type { Translation } from '@agaia/contract';
import type { SiteText } from '../en/site.ts';

export const ptBRSite = {} satisfies Translation<typeof SiteText>;
