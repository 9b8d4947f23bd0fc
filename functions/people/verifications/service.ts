import type { VerificationRow } from "@db/schema";
import type { z } from "zod";
import type { AuditTrail } from "../../platform/auditTrail";
import { AppError, notFound } from "../../platform/errors";
import { parseWith } from "../../platform/http/input";
import type { StoreScope } from "../../platform/tenancy/scope";
import { Code } from "../../shared/codes";
import { type VerificationInput, verificationMerged, type verificationPatch } from "./schemas";
import { type VerificationState, verificationState } from "./state";

// The head store's invitation codes. A code's state is computed (verificationState), never stored.

export function verificationView(v: VerificationRow, now = new Date()) {
  const { storeId: _s, ...rest } = v;
  return { ...rest, state: verificationState(v, now) };
}

const repo = (scope: StoreScope) => scope.networkVerifications;

export async function listVerifications(scope: StoreScope, q: { q?: string; state?: VerificationState }) {
  const now = new Date();
  const rows = (await repo(scope).list(q.q)).map((v) => verificationView(v, now));
  return q.state ? rows.filter((r) => r.state === q.state) : rows;
}

export async function getVerification(scope: StoreScope, id: number) {
  const v = await repo(scope).get(id);
  if (!v) throw notFound();
  return verificationView(v);
}

const codeTaken = () =>
  new AppError(Code.VERIFICATION_CODE_EXISTS, 200, "This invitation code already exists.", [
    { path: "code", message: "verifications.codeTaken" },
  ]);

export async function createVerification(scope: StoreScope, input: VerificationInput, audit: AuditTrail) {
  if (await repo(scope).byCode(input.code)) throw codeTaken();
  const row = await repo(scope).create(input, [audit.item({ created: true, objectName: input.code, after: input })]);
  return verificationView(row);
}

export async function patchVerification(
  scope: StoreScope,
  id: number,
  patch: z.output<typeof verificationPatch>,
  audit: AuditTrail,
) {
  const before = await repo(scope).get(id);
  if (!before) throw notFound();
  // The cross-field rules hold for the merged code, not only for the fields sent.
  parseWith(verificationMerged, { ...before, ...patch });
  if (patch.code && patch.code !== before.code && (await repo(scope).byCode(patch.code))) throw codeTaken();
  const row = await repo(scope).update(id, patch, [
    audit.item({ objectId: id, objectName: before.code, before: verificationView(before), after: patch }),
  ]);
  if (!row) throw notFound();
  return verificationView(row);
}

/** A code someone registered with stays (the branch's report names it): close it instead. */
export async function deleteVerification(scope: StoreScope, id: number, audit: AuditTrail) {
  const before = await repo(scope).get(id);
  if (!before) throw notFound();
  if (before.usedCount > 0)
    throw new AppError(Code.VERIFICATION_IN_USE, 200, "This code was used; close it instead of deleting it.");
  await repo(scope).remove(id, [
    audit.item({ objectId: id, objectName: before.code, before: verificationView(before) }),
  ]);
  return { id };
}
