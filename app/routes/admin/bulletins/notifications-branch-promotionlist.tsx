import { isBranchType } from "@functions/shared/constants";
import { Tag } from "lucide-react";
import { AdminRouteError } from "~/components/admin/AdminPage";
import { adminLoad } from "~/components/admin/adminApi";
import { Badge, ListPage } from "~/components/admin/kit";
import type { Column } from "~/components/admin/kit/DataTable";
import { listOf } from "~/components/admin/loaderData";
import { useLocale, useT } from "~/i18n";
import { formatTaipei } from "~/lib/taipeiTime";
import { useRoot } from "~/lib/useRoot";
import type { AdminPromotion } from "../promotions/lib";
import { summaryOf, windowOf } from "../promotions/summary";
import { STATUS_TONE } from "../promotions/ui";
import { BULLETIN_API } from "./lib/api";
import { BranchOnly } from "./lib/BranchOnly";

// /admin/notifications-branch-promotionlist — a branch sees the promotions its head store runs or
// is about to run (they apply to the branch's sales too): GET /api/admin/promotions answers a
// branch with the head store's open ones (commerce/promotions/service.ts). Read-only here.

export async function clientLoader() {
  return { items: listOf<AdminPromotion>(await adminLoad<unknown>(BULLETIN_API.promotions)) };
}
export { TableSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function BranchPromotions({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const locale = useLocale();
  const { store } = useRoot();
  const title = t("notices.promotionsTitle");
  if (!isBranchType(store.storeType))
    return (
      <BranchOnly
        title={title}
        body={t("notices.promotionsBranchOnlyBody")}
        to={{ path: "/admin/settingpage/setting-promotion-list/promotion", label: t("notices.toPromotions") }}
        testId="branch-promotions"
      />
    );

  const period = (p: AdminPromotion) => {
    const w = windowOf(p);
    if (!w) return t("adminPromotions.noTimeLimit");
    if (!w.start) return t("adminPromotions.until", { end: formatTaipei(w.end, locale) });
    if (!w.end) return t("adminPromotions.from", { start: formatTaipei(w.start, locale) });
    return `${formatTaipei(w.start, locale)} ~ ${formatTaipei(w.end, locale)}`;
  };
  const columns: Column<AdminPromotion>[] = [
    {
      key: "name",
      header: t("notices.promotionName"),
      primary: true,
      cell: (p) => (
        <div className="min-w-0">
          <p className="font-medium">{p.name}</p>
          {p.description && <p className="mt-0.5 text-sm text-muted">{p.description}</p>}
        </div>
      ),
    },
    {
      key: "conditions",
      header: t("notices.conditions"),
      cell: (p) => (
        <ul className="text-sm">
          {summaryOf(p).map((s) => (
            <li key={s.key + JSON.stringify(s.vars ?? {})}>{t(s.key, s.vars)}</li>
          ))}
        </ul>
      ),
    },
    { key: "period", header: t("notices.promotionPeriod"), cell: (p) => <span className="text-sm">{period(p)}</span> },
    {
      key: "status",
      header: t("notices.promotionStatus"),
      cell: (p) => <Badge tone={STATUS_TONE[p.status]}>{t(p.statusKey)}</Badge>,
    },
  ];
  return (
    <ListPage
      title={title}
      description={t("notices.promotionsDescription")}
      breadcrumbs={[{ label: t("notices.notifications") }, { label: title }]}
      testId="branch-promotions"
      columns={columns}
      rows={loaderData.items}
      rowKey={(p) => p.id}
      rowLabel={(p) => p.name}
      rowTestId={(p) => `branch-promotion-row-${p.id}`}
      pageSize={20}
      empty={{
        icon: <Tag size={36} aria-hidden />,
        title: t("notices.promotionsEmptyTitle"),
        body: t("notices.promotionsEmptyBody"),
      }}
    />
  );
}
