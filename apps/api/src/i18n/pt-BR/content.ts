import type { Translation } from '@agaia/contract';
import type { ContentText } from '../en/content.ts';

export const ptBRContent = {} satisfies Translation<typeof ContentText>;
