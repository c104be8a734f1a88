export * from './accounts.ts';
export * from './admin.ts';
export * from './auth.ts';
export * from './errors.ts';
export * from './messages.ts';
export * from './permissions.ts';
export * from './site.ts';
export * from './user.ts';
