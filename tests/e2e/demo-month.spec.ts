import { execFileSync } from "node:child_process";
import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD, ensureAdmin, PORT, WIDTH_FREE } from "./support";

// Issue 28 §6 "a month of reports": a fresh `npm start` gives the head store 森林總店 orders on the
// days of the last 30 (scripts/seed-history.mjs), so its store report shows a real month; and the
// seed is idempotent per item: a second run adds no order and changes no figure of the month.

const EMAIL = "e2e-demo-month@shop-b.test";
const HEAD = "shop-b.localhost";
const base = `http://127.0.0.1:${PORT}`;

type Report = {
  current: { orders: number; revenue: number };
  series: { day: string; orders: number; revenue: number }[];
};

async function headAdmin(request: import("@playwright/test").APIRequestContext) {
  await ensureAdmin(EMAIL, "月報檢查", 2);
  const r = await request.post(`${base}/api/auth/login`, {
    headers: { host: `${HEAD}:${PORT}` },
    data: { email: EMAIL, password: DEMO_PASSWORD },
  });
  const token = (await r.json()).data.accessToken as string;
  const get = async <T>(path: string): Promise<T> => {
    const res = await request.get(`${base}${path}`, {
      headers: { host: `${HEAD}:${PORT}`, authorization: `Bearer ${token}` },
    });
    const body = await res.json();
    expect(body.code, path).toBe(0);
    return body.data as T;
  };
  return {
    report: () => get<Report>("/api/admin/report/store?preset=THIRTY_DAYS"),
    orderCount: async () => (await get<{ total: number }>("/api/admin/orders?limit=1")).total,
  };
}

test(
  "the head store's report shows a month of orders, and a second seed adds nothing",
  WIDTH_FREE,
  async ({ request }) => {
    test.setTimeout(300_000);
    const admin = await headAdmin(request);
    const before = await admin.report();
    expect(before.series).toHaveLength(30);
    const days = before.series.filter((d) => d.orders > 0).length;
    expect(days, JSON.stringify(before.series.map((d) => d.orders))).toBeGreaterThanOrEqual(29);
    expect(before.current.orders).toBeGreaterThanOrEqual(36);
    const orders = await admin.orderCount();

    // The seed again, as the next `npm start` runs it.
    execFileSync("node", ["scripts/seed.mjs", base], { stdio: "pipe", timeout: 240_000 });
    const after = await admin.report();
    expect(await admin.orderCount()).toBe(orders);
    expect(after.current).toEqual(before.current);
    expect(after.series).toEqual(before.series);
  },
);
