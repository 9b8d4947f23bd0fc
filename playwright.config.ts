import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 8799);

// Debian's Chromium (Playwright cannot download browsers on this machine kind); the flags keep it
// from reaching out to the network at start.
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
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  // Each width browses from its own address: the login limit per address (30 per 10 minutes)
  // then counts one pass of the suite, not both, whatever the machine's speed.
  projects: [
    {
      name: "desktop",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
        extraHTTPHeaders: { "cf-connecting-ip": "198.51.100.1" },
      },
    },
    {
      name: "mobile",
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
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "ignore",
  },
});
