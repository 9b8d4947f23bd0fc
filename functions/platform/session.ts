import type { AccountsDb } from "../../db/accounts";
import { SESSION_TTL_MS } from "../shared/constants";
import { randomToken, sha256 } from "./crypto";
import type { SessionState } from "./scope";

export async function startSession(accounts: AccountsDb, userId: number, now = Date.now()) {
  const token = randomToken(32);
  const expiresAt = new Date(now + SESSION_TTL_MS).toISOString();
  await accounts.insertSession(await sha256(token), userId, expiresAt);
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
  return { kind: "active", user: row.user, tokenHash, via };
}
