import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';

/**
 * A software passkey authenticator for the API's tests: it answers WebAuthn's registration and authentication options
 * the way a browser and a platform authenticator would (attestation "none", ES256, a discoverable credential), so the
 * server's checks run on real signatures. The browser's own flow is tested in Chromium with its virtual authenticator.
 */

type Json = Record<string, unknown>;

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** The little of CBOR (RFC 8949) an attestation object needs: maps, text, bytes and small integers. */
function cbor(value: unknown): Buffer {
  const head = (major: number, length: number) => {
    if (length < 24) return Buffer.from([(major << 5) | length]);
    if (length < 256) return Buffer.from([(major << 5) | 24, length]);
    const bytes = Buffer.alloc(3);
    bytes[0] = (major << 5) | 25;
    bytes.writeUInt16BE(length, 1);
    return bytes;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string')
    return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  if (value instanceof Map)
    return Buffer.concat([head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
  throw new Error(`cbor: unsupported ${typeof value}`);
}

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

export interface SoftAuthenticator {
  readonly credentialId: string;
  /** Whether it verifies its user (a PIN or a fingerprint); a plain security key does not. */
  userVerification: boolean;
  /** The signature counter it reports next (0 for a passkey that does not count). */
  signCount: number;
  register(options: Json, origin: string): Json;
  authenticate(options: Json, origin: string): Json;
}

export function createSoftAuthenticator(init: { userVerification?: boolean } = {}): SoftAuthenticator {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const id = randomBytes(32);
  const jwk = (publicKey as KeyObject).export({ format: 'jwk' });
  const coseKey = cbor(
    new Map<number, unknown>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x as string, 'base64url')],
      [-3, Buffer.from(jwk.y as string, 'base64url')],
    ]),
  );

  const authenticator: SoftAuthenticator = {
    credentialId: b64url(id),
    userVerification: init.userVerification ?? true,
    signCount: 0,

    register(options, origin) {
      const rp = options.rp as { id: string };
      const clientDataJSON = JSON.stringify({
        type: 'webauthn.create',
        challenge: options.challenge,
        origin,
      });
      const counter = Buffer.alloc(4);
      counter.writeUInt32BE(authenticator.signCount);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(id.length);
      const authData = Buffer.concat([
        sha256(rp.id),
        Buffer.from([FLAG_UP | FLAG_AT | (authenticator.userVerification ? FLAG_UV : 0)]),
        counter,
        Buffer.alloc(16), // AAGUID: none
        idLength,
        id,
        coseKey,
      ]);
      const attestationObject = cbor(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]),
      );
      return {
        id: b64url(id),
        rawId: b64url(id),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(Buffer.from(clientDataJSON)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
      };
    },

    authenticate(options, origin) {
      const clientDataJSON = Buffer.from(
        JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin }),
      );
      const counter = Buffer.alloc(4);
      counter.writeUInt32BE(authenticator.signCount);
      const authData = Buffer.concat([
        sha256(options.rpId as string),
        Buffer.from([FLAG_UP | (authenticator.userVerification ? FLAG_UV : 0)]),
        counter,
      ]);
      const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), privateKey);
      return {
        id: b64url(id),
        rawId: b64url(id),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          userHandle: b64url(randomBytes(16)),
        },
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
      };
    },
  };
  return authenticator;
}
