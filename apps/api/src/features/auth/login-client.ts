import type { LanguageCode } from '@agaia/contract';
import type { FastifyRequest } from 'fastify';

/** Who is logging in: the address and browser a session records, and the language a refusal is written in. */
export interface LoginClient {
  ip: string;
  userAgent?: string;
  language?: LanguageCode;
}

export const clientOf = (request: FastifyRequest): LoginClient => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  language: request.language,
});
