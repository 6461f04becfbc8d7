// Environment variables, parsed once with clear messages for bad values.
import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { DEFAULT_RESERVATION_LIMITS, type ReservationLimits } from "~/domain/reservation-limits";

/**
 * Whether an SMTP URL's query sets how TLS is used: the mail library reads its query as connection
 * options, which would undo the STARTTLS rule (the password and the mail never go in clear).
 */
function setsTlsInQuery(url: string): boolean {
  try {
    return [...new URL(url).searchParams.keys()].some((k) => /^(secure|ignoretls|requiretls|opportunistictls|tls)(\.|$)/i.test(k));
  } catch {
    return false;
  }
}

// An empty value means the default, never 0 (which would turn the limit off).
const reservationLimit = (fallback: number) =>
  z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(0).max(1_000_000).default(fallback));

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => !v || /^postgres(ql)?:\/\//.test(v), "DATABASE_URL must start with postgres:// or postgresql://"),
  /**
   * PostgreSQL only: a role that owns the tables, used for migrations (and to grant the
   * DATABASE_URL role its data rights). Unset: DATABASE_URL runs the migrations itself.
   */
  MIGRATION_DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => !v || /^postgres(ql)?:\/\//.test(v), "MIGRATION_DATABASE_URL must start with postgres:// or postgresql://"),
  DATA_DIR: z.string().min(1).default("./data"),
  /** Uploaded images (blog covers), served under /uploads; DATA_DIR/uploads when unset. */
  UPLOADS_DIR: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined)),
  /** Demo data (and a demo admin) in a new embedded database; unset: on for PGlite, off on PostgreSQL. */
  SEED_DEMO: z
    .enum(["0", "1", "false", "true"])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === "1" || v === "true")),
  PUBLIC_URL: z
    .string()
    .optional()
    .transform((v) => (v ? v.replace(/\/+$/, "") : undefined))
    .refine((v) => !v || /^https?:\/\/[^/]+$/.test(v), "PUBLIC_URL must be an origin like https://shop.example"),
  AUTH_SECRET: z
    .string()
    .optional()
    .refine((v) => !v || v.length >= 32, "AUTH_SECRET must be at least 32 characters"),
  BUILD_DIR: z.string().default("build"),
  /** How much the server logs (JSON lines on standard output): fatal, error, warn, info (default), debug, trace or silent. */
  LOG_LEVEL: z.preprocess(
    (v) => (typeof v === "string" && v.trim() ? v.trim().toLowerCase() : undefined),
    z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ),
  /** Where the scheduled backups are kept; DATA_DIR/backups when unset. */
  BACKUP_DIR: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined)),
  /** How many scheduled backups are kept (the oldest beyond it are deleted); 0 turns the scheduled backup off. */
  BACKUP_KEEP: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(0).max(1000).default(14)),
  /**
   * Only for trying the VERI*FACTU sending against a stand-in for the tax agency: replaces the
   * agency's TEST endpoint (production is never replaced), and a PEM file of the CA that signed
   * the stand-in's server certificate.
   */
  VERIFACTU_TEST_ENDPOINT: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => !v || /^https:\/\/[^\s]+$/.test(v), "VERIFACTU_TEST_ENDPOINT must be an https:// URL"),
  VERIFACTU_TEST_CA_FILE: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined)),
  /** The mail server: smtp://user:pass@host:587 or smtps://user:pass@host:465. Unset: .eml files in DATA_DIR/outbox. */
  SMTP_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => !v || /^smtps?:\/\/[^/]+/.test(v), "SMTP_URL must look like smtp://user:password@host:587 or smtps://…")
    .refine(
      (v) => !v || !setsTlsInQuery(v),
      "SMTP_URL may not set TLS options in its query (secure, ignoreTLS, requireTLS, tls.…): use smtps:// for TLS from the start, or SMTP_ALLOW_PLAIN=1 for a relay on this machine",
    ),
  /**
   * An smtp:// server is only used over STARTTLS (the password and the mail never go in clear);
   * "1" lets smtp:// talk plain when the server offers no STARTTLS, for a relay on the same
   * machine (127.0.0.1) only.
   */
  SMTP_ALLOW_PLAIN: z
    .enum(["0", "1", "false", "true"])
    .optional()
    .transform((v) => v === "1" || v === "true"),
  /** The sender of the shop's e-mails, e.g. "Neumáticos <reservas@shop.example>"; defaults to the shop's name and address. */
  MAIL_FROM: z.string().trim().min(3).optional(),
  /** How long anonymous public HTML may be served from memory (0 turns the micro-cache off). */
  PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /**
   * Requests rendered at once at most; a page request beyond it is answered at once with 503 and
   * Retry-After instead of waiting behind the others (0 turns it off). Form posts are never refused.
   */
  MAX_RENDERS_IN_FLIGHT: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(0).max(10_000).default(16)),
  /**
   * Of those, how many one client (an IPv4 address or an IPv6 /64) may have at once; beyond it that
   * client's requests, posts included, get 503 and Retry-After (0 turns the share off). Signed-in
   * staff are never refused. Behind a reverse proxy it needs TRUST_PROXY, or every visitor is one client.
   */
  MAX_RENDERS_PER_CLIENT: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(0).max(10_000).default(4)),
  /**
   * Which reverse proxies stand in front of the server: a number of hops (0: none, 1: one nginx),
   * or a comma-separated list of the proxies' addresses or subnets (10.0.0.2, 10.0.0.0/8, ::1,
   * or express's names loopback / linklocal / uniquelocal). The client IP is the nearest
   * X-Forwarded-For entry not written by a trusted proxy, so a client cannot choose its own.
   */
  TRUST_PROXY: z.preprocess(
    (v) => (v === "" || v === undefined ? "0" : v),
    z
      .string()
      .trim()
      .transform((v, ctx): TrustProxy => {
        if (/^\d+$/.test(v)) {
          const hops = Number(v);
          if (hops <= 10) return hops;
        }
        const list = v.split(",").map((p) => p.trim());
        if (list.length && list.every(isProxyAddress)) return list;
        ctx.addIssue({
          code: "custom",
          message: "TRUST_PROXY must be a number of proxies (0 to 10) or a comma-separated list of proxy addresses (10.0.0.2, 10.0.0.0/8)",
        });
        return z.NEVER;
      }),
  ),
  /**
   * Server processes sharing the port (node:cluster), 1 by default. More than one needs
   * PostgreSQL (DATABASE_URL): PGlite is an embedded database that only one process may open.
   */
  WEB_CONCURRENCY: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce
      .number({ message: "WEB_CONCURRENCY must be a whole number of server processes, 1 to 64" })
      .int("WEB_CONCURRENCY must be a whole number of server processes, 1 to 64")
      .min(1, "WEB_CONCURRENCY must be at least 1")
      .max(64, "WEB_CONCURRENCY must be at most 64")
      .default(1),
  ),
  /** Online reservations allowed per hour from one client IP / phone number / e-mail (0 = no limit). */
  RESERVATION_LIMIT_PER_IP: reservationLimit(DEFAULT_RESERVATION_LIMITS.perIp),
  RESERVATION_LIMIT_PER_PHONE: reservationLimit(DEFAULT_RESERVATION_LIMITS.perPhone),
  RESERVATION_LIMIT_PER_EMAIL: reservationLimit(DEFAULT_RESERVATION_LIMITS.perEmail),
  /** Online holds active at once per client address (IPv6: /64), per phone and per e-mail (0 = no cap). */
  RESERVATION_ACTIVE_HOLDS: reservationLimit(DEFAULT_RESERVATION_LIMITS.activeHolds ?? 2),
  /**
   * From which online form of an address in a shop day (reservations and stock requests together)
   * the form asks for a proof of work; 0 = never. The browser tests, which all come from one
   * address, turn it off.
   */
  PROOF_OF_WORK_FROM: reservationLimit(2),
});

export type Env = Omit<z.infer<typeof schema>, "SEED_DEMO"> & { SEED_DEMO: boolean };

/** TRUST_PROXY parsed: a number of proxy hops, or the proxies' addresses and subnets. */
export type TrustProxy = number | string[];

function isProxyAddress(v: string): boolean {
  if (["loopback", "linklocal", "uniquelocal"].includes(v)) return true;
  const [address, bits, ...rest] = v.split("/");
  const version = isIP(address ?? "");
  if (!version || rest.length) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

let cached: Env | undefined;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const e: Env = { ...parsed.data, SEED_DEMO: parsed.data.SEED_DEMO ?? !parsed.data.DATABASE_URL };
  const problem = webConcurrencyProblem(e);
  if (problem) throw new Error(`Invalid configuration:\n  WEB_CONCURRENCY: ${problem}`);
  return e;
}

/** Several server processes need PostgreSQL: PGlite lives inside one process. */
function webConcurrencyProblem(e: Env): string | undefined {
  if (e.WEB_CONCURRENCY <= 1 || e.DATABASE_URL) return undefined;
  return (
    `WEB_CONCURRENCY=${e.WEB_CONCURRENCY} needs PostgreSQL (set DATABASE_URL). Without it the shop runs on PGlite, ` +
    `an embedded database that only one process can open, so it cannot be served by several processes: ` +
    `unset WEB_CONCURRENCY (or set it to 1), or move to PostgreSQL.`
  );
}

function env(): Env {
  cached ??= readEnv();
  return cached;
}

export function publicUrl(e: Env = env()): string {
  return e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
}

/** Where uploaded images are written and served from. */
/** The shop's certificate for the tax agency and its password: outside the web root and the database. */
export function verifactuDir(e: Env = env()): string {
  return path.resolve(e.DATA_DIR, "verifactu");
}

/** Where the agency's test environment is reached, and the extra CA to trust (a stand-in in tests). */
export function verifactuTestOverride(e: Env = env()): { endpoint?: string; caFile?: string } {
  return { endpoint: e.VERIFACTU_TEST_ENDPOINT, caFile: e.VERIFACTU_TEST_CA_FILE };
}

/** Where the scheduled backups are written and listed from. */
export function backupDir(e: Env = env()): string {
  return path.resolve(e.BACKUP_DIR ?? path.join(e.DATA_DIR, "backups"));
}

export function uploadsDir(e: Env = env()): string {
  return path.resolve(e.UPLOADS_DIR ?? path.join(e.DATA_DIR, "uploads"));
}

export function reservationLimits(e: Env = env()): ReservationLimits {
  return {
    perIp: e.RESERVATION_LIMIT_PER_IP,
    perPhone: e.RESERVATION_LIMIT_PER_PHONE,
    perEmail: e.RESERVATION_LIMIT_PER_EMAIL,
    activeHolds: e.RESERVATION_ACTIVE_HOLDS,
  };
}

/** From which public form of an address in a shop day a proof of work is asked (0 = never). */
export function proofOfWorkFrom(e: Env = env()): number {
  return e.PROOF_OF_WORK_FROM;
}

/**
 * A line to print at start when the shop looks like production (on PostgreSQL) but has no https
 * PUBLIC_URL: its links would name localhost and its cookies would not be marked Secure.
 */
export function publicUrlWarning(e: Env): string | undefined {
  if (!e.DATABASE_URL || e.PUBLIC_URL?.startsWith("https://")) return undefined;
  return `Warning: running on PostgreSQL with PUBLIC_URL=${e.PUBLIC_URL ?? "(unset)"}. Set PUBLIC_URL to the shop's https address (e.g. https://shop.example): canonical links, the sitemap and Open Graph use it, and sign-in cookies are Secure only with https.`;
}

/**
 * Whether e-mail really leaves the shop: without SMTP_URL every message is written as a file in
 * DATA_DIR/outbox and nobody receives it. Staff screens that send or list e-mail say so.
 */
export function mailDelivery(e: Env = env()): { configured: boolean; outboxDir: string } {
  return { configured: Boolean(e.SMTP_URL), outboxDir: path.resolve(e.DATA_DIR, "outbox") };
}
