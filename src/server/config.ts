import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { parseS3Url, type S3Location } from './s3-url';

const optionalNonEmpty = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined));

const configSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: optionalNonEmpty.refine(
    (value) => value === undefined || /^postgres(ql)?:\/\//.test(value),
    'must be a postgres:// URL',
  ),
  /** Where the servers listen to each other when DATABASE_URL goes through a transaction pooler (LISTEN needs a session). */
  LISTEN_DATABASE_URL: optionalNonEmpty.refine(
    (value) => value === undefined || /^postgres(ql)?:\/\//.test(value),
    'must be a postgres:// URL',
  ),
  /** Connections each server process keeps open to PostgreSQL, besides the one that listens (docs/deploy.md). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  DATA_DIR: z.string().min(1).default('./data'),
  /** Where the embedded database's backups go (docs/backups.md); default ./backups beside DATA_DIR. */
  BACKUP_DIR: optionalNonEmpty,
  CONTACT_EMAIL: z.email().default('info@verkstan.se'),
  CONTACT_PHONE: z.string().min(3).default('+46 40-12 34 56'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Worker processes; only a PostgreSQL server can be shared by several. Default: one per core. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  LOGIN_MAX_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),
  REGISTER_MAX_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(5),
  /**
   * Whom to believe about the client's address (X-Forwarded-For): unset or "false" nobody, "true"
   * any proxy, a number the hops to trust, or a comma-separated list of proxy addresses or CIDR ranges.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, context) => {
      const trimmed = value?.trim() ?? '';
      if (trimmed === '' || trimmed === 'false') return false;
      if (trimmed === 'true') return true;
      if (/^\d{1,2}$/.test(trimmed)) return Number(trimmed);
      const addresses = trimmed.split(',').map((part) => part.trim());
      if (addresses.every((address) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(address))) return addresses;
      context.addIssue({
        code: 'custom',
        message: 'must be true, false, a number of hops or a comma-separated list of addresses',
      });
      return z.NEVER;
    }),
  VALIDATE_RESPONSES: z.enum(['0', '1']).default('0'),
  LIST_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(16),
  /** Worker threads per server process that lay out PDFs; 0 lays them out on the request thread. */
  PDF_THREADS: z.coerce.number().int().min(0).max(64).optional(),
  /** The origin users reach the app at, for links in mails; default http://localhost:{PORT}. */
  PUBLIC_URL: optionalNonEmpty.refine(
    (value) => value === undefined || /^https?:\/\/[^/]+$/.test(value.replace(/\/$/, '')),
    'must be an http(s) origin',
  ),
  /** smtp://user:pass@host:587 (or smtps://); unset, mails are written as .eml files to MAIL_OUTBOX_DIR. */
  SMTP_URL: optionalNonEmpty.refine(
    (value) => value === undefined || /^smtps?:\/\//.test(value),
    'must be an smtp:// or smtps:// URL',
  ),
  MAIL_FROM: z.string().min(3).default('Verkstan <noreply@verkstan.se>'),
  MAIL_OUTBOX_DIR: optionalNonEmpty,
  /** A 46elks-compatible API, https://user:password@api.46elks.com/a1/sms; unset, no SMS are sent. */
  SMS_URL: optionalNonEmpty.refine(
    (value) => value === undefined || (/^https?:\/\/[^\s]+$/.test(value) && URL.canParse(value)),
    'must be an http(s) URL',
  ),
  /** The sender an SMS shows: up to 11 letters and digits starting with a letter, or a number in E.164. */
  SMS_FROM: z
    .string()
    .trim()
    .regex(
      /^([A-Za-z][A-Za-z0-9]{0,10}|\+[1-9]\d{6,14})$/,
      'must be 1–11 letters and digits starting with a letter, or +number',
    )
    .default('Verkstan'),
  PASSWORD_RESET_MAX_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(5),
  /** Mails a workshop may send per Swedish calendar day (invoices, reminders, invitations); fewer while it is new. */
  MAIL_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(500),
  MAIL_PER_DAY_NEW: z.coerce.number().int().min(1).max(1_000_000).default(50),
  MAIL_NEW_DAYS: z.coerce.number().int().min(0).max(365).default(7),
  /** An endpoint speaking OpenAI's chat completions (Ollama, llama.cpp's server, vLLM …): drafts by a language model (docs/assistant.md). */
  AI_BASE_URL: optionalNonEmpty.refine(
    (value) => value === undefined || /^https?:\/\/[^\s]+$/.test(value),
    'must be an http(s) URL',
  ),
  AI_MODEL: optionalNonEmpty,
  AI_API_KEY: optionalNonEmpty,
  AI_TIMEOUT_S: z.coerce.number().int().min(1).max(600).default(30),
  /** What one workshop may keep in photos and files, in MB (FIELD.md decision 2); default 10 GB. */
  FILES_QUOTA_MB: z.coerce.number().int().min(1).max(10_000_000).default(10_240),
  /** An S3-compatible object store for photos and files with a PostgreSQL server (files/s3-store.ts). */
  FILES_S3_URL: optionalNonEmpty.refine(
    (value) => value === undefined || parseS3Url(value) !== null,
    'must be s3://KEY:SECRET@HOST[:PORT]/BUCKET[/PREFIX][?region=…&tls=false&style=virtual]',
  ),
  /** The key a quote's link is derived from (docs/decisions/050); unset, one is kept in DATA_DIR/link-secret. */
  LINK_SECRET: optionalNonEmpty.refine((value) => value === undefined || value.length >= 32, 'at least 32 characters'),
});

/** The language model drafts are asked of; null when the server has none. */
export interface ModelConfig {
  /** Without a trailing slash: {baseUrl}/chat/completions. */
  baseUrl: string;
  model: string;
  apiKey: string | undefined;
  timeoutMs: number;
}

/** How much mail one workshop may send per Swedish calendar day: less in its first days (issue 44). */
export interface MailLimits {
  perDay: number;
  perDayNew: number;
  /** How many days after registering a workshop counts as new. */
  newDays: number;
}

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** A direct connection for LISTEN, when databaseUrl goes through a pooler; databaseUrl otherwise. */
  listenDatabaseUrl: string | undefined;
  /** Pool connections per process; each process holds one more to listen. */
  databasePoolSize: number;
  dataDir: string;
  /** Nightly, shutdown and manual backups of the embedded database; pg_dump's with a server. */
  backupDir: string;
  contactEmail: string;
  contactPhone: string;
  logLevel: z.infer<typeof configSchema>['LOG_LEVEL'];
  workers: number;
  /** Login attempts allowed per IP and per e-mail each minute. */
  loginMaxPerMinute: number;
  /** Registrations allowed per IP each minute. */
  registerMaxPerMinute: number;
  /** Fastify's trustProxy: whom to believe about the client's address behind a load balancer. */
  trustProxy: boolean | number | string[];
  /** Check every response against its zod schema (slower; for debugging a client). */
  validateResponses: boolean;
  /** Memory per worker for list pages kept until their workshop changes; 0 turns the cache off. */
  listCacheBytes: number;
  /** Threads laying out PDFs off the request thread (0: on it). */
  pdfThreads: number;
  /** Origin for links in mails, without a trailing slash. */
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where mails are written as .eml files when no SMTP server is set. */
  mailOutboxDir: string;
  /** Where SMS go (46elks' API or one like it); undefined: this installation sends none. */
  smsUrl: string | undefined;
  smsFrom: string;
  /** Reset requests allowed per IP and per e-mail each minute. */
  passwordResetMaxPerMinute: number;
  /** What a workshop may mail per day (mail/outbox.ts). */
  mailLimits: MailLimits;
  ai: ModelConfig | null;
  /**
   * Where photos and files are kept (FIELD.md decision 3): under DATA_DIR/files with the embedded
   * database, in PostgreSQL itself with a server, so that every server sees every file.
   */
  filesStorage: 'folder' | 'database' | 's3';
  /** The object store of `filesStorage: 's3'`, else null. */
  filesS3: S3Location | null;
  /** The folder of `filesStorage: 'folder'`. */
  filesDir: string;
  /** Bytes one workshop may keep in files. */
  filesQuotaBytes: number;
  /** The key customers' links are derived from; null: the server keeps one in its data folder. */
  linkSecret: string | null;
}

export class ConfigError extends Error {}

/**
 * One worker per core, but with PostgreSQL on the same machine one core is left to it: measured on
 * two cores, one worker beside the database outran two workers fighting it for the CPU.
 */
export function defaultWorkers(databaseUrl: string, cores: number): number {
  const { hostname } = new URL(databaseUrl);
  const host = decodeURIComponent(hostname).replace(/^\[|\]$/g, '');
  const isLocal =
    host === '' || host === 'localhost' || host === '::1' || host.startsWith('127.') || host.startsWith('/');
  return Math.max(1, isLocal ? cores - 1 : cores);
}

/** Reads the environment once; a bad value stops the start with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  const values = parsed.data;
  // Backups of the embedded installation hold DATA_DIR: its files must be there (DATA.md, FIELD.md decision 4).
  if (values.FILES_S3_URL && !values.DATABASE_URL)
    throw new ConfigError('Invalid configuration: FILES_S3_URL: only with DATABASE_URL (a PostgreSQL server)');
  if (values.AI_BASE_URL && !values.AI_MODEL)
    throw new ConfigError('Invalid configuration: AI_MODEL: required when AI_BASE_URL is set');
  return {
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL,
    listenDatabaseUrl: values.LISTEN_DATABASE_URL,
    databasePoolSize: values.DATABASE_POOL_SIZE,
    dataDir: values.DATA_DIR,
    backupDir:
      values.BACKUP_DIR ?? (values.DATABASE_URL ? './backups' : join(dirname(resolve(values.DATA_DIR)), 'backups')),
    contactEmail: values.CONTACT_EMAIL,
    contactPhone: values.CONTACT_PHONE,
    logLevel: values.LOG_LEVEL,
    workers: values.DATABASE_URL
      ? (values.WEB_CONCURRENCY ?? defaultWorkers(values.DATABASE_URL, availableParallelism()))
      : 1,
    loginMaxPerMinute: values.LOGIN_MAX_PER_MINUTE,
    registerMaxPerMinute: values.REGISTER_MAX_PER_MINUTE,
    trustProxy: values.TRUST_PROXY,
    validateResponses: values.VALIDATE_RESPONSES === '1',
    listCacheBytes: values.LIST_CACHE_MB * 1024 * 1024,
    // Half the cores: the other half answers requests (and, on a small machine, runs PostgreSQL).
    pdfThreads: values.PDF_THREADS ?? Math.max(1, Math.floor(availableParallelism() / 2)),
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    // Beside the embedded database's data; with a PostgreSQL server there is no data folder, so ./outbox.
    mailOutboxDir: values.MAIL_OUTBOX_DIR ?? (values.DATABASE_URL ? './outbox' : join(values.DATA_DIR, 'outbox')),
    smsUrl: values.SMS_URL,
    smsFrom: values.SMS_FROM,
    passwordResetMaxPerMinute: values.PASSWORD_RESET_MAX_PER_MINUTE,
    mailLimits: {
      perDay: values.MAIL_PER_DAY,
      perDayNew: values.MAIL_PER_DAY_NEW,
      newDays: values.MAIL_NEW_DAYS,
    },
    ai: values.AI_BASE_URL
      ? {
          baseUrl: values.AI_BASE_URL.replace(/\/+$/, ''),
          model: values.AI_MODEL!,
          apiKey: values.AI_API_KEY,
          timeoutMs: values.AI_TIMEOUT_S * 1000,
        }
      : null,
    filesStorage: values.FILES_S3_URL ? 's3' : values.DATABASE_URL ? 'database' : 'folder',
    filesS3: values.FILES_S3_URL ? parseS3Url(values.FILES_S3_URL) : null,
    filesDir: join(values.DATA_DIR, 'files'),
    filesQuotaBytes: values.FILES_QUOTA_MB * 1024 * 1024,
    linkSecret: values.LINK_SECRET ?? null,
  };
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ LOG_LEVEL: 'silent' }),
    linkSecret: 'test-link-secret-of-32-characters-or-more',
    ...overrides,
  };
}
