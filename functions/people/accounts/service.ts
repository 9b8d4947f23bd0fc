import type { z } from "zod";
import { mergeGuestCart } from "../../commerce/cart/merge";
import type { AuditTrail } from "../../platform/auditTrail";
import { DUMMY_HASH_PASSWORD, hashPassword, verifyPassword } from "../../platform/crypto";
import { AppError } from "../../platform/errors";
import { enforceLimit, LIMITS } from "../../platform/rateLimit";
import { refuseBlocked } from "../../platform/tenancy/guards";
import type { StoreScope } from "../../platform/tenancy/scope";
import { salesScopeOf } from "../../platform/tenancy/scope";
import { type SessionMeta, startSession } from "../../platform/tenancy/session";
import { Code } from "../../shared/codes";
import type { loginInput, ProfileInput, passwordChangeInput, RegisterInput } from "../../shared/validators";
import { twoFactorOn } from "../security/service";
import { recordLoginFailure, refuseThrottledLogin } from "./loginThrottle";
import { startChallenge, type TwoFactorChallenge } from "./twoFactor";
import { publicUser } from "./user";

// A verifier for unknown emails so a miss costs the same PBKDF2 time as a wrong password.
let dummyHash: Promise<string> | null = null;
const dummy = () => {
  dummyHash ??= hashPassword(DUMMY_HASH_PASSWORD);
  return dummyHash;
};

/** Spec §4: the guest's cart joins the member's on login/registration; a failure never blocks signing in. */
export async function joinGuestCart(s: StoreScope, guestId: string | null | undefined, userId: number) {
  if (!guestId) return;
  try {
    await mergeGuestCart(await salesScopeOf(s), guestId, userId);
  } catch (e) {
    console.error(JSON.stringify({ level: "error", event: "cart-merge", storeId: s.storeId, error: String(e) }));
  }
}

export async function register(
  s: StoreScope,
  input: RegisterInput,
  ip: string,
  opts: { guestId?: string | null } = {},
) {
  await enforceLimit(s.db, `register:${s.storeId}:${ip}`, LIMITS.register);
  if (await s.accounts.findUserByEmail(input.email)) {
    throw new AppError(Code.EMAIL_DUPLICATE, 200, "This email is already registered.");
  }
  let user: Awaited<ReturnType<typeof s.accounts.insertUser>>;
  try {
    user = await s.accounts.insertMember({
      name: input.name,
      email: input.email,
      passwordHash: await hashPassword(input.password),
    });
  } catch (e) {
    // Two registrations racing for one email: the unique index decides.
    if (String(e).includes("UNIQUE")) {
      throw new AppError(Code.EMAIL_DUPLICATE, 200, "This email is already registered.");
    }
    throw e;
  }
  const { token } = await startSession(s.accounts, user.id);
  await joinGuestCart(s, opts.guestId, user.id);
  return { accessToken: token, user: publicUser(user) };
}

export async function login(
  s: StoreScope,
  input: z.infer<typeof loginInput>,
  ip: string,
  opts: { adminOnly?: boolean; guestId?: string | null; userAgent?: string | null } = {},
): Promise<
  | { accessToken: string; user: ReturnType<typeof publicUser>; twoFactor?: undefined }
  | { twoFactor: TwoFactorChallenge; accessToken?: undefined }
> {
  // Only failures count, per address and per account+address: a stranger cannot lock the owner out.
  await refuseThrottledLogin(s, input.email, ip);
  const user = await s.accounts.findUserByEmail(input.email);
  const ok = await verifyPassword(input.password, user?.passwordHash ?? (await dummy()));
  if (!user || !ok) {
    await recordLoginFailure(s, input.email, ip, user ? { email: user.email, name: user.name } : null);
    throw new AppError(Code.LOGIN_FAILED, 200, "Email or password is incorrect.");
  }
  refuseBlocked(user);
  if (opts.adminOnly && !user.isAdmin) {
    throw new AppError(Code.NOT_ADMIN, 200, "This account is not an admin of this store.");
  }
  // An admin with two-factor on gets a challenge for the second step (twoFactor.ts), not a session.
  if (await twoFactorOn(s, user)) return { twoFactor: await startChallenge(s, user.id) };
  const meta: SessionMeta = { userAgent: opts.userAgent, ip };
  const { token } = await startSession(s.accounts, user.id, Date.now(), meta);
  await s.accounts.updateUser(user.id, { lastSeenAt: new Date().toISOString() });
  await joinGuestCart(s, opts.guestId, user.id);
  return { accessToken: token, user: publicUser(user) };
}

export async function logout(s: StoreScope, tokenHash: string) {
  await s.accounts.deleteSession(tokenHash);
}

/** `audit` when an admin edits their own profile (adminWrite): its row rides in the update's batch. */
export async function updateProfile(s: StoreScope, userId: number, input: ProfileInput, audit?: AuditTrail) {
  if (input.email) {
    const other = await s.accounts.findUserByEmail(input.email);
    if (other && other.id !== userId) {
      throw new AppError(Code.EMAIL_DUPLICATE, 200, "This email is already registered.");
    }
  }
  const patch = {
    name: input.name,
    ...(input.email ? { email: input.email } : {}),
    ...(input.phone !== undefined ? { phone: input.phone || null } : {}),
    ...(input.gender !== undefined ? { gender: input.gender || null } : {}),
    ...(input.birthday !== undefined ? { birthday: input.birthday || null } : {}),
  };
  const old = audit ? await s.accounts.findUser(userId) : undefined;
  const extra = audit
    ? [
        audit.item({
          objectId: userId,
          objectName: old?.name,
          before: old && {
            name: old.name,
            email: old.email,
            phone: old.phone,
            gender: old.gender,
            birthday: old.birthday,
          },
          after: patch,
        }),
      ]
    : [];
  const row = await s.accounts.updateUser(userId, patch, extra);
  if (!row) throw new AppError(Code.DATA_DOES_NOT_EXIST);
  return publicUser(row);
}

export async function changePassword(
  s: StoreScope,
  userId: number,
  input: z.infer<typeof passwordChangeInput>,
  audit?: AuditTrail,
) {
  const user = await s.accounts.findUser(userId);
  if (!user) throw new AppError(Code.DATA_DOES_NOT_EXIST);
  if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
    throw new AppError(Code.PASSWORD_INCORRECT, 422, "The current password is incorrect.", [
      { path: "currentPassword", message: "validation.currentPassword" },
    ]);
  }
  await s.accounts.updateUser(
    userId,
    { passwordHash: await hashPassword(input.newPassword) },
    // An admin's own password (back office): the row records that it changed, never the hash.
    audit ? [audit.item({ objectId: userId, objectName: user.name, after: { passwordChanged: true } })] : [],
  );
  // Other devices sign out; this one keeps its session.
  await s.accounts.deleteUserSessions(userId);
  const { token } = await startSession(s.accounts, userId);
  return { accessToken: token };
}

export async function ifEmailExists(s: StoreScope, email: string, ip: string): Promise<boolean> {
  await enforceLimit(s.db, `exists:${s.storeId}:${ip}`, LIMITS.existenceCheck);
  return Boolean(await s.accounts.findUserByEmail(email));
}
