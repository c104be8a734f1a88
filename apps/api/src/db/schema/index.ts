export * from './accounts.ts';
export * from './bans.ts';
export * from './email-tokens.ts';
