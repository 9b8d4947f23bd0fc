import { Plus, Sparkles } from "lucide-react";
import { useState } from "react";
import { Link, useLocation, useNavigate, useRevalidator } from "react-router";
import { AdminPage, AdminRouteError } from "../../../components/admin/AdminPage";
import { adminSend, failureKey } from "../../../components/admin/adminApi";
import { ConfirmDialog } from "../../../components/admin/ConfirmDialog";
import { type Column, DataTable } from "../../../components/admin/DataTable";
import { Badge, FilterSelect } from "../../../components/admin/FormBits";
import { flash } from "../../../components/admin/flash";
import { DeleteRowButton, EditRowLink } from "../../../components/admin/RowActions";
import { StatusTabs } from "../../../components/admin/StatusTabs";
import { Toggle } from "../../../components/admin/Toggle";
import { EmptyState, LinkButton } from "../../../components/ui";
import { formatDateTime, useLocale, useT } from "../../../i18n";
import { type AdminTopic, loadTopics, PATHS } from "./lib/api";
import { type Display, displayOf, displayQuery } from "./lib/filters";
import { Thumb } from "./lib/ProductPicker";
import { topicEditPath, topicListPath } from "./lib/paths";

// /admin/store-topic-list?isDisplay=1|2|3&showing=1|2|4 — product topics (spec back-office §2.2).
// showing: the spec's bit flags PENDING=1, ON_GOING=2, FINISHED=4; absent = every period.

const SHOWING = [
  { value: "", key: "topic.showingAll" },
  { value: "1", key: "topic.PENDING" },
  { value: "2", key: "topic.ON_GOING" },
  { value: "4", key: "topic.FINISHED" },
];

function queryOf(search: string): { display: Display; showing?: number } {
  const sp = new URLSearchParams(search);
  const s = Number(sp.get("showing"));
  return { display: displayOf(sp.get("isDisplay")), showing: s >= 1 && s <= 7 ? s : undefined };
}

export async function clientLoader({ request }: { request: Request }) {
  const q = queryOf(new URL(request.url).search);
  const [topics, all] = await Promise.all([
    loadTopics({ isDisplay: displayQuery(q.display), showing: q.showing }),
    loadTopics({ showing: q.showing }),
  ]);
  return {
    topics,
    counts: {
      "1": all.filter((x) => x.isDisplay).length,
      "2": all.filter((x) => !x.isDisplay).length,
      "3": all.length,
    },
  };
}
export { TableSkeleton as HydrateFallback } from "../../../components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function TopicList({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const { revalidate, state } = useRevalidator();
  const q = queryOf(location.search);
  const { topics, counts } = loaderData;
  const [overrides, setOverrides] = useState<Record<number, boolean>>({});
  const [toDelete, setToDelete] = useState<AdminTopic | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = (x: AdminTopic) => overrides[x.id] ?? x.isDisplay;

  async function setDisplay(x: AdminTopic, on: boolean) {
    setOverrides((o) => ({ ...o, [x.id]: on }));
    const r = await adminSend("PATCH", PATHS.topic(x.id), { isDisplay: on });
    if (!r.ok) {
      setOverrides((o) => ({ ...o, [x.id]: x.isDisplay }));
      return flash.error(t(failureKey(r)));
    }
    flash.success(t("adminUi.saved"));
    revalidate();
  }
  async function remove() {
    if (!toDelete) return;
    setBusy(true);
    const r = await adminSend("DELETE", PATHS.topic(toDelete.id));
    setBusy(false);
    setToDelete(null);
    if (!r.ok) return flash.error(t(failureKey(r)));
    flash.success(t("adminUi.deleted"));
    revalidate();
  }
  const period = (x: AdminTopic) =>
    x.startAt || x.endAt
      ? `${x.startAt ? formatDateTime(x.startAt, locale) : "…"} – ${x.endAt ? formatDateTime(x.endAt, locale) : "…"}`
      : t("topic.always");

  const columns: Column<AdminTopic>[] = [
    {
      key: "image",
      header: <span className="sr-only">{t("pl.image")}</span>,
      media: true,
      width: "w-16",
      cell: (x) => <Thumb media={x.media} />,
    },
    {
      key: "name",
      header: t("topic.name"),
      primary: true,
      cell: (x) => (
        <Link to={topicEditPath(x.id)} className="font-medium hover:text-brand-700 hover:underline">
          {x.name}
        </Link>
      ),
    },
    { key: "period", header: t("topic.period"), cell: (x) => <span className="text-sm">{period(x)}</span> },
    {
      key: "showing",
      header: t("topic.showing"),
      cell: (x) => (
        <Badge tone={x.showing === "ON_GOING" ? "success" : x.showing === "PENDING" ? "brand" : "neutral"}>
          {t(`topic.${x.showing}`)}
        </Badge>
      ),
    },
    {
      key: "products",
      header: t("cat.productCount"),
      align: "right",
      cell: (x) => <span className="tabular-nums">{x.productCount}</span>,
    },
    {
      key: "display",
      header: t("cat.display"),
      cell: (x) => (
        <Toggle
          checked={shown(x)}
          onChange={(on) => void setDisplay(x, on)}
          label={t("cat.displayOf", { name: x.name })}
          hideLabel
        />
      ),
    },
  ];
  return (
    <AdminPage
      title={t("topic.title")}
      description={t("topic.hint")}
      actions={
        <LinkButton to={topicEditPath("0")}>
          <Plus size={18} aria-hidden /> {t("topic.add")}
        </LinkButton>
      }
      toolbar={
        <div className="flex flex-wrap items-center gap-2">
          <StatusTabs
            label={t("cat.displayFilter")}
            active={q.display}
            tabs={(["1", "2", "3"] as const).map((d) => ({
              key: d,
              label: t(d === "1" ? "cat.shown" : d === "2" ? "cat.hidden" : "cat.all"),
              to: topicListPath(d, q.showing),
              count: counts[d],
            }))}
          />
          <div className="w-full min-[734px]:w-56">
            <FilterSelect
              label={t("topic.showing")}
              value={q.showing ? String(q.showing) : ""}
              onChange={(v) => navigate(topicListPath(q.display, Number(v) || undefined))}
              options={SHOWING.map((s) => ({ value: s.value, label: t(s.key) }))}
            />
          </div>
        </div>
      }
    >
      <DataTable
        caption={t("topic.title")}
        columns={columns}
        rows={topics}
        rowKey={(x) => x.id}
        loading={state === "loading"}
        rowActions={(x) => (
          <>
            <EditRowLink to={topicEditPath(x.id)} name={x.name} />
            <DeleteRowButton name={x.name} onClick={() => setToDelete(x)} />
          </>
        )}
        empty={
          <EmptyState
            icon={<Sparkles size={36} aria-hidden />}
            title={counts["3"] ? t("topic.emptyFiltered") : t("topic.emptyTitle")}
            body={counts["3"] ? undefined : t("topic.emptyBody")}
            action={
              counts["3"] ? undefined : (
                <LinkButton to={topicEditPath("0")}>
                  <Plus size={18} aria-hidden /> {t("topic.add")}
                </LinkButton>
              )
            }
          />
        }
      />
      {toDelete && (
        <ConfirmDialog
          title={t("topic.deleteTitle", { name: toDelete.name })}
          body={t("topic.deleteBody", { count: toDelete.productCount })}
          confirmLabel={t("adminUi.delete")}
          busy={busy}
          onConfirm={() => void remove()}
          onCancel={() => setToDelete(null)}
        />
      )}
    </AdminPage>
  );
}
