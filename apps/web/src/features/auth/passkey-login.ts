import { i18n } from '../../i18n/i18n.ts';
import { errorMessage } from '../../lib/api.ts';
import { PasskeyPromptError, signWithPasskey } from '../../lib/passkey-ceremony.ts';
import { LoginAnswer, postLogin } from './api/login.ts';

/**
 * A login with a passkey: instead of the password, or, given the ticket of a right password, as the second step.
 * Answers the login response the session stores. Loaded when the button is pressed: /login starts without it.
 */
export async function loginWithPasskey(challengeToken?: string) {
  const body = challengeToken ? { challengeToken } : {};
  const signed = await signWithPasskey('/auth/passkey/options', body);
  return postLogin('/auth/passkey/login', { ...signed, ...body }, LoginAnswer);
}

/** The sentence a failed passkey login shows: the prompt's own, the server's, or a general one. */
export function passkeyLoginError(failure: unknown): string {
  if (failure instanceof PasskeyPromptError) return failure.message;
  return errorMessage(failure, i18n.t('passkeys.loginFailed'));
}
