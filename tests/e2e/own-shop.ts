// A test file's own shop: a production server on a free port with a fresh data folder (the demo
// shop and nothing else), its accounts added through the CLI, started before the file's tests and
// stopped after them. For a journey that needs stock nobody else touches (a sale of given units) or
// a screen free of other files' records (the dictionary check): the worker's shared server holds
// whatever the other test files in that worker wrote before.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { freePort } from "../helpers/ports";
import { addShopUser, type ShopServer, startShopServer } from "../helpers/server-process";
import { expect, test } from "./fixtures";

export interface ShopAccount {
  email: string;
  password: string;
  /** An owner, or a counter. */
  role: "owner" | "counter";
  /** The back-office's language; left out, the browser's decides. */
  language?: "es" | "en";
}

export interface OwnShopOptions {
  /** Runs first (a stand-in agency, say) and gives more of the server's environment. */
  env?: () => Promise<Record<string, string>>;
  /** Runs after the server has stopped. */
  after?: () => Promise<void>;
}

const SIGN_IN = {
  es: { email: "Correo electrónico", password: "Contraseña", submit: "Entrar", accept: "es-ES,es;q=0.9", locale: "es-ES" },
  en: { email: "Email", password: "Password", submit: "Login", accept: "en-GB,en;q=0.9", locale: "en-GB" },
} as const;

/** Registers the file's shop (beforeAll/afterAll) with these accounts; `page()` opens a browser page on it. */
export function ownShop(name: string, accounts: readonly ShopAccount[], opts: OwnShopOptions = {}) {
  let server: ShopServer | undefined;
  let dataDir = "";
  let origin = "";
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `tyre-e2e-${name}-`));
    origin = `http://127.0.0.1:${await freePort()}`;
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      AUTH_SECRET: `e2e-${name}-secret-0123456789abcdefghij`,
      PUBLIC_URL: origin,
      ...(await opts.env?.()),
    };
    for (const a of accounts)
      addShopUser(env, {
        email: a.email,
        password: a.password,
        language: a.language,
        ...(a.role === "owner" ? { admin: true } : { role: "counter" }),
      });
    server = await startShopServer(Number(new URL(origin).port), env);
  });
  test.afterAll(async () => {
    await server?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    await opts.after?.();
  });
  return {
    origin: () => origin,
    /**
     * A page on the shop in a browser of `language` (the account's, when one is given), at
     * `viewport`; signed in as `who` and on the dashboard, when given.
     */
    async page(
      browser: Browser,
      who?: ShopAccount,
      opts: { language?: "es" | "en"; viewport?: { width: number; height: number } } = {},
    ): Promise<Page> {
      const w = SIGN_IN[opts.language ?? who?.language ?? "es"];
      const context = await browser.newContext({
        baseURL: origin,
        locale: w.locale,
        extraHTTPHeaders: { "Accept-Language": w.accept },
        ...(opts.viewport ? { viewport: opts.viewport } : {}),
      });
      const page = await context.newPage();
      if (who) {
        await page.goto("/login");
        await page.getByLabel(w.email).fill(who.email);
        await page.getByLabel(w.password).fill(who.password);
        await page.getByRole("button", { name: w.submit }).click();
        await expect(page).toHaveURL(/\/dashboard$/);
      }
      return page;
    },
  };
}
