// Back-office members and supplier users (spec back-office §2.2 Users, §7 users calls): the
// segmented, searchable, sortable list with counts, the detail with order figures, the edit
// (profile fields, note, supplier flag, block/unblock) and the picker list.

import type { MemberFields, MemberFilter, MemberListRow } from "@db/members";
import type { UserRow } from "@db/schema";
import { taipeiDate, taipeiDayStart } from "../../commerce/orders/time";
import type { AuditTrail } from "../../platform/auditTrail";
import { invalid, notFound } from "../../platform/errors";
import type { StoreScope } from "../../platform/tenancy/scope";
import {
  MEMBER_SEGMENTS,
  type MemberListQuery,
  type MemberPatchInput,
  type MemberSegment,
  SUPPLIER_SEGMENTS,
} from "../../shared/people/members";
import { profileFields } from "../accounts/user";

/** UTC instant at which the current Taipei month began (the "new" segment). */
export function taipeiMonthStart(now = new Date()): string {
  return taipeiDayStart(`${taipeiDate(now).slice(0, 7)}-01`);
}

export function filterOf(q: Pick<MemberListQuery, "filter" | "keyword" | "supplier">, now = new Date()): MemberFilter {
  return {
    segment: q.filter,
    keyword: q.keyword || undefined,
    suppliersOnly: q.supplier === true,
    monthStart: taipeiMonthStart(now),
  };
}

export type MemberPage = {
  items: MemberListRow[];
  total: number;
  offset: number;
  limit: number;
  filter: MemberSegment;
  counts: Record<string, number>;
};

/** How many members the store has: the member list's "all" tab, by the same query. */
export async function memberCount(scope: StoreScope, now = new Date()): Promise<number> {
  const counts = await scope.members.counts(filterOf({ filter: "all" }, now), ["all"]);
  return counts.all ?? 0;
}

export async function listMembers(scope: StoreScope, q: MemberListQuery): Promise<MemberPage> {
  const db = scope.members;
  const f = filterOf(q);
  const segments = q.supplier ? SUPPLIER_SEGMENTS : MEMBER_SEGMENTS;
  const [{ rows, total }, counts] = await Promise.all([
    db.list(f, { key: q.sort, dir: q.dir }, { offset: q.offset, limit: q.limit }),
    db.counts(f, segments),
  ]);
  return { items: rows, total, offset: q.offset, limit: q.limit, filter: q.filter, counts };
}

/** A member as the back office sees it: never the password hash or privileges. */
export function adminMemberOf(u: UserRow) {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    ...profileFields(u),
    avatar: u.avatar,
    createdAt: u.createdAt,
    lastSeenAt: u.lastSeenAt,
    blockedAt: u.blockedAt,
    adminNote: u.adminNote,
    isSupplier: u.isSupplier,
    companyName: u.companyName,
  };
}

/** A member of this store (staff accounts are not members: user-admin-list owns them). */
async function memberRow(scope: StoreScope, id: number): Promise<UserRow> {
  const u = await scope.accounts.findUser(id);
  if (!u || u.isAdmin) throw notFound();
  return u;
}

export async function memberDetail(scope: StoreScope, id: number) {
  const u = await memberRow(scope, id);
  const summary = await scope.members.summary(id);
  return { ...adminMemberOf(u), ...summary };
}

/**
 * The edit: profile fields, note, supplier flag and company, block state. Blocking also ends the
 * member's sessions in the same batch, so a blocked member is signed out everywhere at once.
 */
export async function patchMember(scope: StoreScope, id: number, input: MemberPatchInput, audit: AuditTrail) {
  const u = await memberRow(scope, id);
  const isSupplier = input.isSupplier ?? u.isSupplier;
  const companyName = input.companyName ?? u.companyName;
  if (isSupplier && !companyName) throw invalid([{ path: "companyName", message: "validation.required" }]);
  const now = new Date().toISOString();
  const set: MemberFields = {};
  if (input.name !== undefined) set.name = input.name;
  if (input.phone !== undefined) set.phone = input.phone || null;
  if (input.gender !== undefined) set.gender = input.gender || null;
  if (input.birthday !== undefined) set.birthday = input.birthday || null;
  if (input.adminNote !== undefined) set.adminNote = input.adminNote;
  if (input.isSupplier !== undefined) set.isSupplier = input.isSupplier;
  if (input.companyName !== undefined) set.companyName = input.companyName;
  // Blocking again keeps the first block time; unblocking clears it.
  if (input.blocked !== undefined) set.blockedAt = input.blocked ? (u.blockedAt ?? now) : null;
  const before = {
    name: u.name,
    phone: u.phone,
    gender: u.gender,
    birthday: u.birthday,
    adminNote: u.adminNote,
    isSupplier: u.isSupplier,
    companyName: u.companyName,
    blocked: u.blockedAt !== null,
  };
  const entry = { objectId: id, objectName: u.name, before, after: input };
  await scope.members.patch(id, set, input.blocked === true, [audit.item(entry)], now);
  return memberDetail(scope, id);
}

export async function simpleUsers(scope: StoreScope, keyword: string | undefined, limit: number) {
  return scope.members.simple(keyword || undefined, limit);
}
