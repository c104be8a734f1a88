import { z } from 'zod';
import { bigRowId, idParam } from './bounds.ts';
import { PasskeyMessages } from './i18n/en/passkeys.ts';
import { CommonMessages } from './messages.ts';

export { PasskeyMessages } from './i18n/en/passkeys.ts';

/**
 * Passkeys (WebAuthn): a player or admin adds them on the profile, logs in with one instead of a password, or uses one
 * as the second factor after the password. The browser's JSON forms of the ceremonies are checked here for shape and
 * size only; the server checks their signatures.
 */

/** Base64url text, as WebAuthn's JSON forms carry bytes, bounded by what an authenticator can send. */
const base64url = (max: number) =>
  z
    .string()
    .max(max, PasskeyMessages.answerTooLarge)
    .regex(/^[A-Za-z0-9_-]*$/, PasskeyMessages.answerInvalid);

const TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;

/** The browser's answer to navigator.credentials.create(), as @simplewebauthn/browser sends it. */
const PasskeyRegistrationResponse = z.object({
  id: base64url(1400).min(1),
  rawId: base64url(1400).min(1),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(8192).min(1),
    attestationObject: base64url(65_536).min(1),
    authenticatorData: base64url(65_536).optional(),
    transports: z.array(z.enum(TRANSPORTS)).max(TRANSPORTS.length).optional(),
    publicKeyAlgorithm: z.number().int().min(-65_536).max(65_536).optional(),
    publicKey: base64url(8192).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string().max(64), z.unknown()),
});

/** The browser's answer to navigator.credentials.get(). */
export const PasskeyAuthenticationResponse = z.object({
  id: base64url(1400).min(1),
  rawId: base64url(1400).min(1),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(8192).min(1),
    authenticatorData: base64url(65_536).min(1),
    signature: base64url(8192).min(1),
    userHandle: base64url(512).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string().max(64), z.unknown()),
});

/**
 * A ceremony's options for navigator.credentials.create() or .get() (WebAuthn's JSON form, passed to the browser as
 * is), with the ticket that the answer must bring back: single use, valid 5 minutes.
 */
export const PasskeyCeremony = z.object({
  ceremonyToken: z.string(),
  options: z.looseObject({ challenge: z.string() }),
});
export type PasskeyCeremony = z.infer<typeof PasskeyCeremony>;

const ceremonyToken = z.string().min(1, PasskeyMessages.ceremonyExpired).max(128);

/** A name the owner gives a passkey to tell them apart ("Phone", "YubiKey"). */
export const PasskeyName = z
  .string()
  .trim()
  .min(1, PasskeyMessages.nameRequired)
  .max(64, PasskeyMessages.nameTooLong);

/** POST /api/user/passkeys/options body: adding a passkey changes how the account logs in, so the password first. */
export const PasskeyOptionsBody = z.object({
  password: z.string().min(1, CommonMessages.confirmPassword).max(1024),
});

/** POST /api/user/passkeys body: the browser's answer and a name. */
export const AddPasskeyBody = z.object({
  ceremonyToken,
  name: PasskeyName,
  response: PasskeyRegistrationResponse,
});
export type AddPasskeyBody = z.infer<typeof AddPasskeyBody>;

/**
 * DELETE /api/user/passkeys/{id} body: the password, as for adding one.
 * @alias of PasskeyOptionsBody, named for its route
 */
export const RemovePasskeyBody = PasskeyOptionsBody;

export const PasskeyParams = z.object({ id: idParam(PasskeyMessages.notFound) });

/** One of the account's passkeys, as the profile lists them. */
export const Passkey = z.object({
  id: bigRowId(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** Synced by its provider (a password manager, the phone's keychain): it survives a lost device. */
  backedUp: z.boolean(),
});
export type Passkey = z.infer<typeof Passkey>;

export const PasskeyList = z.object({ items: z.array(Passkey).max(20) });
export type PasskeyList = z.infer<typeof PasskeyList>;

/** The most passkeys an account keeps. */
export const MAX_PASSKEYS = 20;

/** POST /api/auth/passkey/options body: empty for a passkey login, or the ticket of a login's second step. */
export const PasskeyLoginOptionsBody = z.object({
  challengeToken: z.string().min(1).max(128).optional(),
});

/** POST /api/auth/passkey/login body: the browser's answer, and the second step's ticket when it is one. */
export const PasskeyLoginBody = z.object({
  ceremonyToken,
  response: PasskeyAuthenticationResponse,
  challengeToken: z.string().min(1).max(128).optional(),
});
export type PasskeyLoginBody = z.infer<typeof PasskeyLoginBody>;
