import type { BranchInfo, LabelsInput, Policy, SettingBranch } from "@functions/network/settings/schemas";
import type { VerificationState } from "@functions/people/verifications/state";
import type { reviewView } from "@functions/store/account/service";

// Paths and payload types of the branch-settings pages (functions/branchSettings,
// functions/verifications). Payloads are the API's; the pages import only types from functions/.

export const API = {
  setting: "/api/admin/setting/branch",
  profitOptions: "/api/admin/product/multilevelBranch/profitOptions",
  oneBranch: (id: number) => `/api/admin/setting/branch/${id}`,
  verifications: "/api/admin/verifications",
  verification: (id: number) => `/api/admin/verifications/${id}`,
  audits: "/api/admin/branch/audits",
  audit: (id: number) => `/api/admin/branch/audits/${id}`,
  auditProfile: "/api/admin/branch/auditProfile",
  notices: "/api/admin/branch/notices",
};

export const PATHS = {
  setting: (view: string) => `/admin/branch-setting/${view}`,
  codes: "/admin/branch-invitationcode-list",
  code: (id: number | "0") => `/admin/edit-invitationcode/${id}`,
  trial: (id: number) => `/admin/edit-trial/${id}`,
  downlines: "/admin/branch-downlinelist",
  audits: (display: string) => `/admin/branch-audit-list/${display}`,
  auditProfile: "/admin/settingpage/setting-audit-profile",
};

export const DISPLAYS = ["pending", "approved", "denied"] as const;
export type Display = (typeof DISPLAYS)[number];

export type AuditRow = {
  id: number;
  storeName: string;
  domainName: string | null;
  host: string | null;
  auditStatus: string;
  createdAt: string;
  ownerName: string | null;
  phone: string | null;
  email: string | null;
  companyName: string | null;
  address: string | null;
  submittedAt: string | null;
};

export type AuditProfile = {
  auditStatus: "UNAUDITED" | "NORMAL" | "DENY";
  mustReview: boolean;
  askProfile: boolean;
  profile: ReturnType<typeof reviewView>;
  notices: { id: number; type: string; message: string; createdAt: string }[];
};

export type BranchSettingData = {
  isHeadStore: boolean;
  policy: Policy;
  settingBranch: SettingBranch;
  labels: LabelsInput;
  branchInfo: BranchInfo;
  branchCount: number | null;
};

export type Verification = {
  id: number;
  code: string;
  name: string;
  trialType: string;
  trialLength: number;
  trialUnit: "DAY" | "MONTH";
  startAt: string | null;
  endAt: string | null;
  maxUses: number;
  usedCount: number;
  isOpen: boolean;
  state: VerificationState;
  createdAt: string;
};

export type OneBranch = {
  id: number;
  storeName: string;
  domainName: string | null;
  host: string | null;
  payType: "PAY_BY_HEAD_STORE" | "PAY_BY_SELF";
  trialType: string;
  trialEndsAt: string | null;
  status: string;
  auditStatus: string;
};
