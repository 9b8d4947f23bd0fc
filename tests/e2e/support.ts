import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, type BrowserContext, expect, type Page, request } from "@playwright/test";
import ExcelJS from "exceljs";

export const PORT = Number(process.env.E2E_PORT ?? 8799);
export const hostUrl = (host: string, path = "/") => `http://${host}:${PORT}${path}`;
export const SHOP_A = "shop-a.localhost";
export const SHOP_B = "shop-b.localhost";
export const DEMO_PASSWORD = "demo1234";

/**
 * Marks a test whose assertions hold whatever the width (a protocol, a server answer, another
 * tenant's 404, a page without JavaScript in its own 1280 px context): the 375 px project skips it
 * (playwright.config.ts), as it skips the WIDTH_FREE specs.
 */
export const WIDTH_FREE = { tag: "@width-free" };

/**
 * A full-page screenshot to look at, taken when E2E_SHOTS=1 (README): about 90 shots a run cost
 * the suite most of a minute and assert nothing. A failing test keeps its own screenshot anyway
 * (playwright.config.ts `screenshot: "only-on-failure"`).
 */
export async function lookAt(page: Page, path: string, opts: { fullPage?: boolean } = {}) {
  if (process.env.E2E_SHOTS) await page.screenshot({ path, fullPage: opts.fullPage ?? true });
}

export type Locale = "zh-TW" | "en";

/** Sets the language cookie the way the switch does, for every demo host. */
export async function useLocale(page: Page, locale: Locale) {
  await page
    .context()
    .addCookies(
      [SHOP_A, SHOP_B, "nowhere.localhost"].map((domain) => ({ name: "sf_lang", value: locale, domain, path: "/" })),
    );
}

export const text = {
  "zh-TW": {
    login: "會員登入",
    register: "加入會員",
    saved: "更新成功",
    logout: "登出",
    invalidDomain: "此網站不存在",
    settings: "帳號設定",
  },
  en: {
    login: "Member login",
    register: "Create an account",
    saved: "Saved",
    logout: "Log out",
    invalidDomain: "This website does not exist",
    settings: "Account settings",
  },
} as const;

export async function openMobileMenuIfNeeded(page: Page) {
  const menu = page.getByTestId("mobile-menu");
  const toggle = menu.locator("> summary");
  if (!(await toggle.isVisible())) return;
  // Every navigation closes the menu (by design). The URL changes before React commits the
  // new page, so let the navigation settle, and open again if a late commit closed it.
  await expect(page.locator("[data-testid=nav-progress]")).toHaveAttribute("data-state", "idle");
  await expect(async () => {
    if ((await menu.getAttribute("open")) === null) await toggle.click();
    await expect(page.locator("#mobile-nav")).toBeVisible({ timeout: 1000 });
  }).toPass();
}

export const unique = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

/** Serious or critical axe (WCAG 2.1 A/AA) violations of the settled page, as readable lines. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // The home footer fades in 1.8 s after load (spec): scan the settled page, not a half-faded one.
  // Polled with evaluate, not waitForFunction: that one runs `eval` in the page, which the page's
  // CSP (no 'unsafe-eval') refuses. A finite animation is first played to its end: the page it
  // leaves is the one a shopper sees once it has run, without the test waiting out its delay.
  await page.evaluate(() => {
    for (const a of document.getAnimations()) {
      if (a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY) a.finish();
    }
  });
  await expect
    .poll(() =>
      page.evaluate(() =>
        document
          .getAnimations()
          .every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY),
      ),
    )
    .toBe(true);
  const r = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return r.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(" | ")}`,
    );
}

/** The operator API, from Node on 127.0.0.1 (Node cannot resolve *.localhost). */
export function operator(method: string, path: string, body?: unknown) {
  return fetch(`http://127.0.0.1:${PORT}${path}`, {
    method,
    headers: { authorization: "Bearer dev-operator-token", "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/**
 * A NORMAL store of a spec's own on `host` with its admin (password DEMO_PASSWORD), so the demo
 * stores keep their data; made once, a second run finds it (409).
 */
export async function ensureStore(o: { name: string; host: string; admin: string; adminName: string }) {
  const r = await operator("POST", "/operator/stores", {
    name: o.name,
    storeType: "NORMAL",
    host: o.host,
    admin: { email: o.admin, password: DEMO_PASSWORD, name: o.adminName },
  });
  if (r.status !== 201 && r.status !== 409) throw new Error(`store ${o.host}: HTTP ${r.status} ${await r.text()}`);
}

/**
 * An admin account of its own for a spec (login is rate limited per account and the suite runs at
 * two widths); a second run finds it (409). `storeId` 1 is shop-a.
 */
export async function ensureAdmin(email: string, name: string, storeId = 1) {
  const r = await operator("POST", `/operator/stores/${storeId}/users`, {
    email,
    password: DEMO_PASSWORD,
    name,
    isAdmin: true,
  });
  if (r.status !== 201 && r.status !== 409) throw new Error(`e2e admin ${email}: HTTP ${r.status}`);
}

/** Signs in on a store's /admin and waits for the back office's top bar. */
export async function adminLogin(page: Page, email: string, opts: { host?: string; password?: string } = {}) {
  await page.goto(hostUrl(opts.host ?? SHOP_A, "/admin"));
  // A click before hydration would post the form natively: fine, but slower and not what is tested.
  await page.waitForSelector("html[data-hydrated]");
  await page.locator("#f-email").fill(email);
  await page.locator("#f-password").fill(opts.password ?? DEMO_PASSWORD);
  await page.getByTestId("admin-login-submit").click();
  // The login answer includes the first admin page's render: generous on a loaded machine.
  await expect(page.getByTestId("admin-topbar")).toBeVisible({ timeout: 30_000 });
}

/**
 * Signs in as an admin through `POST /api/auth/login` (the same sign-in, rate limits and session
 * cookie as the login form), then opens /admin, which sends a signed-in admin to the back office's
 * home (or `to`, an admin page opened straight away). For tests whose subject is not the login page: it spares the login page's load and
 * hydration (docs/decisions/e2e-speed.md). The request goes from Node to 127.0.0.1 with the store's
 * Host, since Node cannot resolve *.localhost, and carries the context's own headers (its address).
 */
export async function adminSignIn(
  page: Page,
  email: string,
  opts: { host?: string; password?: string; to?: string } = {},
) {
  const host = opts.host ?? SHOP_A;
  const r = await page.request.post(`http://127.0.0.1:${PORT}/api/auth/login`, {
    headers: { host: `${host}:${PORT}` },
    data: { email, password: opts.password ?? DEMO_PASSWORD },
  });
  const cookie = r.headersArray().find((h) => h.name.toLowerCase() === "set-cookie" && /^sf_session=/.test(h.value));
  expect(r.status(), `sign-in of ${email} on ${host}`).toBe(200);
  const value = cookie?.value.match(/^sf_session=([^;]*)/)?.[1];
  if (!value) throw new Error(`sign-in of ${email} on ${host}: no session cookie`);
  await page
    .context()
    .addCookies([{ name: "sf_session", value, domain: host, path: "/", httpOnly: true, sameSite: "Lax" }]);
  await page.goto(hostUrl(host, opts.to ?? "/admin"));
  await expect(page.getByTestId("admin-topbar")).toBeVisible({ timeout: 30_000 });
}

/** A CSV sheet as a person saves it from Excel: BOM, CRLF, one line a row. */
export const csvSheet = (rows: string[][]) => Buffer.from(`\uFEFF${rows.map((r) => r.join(",")).join("\r\n")}\r\n`);

/**
 * Chooses a CSV file in an import panel (kit ImportPanel `testId`): chosen once the panel holds it
 * (Import enabled). In one full run of 180 the panel's file was gone a moment after it was set (the
 * page still showed no file): it is chosen again then.
 */
export const chooseSheet = (page: Page, panel: string, rows: string[][], name = "sheet.csv") =>
  expect(async () => {
    await page.getByTestId(`${panel}-file`).setInputFiles({ name, mimeType: "text/csv", buffer: csvSheet(rows) });
    await expect(page.getByTestId(`${panel}-submit`)).toBeEnabled({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });

/** A downloaded .xlsx's first sheet as rows of cell values (exceljs, the repo's xlsx library). */
export async function sheetRows(path: string): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await readFile(path)) as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  wb.worksheets[0]?.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
  return rows;
}

/** A receiver in Taipei for home delivery, as the checkout form sends it. */
export const RECEIVER = {
  name: "王小明",
  phone: "0912345678",
  email: "ming@example.com",
  city: "臺北市",
  district: "中正區",
  postalCode: "100",
  address: "重慶南路一段122號",
};

const randomAddress = (prefix = "203.0") => {
  const n = () => Math.floor(Math.random() * 250) + 1;
  return `${prefix}.${n()}.${n()}`;
};

export type StoreApi = {
  host: string;
  /** GET, unwrapping the `{ code: 0, data }` envelope; any other code throws with the answer. */
  get<T>(path: string, token?: string): Promise<T>;
  post<T>(path: string, body: unknown, token?: string): Promise<T>;
  /** A multipart upload of one file in the field `file` (the sheet imports). */
  upload<T>(path: string, file: { name: string; mimeType: string; buffer: Buffer }, token?: string): Promise<T>;
  /** `POST /api/auth/login`; the session token (also the `sf_session` cookie's value). */
  signIn(email: string, password?: string): Promise<string>;
  /** `POST /api/auth/register` of a new member, who is signed in by it; the session token. */
  register(email: string, name: string, password?: string): Promise<string>;
  dispose(): Promise<void>;
};

/**
 * A store's JSON API from Node, as the storefront's and back office's pages call it: requests go to
 * 127.0.0.1 with the store's Host (Node cannot resolve *.localhost), from an address of their own
 * (the per-address limits then count this party apart), signed in by bearer token.
 */
export async function storeApi(host: string, opts: { address?: string } = {}): Promise<StoreApi> {
  const ctx: APIRequestContext = await request.newContext({
    baseURL: `http://127.0.0.1:${PORT}`,
    extraHTTPHeaders: { "cf-connecting-ip": opts.address ?? randomAddress() },
  });
  // The Origin a page of the store sends: a write riding on a session cookie (the jar keeps the
  // last sign-in's) needs it (platform/http/csrf.ts).
  const headers = (token?: string) => ({
    host: `${host}:${PORT}`,
    origin: `http://${host}:${PORT}`,
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  });
  const data = async <T>(what: string, res: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> => {
    const body = (await res.json().catch(() => null)) as { code?: number; data?: unknown } | null;
    if (body?.code !== 0) throw new Error(`${what} on ${host}: HTTP ${res.status()} ${JSON.stringify(body)}`);
    return body.data as T;
  };
  const api: StoreApi = {
    host,
    get: async (path, token) => data(`GET ${path}`, await ctx.get(path, { headers: headers(token) })),
    post: async (path, body, token) =>
      data(`POST ${path}`, await ctx.post(path, { headers: headers(token), data: body })),
    upload: async (path, file, token) =>
      data(`POST ${path}`, await ctx.post(path, { headers: headers(token), multipart: { file } })),
    signIn: async (email, password = DEMO_PASSWORD) =>
      (await api.post<{ accessToken: string }>("/api/auth/login", { email, password })).accessToken,
    register: async (email, name, password = DEMO_PASSWORD) =>
      (await api.post<{ accessToken: string }>("/api/auth/register", { email, password, name })).accessToken,
    dispose: () => ctx.dispose(),
  };
  return api;
}

export type PlacedOrder = { id: number; orderNumber: string };

/**
 * A signed-in shopper (`token`) buys `quantity` of one stock the way the checkout page does: the
 * line into the cart, the shipping methods, the bill, then `POST /api/checkout` with the bill's
 * total. Home delivery to RECEIVER (or the method `shipping` names, with `receiver`), paid on
 * delivery (or by `payment`), the invoice donated.
 */
export async function placeOrder(
  api: StoreApi,
  token: string,
  stockId: number,
  opts: {
    quantity?: number;
    shipping?: string;
    receiver?: Record<string, unknown>;
    /** A subscription (every month) instead of a one-off purchase. */
    subscription?: boolean;
    payment?: string;
  } = {},
): Promise<PlacedOrder> {
  const plan = opts.subscription ? { paymentPlan: "SUBSCRIPTION", subscriptionCycle: 1 } : { paymentPlan: "NORMAL" };
  await api.post("/api/cart/items", { stockId, quantity: opts.quantity ?? 1, ...plan }, token);
  const methods = await api.get<{ id: number; code: string }[]>("/api/shipping", token);
  const method = methods.find((m) => m.code === (opts.shipping ?? "HOME"));
  if (!method) throw new Error(`${api.host}: no shipping method ${opts.shipping ?? "HOME"}`);
  const receiver = opts.receiver ?? RECEIVER;
  const bill = await api.post<{ totalAmount: number }>(
    "/api/checkout/bill",
    { shippingMethodId: method.id, city: receiver.city },
    token,
  );
  const placed = await api.post<{ order: PlacedOrder }>(
    "/api/checkout",
    {
      idempotencyKey: unique("e2e-order"),
      shippingMethodId: method.id,
      receiver,
      paymentMethod: opts.payment ?? "CASH_ON_DELIVERY",
      invoice: { type: "DONATION", donationCode: "919" },
      expectedTotal: bill.totalAmount,
    },
    token,
  );
  return { id: placed.order.id, orderNumber: placed.order.orderNumber };
}

/** Puts a session token (storeApi's signIn or register) into a browser context for `host`. */
export async function addSession(context: BrowserContext, host: string, token: string) {
  await context.addCookies([
    { name: "sf_session", value: token, domain: host, path: "/", httpOnly: true, sameSite: "Lax" },
  ]);
}

/** Each party of a story browses from its own address: the per-address limits count it apart. */
export async function ownAddress(context: BrowserContext, prefix = "203.0") {
  await context.setExtraHTTPHeaders({ "cf-connecting-ip": randomAddress(prefix) });
}

const ID_LETTERS = "ABCDEFGHJKLMNPQRSTUVXYWZIO";

/** A valid Taiwan national ID (letter, gender digit, seven digits, check digit), new each call. */
export function nationalId(): string {
  const letter = ID_LETTERS[Math.floor(Math.random() * 26)] as string;
  const n = ID_LETTERS.indexOf(letter) + 10;
  const body = [1 + Math.floor(Math.random() * 2), ...Array.from({ length: 7 }, () => Math.floor(Math.random() * 10))];
  const digits = [Math.floor(n / 10), n % 10, ...body];
  const weights = [1, 9, 8, 7, 6, 5, 4, 3, 2, 1];
  const sum = digits.reduce((s, d, i) => s + d * (weights[i] as number), 0);
  return `${letter}${body.join("")}${(10 - (sum % 10)) % 10}`;
}

export type BranchForm = { name: string; domain: string; realName: string; email: string; identification: string };

/** Fills the /multilevel-regist form (spec storefront §5) with a Taipei-style profile; the caller submits. */
export async function fillBranchForm(page: Page, f: BranchForm) {
  const fields: [string, string][] = [
    ["name", f.name],
    ["domainName", f.domain],
    ["realName", f.realName],
    ["confirmEmail", f.email],
    ["phone", "0912345678"],
    ["identification", f.identification],
    ["birthYear", "1990"],
    ["birthMonth", "5"],
    ["birthDay", "20"],
    ["city", "臺北市"],
    ["district", "中正區"],
    ["postalCode", "100"],
    ["address", "重慶南路一段122號"],
  ];
  for (const [id, value] of fields) await page.locator(`#f-${id}`).fill(value);
  await page.locator("#f-gender").selectOption("female");
}

/**
 * From the registration cart to /checkout/openstore: through the gift and add-on steps the head
 * store's registration promotions add (the demo offers an opening gift), taking nothing there.
 */
export async function toRegistrationCheckout(page: Page) {
  await page.getByTestId("reg-checkout").click();
  // Decide by the address, then wait for that page: React Router moves the URL before the new page
  // is on screen, so the page just left can still show its own "continue" for a moment.
  const step = /\/(cart-extras|cart-additional-products|checkout)\/openstore$/;
  for (let i = 0; i < 3; i++) {
    await page.waitForURL((u) => step.test(u.pathname), { timeout: 30_000 });
    const path = new URL(page.url()).pathname;
    if (path === "/checkout/openstore") break;
    const offers = page.getByTestId(path.startsWith("/cart-extras") ? "cart-extras" : "cart-additional");
    await expect(offers).toBeVisible({ timeout: 30_000 });
    const here = page.url();
    await offers.getByTestId("extras-next").click();
    await page.waitForURL((u) => u.href !== here, { timeout: 30_000 });
  }
  await expect(page.getByTestId("checkout-openstore")).toBeVisible({ timeout: 30_000 });
}

/** On the registration cart: the demo's plan, its kit bought once and one product chosen for the plan. */
export async function pickDemoPlan(page: Page) {
  await expect(page.getByTestId("registration-cart")).toBeVisible({ timeout: 30_000 });
  await page.getByTestId("reg-plans").getByRole("button").first().click();
  await expect(page.getByTestId("reg-selections")).toBeVisible();
  await page.getByTestId("reg-once").getByRole("button").first().click();
  await expect(page.getByTestId("reg-once").getByRole("button")).toHaveCount(0);
  await page.getByTestId("reg-selections").getByRole("button").first().click();
}

/** On /checkout: home delivery to a Taipei address, paid by bank transfer (the caller places it). */
export async function fillHomeTransfer(page: Page) {
  await page
    .getByTestId("shipping-option")
    .filter({ hasText: /宅配|Home/ })
    .first()
    .click();
  await page.getByTestId("receiver-name").fill("王小明");
  await page.getByTestId("receiver-phone").fill("0912345678");
  await page.getByTestId("address-city").selectOption("臺北市");
  await page.getByTestId("address-district").selectOption("中正區");
  await page.getByTestId("address-line").fill("重慶南路一段 122 號");
  await page
    .getByTestId("payment-option")
    .filter({ hasText: /轉帳|匯款|transfer/i })
    .click();
}

/**
 * Picks a date (YYYY-MM-DD) in a kit date field (DateInput) by its test id: the native input under
 * the visible button holds the value (the button opens its picker, which a test cannot drive).
 */
export async function pickDate(page: Page, testId: string, value: string) {
  await page.getByTestId(testId).fill(value);
}
