import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 8799);

// The back-office flows (create, save, delete, import…) run at 1280 px; at 375 px the admin walk
// (admin-mobile.spec.ts) opens every issue-12 route in both languages and checks it fits. Running
// each flow twice cost ~10 of the suite's minutes on a 2-core machine and found nothing the walk
// and the shared kit components do not. Shopper pages and the admin shell still run at both widths.
const ADMIN_FLOWS = [
  "admin-2fa",
  "admin-forms-typed",
  "admin-account",
  "admin-audit",
  "admin-catalogue",
  "admin-content",
  // The content edit pages' guard, 422 and delete confirm are the edit kit's, which admin-kit.spec.ts
  // runs at 375 px; the walk opens the same pages at 375 px.
  "admin-content-edit",
  "admin-promotions",
  "admin-schedules",
  "admin-calendar",
  "admin-bulletins",
  "admin-notifications",
  "admin-shipping-docs",
  "admin-subscription-feedback",
  "admin-analytics",
  "admin-settings",
  "admin-staff",
  "admin-store-setting",
  "admin-users",
  "branch-network",
  "branch-settings",
  "branch-admin-forms",
  // A branch owner's renewal at 1280 px; its pages are the registration pages in update mode, which
  // registration.spec.ts runs at 375 px.
  "branch-renewal",
  // Issue 13's whole journey (5 minutes' worth of pages at one width); its halves run at 375 px in
  // registration.spec.ts and branch-sales.spec.ts, its admin pages in the 375 px walk.
  "branch-journey",
].map((name) => `**/${name}.spec.ts`);

// Checks that do not depend on the width run once, at 1280 px: HTTP on one keep-alive socket (no
// browser at all), CSP violations, the English names of methods, the password-reset mail — and,
// inside other specs, the tests tagged WIDTH_FREE (tests/e2e/support.ts).
const WIDTH_FREE = ["early-answers", "csp", "method-names", "password-reset"].map((name) => `**/${name}.spec.ts`);

// Debian's Chromium headless shell (scripts/lib.mjs ensureTestChromium; Playwright cannot download
// browsers on this machine kind); the flags keep it from reaching out to the network at start.
const chromium = {
  ...(process.env.CHROMIUM_PATH ? { executablePath: process.env.CHROMIUM_PATH } : {}),
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json"]],
  globalSetup: "./tests/e2e/global-setup.ts",
  use: {
    baseURL: `http://shop-a.localhost:${PORT}`,
    launchOptions: chromium,
    // Recording every test's trace cost a quarter of the browser time (docs/decisions/e2e-speed.md):
    // E2E_TRACE=1 records them again, keeping a failing test's.
    trace: process.env.E2E_TRACE ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
  },
  // Each width browses from its own address: the login limit per address (30 per 10 minutes)
  // then counts one pass of the suite, not both, whatever the machine's speed.
  projects: [
    {
      name: "desktop",
      testIgnore: "**/admin-mobile.spec.ts",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
        extraHTTPHeaders: { "cf-connecting-ip": "198.51.100.1" },
      },
    },
    {
      name: "mobile",
      testIgnore: [...ADMIN_FLOWS, ...WIDTH_FREE],
      grepInvert: /@width-free/,
      use: {
        ...devices["Pixel 7"],
        viewport: { width: 375, height: 740 },
        isMobile: true,
        hasTouch: true,
        extraHTTPHeaders: { "cf-connecting-ip": "198.51.100.2" },
      },
    },
  ],
  webServer: {
    command: "node scripts/start.mjs",
    // 401 counts as "up" for Playwright; global-setup then waits for the seed.
    url: `http://127.0.0.1:${PORT}/operator/stores`,
    env: { PORT: String(PORT), PERSIST_TO: ".wrangler/e2e-state", FRESH_STATE: "1" },
    timeout: 420_000, // the build alone takes 1–2 minutes on a busy 2-core machine
    // `npm test` starts this same server while the earlier suites run (scripts/test.mjs) and says so;
    // alone, Playwright starts it.
    reuseExistingServer: process.env.E2E_SERVER === "running",
    stdout: "ignore",
  },
});
