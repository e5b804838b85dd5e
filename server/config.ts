import path from 'node:path';
import { z } from 'zod';
import { formatAmount } from '../common/money';

// Everything the server reads from its environment, validated once at start so a typo fails loudly and early
// rather than as a strange behaviour later.

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** A key as base64url (VAPID's form): no padding, URL-safe letters. */
const BASE64URL = /^[A-Za-z0-9_-]+$/;

const schema = z.object({
  PORT: z
    .string()
    .regex(/^\d{1,5}$/, 'must be a whole number')
    .transform(Number)
    .refine((port) => port >= 1 && port <= 65535, 'must be between 1 and 65535')
    .default(8080),
  HOST: z.string().min(1, 'must not be empty').default('localhost'),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: z
    .string()
    .refine((url) => /^postgres(ql)?:\/\/\S+$/.test(url), 'must be a postgres:// or postgresql:// URL')
    .optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  PUBLIC_ORIGIN: z
    .string()
    .refine((value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.pathname === '/' && !url.search;
      } catch {
        return false;
      }
    }, 'must be an origin such as https://trade.example.com (scheme and host, no path)')
    .transform((value) => new URL(value).origin)
    .optional(),
  // Behind a load balancer, the client's address comes from X-Forwarded-For; trusting it otherwise would let
  // anyone pick their own address and slip past the rate limits.
  TRUST_PROXY: z.enum(['true', 'false'], { message: 'must be true or false' }).default('false'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3, 'must be a sender address').optional(),
  DEMO_BALANCE: z
    .string()
    .regex(/^\d{1,12}(\.\d{1,2})?$/, 'must be an amount such as 10000 or 2500.50')
    .default('10000'),
  MARKET_SEED: z
    .string()
    .regex(/^\d{1,9}$/, 'must be a whole number')
    .transform(Number)
    .optional(),
  MARKET_FEED: z.enum(['simulated', 'replay'], { message: 'must be simulated or replay' }).default('simulated'),
  REPLAY_DIR: z.string().min(1, 'must not be empty').optional(),
  OPERATOR_EMAIL: z.email('must be an email address').optional(),
  OPERATOR_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
  OPERATOR_IDLE_MINUTES: z
    .string()
    .regex(/^\d{1,5}$/, 'must be a whole number of minutes')
    .transform(Number)
    .refine((minutes) => minutes >= 1 && minutes <= 10_080, 'must be between 1 and 10080 (a week)')
    .default(30),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL')
    .optional(),
  // Every key and channel of this cluster in Redis starts with it: two clusters can share one Redis.
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]{1,64}$/, 'must be 1 to 64 letters, digits, colons, dashes or underscores')
    .default('meridian:'),
  SIMULATED_TRADERS: z.enum(['on', 'off'], { message: 'must be on or off' }).default('on'),
  NODE_ID: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,64}$/, 'must be 1 to 64 letters, digits, dots, dashes or underscores')
    .optional(),
  // The relying party id of passkeys (a host name): PUBLIC_ORIGIN's host unless set, which may be a parent domain of it so
  // that passkeys keep working across the site's subdomains. Without PUBLIC_ORIGIN it cannot be set (http/relying-party.ts).
  WEBAUTHN_RP_ID: z
    .string()
    .regex(/^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/, 'must be a host name such as example.com')
    .optional(),
  // The key second-factor secrets are encrypted with (server/security/secrets-key.ts); unset on the embedded default,
  // one is generated into DATA_DIR.
  SECRETS_KEY: z
    .string()
    .transform((text, context) => {
      const key = decodeSecretsKey(text);
      if (!key) context.addIssue({ code: 'custom', message: 'must be 32 random bytes, written as 64 hex digits or in base64' });
      return key ?? z.NEVER;
    })
    .optional(),
  // The Ed25519 seed the leader signs the tick log's checkpoints with (server/ticks/signing-key.ts): 32 bytes as 64
  // hex digits or base64. Unset on the embedded default, one is generated into DATA_DIR; with DATABASE_URL it must be
  // set, the same on every node, since whichever node leads signs.
  TICK_SIGNING_KEY: z
    .string()
    .transform((text, context) => {
      const key = decodeSecretsKey(text);
      if (!key) context.addIssue({ code: 'custom', message: 'must be a 32-byte Ed25519 seed, written as 64 hex digits or in base64' });
      return key ?? z.NEVER;
    })
    .optional(),
  // Web push's VAPID key pair (RFC 8292), base64url as `npx web-push generate-vapid-keys` prints it; unset, one is made
  // on the first start and kept in the database (server/notify/vapid.ts). The subject is how push services reach the
  // operator: a mailto: address or an https URL.
  VAPID_PUBLIC_KEY: z.string().regex(BASE64URL, 'must be a base64url key (npx web-push generate-vapid-keys)').length(87).optional(),
  VAPID_PRIVATE_KEY: z.string().regex(BASE64URL, 'must be a base64url key (npx web-push generate-vapid-keys)').length(43).optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https:// URL')
    .optional(),
});

const SECRETS_KEY_BYTES = 32;

/**
 * A secrets key as written in SECRETS_KEY or its file: 64 hex digits, or base64 (standard or URL-safe, padded or not)
 * of exactly 32 bytes; undefined for anything else, so a short or mistyped key never becomes a weaker one.
 */
export function decodeSecretsKey(text: string): Buffer | undefined {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}={0,1}$/.test(value)) return undefined;
  const key = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return key.length === SECRETS_KEY_BYTES ? key : undefined;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  publicOrigin: string | undefined;
  trustProxy: boolean;
  /** Mail codes through this SMTP server; without it they go to DATA_DIR/outbox.log. */
  smtp: { url: string; from: string } | undefined;
  demoBalance: string;
  /** Seeds the simulated market feed. */
  marketSeed: number | undefined;
  /** With MARKET_FEED=replay: the folder of recorded prices to play (instruments without a file stay simulated). */
  replayDir: string | undefined;
  /** An operator created at start when missing. */
  operator: { email: string; password: string } | undefined;
  /** How long a back-office session may sit unused before it ends. */
  operatorIdleMinutes: number;
  /** With DATABASE_URL: several nodes share ticks, pushes and order events through this Redis. */
  redisUrl: string | undefined;
  redisPrefix: string;
  /** This node's name in the logs and the leadership table; host and process id unless set. */
  nodeId: string | undefined;
  /** Seeded traders that trade by named rules, so copy trading has traders to follow from the first start. */
  simulatedTraders: boolean;
  /** SECRETS_KEY, decoded: encrypts second-factor secrets at rest. Unset: server/security/secrets-key.ts decides. */
  secretsKey: Buffer | undefined;
  /** TICK_SIGNING_KEY, decoded: the tick log's Ed25519 seed. Unset: server/ticks/signing-key.ts decides. */
  tickSigningKey: Buffer | undefined;
  /** WEBAUTHN_RP_ID: the passkeys' relying party id; PUBLIC_ORIGIN's host (or the request's) unless set. */
  webauthnRpId: string | undefined;
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: web push's key pair; unset, the server makes one (server/notify/vapid.ts). */
  vapidKeys: { publicKey: string; privateKey: string } | undefined;
  /** VAPID_SUBJECT: how push services reach the operator. */
  vapidSubject: string;
}

/** Push services want a contact; without VAPID_SUBJECT, a placeholder they accept (the README says to set one). */
export const DEFAULT_VAPID_SUBJECT = 'mailto:operators@meridian.invalid';

export class ConfigError extends Error {}

/** Reads the configuration; throws a ConfigError naming every wrong variable and why. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable is treated as unset, as shells often export them that way.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Meridian cannot start: the configuration is not valid.\n${lines.join('\n')}`);
  }
  const value = parsed.data;
  const problems: string[] = [];
  if (value.SMTP_URL && !value.MAIL_FROM) problems.push('  MAIL_FROM: must be set with SMTP_URL');
  if (value.MARKET_FEED === 'replay' && !value.REPLAY_DIR) problems.push('  REPLAY_DIR: must be set with MARKET_FEED=replay');
  if (Boolean(value.OPERATOR_EMAIL) !== Boolean(value.OPERATOR_PASSWORD)) {
    problems.push('  OPERATOR_EMAIL and OPERATOR_PASSWORD: set both or neither');
  }
  if (value.WEBAUTHN_RP_ID && !webauthnRpIdFits(value.WEBAUTHN_RP_ID, value.PUBLIC_ORIGIN)) {
    problems.push('  WEBAUTHN_RP_ID: must be set with PUBLIC_ORIGIN, and be its host or a parent domain of it');
  }
  if (Boolean(value.VAPID_PUBLIC_KEY) !== Boolean(value.VAPID_PRIVATE_KEY)) {
    problems.push('  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both or neither');
  }
  if (value.REDIS_URL && !value.DATABASE_URL) {
    problems.push('  REDIS_URL: several nodes need a shared PostgreSQL: set DATABASE_URL too (the embedded database serves one node)');
  }
  if (problems.length > 0) {
    throw new ConfigError(`Meridian cannot start: the configuration is not valid.\n${problems.join('\n')}`);
  }
  return {
    port: value.PORT,
    host: value.HOST,
    dataDir: path.resolve(value.DATA_DIR),
    databaseUrl: value.DATABASE_URL,
    logLevel: value.LOG_LEVEL,
    publicOrigin: value.PUBLIC_ORIGIN,
    vapidKeys:
      value.VAPID_PUBLIC_KEY && value.VAPID_PRIVATE_KEY
        ? { publicKey: value.VAPID_PUBLIC_KEY, privateKey: value.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject: value.VAPID_SUBJECT ?? DEFAULT_VAPID_SUBJECT,
    trustProxy: value.TRUST_PROXY === 'true',
    smtp: value.SMTP_URL && value.MAIL_FROM ? { url: value.SMTP_URL, from: value.MAIL_FROM } : undefined,
    demoBalance: formatAmount(value.DEMO_BALANCE),
    marketSeed: value.MARKET_SEED,
    replayDir: value.MARKET_FEED === 'replay' && value.REPLAY_DIR ? path.resolve(value.REPLAY_DIR) : undefined,
    operator:
      value.OPERATOR_EMAIL && value.OPERATOR_PASSWORD ? { email: value.OPERATOR_EMAIL, password: value.OPERATOR_PASSWORD } : undefined,
    operatorIdleMinutes: value.OPERATOR_IDLE_MINUTES,
    redisUrl: value.REDIS_URL,
    redisPrefix: value.REDIS_PREFIX,
    nodeId: value.NODE_ID,
    simulatedTraders: value.SIMULATED_TRADERS === 'on',
    secretsKey: value.SECRETS_KEY,
    tickSigningKey: value.TICK_SIGNING_KEY,
    webauthnRpId: value.WEBAUTHN_RP_ID,
  };
}

/** Browsers accept a relying party id that is the page's host or a parent domain of it (WebAuthn's rule). */
function webauthnRpIdFits(rpId: string, publicOrigin: string | undefined): boolean {
  if (!publicOrigin) return false;
  const host = new URL(publicOrigin).hostname;
  return host === rpId || host.endsWith(`.${rpId}`);
}
