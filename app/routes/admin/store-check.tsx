import type { StoreCheckItem } from "@functions/store/storeCheck";
import { storeCheck } from "@functions/store/storeCheck";
import { AlertTriangle, CheckCircle2, ChevronRight, CircleDashed } from "lucide-react";
import { Link } from "react-router";
import { AdminPage, AdminRouteError } from "../../components/admin/AdminPage";
import { Badge } from "../../components/admin/kit/Badge";
import { Card, cx, EmptyState } from "../../components/ui";
import { useT } from "../../i18n";
import { activeUser, scopeOf } from "../../lib/context.server";
import type { Route } from "./+types/store-check";

// /admin/test — the store check (spec §2.2 "Other" lists the path without a purpose): whether the
// store can take orders today, each item linking to the page that fixes it.

export async function loader({ context }: Route.LoaderArgs) {
  const session = activeUser(context);
  return storeCheck(scopeOf(context), {
    blockedPrivileges: session?.user.blockedPrivileges ?? [],
    isRoot: session?.user.isRoot ?? false,
  });
}

export const ErrorBoundary = AdminRouteError;

function ItemRow({ item }: { item: StoreCheckItem }) {
  const t = useT();
  const Icon = item.ok ? CheckCircle2 : item.level === "required" ? AlertTriangle : CircleDashed;
  return (
    <li className="flex items-start gap-3 p-4" data-testid={`check-${item.key}`} data-ok={item.ok}>
      <Icon
        size={22}
        aria-hidden
        className={cx(
          "mt-0.5 shrink-0",
          item.ok ? "text-success" : item.level === "required" ? "text-danger" : "text-muted",
        )}
      />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {t(`storeCheck.${item.key}`)}
          <Badge tone={item.ok ? "success" : item.level === "required" ? "danger" : "neutral"}>
            {item.ok ? t("storeCheck.done") : t(`storeCheck.${item.level}`)}
          </Badge>
        </p>
        <p className="mt-0.5 text-sm text-muted">
          {item.ok ? t(`storeCheck.${item.key}.ok`, { n: item.count }) : t(`storeCheck.${item.key}.todo`)}
        </p>
      </div>
      <Link
        to={item.path}
        className={cx(
          "inline-flex h-10 shrink-0 items-center gap-1 rounded-lg px-3 text-sm font-medium",
          item.ok ? "text-brand-700 hover:bg-brand-50" : "bg-brand-600 text-white hover:bg-brand-700",
        )}
      >
        {item.ok ? t("storeCheck.review") : t("storeCheck.fix")}
        <ChevronRight size={16} aria-hidden />
      </Link>
    </li>
  );
}

export default function StoreCheck({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { items, ready } = loaderData;
  const missing = items.filter((i) => i.level === "required" && !i.ok).length;
  return (
    <AdminPage title={t("storeCheck.title")} description={t("storeCheck.description")} narrow testId="store-check">
      {items.length === 0 ? (
        <Card>
          <EmptyState
            icon={<CheckCircle2 size={36} aria-hidden />}
            title={t("storeCheck.title")}
            body={t("storeCheck.nothing")}
          />
        </Card>
      ) : (
        <>
          <Card
            className={cx(
              "mb-4 flex items-start gap-3 p-4",
              ready ? "border-success/30 bg-success/5" : "border-danger/30 bg-danger/5",
            )}
            data-testid="check-summary"
            data-ready={ready}
          >
            {ready ? (
              <CheckCircle2 size={24} className="shrink-0 text-success" aria-hidden />
            ) : (
              <AlertTriangle size={24} className="shrink-0 text-danger" aria-hidden />
            )}
            <div>
              <p className="font-semibold">
                {ready ? t("storeCheck.ready") : t("storeCheck.notReady", { n: missing })}
              </p>
              <p className="mt-0.5 text-sm text-muted">
                {ready ? t("storeCheck.readyBody") : t("storeCheck.notReadyBody")}
              </p>
            </div>
          </Card>
          <Card>
            <ul className="divide-y divide-line">
              {items.map((i) => (
                <ItemRow key={i.key} item={i} />
              ))}
            </ul>
          </Card>
        </>
      )}
    </AdminPage>
  );
}
