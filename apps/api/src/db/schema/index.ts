export * from './accounts.ts';
export * from './audit.ts';
export * from './bans.ts';
export * from './benefits.ts';
export * from './content.ts';
export * from './email-tokens.ts';
export * from './shop.ts';
export * from './tracking.ts';
