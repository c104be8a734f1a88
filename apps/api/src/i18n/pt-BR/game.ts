import type { Translation } from '@agaia/contract';
import type { GameText } from '../en/game.ts';

export const ptBRGame = {} satisfies Translation<typeof GameText>;
