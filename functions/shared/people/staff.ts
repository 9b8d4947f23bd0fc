import { z } from "zod";
import { effectiveBlocked, type MenuSection, menuFor } from "../access/adminMenu";
import { emailRule, nameRule, passwordRule } from "../validators";

// Staff (admin) accounts of a store, spec back-office §2.2 user-admin-list / user-edit/{type} and
// §2.3 blockedPrivileges. Shared by the API and the edit page so both check the same rules.

/** Section codes a staff member may be kept out of: those in this store type's full menu. */
export function blockableSections(storeType: string, isWholeSaler = false): MenuSection[] {
  return menuFor({ storeType, isWholeSaler, isRoot: true, guideOpenToBranches: true });
}

/** Spec §2.3: blocking 1 (Orders) also blocks 2 (Income); stored that way so every reader agrees. */
export const normaliseBlocked = (codes: readonly number[]) => [...effectiveBlocked(codes)].sort((a, b) => a - b);

const blockedRule = z
  .array(z.number({ error: "validation.invalid" }).int().min(1).max(99), { error: "validation.invalid" })
  .max(20, "validation.invalid");

/** A new staff member: an initial password, or an invitation mail with a set-password link. */
export const staffCreateInput = z
  .strictObject({
    name: nameRule,
    email: emailRule,
    invite: z.boolean().default(false),
    password: z.string().optional(),
    blockedPrivileges: blockedRule.default([]),
  })
  .superRefine((v, ctx) => {
    if (v.invite) return;
    const r = passwordRule.safeParse(v.password ?? "");
    if (!r.success) ctx.addIssue({ code: "custom", path: ["password"], message: r.error.issues[0]?.message ?? "" });
  });
export type StaffCreateInput = z.infer<typeof staffCreateInput>;

export const staffPatchInput = z.strictObject({
  name: nameRule.optional(),
  password: passwordRule.optional(),
  blockedPrivileges: blockedRule.optional(),
});
export type StaffPatchInput = z.infer<typeof staffPatchInput>;

export type StaffView = {
  id: number;
  name: string;
  email: string;
  isRoot: boolean;
  blockedPrivileges: number[];
  lastSeenAt: string | null;
  createdAt: string;
};

/** Spec §2.2 user-edit/{type}: "new" creates, a staff id edits. */
export const staffEditPath = (type: number | "new") => `/admin/user-edit/${type}`;
export const STAFF_LIST_PATH = "/admin/user-admin-list";
