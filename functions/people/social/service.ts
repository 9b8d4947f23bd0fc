import type { socialOf } from "@db/social";
import type { AuditTrail } from "../../platform/auditTrail";
import { randomToken, sha256 } from "../../platform/crypto";
import { AppError } from "../../platform/errors";
import { enforceLimit, LIMITS } from "../../platform/rateLimit";
import { refuseBlocked } from "../../platform/tenancy/guards";
import type { StoreScope } from "../../platform/tenancy/scope";
import { startSession } from "../../platform/tenancy/session";
import { Code } from "../../shared/codes";
import { joinGuestCart } from "../accounts/service";
import { startChallenge, type TwoFactorChallenge } from "../accounts/twoFactor";
import { publicUser } from "../accounts/user";
import { twoFactorOn } from "../security/service";
import { type SocialIdentity, type SocialProvider, SocialProviderError, type SocialService } from "./provider";

// LINE sign-in (spec storefront §4): the authorisation round trip, then one of three outcomes for
// the verified identity: a bound account signs in; an unknown one (or one whose email belongs to a
// password account, EMAIL_DUPLICATE) keeps a ticket (the spec's tpToken, with name and email) for
// registration; in "bind" mode it is attached to the signed-in member.

export const STATE_TTL_MS = 10 * 60_000;
export const TICKET_TTL_MS = 30 * 60_000;
export type SocialMode = "login" | "bind";

const iso = (ms: number) => new Date(ms).toISOString();
const db = (s: StoreScope) => s.social;
export const callbackPath = (service: SocialService) => `/auth/${service}/callback`;

/** A member without a password signs in only through a bound account (registered through LINE). */
export const hasPassword = (passwordHash: string) => passwordHash !== "";

const failed = (service: string, reason: string) =>
  new AppError(Code.SOCIAL_LOGIN_FAILED, 200, `${service} login failed (${reason}).`);

/** Step 1: a fresh state and PKCE pair, kept server-side; returns where to send the browser. */
export async function startAuthorization(
  s: StoreScope,
  provider: SocialProvider,
  p: { mode: SocialMode; userId: number | null; returnTo: string; origin: string },
  now = Date.now(),
) {
  const state = randomToken(32);
  const codeVerifier = randomToken(48); // 64 characters: RFC 7636 allows 43–128
  const q = db(s);
  await q.deleteExpiredStates(iso(now));
  await q.insertState({
    stateHash: await sha256(state),
    provider: provider.service,
    mode: p.mode,
    userId: p.userId,
    codeVerifier,
    returnTo: p.returnTo,
    expiresAt: iso(now + STATE_TTL_MS),
  });
  const url = provider.authorizeUrl({
    redirectUri: p.origin + callbackPath(provider.service),
    state,
    codeChallenge: await sha256(codeVerifier), // S256: base64url(SHA-256(verifier))
  });
  return { state, url };
}

export type CallbackInput = {
  state: string | null;
  /** The state this browser was given (HttpOnly cookie): a callback from another browser fails. */
  browserState: string | null;
  code: string | null;
  error: string | null;
  origin: string;
};

/** Step 2: checks the state, spends it, trades the code for the identity. */
export async function completeAuthorization(
  s: StoreScope,
  provider: SocialProvider,
  p: CallbackInput,
  now = Date.now(),
) {
  const service = provider.service;
  if (!p.state || !p.browserState || p.state !== p.browserState) throw failed(service, "state");
  const row = await db(s).consumeState(await sha256(p.state), iso(now));
  if (!row || row.provider !== service) throw failed(service, "state");
  const flow = { mode: row.mode as SocialMode, userId: row.userId, returnTo: row.returnTo };
  if (p.error || !p.code) return { ...flow, identity: null, reason: p.error ?? "no_code" };
  try {
    const identity = await provider.exchange({
      code: p.code,
      redirectUri: p.origin + callbackPath(service),
      codeVerifier: row.codeVerifier,
    });
    return { ...flow, identity, reason: null };
  } catch (e) {
    if (e instanceof SocialProviderError) return { ...flow, identity: null, reason: e.reason };
    throw e;
  }
}

/** Keeps a verified identity for registration; the returned token is the spec's tpToken. */
export async function keepTicket(
  s: StoreScope,
  service: SocialService,
  identity: SocialIdentity,
  returnTo: string,
  now = Date.now(),
) {
  const tpToken = randomToken(32);
  await db(s).insertTicket({
    tokenHash: await sha256(tpToken),
    provider: service,
    providerUserId: identity.providerUserId,
    name: identity.name,
    email: identity.email,
    returnTo,
    expiresAt: iso(now + TICKET_TTL_MS),
  });
  return tpToken;
}

/** The kept identity behind a tpToken, or null when unknown, of another service or expired. */
export async function readTicket(s: StoreScope, service: SocialService, tpToken: string, now = Date.now()) {
  if (tpToken.length < 20 || tpToken.length > 100) return null;
  const row = await db(s).findTicket(await sha256(tpToken), iso(now));
  return row && row.provider === service ? row : null;
}

export type SocialLoginOutcome =
  | { kind: "signedIn"; accessToken: string; user: ReturnType<typeof publicUser>; returnTo: string }
  /** An admin with two-factor on: no session yet, the same one-time challenge as the password step. */
  | { kind: "twoFactor"; twoFactor: TwoFactorChallenge; returnTo: string }
  | {
      kind: "register";
      code: typeof Code.SOCIAL_NOT_REGISTERED | typeof Code.EMAIL_DUPLICATE;
      name: string;
      email: string;
      returnTo: string;
    };

/** POST /api/auth/{service}/login: signs in a bound account, else says how to register. */
export async function socialLogin(
  s: StoreScope,
  service: SocialService,
  tpToken: string,
  opts: { guestId?: string | null } = {},
): Promise<SocialLoginOutcome> {
  const ticket = await readTicket(s, service, tpToken);
  if (!ticket) throw failed(service, "token");
  const binding = await db(s).findBinding(service, ticket.providerUserId);
  const user = binding ? await s.accounts.findUser(binding.userId) : null;
  if (user) {
    refuseBlocked(user);
    await db(s).deleteTicket(ticket.tokenHash);
    // LINE proves the first factor only, like a password: the code step still decides.
    if (await twoFactorOn(s, user)) {
      return { kind: "twoFactor", twoFactor: await startChallenge(s, user.id), returnTo: ticket.returnTo };
    }
    const { token } = await startSession(s.accounts, user.id);
    await s.accounts.updateUser(user.id, { lastSeenAt: new Date().toISOString() });
    await joinGuestCart(s, opts.guestId, user.id);
    return { kind: "signedIn", accessToken: token, user: publicUser(user), returnTo: ticket.returnTo };
  }
  const taken = ticket.email ? await s.accounts.findUserByEmail(ticket.email) : null;
  return {
    kind: "register",
    code: taken ? Code.EMAIL_DUPLICATE : Code.SOCIAL_NOT_REGISTERED,
    name: ticket.name ?? "",
    email: ticket.email ?? "",
    returnTo: ticket.returnTo,
  };
}

/** POST /api/auth/{service}/register: a new member bound to the kept identity, signed in. */
export async function socialRegister(
  s: StoreScope,
  service: SocialService,
  input: { tpToken: string; name: string; email: string },
  ip: string,
  opts: { guestId?: string | null } = {},
) {
  await enforceLimit(s.db, `register:${s.storeId}:${ip}`, LIMITS.register);
  const ticket = await readTicket(s, service, input.tpToken);
  if (!ticket) throw failed(service, "token");
  if (await db(s).findBinding(service, ticket.providerUserId)) {
    throw new AppError(Code.SOCIAL_ALREADY_BOUND, 200, "This social account is already bound.");
  }
  if (await s.accounts.findUserByEmail(input.email)) {
    throw new AppError(Code.EMAIL_DUPLICATE, 200, "This email is already registered.");
  }
  let user: Awaited<ReturnType<ReturnType<typeof socialOf>["registerWithTicket"]>>;
  try {
    user = await db(s).registerWithTicket({
      tokenHash: ticket.tokenHash,
      provider: service,
      providerUserId: ticket.providerUserId,
      name: input.name,
      email: input.email,
      providerEmail: ticket.email,
      providerName: ticket.name,
    });
  } catch (e) {
    // A race for the same email or LINE account: the unique indexes decide, nothing was written.
    if (String(e).includes("UNIQUE"))
      throw new AppError(Code.EMAIL_DUPLICATE, 200, "This email is already registered.");
    throw e;
  }
  if (!user) throw new Error("registered user not found");
  const { token } = await startSession(s.accounts, user.id);
  await joinGuestCart(s, opts.guestId, user.id);
  return { accessToken: token, user: publicUser(user), returnTo: ticket.returnTo };
}

/** Binds the identity to the member; one LINE account per member and per store. */
export async function bindIdentity(s: StoreScope, userId: number, service: SocialService, identity: SocialIdentity) {
  const q = db(s);
  const existing = await q.findBinding(service, identity.providerUserId);
  if (existing?.userId === userId) return;
  const mine = (await q.listOfUser(userId)).some((b) => b.provider === service);
  if (existing || mine) throw new AppError(Code.SOCIAL_ALREADY_BOUND, 200, "This social account is already bound.");
  try {
    await q.insertBinding({ userId, provider: service, ...identity });
  } catch (e) {
    if (String(e).includes("UNIQUE")) {
      throw new AppError(Code.SOCIAL_ALREADY_BOUND, 200, "This social account is already bound.");
    }
    throw e;
  }
}

/** Unbinding is refused when the account would be left with no way to sign in. */
export async function unbind(
  s: StoreScope,
  user: { id: number; passwordHash: string },
  service: SocialService,
  audit?: AuditTrail,
) {
  const bindings = await db(s).listOfUser(user.id);
  if (!bindings.some((b) => b.provider === service)) {
    throw new AppError(Code.SOCIAL_NOT_BOUND, 200, "This account is not bound.");
  }
  if (!hasPassword(user.passwordHash) && bindings.length === 1) {
    throw new AppError(Code.SOCIAL_UNBIND_REFUSED, 200, "The only way to sign in cannot be unbound.");
  }
  const remove = db(s).deleteBinding(user.id, service);
  // An admin unlinking their own sign-in (back office) is audited in the same batch.
  if (audit) await s.batch([remove, audit.item({ objectId: user.id, objectName: service, before: { service } })]);
  else await remove;
}

export async function bindingsOf(s: StoreScope, userId: number) {
  return (await db(s).listOfUser(userId)).map((b) => ({
    service: b.provider,
    name: b.name,
    email: b.email,
    createdAt: b.createdAt,
  }));
}

/** What /{service}/register shows: the kept name and email, and whether that email is taken. */
export async function describeTicket(s: StoreScope, service: SocialService, tpToken: string | null) {
  const ticket = tpToken ? await readTicket(s, service, tpToken) : null;
  if (!ticket) return null;
  const emailTaken = ticket.email ? Boolean(await s.accounts.findUserByEmail(ticket.email)) : false;
  return { name: ticket.name ?? "", email: ticket.email ?? "", emailTaken, returnTo: ticket.returnTo };
}
