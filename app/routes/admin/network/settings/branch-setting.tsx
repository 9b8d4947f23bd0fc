import type { ProfitOptions } from "@functions/shared/network/branchPricing";
import { adminLoad } from "~/components/admin/adminApi";
import { SettingsError, SettingsLoading } from "~/components/admin/kit";
import { API, type BranchSettingData } from "./lib/api";
import { InfoView } from "./lib/InfoView";
import { LabelsView } from "./lib/LabelsView";
import { PolicyView } from "./lib/PolicyView";
import { ProfitView } from "./lib/ProfitView";
import { VIEWS, type View } from "./lib/SettingViews";

// /admin/branch-setting/:view — the head store's network settings (issue 13 §1, §4): info
// (defaults of new branches), policy, custom labels (GET/PATCH /api/admin/setting/branch) and the
// branches' price options (GET/PATCH /api/admin/product/multilevelBranch/profitOptions).

export async function clientLoader({ params }: { params: Record<string, string | undefined> }) {
  const view = (VIEWS as readonly string[]).includes(params.view ?? "") ? (params.view as View) : "info";
  const [data, options] = await Promise.all([
    adminLoad<BranchSettingData>(API.setting),
    view === "profit" ? adminLoad<ProfitOptions>(API.profitOptions) : null,
  ]);
  return { view, data, options };
}
export function HydrateFallback() {
  return <SettingsLoading pageId="branch-setting" />;
}
export const ErrorBoundary = SettingsError;

export default function BranchSetting({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const { view, data, options } = loaderData;
  // Each view keeps its own form: a key per view resets it when the tab changes.
  if (view === "policy") return <PolicyView key="policy" data={data} />;
  if (view === "labels") return <LabelsView key="labels" data={data} />;
  if (view === "profit" && options) return <ProfitView key="profit" options={options} />;
  return <InfoView key="info" data={data} />;
}
