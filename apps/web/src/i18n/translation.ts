/**
 * The shape another language's file must have for an English one (`satisfies Translation<typeof enGame>` refuses a
 * missing or extra key): the contract's, which the server's catalogs use too.
 */
export type { Translation } from '@agaia/contract';
