// Environment variables, parsed once with clear messages for bad values.
import { z } from "zod";

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
  DATA_DIR: z.string().min(1).default("./data"),
  SEED_DEMO: z.enum(["0", "1", "false", "true"]).default("1").transform((v) => v === "1" || v === "true"),
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
  /** How long anonymous public HTML may be served from memory (0 turns the micro-cache off). */
  PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  TRUST_PROXY: z.enum(["0", "1"]).default("0").transform((v) => v === "1"),
});

export type Env = z.infer<typeof schema>;

let cached: Env | undefined;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  return parsed.data;
}

export function env(): Env {
  cached ??= readEnv();
  return cached;
}

export function publicUrl(e: Env = env()): string {
  return e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
}
