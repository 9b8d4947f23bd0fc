import type { ApiClient } from "./client";
import { isApiError } from "./errors";
import { STORAGE_KEYS } from "./storage";

// Spec storefront §4 "Visit is reported once per day": after hydration the storefront posts
// POST /api/admin/report/store/visit at most once per Taipei day per browser, kept by a day mark in
// localStorage. The call is the browser's, never the HTML's: a cached page stays cached and costs
// no write; the server still counts a visitor once a day if the mark is lost (store_visits' key).

/** The Taipei calendar day of an instant (Taiwan keeps UTC+8 all year). */
export const taipeiDayOf = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);

/** True when today's visit is not reported yet from this browser. */
export function visitDue(client: Pick<ApiClient, "storage" | "now">): boolean {
  return client.storage().getItem(STORAGE_KEYS.visitDay) !== taipeiDayOf(client.now());
}

/** Reports today's visit when due: "sent" when this call reported it, "known" when it was not due. */
export async function reportVisitOncePerDay(client: ApiClient): Promise<"sent" | "known" | "failed"> {
  if (!visitDue(client)) return "known";
  const day = taipeiDayOf(client.now());
  try {
    const guestId = client.ensureGuestId();
    const env = await client.post("/api/admin/report/store/visit", guestId ? { guestId } : {});
    if (env.code !== 0) return "failed";
    client.storage().setItem(STORAGE_KEYS.visitDay, day);
    return "sent";
  } catch (e) {
    // Not marked: the next page view tries again.
    if (isApiError(e)) return "failed";
    throw e;
  }
}
