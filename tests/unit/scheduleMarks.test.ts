import { describe, expect, it } from "vitest";
import { UPCOMING_MARKS } from "../../db/scheduleMarks";
import { saleShows } from "../../functions/commerce/catalogue/stockNews";
import { marksOf, scheduleVersion, taipeiDayStart } from "../../functions/platform/scheduleMarks";
import { FEW_LEFT_AT } from "../../functions/shared/commerce/catalogue";

const T = Date.parse("2026-11-26T10:00:00.000Z"); // 18:00 in Taipei

describe("schedule version of the page key", () => {
  it("is the latest instant passed, a promotion's end one millisecond after it", () => {
    const marks = marksOf(
      [
        { t: "2026-11-26T09:00:00.000Z", after: 0 },
        { t: "2026-11-26T11:00:00.000Z", after: 1 },
      ],
      T,
    );
    expect(scheduleVersion(marks, T)).toBe(Date.parse("2026-11-26T09:00:00.000Z"));
    const end = Date.parse("2026-11-26T11:00:00.000Z");
    expect(scheduleVersion(marks, end)).toBe(Date.parse("2026-11-26T09:00:00.000Z")); // still running at its end
    expect(scheduleVersion(marks, end + 1)).toBe(end + 1);
  });

  it("moves at Taipei's midnight when nothing else does (a 'ships by' date changes then)", () => {
    expect(new Date(taipeiDayStart(T)).toISOString()).toBe("2026-11-25T16:00:00.000Z");
    const lastSecond = Date.parse("2026-11-26T15:59:59.999Z");
    expect(scheduleVersion(null, lastSecond)).toBe(Date.parse("2026-11-25T16:00:00.000Z"));
    expect(scheduleVersion(null, lastSecond + 1)).toBe(lastSecond + 1);
    // An instant earlier in the day loses to the day's start only when it is older.
    const marks = marksOf([{ t: "2026-11-20T00:00:00.000Z", after: 0 }], T);
    expect(scheduleVersion(marks, T)).toBe(taipeiDayStart(T));
  });

  it("asks for a fresh read by the last instant it saw when the read was full", () => {
    const rows = Array.from({ length: UPCOMING_MARKS }, (_, i) => ({
      t: new Date(T + (i + 1) * 60_000).toISOString(),
      after: 0,
    }));
    expect(marksOf(rows, T).readAgainBy).toBe(T + UPCOMING_MARKS * 60_000);
    expect(marksOf(rows.slice(1), T).readAgainBy).toBe(Number.POSITIVE_INFINITY);
  });
});

describe("stock news", () => {
  it("announces a sale that leaves a line at a count a page names, or out", () => {
    expect(saleShows(0, 5)).toBe(true);
    expect(saleShows(FEW_LEFT_AT, 5)).toBe(true);
    expect(saleShows(FEW_LEFT_AT + 1, 5)).toBe(false);
    expect(saleShows(30, 40)).toBe(true); // the store names counts up to 40
    expect(saleShows(null, 5)).toBe(false); // nothing taken from stock
  });
});
