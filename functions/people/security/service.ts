import type { UserRow } from "@db/schema";
import { SESSION_ID_LENGTH } from "@db/security";
import { renderSVG } from "uqr";
import type { AuditTrail } from "../../platform/auditTrail";
import { verifyPassword } from "../../platform/crypto";
import { AppError } from "../../platform/errors";
import type { StoreScope } from "../../platform/tenancy/scope";
import { Code } from "../../shared/codes";
import type { ReauthInput, SecurityStatus, SessionView } from "../../shared/people/security";
import {
  hashRecoveryCode,
  isRecoveryCodeShape,
  matchTotpStep,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUri,
} from "./totp";

// The signed-in admin's own two-factor settings (/admin/settingpage/setting-security). The
// secret leaves the server once, while enrolling; after the first code it is never sent again.

const sec = (s: StoreScope) => s.security;

const state = (message: string) => new AppError(Code.TWO_FACTOR_STATE, 200, message);
const wrongCode = (path = "code") =>
  new AppError(Code.TWO_FACTOR_INVALID, 422, "The code is not valid.", [{ path, message: "security.codeInvalid" }]);

export async function securityStatus(s: StoreScope, userId: number): Promise<SecurityStatus> {
  const row = await sec(s).getTotp(userId);
  const enabled = Boolean(row?.enabledAt);
  return {
    enabled,
    enabledAt: row?.enabledAt ?? null,
    recoveryCodesLeft: enabled ? await sec(s).unusedCodeCount(userId) : 0,
  };
}

/** Is the second sign-in step due for this user? Only admins with two-factor on. */
export async function twoFactorOn(s: StoreScope, user: Pick<UserRow, "id" | "isAdmin">): Promise<boolean> {
  if (!user.isAdmin) return false;
  return Boolean((await sec(s).getTotp(user.id))?.enabledAt);
}

/** Step 1: a new secret, its otpauth URI and QR code. Replaces an unconfirmed one. */
// Audit items here carry the user id and on/off only: secrets and codes never enter the row.

export async function startEnrolment(s: StoreScope, user: Pick<UserRow, "id" | "email">, audit: AuditTrail) {
  const secret = newTotpSecret();
  if (!(await sec(s).setPendingSecret(user.id, secret, [audit.item({ objectId: user.id })]))) {
    throw state("Two-factor sign-in is already on.");
  }
  const uri = otpauthUri(secret, user.email, s.store.name);
  return { secret, otpauthUri: uri, qrSvg: renderSVG(uri, { border: 2 }) };
}

/** Step 2: the first code turns it on; the recovery codes are returned this once only. */
export async function confirmEnrolment(
  s: StoreScope,
  userId: number,
  code: string,
  audit: AuditTrail,
  now = Date.now(),
) {
  const row = await sec(s).getTotp(userId);
  if (!row) throw state("Start the set-up first.");
  if (row.enabledAt) throw state("Two-factor sign-in is already on.");
  const step = matchTotpStep(row.secret, code, now);
  if (step === null) throw wrongCode();
  const codes = newRecoveryCodes();
  const hashes = await Promise.all(codes.map(hashRecoveryCode));
  const item = audit.item({ objectId: userId, before: { twoFactor: false }, after: { twoFactor: true } });
  if (!(await sec(s).enable(userId, step, hashes, new Date(now).toISOString(), [item]))) throw wrongCode();
  return { recoveryCodes: codes };
}

/**
 * A 6-digit code (each step accepted once) or an unused recovery code (spent here). Used by the
 * second sign-in step and by re-authentication on this page.
 */
export async function checkSecondFactor(s: StoreScope, userId: number, code: string, now = Date.now()) {
  const row = await sec(s).getTotp(userId);
  if (!row?.enabledAt) return false;
  const trimmed = code.trim();
  if (/^\d{6}$/.test(trimmed)) {
    const step = matchTotpStep(row.secret, trimmed, now);
    return step !== null && (await sec(s).acceptStep(userId, step));
  }
  if (!isRecoveryCodeShape(trimmed)) return false;
  return sec(s).useRecoveryCode(userId, await hashRecoveryCode(trimmed), new Date(now).toISOString());
}

/** Turning it off or renewing codes: the password, or a current code, proves it is the owner. */
async function reauthenticate(s: StoreScope, user: Pick<UserRow, "id" | "passwordHash">, input: ReauthInput) {
  if (input.password) {
    if (!(await verifyPassword(input.password, user.passwordHash))) {
      throw new AppError(Code.PASSWORD_INCORRECT, 422, "The password is incorrect.", [
        { path: "password", message: "validation.currentPassword" },
      ]);
    }
    return;
  }
  if (!(await checkSecondFactor(s, user.id, input.code ?? ""))) throw wrongCode();
}

export async function disableTwoFactor(s: StoreScope, user: UserRow, input: ReauthInput, audit: AuditTrail) {
  if (!(await securityStatus(s, user.id)).enabled) throw state("Two-factor sign-in is off.");
  await reauthenticate(s, user, input);
  await sec(s).disable(user.id, [
    audit.item({ objectId: user.id, before: { twoFactor: true }, after: { twoFactor: false } }),
  ]);
  return { enabled: false };
}

export async function regenerateRecoveryCodes(s: StoreScope, user: UserRow, input: ReauthInput, audit: AuditTrail) {
  if (!(await securityStatus(s, user.id)).enabled) throw state("Two-factor sign-in is off.");
  await reauthenticate(s, user, input);
  const codes = newRecoveryCodes();
  await sec(s).replaceRecoveryCodes(user.id, await Promise.all(codes.map(hashRecoveryCode)), [
    audit.item({ objectId: user.id }),
  ]);
  return { recoveryCodes: codes };
}

const publicId = (tokenHash: string) => tokenHash.slice(0, SESSION_ID_LENGTH);

export async function listSessions(s: StoreScope, userId: number, currentHash: string): Promise<SessionView[]> {
  const rows = await sec(s).listSessions(userId, new Date().toISOString());
  return rows.map((r) => ({
    id: publicId(r.tokenHash),
    userAgent: r.userAgent ?? "",
    ip: r.ip ?? "",
    createdAt: r.createdAt,
    lastSeenAt: r.lastSeenAt ?? r.createdAt,
    current: r.tokenHash === currentHash,
  }));
}

/** Ends one session at once (the row is gone, so its next request is signed out). Not this one. */
export async function revokeSession(s: StoreScope, userId: number, id: string, currentHash: string, audit: AuditTrail) {
  if (id === publicId(currentHash)) {
    throw new AppError(Code.INVALID_REQUEST, 422, "Sign out to end this session.", [
      { path: "id", message: "security.revokeCurrent" },
    ]);
  }
  if (!/^[A-Za-z0-9_-]{16}$/.test(id) || !(await sec(s).revokeSession(userId, id, [audit.item({ objectId: id })]))) {
    throw new AppError(Code.DATA_DOES_NOT_EXIST, 200, "Data does not exist");
  }
  return { id };
}

export async function revokeOtherSessions(s: StoreScope, userId: number, currentHash: string, audit: AuditTrail) {
  // Recorded even when no other session was open (the delete then changes no row).
  const item = audit.item({ objectId: userId, always: true });
  return { revoked: await sec(s).revokeOtherSessions(userId, currentHash, [item]) };
}
