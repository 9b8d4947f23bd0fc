import { describe, expect, it } from "vitest";
import { isShippingDay, shipsBy, taipeiParts } from "../../functions/shared/commerce/deliveryEstimate";
import {
  DEFAULT_SETTING_CALENDAR,
  type SettingCalendar,
  settingCalendarOf,
} from "../../functions/shared/storeSettings/pages";

// Worked examples of the "ships by" rule (docs/decisions.md): Mon–Fri shipping, 15:00 cut-off in
// Asia/Taipei (UTC+8). 2026-11-25 is a Wednesday.
const cal = (over: Partial<SettingCalendar> = {}): SettingCalendar => ({ ...DEFAULT_SETTING_CALENDAR, ...over });
/** A Taipei wall-clock time as the instant it is. */
const taipei = (local: string) => new Date(`${local}+08:00`);

describe("shipsBy: worked examples", () => {
  it.each([
    ["Wed 10:00, handling 0: ships that day", "2026-11-25T10:00", {}, "2026-11-25"],
    ["Wed 10:00, handling 1: the next shipping day", "2026-11-25T10:00", { handlingDays: 1 }, "2026-11-26"],
    ["Wed 14:59 is before the cut-off", "2026-11-25T14:59", { handlingDays: 0 }, "2026-11-25"],
    ["Wed 15:00 is at the cut-off: counts from Thursday", "2026-11-25T15:00", { handlingDays: 0 }, "2026-11-26"],
    ["Fri 16:00 after the cut-off: the weekend is skipped", "2026-11-27T16:00", { handlingDays: 0 }, "2026-11-30"],
    ["Sat 09:00, handling 1: received Monday, ships Tuesday", "2026-11-28T09:00", { handlingDays: 1 }, "2026-12-01"],
    [
      "cut-off 12:30 honoured to the minute",
      "2026-11-25T12:31",
      { handlingDays: 0, cutoffTime: "12:30" },
      "2026-11-26",
    ],
    [
      "Saturday shipping when the owner ships on Saturdays",
      "2026-11-28T09:00",
      { handlingDays: 0, shipWeekdays: [1, 2, 3, 4, 5, 6] },
      "2026-11-28",
    ],
  ] as const)("%s", (_name, local, over, expected) => {
    expect(shipsBy(cal({ handlingDays: 0, ...over } as Parameters<typeof cal>[0]), taipei(local))).toBe(expected);
  });

  it("holiday: Thu 31 Dec 14:00 with New Year's Day off ships Monday 4 Jan (handling 1)", () => {
    const c = cal({ handlingDays: 1, holidays: [{ date: "2027-01-01", name: "元旦" }] });
    expect(shipsBy(c, taipei("2026-12-31T14:00"))).toBe("2027-01-04");
    // Without the holiday it would be Friday.
    expect(shipsBy(cal({ handlingDays: 1 }), taipei("2026-12-31T14:00"))).toBe("2027-01-01");
  });

  it("a run of holidays (Lunar New Year) on shipping days is skipped as a whole", () => {
    const holidays = ["2027-02-05", "2027-02-08", "2027-02-09", "2027-02-10"].map((date) => ({ date, name: "春節" }));
    expect(shipsBy(cal({ handlingDays: 0, holidays }), taipei("2027-02-04T18:00"))).toBe("2027-02-11");
  });

  it("the date is Taipei's, not UTC's: 17:30 UTC on Tuesday is already Wednesday in Taipei", () => {
    const at = new Date("2026-11-24T17:30:00Z");
    expect(taipeiParts(at)).toEqual({ date: "2026-11-25", minutes: 90 });
    expect(shipsBy(cal({ handlingDays: 0 }), at)).toBe("2026-11-25");
  });

  it("no shipping weekday: no estimate (never loops)", () => {
    expect(shipsBy(cal({ shipWeekdays: [] }), taipei("2026-11-25T10:00"))).toBeNull();
  });

  it("isShippingDay: weekday and holiday both count", () => {
    const c = cal({ holidays: [{ date: "2026-12-25", name: "行憲紀念日" }] });
    expect(isShippingDay(c, "2026-12-24")).toBe(true);
    expect(isShippingDay(c, "2026-12-25")).toBe(false);
    expect(isShippingDay(c, "2026-12-26")).toBe(false); // Saturday
  });

  it("a stored calendar missing keys or holding bad ones reads as defaults key by key", () => {
    expect(settingCalendarOf(null)).toEqual(DEFAULT_SETTING_CALENDAR);
    expect(settingCalendarOf({ handlingDays: 3, cutoffTime: "25:00" })).toEqual({
      ...DEFAULT_SETTING_CALENDAR,
      handlingDays: 3,
    });
  });
});
