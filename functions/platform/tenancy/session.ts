import type { AccountsDb } from "../../../db/accounts";
import { SESSION_TTL_MS } from "../../shared/constants";
import { randomToken, sha256 } from "../crypto";
import type { SessionState } from "./scope";

/** Who started a session, for the admin's session list (functions/security/sessions.ts). */
export type SessionMeta = { userAgent?: string | null; ip?: string | null };

/** How stale "last seen" may get before a request writes it again: one write per session per window. */
export const LAST_SEEN_REFRESH_MS = 5 * 60 * 1000;

export async function startSession(accounts: AccountsDb, userId: number, now = Date.now(), meta: SessionMeta = {}) {
  const token = randomToken(32);
  const expiresAt = new Date(now + SESSION_TTL_MS).toISOString();
  await accounts.insertSession(await sha256(token), userId, expiresAt, meta);
  return { token, expiresAt };
}

export async function sessionFromToken(
  accounts: AccountsDb,
  token: string,
  via: "cookie" | "bearer",
  now = Date.now(),
): Promise<SessionState> {
  if (token.length < 20 || token.length > 100) return { kind: "invalid" };
  const tokenHash = await sha256(token);
  const row = await accounts.sessionUser(tokenHash);
  if (!row) return { kind: "invalid" };
  if (Date.parse(row.expiresAt) <= now) return { kind: "expired" };
  if (now - Date.parse(row.lastSeenAt ?? row.createdAt) >= LAST_SEEN_REFRESH_MS) {
    await accounts.touchSession(tokenHash, new Date(now).toISOString());
  }
  return { kind: "active", user: row.user, tokenHash, via };
}
