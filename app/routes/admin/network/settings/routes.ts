import { type RouteConfigEntry, route } from "@react-router/dev/routes";

// Branch network settings, invitation codes, trials, audit and feedback (issue 13, slice SET),
// spread into the admin layout in app/routes.ts before its catch-all. Files relative to app/.
const DIR = "routes/admin/network/settings";

export const branchSettingRoutes: RouteConfigEntry[] = [
  route("branch-setting/:view", `${DIR}/branch-setting.tsx`),
  route("settingpage/setting-branch-store", `${DIR}/branch-store.tsx`),
  route("branch-invitationcode-list", `${DIR}/invitation-list.tsx`),
  route("edit-invitationcode/:id", `${DIR}/invitation-edit.tsx`),
  route("edit-trial/:id", `${DIR}/trial-edit.tsx`),
  route("branch-audit-list/:display", `${DIR}/audit-list.tsx`),
  route("branch-feedback-list/:view", `${DIR}/feedback-list.tsx`),
  route("settingpage/setting-audit-profile", `${DIR}/audit-profile.tsx`),
];
