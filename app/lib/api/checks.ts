import { PRODUCT } from "@functions/shared/constants";
import type { ApiClient } from "./client";
import { isApiError } from "./errors";
import { readJson, STORAGE_KEYS, writeJson } from "./storage";

export const DOMAIN_RECHECK_MS = 24 * 60 * 60 * 1000;
export const ONLINE_CHECK_MS = 24 * 60 * 60 * 1000;

type DomainCheck = { valid: boolean; at: number };
type OnlineCheck = { userId: number | string; at: number };

const within = (at: unknown, now: number, ms: number) => typeof at === "number" && now - at >= 0 && now - at < ms;

/**
 * Spec §4: domain validity is rechecked when the last check is 24 h or older; the answer is stored
 * as true or false and a false raises the invalid-domain alert. A stored false is always rechecked
 * (the page itself rendered, so the host may have been fixed). Returns the answer, or null when
 * no check was due or the call failed.
 */
export async function recheckDomainValidity(client: ApiClient, hostname: string): Promise<boolean | null> {
  const storage = client.storage();
  const now = client.now();
  const last = readJson<DomainCheck>(storage, STORAGE_KEYS.domainCheck);
  if (last?.valid === true && within(last.at, now, DOMAIN_RECHECK_MS)) return null;
  try {
    const env = await client.post<boolean>(`/api/${PRODUCT}/auth/isDomainValid`, { domain: hostname });
    const valid = env.code === 0 && env.data === true;
    writeJson(storage, STORAGE_KEYS.domainCheck, { valid, at: now } satisfies DomainCheck);
    // A 400003 answer already raised the alert inside the client.
    if (!valid && env.code === 0) client.raiseInvalidDomain();
    return valid;
  } catch (e) {
    if (isApiError(e)) return null;
    throw e;
  }
}

/** Spec §4: an admin's online status is checked once per day. Returns null when not due or failed. */
export async function checkAdminOnline(client: ApiClient, userId: number | string): Promise<boolean | null> {
  const storage = client.storage();
  const now = client.now();
  const last = readJson<OnlineCheck>(storage, STORAGE_KEYS.onlineCheck);
  if (last?.userId === userId && within(last.at, now, ONLINE_CHECK_MS)) return null;
  try {
    const env = await client.get<boolean>("/api/user/isOnline");
    writeJson(storage, STORAGE_KEYS.onlineCheck, { userId, at: now } satisfies OnlineCheck);
    return env.code === 0 && env.data === true;
  } catch (e) {
    if (isApiError(e)) return null;
    throw e;
  }
}
