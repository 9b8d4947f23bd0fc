import { describe, expect, it } from "vitest";
import type { DailyReportRow } from "../../db/reports";
import doc from "../../docs/decisions/store-report.md?raw";
import { taipeiDate } from "../../functions/commerce/orders/time";
import { periodsOf } from "../../functions/store/reports/presets";
import { figuresOf } from "../../functions/store/reports/service";

// The worked example of docs/decisions/store-report.md, computed by the code and found in the doc.

const ntd = (minor: number) => `NT$${(minor / 100).toLocaleString("en-US")}`;
const ORDERS = [
  { at: "2026-03-30T16:00:00.000Z", total: 120_000, counted: true },
  { at: "2026-03-31T15:59:59.999Z", total: 80_000, counted: true },
  { at: "2026-03-31T16:00:00.000Z", total: 50_000, counted: true },
  { at: "2026-03-31T02:00:00.000Z", total: 30_000, counted: false },
  { at: "2026-03-31T04:00:00.000Z", total: 100_000, counted: true },
];

describe("store report worked example", () => {
  it("gives the doc's figures for 2026-03-31", () => {
    const day = ORDERS.filter((o) => o.counted && taipeiDate(new Date(o.at)) === "2026-03-31");
    for (const o of ORDERS) expect(doc).toContain(o.at);
    expect(doc).toContain(`| 3     | 2026-03-31T16:00:00.000Z | ${taipeiDate(new Date(ORDERS[2]!.at))}`);
    const row: DailyReportRow = {
      storeId: 1,
      day: "2026-03-31",
      revenue: day.reduce((n, o) => n + o.total, 0),
      orders: day.length,
      refunds: 0,
      refundCount: 0,
      newMembers: 0,
      visits: 40,
      payments: {},
      shippings: {},
      products: [],
      promotions: [],
      computedAt: "2026-04-01T00:00:00.000Z",
    };
    const f = figuresOf([row]);
    expect(doc).toContain(
      `revenue ${ntd(f.revenue)}, orders ${f.orders}, average order value ${ntd(f.averageOrderValue)}, conversion ${f.conversion}`,
    );
    expect(f.conversion).toBe(750);
  });

  it("compares THIS_MONTH on 31 March with February cut at its end", () => {
    const { current, previous } = periodsOf("THIS_MONTH", new Date("2026-03-31T10:00:00+08:00"));
    expect(doc).toContain(
      `THIS_MONTH seen on 2026-03-31 is ${current.from} – ${current.to}, compared with ${previous.from} – ${previous.to}.`,
    );
  });
});
