/** Query keys of the accounts admin: every list and detail lives under one of these, so a write invalidates by prefix. */
export const accountsAdminKeys = {
  all: ['admin', 'accounts'] as const,
  users: ['admin', 'accounts', 'users'] as const,
  benefits: ['admin', 'accounts', 'benefits'] as const,
  audit: ['admin', 'accounts', 'audit'] as const,
  deletions: ['admin', 'accounts', 'deletions'] as const,
};
