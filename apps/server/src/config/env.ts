import path from 'node:path';
import { z } from 'zod';
import { isValidTimeZone } from '@hrms/shared';

/** This file is the only reader of process.env in the server. */

const WEEKDAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

const weeklyOff = z
  .string()
  .default('Sunday')
  .transform((value, ctx) => {
    const names = value
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter(Boolean);
    const days = names.map((name) => WEEKDAY_NAMES.indexOf(name));
    if (days.some((day) => day < 0)) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be weekday names separated by commas, e.g. "Sunday" or "Saturday,Sunday"',
      });
      return z.NEVER;
    }
    return [...new Set(days)].sort();
  });

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const PUBLIC_URL_MESSAGE =
  'must be an http(s) URL such as https://hr.example.in, without a query, fragment or password';

/** Where browsers reach this server; file links are built on it, so it must join cleanly with `/api/...`. */
const publicUrl = z.string().transform((value, ctx) => {
  const url = URL.canParse(value) ? new URL(value) : null;
  if (
    !url ||
    !['http:', 'https:'].includes(url.protocol) ||
    url.search ||
    url.hash ||
    value.includes('?') ||
    value.includes('#') ||
    url.username ||
    url.password
  ) {
    ctx.addIssue({ code: 'custom', message: PUBLIC_URL_MESSAGE });
    return z.NEVER;
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
});

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL (leave it unset for the embedded database)')
      .optional(),
  ),
  ORG_NAME: z.string().min(1).default('Our Organisation'),
  ORG_TIMEZONE: z
    .string()
    .default('Asia/Kolkata')
    .refine(isValidTimeZone, 'must be an IANA timezone name such as Asia/Kolkata'),
  WEEKLY_OFF: weeklyOff,
  ADMIN_EMAIL: z.email('must be an e-mail address').default('admin@example.com'),
  ADMIN_NAME: z.string().min(1).default('Administrator'),
  ADMIN_PASSWORD: z.preprocess(
    emptyAsUndefined,
    z.string().min(8, 'must be at least 8 characters').optional(),
  ),
  JWT_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  JWT_EXPIRES_IN: z
    .string()
    .regex(/^\d+[smhd]$/, 'must look like 30m, 12h or 7d')
    .default('12h'),
  CORS_ORIGIN: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** Set when the browser app runs on another origin: file links become absolute on it. */
  PUBLIC_URL: z.preprocess(emptyAsUndefined, publicUrl.optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** OTLP/HTTP collector address (e.g. http://otel-collector:4318): tracing is off without it. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.preprocess(
    emptyAsUndefined,
    z.url('must be a URL such as http://otel-collector:4318').optional(),
  ),
  OTEL_SERVICE_NAME: z.preprocess(emptyAsUndefined, z.string().min(1).default('hrms')),
  /** A bearer token a Prometheus scraper may send to GET /api/metrics (an Admin's sign-in token works too). */
  METRICS_TOKEN: z.preprocess(
    emptyAsUndefined,
    z.string().min(24, 'must be at least 24 characters').optional(),
  ),
  WEB_DIST_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  /** Largest accepted upload (employee documents, the employee form's file), in megabytes. */
  MAX_UPLOAD_MB: z.coerce.number().int().min(1).max(50).default(5),
  /** Where files live: a folder under DATA_DIR (local) or an S3-compatible bucket (s3; the default when S3_BUCKET is set). */
  STORAGE_DRIVER: z.enum(['local', 's3']).optional(),
  S3_BUCKET: z.preprocess(emptyAsUndefined, z.string().min(3).optional()),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.preprocess(emptyAsUndefined, z.url('must be an http(s) URL').optional()),
  S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  /** Set: Socket.IO fans out, jobs and slip batches run once, and sign-in throttling is shared across instances. */
  REDIS_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL (leave it unset for a single instance)')
      .optional(),
  ),
  /** Namespaces every Redis key, so several deployments (or test runs) can share one Redis. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,40}$/, 'must be 1-40 letters, digits, dots, dashes or underscores')
    .default('hrms'),
  /** Outgoing mail (docs/mail.md): smtp:// or smtps:// with the account in it; unset: messages go to DATA_DIR/outbox/. */
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(
        /^smtps?:\/\/[^\s]+$/,
        'must be an smtp:// or smtps:// URL such as smtps://user:password@smtp.example.in:465 (leave it unset to write mail to DATA_DIR/outbox)',
      )
      .optional(),
  ),
  /** The sender of every message, e.g. "Acme HR <hr@acme.in>"; default: the organisation's name at no-reply@localhost. */
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().min(3).max(320).optional()),
  /** Requests per window a person (signed in) or an address (not signed in) may make to /api; 0 turns the limit off. */
  RATE_LIMIT_MAX: z.coerce.number().int('must be a whole number').min(0).default(3000),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int('must be a whole number').min(1).max(86_400).default(60),
  /** Web Push (issue 46, docs/mobile.md): VAPID keys; unset, a pair is generated into DATA_DIR/vapid.json. */
  VAPID_PUBLIC_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(
        /^[A-Za-z0-9_-]{80,90}$/,
        'must be a base64url P-256 public key (npx web-push generate-vapid-keys)',
      )
      .optional(),
  ),
  VAPID_PRIVATE_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be a base64url P-256 private key')
      .optional(),
  ),
  /** Who the push services may contact about this server: a mailto: or https: URL. */
  VAPID_SUBJECT: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://')
      .optional(),
  ),
  /** Test-only: the server's clock starts at this instant and runs on in real time. */
  CLOCK_START: z.preprocess(
    emptyAsUndefined,
    z.iso.datetime({ offset: true, error: 'must be an ISO instant' }).optional(),
  ),
});

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  orgName: string;
  orgTimezone: string;
  weeklyOff: number[];
  admin: { email: string; name: string; password: string | undefined };
  jwtSecret: string | undefined;
  jwtExpiresIn: string;
  corsOrigin: string | undefined;
  /** Absolute base of file links (no trailing slash); unset: links stay relative to the page. */
  publicUrl: string | undefined;
  /** Web Push keys from the environment (both or neither), and the VAPID subject (docs/mobile.md). */
  vapid: { publicKey?: string; privateKey?: string; subject?: string };
  logLevel: string;
  metricsToken: string | undefined;
  /** Set: traces go to this OTLP/HTTP collector (lib/tracing.ts). */
  otel: { endpoint: string; serviceName: string } | undefined;
  webDistDir: string;
  trustProxy: boolean;
  clockStart: Date | undefined;
  maxUploadMb: number;
  redisUrl: string | undefined;
  redisPrefix: string;
  storage: StorageConfig;
  mail: MailConfig;
  /** null: no whole-API rate limit (RATE_LIMIT_MAX=0). */
  rateLimit: { max: number; windowMs: number } | null;
}

export interface MailConfig {
  /** Unset: every message is written to DATA_DIR/outbox/ as an .eml file. */
  smtpUrl: string | undefined;
  from: string | { name: string; address: string };
}

export type StorageConfig =
  | { driver: 'local' }
  | {
      driver: 's3';
      bucket: string;
      region: string;
      endpoint: string;
      accessKeyId: string;
      secretAccessKey: string;
      forcePathStyle: boolean;
    };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** The S3 settings are checked together: a half-configured bucket must stop the start, not the first upload. */
function storageConfig(e: z.infer<typeof envSchema>): StorageConfig {
  const driver = e.STORAGE_DRIVER ?? (e.S3_BUCKET ? 's3' : 'local');
  if (driver === 'local') return { driver };
  const missing = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
    (name) => !e[name],
  );
  if (missing.length > 0) {
    throw new ConfigError(missing.map((name) => `${name}: is required when STORAGE_DRIVER is s3`));
  }
  return {
    driver,
    bucket: e.S3_BUCKET!,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT ?? `https://s3.${e.S3_REGION}.amazonaws.com`,
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
  };
}

const defaultWebDist = path.resolve(import.meta.dirname, '../../../web/dist');

/** Reads and checks the environment; throws ConfigError listing every bad variable at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable (KEY= in a .env file or a service manager) means "unset": its default applies.
  const setVariables = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(setVariables);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  if (e.CLOCK_START && e.NODE_ENV !== 'test') {
    throw new ConfigError(['CLOCK_START: is only honoured with NODE_ENV=test (it moves the business clock)']);
  }
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    orgName: e.ORG_NAME,
    orgTimezone: e.ORG_TIMEZONE,
    weeklyOff: e.WEEKLY_OFF,
    admin: { email: e.ADMIN_EMAIL.toLowerCase(), name: e.ADMIN_NAME, password: e.ADMIN_PASSWORD },
    jwtSecret: e.JWT_SECRET,
    jwtExpiresIn: e.JWT_EXPIRES_IN,
    corsOrigin: e.CORS_ORIGIN,
    publicUrl: e.PUBLIC_URL,
    vapid: { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT },
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
    otel: e.OTEL_EXPORTER_OTLP_ENDPOINT
      ? { endpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: e.OTEL_SERVICE_NAME }
      : undefined,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : defaultWebDist,
    trustProxy: e.TRUST_PROXY === 'true',
    clockStart: e.CLOCK_START ? new Date(e.CLOCK_START) : undefined,
    maxUploadMb: e.MAX_UPLOAD_MB,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    storage: storageConfig(e),
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? { name: e.ORG_NAME, address: 'no-reply@localhost' },
    },
    rateLimit:
      e.RATE_LIMIT_MAX > 0 ? { max: e.RATE_LIMIT_MAX, windowMs: e.RATE_LIMIT_WINDOW_SECONDS * 1000 } : null,
  };
}
