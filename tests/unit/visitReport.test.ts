import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createApiClient } from "../../app/lib/api/client";
import { memoryCookieJar } from "../../app/lib/api/guest";
import { memoryStorage, STORAGE_KEYS } from "../../app/lib/api/storage";
import { reportVisitOncePerDay, taipeiDayOf } from "../../app/lib/api/visit";
import { createStore, visitsFlushed } from "../helpers";

// Spec storefront §4 "Visit is reported once per day": the browser's call, against the real Worker,
// once per Taipei day (the mark turns at 16:00 UTC), and again after a failed call.

const HOST = "visit-report.localhost";
const ORIGIN = `http://${HOST}`;

describe("reportVisitOncePerDay", () => {
  it("reports once per Taipei day and counts the visitor once", async () => {
    const storeId = await createStore(HOST, "NORMAL", { email: "a@example.com", password: "admin12345", name: "Ann" });
    let now = Date.parse("2026-03-31T15:58:00.000Z"); // 23:58 in Taipei
    const calls: string[] = [];
    const storage = memoryStorage();
    const client = createApiClient({
      baseUrl: ORIGIN,
      location: () => `${ORIGIN}/`,
      fetch: (input, init) => {
        calls.push(String(input));
        return SELF.fetch(input, init);
      },
      storage,
      cookies: memoryCookieJar(),
      now: () => now,
    });
    expect(await reportVisitOncePerDay(client)).toBe("sent");
    expect(await reportVisitOncePerDay(client)).toBe("known");
    expect(storage.getItem(STORAGE_KEYS.visitDay)).toBe("2026-03-31");
    expect(calls).toHaveLength(1);
    now = Date.parse("2026-03-31T16:00:00.000Z"); // Taipei midnight: a new day
    expect(taipeiDayOf(now)).toBe("2026-04-01");
    expect(await reportVisitOncePerDay(client)).toBe("sent");
    expect(calls).toHaveLength(2);
    // The server keeps one mark per visitor and day (its own day, the call's real time).
    expect(await visitsFlushed(storeId, 1)).toBe(1);
  });

  it("leaves the day unmarked when the call fails, so the next page view tries again", async () => {
    const storage = memoryStorage();
    const client = createApiClient({
      baseUrl: "http://nowhere.localhost",
      location: () => "http://nowhere.localhost/",
      fetch: (input, init) => SELF.fetch(input, init),
      storage,
      cookies: memoryCookieJar(),
    });
    expect(await reportVisitOncePerDay(client)).toBe("failed");
    expect(storage.getItem(STORAGE_KEYS.visitDay)).toBeNull();
  });
});
