import { z } from 'zod';

/** A comma-separated list of ISO 3166-1 alpha-2 codes, upper-cased; empty means none. */
const countryList = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((v) =>
      v
        .split(',')
        .map((c) => c.trim().toUpperCase())
        .filter((c) => c !== ''),
    )
    .pipe(z.array(z.string().regex(/^[A-Z]{2}$/, { message: 'must be ISO country codes separated by commas' })));

/**
 * One window of a rate limit as `max/window`: `10/60m` is at most 10 calls per 60 minutes (units
 * `s`, `m`, `h`). Unset, the limit keeps its default (platform/auth/rate-limits.ts).
 */
const rateWindow = z
  .string()
  .regex(/^\d{1,7}\/\d{1,6}[smh]$/, { message: 'must be max/window such as 10/60m (units s, m, h)' })
  .transform((v) => {
    const [max, window] = v.split('/') as [string, string];
    const unit = { s: 1000, m: 60_000, h: 3_600_000 }[window.slice(-1) as 's' | 'm' | 'h'];
    return { max: Number(max), windowMs: Number(window.slice(0, -1)) * unit };
  })
  .refine((w) => w.max >= 1 && w.windowMs >= 1000, { message: 'needs at least 1 call per at least 1 s' })
  .optional();

/** Every setting the platform reads from the environment, validated once at start. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /**
   * Where this instance runs. `demo` (the default of `npm start`) is a production build with the
   * tester helpers on (outbox page, printed demo credentials); `production` turns them off.
   */
  REELHOUSE_ENV: z.enum(['demo', 'production']).default('demo'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /**
   * This instance's name among several behind one proxy (`npm run cluster` names them a, b): sent
   * as the `X-Instance` header of every answer, so an operator or a test sees who answered.
   */
  INSTANCE_ID: z
    .string()
    .regex(/^[\w.-]{1,32}$/, { message: 'letters, digits, dot, dash or underscore, at most 32' })
    .optional(),
  /** PostgreSQL when set; otherwise the embedded PGlite in DATA_DIR. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./.data'),
  /** socket.io adapter, rate limits and shared caches when scaled out. */
  REDIS_URL: z.string().url().optional(),
  /**
   * Names this deployment's keys and channels in Redis, so deployments sharing one Redis (a demo
   * and a test cluster) never hear each other's pushes, counts or publishes. Unset: the names of
   * a deployment alone on its Redis.
   */
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w.-]{1,40}$/, { message: 'letters, digits, dot, dash or underscore, at most 40' })
    .optional(),
  /** nodemailer transport; without it mail stays in the outbox table. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Reelhouse <no-reply@reelhouse.test>'),
  /**
   * Public origin of the site, for mailed links and the socket.io Origin check. Unset, mail links
   * take the request's host where it is trusted (platform/http/public-url.ts).
   */
  PUBLIC_URL: z.string().url().optional(),
  /**
   * Further origins (comma-separated, e.g. sibling domains) whose pages may open the realtime
   * socket. The origin of PUBLIC_URL and the host a request was addressed to are always allowed.
   */
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().url())),
  /** Header set by the trusted reverse proxy with the visitor's country (ISO 3166-1 alpha-2). */
  GEO_COUNTRY_HEADER: z.string().default('cf-ipcountry'),
  /** Country of a visitor when no trusted proxy names one (spec P1: Canada). */
  DEFAULT_COUNTRY: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .default('CA')
    .transform((v) => v.toUpperCase()),
  /**
   * Countries whose visitors may not register (spec P4 "Restricted-region guests"), comma-separated
   * ISO codes. The default is the usual exclusion list of a Curacao licence: the United States and
   * its territories, the licensing jurisdiction itself, markets that demand a local licence
   * (GB, FR, NL, ES, IL) and the sanctioned countries.
   */
  REGISTRATION_RESTRICTED_COUNTRIES: countryList('US,UM,PR,VI,GU,AS,MP,CW,GB,FR,NL,ES,IL,IR,KP,SY,CU'),
  /**
   * Countries whose visitors may not even sign in. Only the sanctioned ones by default: a player who
   * registered elsewhere and travels to a registration-restricted country can still sign in to
   * withdraw.
   */
  LOGIN_RESTRICTED_COUNTRIES: countryList('IR,KP,SY,CU'),
  /** Trust X-Forwarded-For from the proxy in front of us. */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * How long server.ts keeps the HTML a guest gets for the lobby and its catalogue routes
   * (site/page-cache). Unset: 10 s in production, off in development; 0 turns it off.
   */
  PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(300_000).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Payments (platform/payments/README.md). HMAC secret of the sandbox provider's callbacks (at
   * least 16 characters; outside production, when unset, a random one kept in the database).
   */
  PAYMENTS_SANDBOX_SECRET: z.string().min(16).optional(),
  /** How long the sandbox takes to "confirm" a crypto deposit on its simulated chain. */
  SANDBOX_CRYPTO_CONFIRM_MS: z.coerce.number().int().min(0).max(86_400_000).default(20_000),
  /** Period of the payments poller (sandbox deliveries, recovery); 0 turns it off (tests drive it by hand). */
  PAYMENT_JOBS_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(2_000),
  /** How long a provider call may take before the payment is left to the recovery job. */
  PAYMENT_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(1).max(120_000).default(10_000),
  /** A pending or processing payment the provider has no answer for is resolved after this. */
  PAYMENT_STUCK_AFTER_MS: z.coerce.number().int().min(1_000).max(86_400_000).default(120_000),
  /**
   * The studio's recovery job (platform/games/house-studio/README.md): its period (0 turns it off;
   * tests drive it by hand) and how long a studio round may stay open before it is closed.
   */
  STUDIO_RECOVERY_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  STUDIO_ROUND_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(86_400_000).default(60_000),
  /**
   * Event stream retention (platform/outbox/README.md "Retention"): handled events older than this
   * many days are deleted, resolved parked events after EVENTS_PARKED_RETENTION_DAYS; 0 keeps them.
   */
  EVENTS_RETENTION_DAYS: z.coerce.number().int().min(0).max(3650).default(7),
  EVENTS_PARKED_RETENTION_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
  /**
   * A win (ordinary or jackpot) at or above this many EUR cents, converted at the platform's rates,
   * goes on the public wins feed (RecentWins) with the winner's masked name. 0 shows every win.
   */
  PUBLIC_WIN_THRESHOLD_EUR_CENTS: z.coerce.number().int().min(0).max(100_000_000).default(5_000),
  /** Rate limits of the calls that check a secret or send mail, per IP and per account (`max/window`). */
  AUTH_RATE_SIGN_IN_IP: rateWindow,
  AUTH_RATE_SIGN_IN_ACCOUNT: rateWindow,
  AUTH_RATE_CHECK_EMAIL_IP: rateWindow,
  AUTH_RATE_CHECK_EMAIL_ACCOUNT: rateWindow,
  AUTH_RATE_PASSWORD_RESET_IP: rateWindow,
  AUTH_RATE_PASSWORD_RESET_ACCOUNT: rateWindow,
  AUTH_RATE_PASSWORD_RESTORE_IP: rateWindow,
  AUTH_RATE_CONFIRMATION_RESEND_IP: rateWindow,
  AUTH_RATE_CONFIRMATION_RESEND_ACCOUNT: rateWindow,
  AUTH_RATE_REGISTRATION_IP: rateWindow,
  AUTH_RATE_TWO_FACTOR_IP: rateWindow,
  /** Show the outbox page and other tester helpers (never in production). */
  EXPOSE_OUTBOX: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
});

export type PlatformConfig = z.infer<typeof EnvSchema> & { exposeOutbox: boolean };

/** A Redis key or channel name of this deployment: `name` alone, or under REDIS_PREFIX. */
export function redisName(config: Pick<PlatformConfig, 'REDIS_PREFIX'>, name: string): string {
  return config.REDIS_PREFIX ? `${config.REDIS_PREFIX}:${name}` : name;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): PlatformConfig {
  const parsed = EnvSchema.parse(env);
  return { ...parsed, exposeOutbox: parsed.EXPOSE_OUTBOX ?? parsed.REELHOUSE_ENV !== 'production' };
}
