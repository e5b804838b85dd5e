import { secretBox, type SecretBox } from '../../../server/security/secret-box';

// The secrets key of servers the tests start on PostgreSQL (DATABASE_URL), where the server refuses to start without
// one (server/security/secrets-key.ts). Fixed, so every node of a test's cluster, and a server on a restored backup,
// reads what another sealed. A test key only: it guards nothing real.
export const TEST_SECRETS_KEY = '6d6572696469616e2d746573742d736563726574732d6b65792d3030303030ff';

/** A box on the test key, for tests that build several apps on one database (they must open each other's secrets). */
export function testSecrets(): SecretBox {
  return secretBox(Buffer.from(TEST_SECRETS_KEY, 'hex'));
}

/** The tick log's signing seed of those servers (server/ticks/signing-key.ts), fixed for the same reason. */
export const TEST_TICK_SIGNING_KEY = '6d6572696469616e2d746573742d7469636b2d7369676e696e672d6b65792d31';
