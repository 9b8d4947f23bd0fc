import type { branchSettingsOf } from "@db/network/branchSettings";
import type { StoreRow } from "@db/schema";
import { findStore } from "@db/stores";
import type { AuditTrail } from "../../platform/auditTrail";
import { AppError, invalid, notFound } from "../../platform/errors";
import { type StoreScope, scopeWithStore } from "../../platform/tenancy/scope";
import { Code } from "../../shared/codes";
import { LABEL_KEYS, type LabelLocale, labelOverrides } from "../../shared/network/branchLabels";
import { DEFAULT_GRACE_DAYS, DEFAULT_TERM_MONTHS } from "../../shared/network/branchTerm";
import { DEFAULT_POLICY } from "../../shared/storeSettings/defaults";
import {
  type BranchInfo,
  type LabelsInput,
  type OneBranchPatch,
  type Policy,
  policyInput,
  type SettingBranch,
  type SettingBranchPatch,
  settingBranchInput,
} from "./schemas";

// The head store's network settings (policy, settingBranch, custom labels) and each store's own
// branch information. A branch reads its head store's settings and may change only its own info
// (spec §6: branch settings are head-store-only, setting-branch-store is open to both).

const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const str = (v: unknown) => (typeof v === "string" ? v : "");

export function policyOf(store: StoreRow): Policy {
  const r = policyInput.safeParse({ ...DEFAULT_POLICY, ...obj(store.policy) });
  return r.success ? r.data : { ...DEFAULT_POLICY };
}

const PERSONAL_KEYS = ["ifBranchCanCustomizeLogo", "branchNameRemindType"] as const;

export function settingBranchOf(store: StoreRow, fallbackHost = ""): SettingBranch {
  const s = obj(store.settingBranch);
  const defaults: SettingBranch = {
    branchBaseDomain: store.defaultDomain ?? fallbackHost,
    payType: "PAY_BY_HEAD_STORE",
    ifBranchCanCustomizeLogo: false,
    ifMustReviewUserInfo: false,
    branchNameRemindType: "NO_REMIND",
    planTermMonths: DEFAULT_TERM_MONTHS,
    renewalGraceDays: DEFAULT_GRACE_DAYS,
  };
  const picked: Record<string, unknown> = Object.fromEntries(
    Object.keys(defaults)
      .filter((k) => k in s)
      .map((k) => [k, s[k]]),
  );
  // Three of these live elsewhere, each in one place: the review switch is the store column that
  // /api/initial carries, the logo and name-remind switches are personal (theme) settings (spec
  // storefront §3) that setting-style also edits.
  const personal = obj(store.personalSettings);
  picked.ifMustReviewUserInfo = store.ifMustReviewUserInfo;
  for (const k of PERSONAL_KEYS) if (k in personal) picked[k] = personal[k];
  const r = settingBranchInput.safeParse({ ...defaults, ...picked });
  return r.success ? r.data : defaults;
}

export function branchInfoOf(store: StoreRow): BranchInfo {
  const s = obj(store.settingBranch);
  return {
    storeName: store.name,
    phone: str(s.phone),
    email: str(s.email),
    lineId: str(s.lineId),
    introduction: str(s.introduction),
  };
}

/** The stored overrides per language (not the defaults): what the labels form edits. */
export function storedLabels(store: Pick<StoreRow, "labels">): LabelsInput {
  const of = (l: LabelLocale) => labelOverrides(store.labels, l);
  return { "zh-TW": of("zh-TW"), en: of("en") };
}

const isHead = (scope: StoreScope) => scope.headStoreId === scope.storeId;

async function headOf(scope: StoreScope): Promise<StoreRow> {
  if (isHead(scope)) return scope.store;
  const head = await findStore(scope.db, scope.headStoreId);
  if (!head) throw notFound();
  return head;
}

/** GET /api/admin/setting/branch. */
export async function readBranchSetting(scope: StoreScope, host: string) {
  const head = await headOf(scope);
  return {
    isHeadStore: isHead(scope),
    policy: policyOf(head),
    settingBranch: settingBranchOf(head, host),
    labels: storedLabels(head),
    branchInfo: branchInfoOf(scope.store),
    branchCount: isHead(scope) ? await scope.branches.count() : null,
  };
}

/** Keeps the non-empty texts only: an emptied label returns to the spec default. */
function cleanLabels(l: LabelsInput) {
  const pick = (m: Partial<Record<string, string>>) =>
    Object.fromEntries(LABEL_KEYS.filter((k) => m[k]?.trim()).map((k) => [k, (m[k] as string).trim()]));
  return { "zh-TW": pick(l["zh-TW"]), en: pick(l.en) };
}

/** PATCH /api/admin/setting/branch: the head store's parts (head only) and the store's own info. */
export async function patchBranchSetting(scope: StoreScope, body: SettingBranchPatch, host: string, audit: AuditTrail) {
  const networkPart = body.policy || body.settingBranch || body.labels;
  if (networkPart && !isHead(scope)) throw new AppError(Code.NOT_ADMIN, 200, "Only the head store may change this.");
  if (body.policy && body.policy.allowBranchAmount > 0) {
    const live = await scope.branches.count();
    if (body.policy.allowBranchAmount < live)
      throw invalid([{ path: "policy.allowBranchAmount", message: "branchSettings.capBelowCount" }]);
  }
  const before = await readBranchSetting(scope, host);
  const store = scope.store;
  const patch: Parameters<ReturnType<typeof branchSettingsOf>["updateOwn"]>[1] = {};
  let settingBranch = obj(store.settingBranch);
  if (body.policy) patch.policy = { ...obj(store.policy), ...body.policy };
  if (body.settingBranch) {
    const { ifMustReviewUserInfo, ifBranchCanCustomizeLogo, branchNameRemindType, ...rest } = body.settingBranch;
    settingBranch = { ...settingBranch, ...rest };
    patch.ifMustReviewUserInfo = ifMustReviewUserInfo;
    patch.personalSettings = { ...obj(store.personalSettings), ifBranchCanCustomizeLogo, branchNameRemindType };
  }
  if (body.branchInfo) {
    const { storeName, ...rest } = body.branchInfo;
    patch.name = storeName;
    settingBranch = { ...settingBranch, ...rest };
  }
  if (body.settingBranch || body.branchInfo) patch.settingBranch = settingBranch;
  if (body.labels) patch.labels = cleanLabels(body.labels);
  const after = { ...body };
  await scope.branchSettings.updateOwn(scope.storeId, patch, [
    audit.item({ objectId: scope.storeId, objectName: store.name, before, after }),
  ]);
  const updated: StoreRow = { ...store, ...patch } as StoreRow;
  return readBranchSetting(scopeWithStore(scope, updated), host);
}

/** PATCH /api/admin/setting/branch/{id}: one branch of the head store's network. */
export async function patchOneBranch(scope: StoreScope, branchId: number, body: OneBranchPatch, audit: AuditTrail) {
  const branch = await scope.branches.find(branchId);
  if (!branch) throw notFound();
  const patch: Parameters<ReturnType<typeof branchSettingsOf>["updateBranch"]>[1] = {};
  if (body.storeName !== undefined) patch.name = body.storeName;
  if (body.payType) patch.type = `BRANCH_MULTILEVEL_${body.payType}`;
  if (body.trialType) patch.trialType = body.trialType;
  if (body.trialEndsAt !== undefined) patch.trialEndsAt = body.trialEndsAt;
  // A trial type without an end keeps none; NONE and the permanent types clear an old end.
  if (body.trialType && body.trialType !== "BY_VERIFYCODE") patch.trialEndsAt = null;
  const before = oneBranchView(branch);
  await scope.branchSettings.updateBranch(branchId, patch, [
    audit.item({ objectId: branchId, objectName: branch.name, before, after: body }),
  ]);
  return oneBranchView({ ...branch, ...patch } as StoreRow);
}

export function oneBranchView(b: StoreRow) {
  return {
    id: b.id,
    storeName: b.name,
    domainName: b.domainName,
    host: b.defaultDomain,
    payType: b.type === "BRANCH_MULTILEVEL_PAY_BY_SELF" ? "PAY_BY_SELF" : "PAY_BY_HEAD_STORE",
    trialType: b.trialType,
    trialEndsAt: b.trialEndsAt,
    status: b.status,
    auditStatus: b.auditStatus,
    createdAt: b.createdAt,
  };
}

/** GET /api/admin/setting/branch/{id}: for the edit-trial page. */
export async function readOneBranch(scope: StoreScope, branchId: number) {
  const branch = await scope.branches.find(branchId);
  if (!branch) throw notFound();
  return oneBranchView(branch);
}
