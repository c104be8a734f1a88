import { PasskeyCeremony } from '@agaia/contract';
import {
  browserSupportsWebAuthn,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
} from '@simplewebauthn/browser';
import { i18n } from '../i18n/i18n.ts';
import '../i18n/passkeys-messages.ts';
import { api } from './api.ts';

/**
 * The browser's side of a passkey ceremony (WebAuthn, with @simplewebauthn/browser): the server's options in, the
 * authenticator's signed answer out, with the server's ticket. Loaded only when a passkey is used or added: /login and
 * the profile start without it.
 */

/** A ceremony the person did not finish (closed the prompt, or no passkey was there) or the browser cannot run. */
export class PasskeyPromptError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PasskeyPromptError';
  }
}

/** The browser's error turned into a sentence for the page; anything unexpected keeps the caller's fallback. */
function promptFailure(error: unknown): never {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError')
    throw new PasskeyPromptError(i18n.t('passkeys.cancelled'));
  if (name === 'InvalidStateError') throw new PasskeyPromptError(i18n.t('passkeys.alreadyAdded'));
  throw new PasskeyPromptError(i18n.t('passkeys.failed'));
}

function requireSupport() {
  if (!browserSupportsWebAuthn()) throw new PasskeyPromptError(i18n.t('passkeys.unsupported'));
}

/** Asks the server for login options, lets the authenticator sign them, and answers the body of the login call. */
export async function signWithPasskey(path: string, body: object) {
  requireSupport();
  const { ceremonyToken, options } = await api.post(path, {
    body,
    schema: PasskeyCeremony,
    authRedirect: false,
  });
  const response = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
  }).catch(promptFailure);
  return { ceremonyToken, response };
}

/** Asks the server for registration options (after the password), lets the authenticator create a passkey. */
export async function createPasskey(password: string) {
  requireSupport();
  const { ceremonyToken, options } = await api.post('/user/passkeys/options', {
    body: { password },
    schema: PasskeyCeremony,
  });
  const response = await startRegistration({
    optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
  }).catch(promptFailure);
  return { ceremonyToken, response };
}
