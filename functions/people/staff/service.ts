import type { UserRow } from "@db/schema";
import type { AuditTrail } from "../../platform/auditTrail";
import { hashPassword, randomToken } from "../../platform/crypto";
import { AppError, invalid, notFound } from "../../platform/errors";
import { sendMail } from "../../platform/mail/mail";
import type { StoreScope } from "../../platform/tenancy/scope";
import { Code } from "../../shared/codes";
import {
  blockableSections,
  normaliseBlocked,
  type StaffCreateInput,
  type StaffPatchInput,
  type StaffView,
} from "../../shared/people/staff";
import { setPasswordLink } from "../accounts/passwordReset";

// Staff accounts (spec back-office §2.2 Users, §2.3, §6). Who may call what is the access table's
// job (root-only writes); the rules about the accounts themselves live here.

/** An invitation link lives a week: the new staff member may not read the mail the same hour. */
export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const staffView = (u: UserRow): StaffView => ({
  id: u.id,
  name: u.name,
  email: u.email,
  isRoot: u.isRoot,
  blockedPrivileges: normaliseBlocked(u.blockedPrivileges ?? []),
  lastSeenAt: u.lastSeenAt,
  createdAt: u.createdAt,
});

export async function listStaff(s: StoreScope) {
  return (await s.staff.list()).map(staffView);
}

export async function getStaff(s: StoreScope, id: number) {
  const row = await s.staff.find(id);
  if (!row) throw notFound();
  return staffView(row);
}

/** Only codes of this store type's menu may be blocked; 1 brings 2 with it. */
function checkBlocked(s: StoreScope, codes: readonly number[]): number[] {
  const allowed = new Set(blockableSections(s.store.type, s.store.isWholeSaler).map((x) => x.code));
  // Income comes with Orders even where the store type has no Income tab (the editor sends both).
  if (codes.includes(1)) allowed.add(2);
  const bad = codes.findIndex((c) => !allowed.has(c));
  if (bad >= 0) throw invalid([{ path: `blockedPrivileges.${bad}`, message: "staff.unknownSection" }]);
  return normaliseBlocked(codes);
}

export async function createStaff(
  s: StoreScope,
  input: StaffCreateInput,
  origin: string,
  locale: "zh-TW" | "en",
  audit: AuditTrail,
): Promise<StaffView> {
  const blockedPrivileges = checkBlocked(s, input.blockedPrivileges);
  if (await s.accounts.findUserByEmail(input.email)) {
    throw new AppError(Code.EMAIL_DUPLICATE, 200, "This email is already registered at this store.", [
      { path: "email", message: "validation.emailTaken" },
    ]);
  }
  // An invited member sets their own password; until then no password is known to anyone.
  const password = input.invite ? randomToken(32) : (input.password ?? "");
  const user = await s.accounts.insertUser(
    {
      name: input.name,
      email: input.email,
      passwordHash: await hashPassword(password),
      isAdmin: true,
      isRoot: false,
      blockedPrivileges,
    },
    [audit.item({ created: true, objectName: input.name, after: { email: input.email, blockedPrivileges } })],
  );
  if (input.invite) await sendInvitation(s, user, origin, locale);
  return staffView(user);
}

async function sendInvitation(s: StoreScope, user: UserRow, origin: string, locale: "zh-TW" | "en") {
  const link = await setPasswordLink(s, user.id, origin, INVITE_TTL_MS);
  const zh = locale === "zh-TW";
  await sendMail(s, {
    to: user.email,
    subject: zh ? `【${s.store.name}】管理後台邀請` : `[${s.store.name}] You are invited to the back office`,
    body: zh
      ? `${user.name} 您好：\n\n您已受邀管理「${s.store.name}」。請在七天內開啟以下連結設定密碼：\n${link}\n\n設定後請至 ${origin}/admin 以此電子郵件登入。`
      : `Hello ${user.name},\n\nYou are invited to run "${s.store.name}". Open this link within seven days to set your password:\n${link}\n\nThen sign in at ${origin}/admin with this email.`,
  });
}

export async function updateStaff(
  s: StoreScope,
  id: number,
  input: StaffPatchInput,
  audit: AuditTrail,
): Promise<StaffView> {
  const row = await s.staff.find(id);
  if (!row) throw notFound();
  const patch: Parameters<typeof s.accounts.updateUser>[1] = {};
  if (input.name !== undefined) patch.name = input.name;
  if (input.password !== undefined) patch.passwordHash = await hashPassword(input.password);
  if (input.blockedPrivileges !== undefined) {
    // Spec §6: root is the main account; keeping it out of a section would lock the store out.
    if (row.isRoot && input.blockedPrivileges.length > 0) {
      throw invalid([{ path: "blockedPrivileges", message: "staff.rootNotBlockable" }]);
    }
    patch.blockedPrivileges = checkBlocked(s, input.blockedPrivileges);
  }
  // The password hash is never compared or recorded: only name and sections.
  const { passwordHash: _p, ...shown } = patch;
  const item = audit.item({
    objectId: id,
    objectName: row.name,
    before: { name: row.name, blockedPrivileges: row.blockedPrivileges },
    after: shown,
  });
  // A new password ends the member's other sessions, as a reset does (same batch).
  const ends = input.password !== undefined ? [s.accounts.deleteUserSessions(id)] : [];
  const updated = await s.accounts.updateUser(id, patch, [item, ...ends]);
  if (!updated) throw notFound();
  return staffView(updated);
}

export async function removeStaff(s: StoreScope, id: number, audit: AuditTrail) {
  const row = await s.staff.find(id);
  if (!row) throw notFound();
  if (row.isRoot) throw new AppError(Code.NOT_ADMIN, 200, "The main account cannot be removed.");
  const item = audit.item({ objectId: id, objectName: row.name, before: { isAdmin: true }, after: { isAdmin: false } });
  if (!(await s.staff.revoke(id, [item]))) throw notFound();
  return { id };
}
