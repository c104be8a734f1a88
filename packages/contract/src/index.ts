export * from './auth.ts';
export * from './errors.ts';
export * from './permissions.ts';
export * from './site.ts';
