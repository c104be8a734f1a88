import { createHash, randomBytes } from 'node:crypto';

/** A new opaque secret token: 32 random bytes, base64url. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The SHA-256 (hex) under which a token is stored; the token itself is never kept. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
