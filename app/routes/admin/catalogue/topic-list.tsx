import { Sparkles } from "lucide-react";
import { Link, useLocation } from "react-router";
import { AdminRouteError } from "~/components/admin/AdminPage";
import { adminSend } from "~/components/admin/adminApi";
import { FilterBar, FilterChoice, ListPage, useRowDelete, useRowFlag } from "~/components/admin/kit";
import { Badge } from "~/components/admin/kit/Badge";
import type { Column } from "~/components/admin/kit/DataTable";
import { DeleteRowButton, EditRowLink } from "~/components/admin/kit/RowActions";
import { Toggle } from "~/components/admin/Toggle";
import { useLocale, useT } from "~/i18n";
import { formatTaipei } from "~/lib/taipeiTime";
import { type AdminTopic, loadTopics, PATHS } from "./lib/api";
import { displayTabs } from "./lib/displayTabs";
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
export { TableSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function TopicList({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const locale = useLocale();
  const q = queryOf(useLocation().search);
  const { topics, counts } = loaderData;
  const flag = useRowFlag<AdminTopic>({
    id: (x) => x.id,
    get: (x) => x.isDisplay,
    send: (x, on) => adminSend("PATCH", PATHS.topic(x.id), { isDisplay: on }),
  });
  const del = useRowDelete<AdminTopic>({
    path: (x) => PATHS.topic(x.id),
    title: (x) => t("topic.deleteTitle", { name: x.name }),
    body: (x) => t("topic.deleteBody", { count: x.productCount }),
  });
  const period = (x: AdminTopic) =>
    x.startAt || x.endAt
      ? `${x.startAt ? formatTaipei(x.startAt, locale, false) : "…"} – ${x.endAt ? formatTaipei(x.endAt, locale, false) : "…"}`
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
      sortable: true,
      sortValue: (x) => x.name,
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
      sortable: true,
      sortValue: (x) => x.productCount,
      cell: (x) => <span className="tabular-nums">{x.productCount}</span>,
    },
    {
      key: "display",
      header: t("cat.display"),
      cell: (x) => (
        <Toggle
          checked={flag.value(x)}
          onChange={(on) => void flag.set(x, on)}
          label={t("cat.displayOf", { name: x.name })}
          hideLabel
        />
      ),
    },
  ];
  return (
    <ListPage
      title={t("topic.title")}
      description={t("topic.hint")}
      create={{ to: topicEditPath("0"), label: t("topic.add") }}
      tabs={displayTabs(
        t,
        q.display,
        (d) => topicListPath(d, q.showing),
        (d) => counts[d],
      )}
      filters={
        <FilterBar className="min-[734px]:max-w-56">
          <FilterChoice
            name="showing"
            label={t("topic.showing")}
            options={SHOWING.map((s) => ({ value: s.value, label: t(s.key) }))}
          />
        </FilterBar>
      }
      columns={columns}
      rows={topics}
      rowKey={(x) => x.id}
      rowLabel={(x) => x.name}
      rowActions={(x) => (
        <>
          <EditRowLink to={topicEditPath(x.id)} name={x.name} />
          <DeleteRowButton name={x.name} onClick={() => del.ask(x)} />
        </>
      )}
      empty={{
        icon: <Sparkles size={36} aria-hidden />,
        title: t("topic.emptyTitle"),
        body: t("topic.emptyBody"),
        filteredTitle: t("topic.emptyFiltered"),
      }}
      filtered={counts["3"] > 0 || Boolean(q.showing)}
      clearFiltersTo={topicListPath()}
    >
      {del.dialog}
    </ListPage>
  );
}
