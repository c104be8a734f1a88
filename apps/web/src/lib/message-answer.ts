import { MessageResponse } from '@agaia/contract';

/**
 * The schema of a `{ message }` answer: the contract's MessageResponse with the message optional, because a page
 * shows its own default text when a success carries none. Read the text with `messageOf` (lib/api.ts).
 */
export const MessageAnswer = MessageResponse.partial();
