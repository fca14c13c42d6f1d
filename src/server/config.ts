import { z } from 'zod';
import { parseTrustedProxies } from './lib/trusted-proxies.js';
import { isTimeZone } from '../shared/domain/match-start.js';
import { hasInvisibleCharacter, INVISIBLE_IN_USERNAME, isReservedUsername, USERNAME_RESERVED } from '../shared/domain/usernames.js';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const databaseUrl = z
  .string()
  .trim()
  .refine(
    (value) => /^postgres(ql)?:\/\//.test(value) || value.startsWith('sqlite:'),
    'must be a postgres:// URL or sqlite:PATH (e.g. sqlite:data/padel.sqlite, sqlite::memory:)',
  );

const optionalNonEmpty = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value));

const trustedProxies = z.string().transform((value, context) => {
  const parsed = parseTrustedProxies(value);
  if (parsed !== undefined) return parsed;
  context.addIssue({
    code: 'custom',
    message:
      "must be false, a hop count (e.g. 1) or the proxies' addresses or CIDRs, comma-separated " +
      '(e.g. 10.0.0.0/8,127.0.0.1); true is refused: it would let any client choose its own address',
  });
  return z.NEVER;
});

/**
 * The address the public reaches the app at, e.g. https://padel.example: the origin of every link
 * the server writes (invitations), so a forged Host header cannot choose it. Only an origin: links
 * add their own path.
 */
const publicUrl = optionalNonEmpty.transform((value, context) => {
  if (value === undefined) return undefined;
  const url = URL.canParse(value.trim()) ? new URL(value.trim()) : undefined;
  if (url && (url.protocol === 'https:' || url.protocol === 'http:') && url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password) {
    return url.origin;
  }
  context.addIssue({ code: 'custom', message: 'must be an http(s) origin without a path, e.g. https://padel.example' });
  return z.NEVER;
});

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATABASE_URL: databaseUrl.default('sqlite:data/padel.sqlite'),
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((value) => value === 'true' || value === '1'),
  SESSION_TTL_HOURS: z.coerce.number().positive().max(24 * 365).default(12),
  /** The first administrator's name, under the rules of every username (shared/domain/usernames.ts). */
  ADMIN_USERNAME: optionalNonEmpty
    .refine((value) => value === undefined || !hasInvisibleCharacter(value), INVISIBLE_IN_USERNAME)
    .refine((value) => value === undefined || !isReservedUsername(value), USERNAME_RESERVED),
  ADMIN_PASSWORD: optionalNonEmpty.refine((value) => value === undefined || value.length >= 8, 'must be at least 8 characters'),
  TOUR_NAME: z.string().trim().min(1).max(80).default('Padel Tour'),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  STATIC_DIR: z.string().default('dist'),
  /**
   * Whether anyone may make a player account with POST /api/v1/auth/signup (docs/entries.md,
   * "Sign-up"); off, accounts come by invitation only and sign-up answers 403 SIGNUP_CLOSED.
   */
  OPEN_SIGNUP: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  /** Login attempts allowed per client address and minute (docs/rules.md, "Accounts and sessions"). */
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Consecutive failed passwords that lock a username (docs/reports.md, "Sign-in lockout"). */
  LOGIN_LOCKOUT_ATTEMPTS: z.coerce.number().int().min(1).max(1000).default(5),
  /** How long a locked username stays locked. */
  LOGIN_LOCKOUT_MINUTES: z.coerce.number().positive().max(24 * 60).default(15),
  /** A pending reported result confirms itself this long after it was made (docs/reports.md). */
  REPORT_AUTO_CONFIRM_HOURS: z.coerce.number().positive().max(24 * 365).default(24),
  /** The zone the tour's clocks read (an IANA name): a match starts at its hour there (docs/reports.md). */
  TOUR_TIME_ZONE: z
    .string()
    .trim()
    .refine(isTimeZone, 'must be an IANA time zone, e.g. Europe/Madrid or UTC')
    .default('UTC'),
  /** Proxies whose X-Forwarded-For names the client (README: behind a load balancer). */
  TRUST_PROXY: trustedProxies.default(false),
  /** The origin of the links the server writes (README: configuration); unset → the request's. */
  PUBLIC_URL: publicUrl,
  /** How often a live stream sends a comment line so proxies keep it open (docs/live.md). */
  LIVE_HEARTBEAT_MS: z.coerce.number().int().min(10).max(3_600_000).default(25_000),
  /** A live stream ends after this long; its reader reconnects with Last-Event-ID and its session is checked again. */
  LIVE_STREAM_MAX_MS: z.coerce.number().int().min(10).max(24 * 3_600_000).default(30 * 60_000),
  /** How long changes are kept for a live stream that reconnects; older ones answer `reset`. */
  LIVE_HISTORY_HOURS: z.coerce.number().positive().max(24 * 365).default(24),
  /**
   * Who runs the server, for push services to reach (VAPID `sub`): a mailto: address or an https
   * URL. Unset, push notifications are off and the start says so (docs/push.md).
   */
  PUSH_SUBJECT: optionalNonEmpty.refine(
    (value) => value === undefined || /^mailto:[^\s@]+@[^\s@]+$/.test(value.trim()) || /^https:\/\/\S+$/.test(value.trim()),
    'must be a mailto: address or an https URL, e.g. mailto:organiser@padel.example',
  ),
  /** A player's next match is announced this many hours before it starts (docs/push.md). */
  PUSH_REMINDER_HOURS: z.coerce.number().positive().max(24 * 7).default(3),
  /** A push service that has not answered in this long is given up on for this attempt (retried later). */
  PUSH_TIMEOUT_MS: z.coerce.number().int().min(10).max(120_000).default(10_000),
  /** The first retry of a failed delivery waits this long; each next one four times longer (four retries). */
  PUSH_RETRY_BASE_MS: z.coerce.number().int().min(1).max(3_600_000).default(2_000),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

/** Reads the environment once at start; a bad value stops the server with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

export const PUBLIC_URL_UNSET =
  'PUBLIC_URL is unset: invitation links take their origin from each request, which a proxy or a forged Host header can choose. Set PUBLIC_URL to the address players reach the app at.';

/** The line the server logs at start without PUSH_SUBJECT (plugins/push.ts). */
export const PUSH_SUBJECT_UNSET =
  'PUSH_SUBJECT is unset: push notifications are off. Set it to a mailto: address or an https URL where push services can reach whoever runs this server.';

/** What the server says at start about its configuration: today only that PUBLIC_URL is unset (push says its own, plugins/push.ts). */
export const startWarnings = (config: Config): string[] => (config.PUBLIC_URL === undefined ? [PUBLIC_URL_UNSET] : []);
