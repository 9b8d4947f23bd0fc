import { describe, expect, it } from "vitest";
import { formatCalendarDate, formatTaipei } from "../../app/lib/taipeiTime";
import { formatMoney } from "../../functions/shared/pricing";

// One date and one money format per language (issue 28 §8: "1 Dec 2026, 23:31" beside
// "2026-12-15", "−NT$100" beside "-NT$100"): the helpers, and no page formatting on its own.

const SOURCES = import.meta.glob<string>(
  ["../../app/components/**/*.{ts,tsx}", "../../app/routes/**/*.{ts,tsx}", "../../app/lib/**/*.{ts,tsx}"],
  { eager: true, query: "?raw", import: "default" },
);
/** The date helpers themselves; the delivery estimate's short weekday date ("Thu 3 Dec") is its own shape. */
const DATE_HOMES = ["app/lib/taipeiTime.ts", "app/components/settings/DeliveryEstimate.tsx"];

describe("formats", () => {
  it("shows an instant in Taipei, one shape per language", () => {
    expect(formatTaipei("2026-12-01T15:31:00Z", "en")).toBe("1 Dec 2026, 23:31");
    expect(formatTaipei("2026-12-01 15:31:00", "en")).toBe("1 Dec 2026, 23:31");
    expect(formatTaipei("2026-12-01T16:31:00Z", "en", false)).toBe("2 Dec 2026");
    expect(formatTaipei("2026-12-01T15:31:00Z", "zh-TW")).toBe("2026年12月1日 23:31");
  });

  it("shows a calendar date in the same shape as an instant's date", () => {
    expect(formatCalendarDate("2026-12-15", "en")).toBe("15 Dec 2026");
    expect(formatTaipei("2026-12-15", "en")).toBe("15 Dec 2026");
    expect(formatCalendarDate("2026-12-15", "zh-TW")).toBe(formatTaipei("2026-12-15T00:00:00+08:00", "zh-TW", false));
  });

  it("writes a negative amount one way", () => {
    expect(formatMoney(-10000)).toBe("-NT$100");
  });

  it("leaves dates and money to the helpers in every page", () => {
    const bad: string[] = [];
    expect(Object.keys(SOURCES).length).toBeGreaterThan(200);
    for (const [file, text] of Object.entries(SOURCES)) {
      const home = DATE_HOMES.some((h) => file.endsWith(h));
      for (const line of text.split("\n")) {
        if (!home && /Intl\.DateTimeFormat|toLocale(Date|Time)String/.test(line)) bad.push(`${file}: ${line.trim()}`);
        if (/[−-]\{formatMoney|`-\$\{formatMoney|"NT\$"\s*\+|`NT\$\$\{/.test(line)) bad.push(`${file}: ${line.trim()}`);
      }
    }
    expect(bad).toEqual([]);
  });
});
