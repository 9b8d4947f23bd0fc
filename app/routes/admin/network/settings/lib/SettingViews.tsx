import type { ReactNode } from "react";
import { SettingsPage } from "~/components/admin/kit";
import { StatusTabs } from "~/components/admin/StatusTabs";
import "~/i18n/areas/network/branchAdminForms";
import { useT } from "~/i18n";
import { PATHS } from "./api";

export const VIEWS = ["info", "policy", "labels", "profit"] as const;
export type View = (typeof VIEWS)[number];

/** The branch-setting page around one view: title, the view tabs (each a URL) and its save bar. */
export function SettingViewPage({
  view,
  save,
  children,
}: {
  view: View;
  save: Parameters<typeof SettingsPage>[0]["save"];
  children: ReactNode;
}) {
  const t = useT();
  return (
    <SettingsPage
      pageId={`branch-setting-${view}`}
      title={t("branchSettings.title")}
      description={t("branchSettings.description")}
      crumbs={[t("branchSettings.crumb")]}
      save={save}
    >
      <StatusTabs
        label={t("branchSettings.views")}
        active={view}
        tabs={VIEWS.map((v) => ({
          key: v,
          label: t(v === "profit" ? "baf.view.profit" : `branchSettings.view.${v}`),
          to: PATHS.setting(v),
        }))}
      />
      {children}
    </SettingsPage>
  );
}
