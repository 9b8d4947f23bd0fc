import { TicketPercent } from "lucide-react";
import { Link } from "react-router";
import { AdminRouteError } from "~/components/admin/AdminPage";
import { adminLoad, adminSend } from "~/components/admin/adminApi";
import { FilterBar, FilterChoice, FilterSearch, ListPage, useRowDelete, useRowFlag } from "~/components/admin/kit";
import { Badge } from "~/components/admin/kit/Badge";
import type { Column } from "~/components/admin/kit/DataTable";
import { DeleteRowButton, EditRowLink } from "~/components/admin/kit/RowActions";
import { Toggle } from "~/components/admin/Toggle";
import { type Locale, useLocale, useT } from "~/i18n";
import { formatTaipei } from "~/lib/taipeiTime";
import { API, PATHS, type Verification } from "./lib/api";

// /admin/branch-invitationcode-list — the head store's invitation codes with their computed state
// (functions/people/verifications/state.ts); ?q= and ?state= filter on the server.

const STATES = ["VALID", "CLOSED", "NOT_STARTED", "EXPIRED", "USED_UP"] as const;
const TONE = {
  VALID: "success",
  CLOSED: "neutral",
  NOT_STARTED: "brand",
  EXPIRED: "warning",
  USED_UP: "warning",
} as const;

export async function clientLoader({ request }: { request: Request }) {
  const p = new URL(request.url).searchParams;
  const q = p.get("q") ?? "";
  const state = (STATES as readonly string[]).includes(p.get("state") ?? "") ? (p.get("state") as string) : "";
  const rows = await adminLoad<Verification[]>(API.verifications, { q: q || undefined, state: state || undefined });
  return { rows, filtered: Boolean(q || state) };
}
export { TableSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

function windowText(v: Verification, locale: Locale, always: string) {
  if (!v.startAt && !v.endAt) return always;
  return `${formatTaipei(v.startAt, locale, false) || "…"} – ${formatTaipei(v.endAt, locale, false) || "…"}`;
}

export default function InvitationList({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const locale = useLocale();
  const { rows, filtered } = loaderData;
  const flag = useRowFlag<Verification>({
    id: (v) => v.id,
    get: (v) => v.isOpen,
    send: (v, on) => adminSend("PATCH", API.verification(v.id), { isOpen: on }),
  });
  const del = useRowDelete<Verification>({
    path: (v) => API.verification(v.id),
    title: (v) => t("verifications.deleteTitle", { code: v.code }),
    body: () => t("verifications.deleteBody"),
    deletedText: () => t("verifications.deleted"),
  });
  const columns: Column<Verification>[] = [
    {
      key: "code",
      header: t("verifications.code"),
      primary: true,
      cell: (v) => (
        <div className="flex flex-wrap items-center gap-2">
          <Link to={PATHS.code(v.id)} className="font-mono font-medium hover:text-brand-700 hover:underline">
            {v.code}
          </Link>
          <Badge tone={TONE[v.state]}>{t(`verifications.state.${v.state}`)}</Badge>
        </div>
      ),
    },
    { key: "name", header: t("verifications.name"), cell: (v) => v.name },
    {
      key: "trial",
      header: t("verifications.trial"),
      cell: (v) =>
        v.trialType === "BY_VERIFYCODE"
          ? t("verifications.lengthOf", { n: v.trialLength, unit: t(`verifications.unit.${v.trialUnit}`) })
          : t(`trial.${v.trialType}`),
    },
    {
      key: "uses",
      header: t("verifications.uses"),
      align: "right",
      cell: (v) => (
        <span className="tabular-nums">
          {t("verifications.usesOf", { used: v.usedCount, max: v.maxUses || t("verifications.unlimited") })}
        </span>
      ),
    },
    {
      key: "window",
      header: t("verifications.window"),
      hideOnMobile: true,
      cell: (v) => windowText(v, locale, t("verifications.always")),
    },
    {
      key: "open",
      header: t("verifications.isOpen"),
      cell: (v) => (
        <Toggle
          checked={flag.value(v)}
          onChange={(on) => void flag.set(v, on)}
          label={`${t("verifications.isOpen")} ${v.code}`}
          hideLabel
          testId={`code-open-${v.code}`}
        />
      ),
    },
  ];
  return (
    <ListPage
      title={t("verifications.title")}
      description={t("verifications.description")}
      create={{ to: PATHS.code("0"), label: t("verifications.create"), testId: "add-invitation-code" }}
      filters={
        <FilterBar>
          <FilterSearch label={t("verifications.search")} />
          <FilterChoice
            name="state"
            label={t("verifications.stateFilter")}
            options={[
              { value: "", label: t("verifications.state.all") },
              ...STATES.map((s) => ({ value: s, label: t(`verifications.state.${s}`) })),
            ]}
          />
        </FilterBar>
      }
      columns={columns}
      rows={rows}
      rowKey={(v) => v.id}
      rowLabel={(v) => v.code}
      rowTestId={(v) => `code-row-${v.code}`}
      rowActions={(v) => (
        <>
          <EditRowLink to={PATHS.code(v.id)} name={v.code} />
          <DeleteRowButton name={v.code} onClick={() => del.ask(v)} />
        </>
      )}
      pageSize={20}
      empty={{
        icon: <TicketPercent size={36} aria-hidden />,
        title: t("verifications.emptyTitle"),
        body: t("verifications.emptyBody"),
        filteredTitle: t("verifications.emptyFiltered"),
      }}
      filtered={filtered}
      clearFiltersTo={PATHS.codes}
    >
      {del.dialog}
    </ListPage>
  );
}
