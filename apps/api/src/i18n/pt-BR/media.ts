import type { Translation } from '@agaia/contract';
import type { MediaText } from '../en/media.ts';

export const ptBRMedia = {} satisfies Translation<typeof MediaText>;
