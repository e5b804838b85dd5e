import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoCBOR } from '@simplewebauthn/server/helpers';

// A software authenticator for the tests, standing in for a phone or a security key and the browser around it: it
// makes an ES256 key pair per passkey with node:crypto, and writes what WebAuthn says a browser hands back from
// navigator.credentials.create() (attestation "none") and .get(), as their toJSON() gives them. It is test code: the
// server verifies with @simplewebauthn/server alone. CBOR is written with simplewebauthn's own encoder (its
// helpers' isoCBOR, tiny-cbor underneath).

/** WebAuthn's authenticator data flags. */
const FLAG = { USER_PRESENT: 0x01, USER_VERIFIED: 0x04, ATTESTED_CREDENTIAL: 0x40 } as const;
/** COSE: key type EC2, algorithm ES256, curve P-256. */
const COSE = { KTY: 1, ALG: 3, CRV: -1, X: -2, Y: -3, EC2: 2, ES256: -7, P256: 1 } as const;

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

function counterBytes(counter: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
}

/** A passkey the authenticator holds: its key pair, its id, its relying party and user handle, its counter. */
export interface SoftPasskey {
  id: string;
  rpId: string;
  userHandle: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** The signature counter: counts up by one per use, or stays 0 for an authenticator that does not count. */
  counter: number;
  counts: boolean;
}

export interface Ceremony {
  /** The page's origin, which the browser writes into clientDataJSON. */
  origin: string;
  /** Whether the user was verified (a PIN, a fingerprint); true unless told. */
  verified?: boolean;
}

export class SoftAuthenticator {
  readonly passkeys: SoftPasskey[] = [];

  /** navigator.credentials.create(): a new passkey for the options' relying party and user. */
  register(
    options: PublicKeyCredentialCreationOptionsJSON,
    ceremony: Ceremony & { counts?: boolean; credentialId?: string },
  ): { response: RegistrationResponseJSON; passkey: SoftPasskey } {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const rpId = options.rp.id ?? new URL(ceremony.origin).hostname;
    const passkey: SoftPasskey = {
      id: ceremony.credentialId ?? b64url(randomBytes(16)),
      rpId,
      userHandle: options.user.id,
      privateKey,
      publicKey,
      counter: 0,
      counts: ceremony.counts ?? true,
    };
    const credentialId = Buffer.from(passkey.id, 'base64url');
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credentialId.length);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([flagsOf(ceremony) | FLAG.ATTESTED_CREDENTIAL]),
      counterBytes(passkey.counter),
      Buffer.alloc(16), // the AAGUID: zeros, as with attestation "none"
      idLength,
      credentialId,
      coseKeyOf(publicKey),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, Uint8Array | string | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    this.passkeys.push(passkey);
    const clientData = { type: 'webauthn.create', challenge: options.challenge, origin: ceremony.origin, crossOrigin: false };
    return {
      passkey,
      response: {
        id: passkey.id,
        rawId: passkey.id,
        type: 'public-key',
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64url(JSON.stringify(clientData)),
          attestationObject: b64url(attestationObject),
          transports: ['internal', 'hybrid'],
        },
      },
    };
  }

  /**
   * navigator.credentials.get(): an assertion by `passkey` (by default the first one the options allow, or for a
   * sign-in without a list, the first one of the relying party). `counter` signs with a given count instead of the next.
   */
  assert(
    options: PublicKeyCredentialRequestOptionsJSON,
    ceremony: Ceremony & { passkey?: SoftPasskey; counter?: number },
  ): AuthenticationResponseJSON {
    const allowed = options.allowCredentials?.map((credential) => credential.id);
    const passkey =
      ceremony.passkey ?? this.passkeys.find((each) => each.rpId === options.rpId && (allowed === undefined || allowed.includes(each.id)));
    if (!passkey) throw new Error('the soft authenticator holds no passkey for these options');
    if (ceremony.counter !== undefined) passkey.counter = ceremony.counter;
    else if (passkey.counts) passkey.counter += 1;
    const authData = Buffer.concat([sha256(passkey.rpId), Buffer.from([flagsOf(ceremony)]), counterBytes(passkey.counter)]);
    const clientDataJSON = Buffer.from(
      JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin: ceremony.origin, crossOrigin: false }),
    );
    // ES256: ECDSA over the authenticator data and the hash of the client data, DER-encoded (node's default).
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), passkey.privateKey);
    return {
      id: passkey.id,
      rawId: passkey.id,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: passkey.userHandle,
      },
    };
  }
}

function flagsOf(ceremony: Ceremony): number {
  return FLAG.USER_PRESENT | (ceremony.verified === false ? 0 : FLAG.USER_VERIFIED);
}

/** The public key as COSE_Key (a CBOR map), as the attested credential data carries it. */
function coseKeyOf(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [COSE.KTY, COSE.EC2],
      [COSE.ALG, COSE.ES256],
      [COSE.CRV, COSE.P256],
      [COSE.X, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
      [COSE.Y, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
    ]),
  );
}
