import "~/i18n/areas/network/branchRenewal";
import { Link } from "react-router";
import { Badge } from "~/components/admin/kit/Badge";
import type { Column } from "~/components/admin/kit/DataTable";
import { taipei } from "~/components/orders/format";
import type { Locale, useT } from "~/i18n";
import { BRANCH_PATHS, type BranchRow } from "./api";
import type { NetworkLabel } from "./labels";

// The downline list's columns (downline list, proxy list, delete page): one set, phone cards first.

const statusTone = (s: string) => (s === "NORMAL" ? "success" : s === "CLOSE_STORE_UNPAID" ? "warning" : "danger");
const auditTone = (s: string) => (s === "NORMAL" ? "success" : s === "DENY" ? "danger" : "warning");

export const onTrial = (b: Pick<BranchRow, "trialEndsAt">, now = Date.now()) =>
  b.trialEndsAt !== null && new Date(b.trialEndsAt).getTime() > now;

/** A branch's name over its host: the list's title cell (a link where it opens something). */
export function BranchName({
  b,
  to,
}: {
  b: { id: number; name: string; hostname: string | null; domainName: string };
  to?: string;
}) {
  return (
    <div className="min-w-0">
      {to ? (
        <Link to={to} className="font-medium hover:text-brand-700 hover:underline" data-testid={`branch-link-${b.id}`}>
          {b.name}
        </Link>
      ) : (
        <span className="font-medium">{b.name}</span>
      )}
      <p className="truncate text-sm text-muted">{b.hostname ?? b.domainName}</p>
    </div>
  );
}

export function branchColumns(
  t: ReturnType<typeof useT>,
  locale: Locale,
  label: (k: NetworkLabel) => string,
  linkDownline: boolean,
): Column<BranchRow>[] {
  return [
    {
      key: "name",
      header: label("branchNameLabel"),
      primary: true,
      cell: (b) => <BranchName b={b} to={linkDownline && b.teamSize > 0 ? BRANCH_PATHS.proxy(b.id) : undefined} />,
    },
    {
      key: "owner",
      header: t("branches.col.owner"),
      cell: (b) => (
        <div className="min-w-0 text-sm">
          <p>{b.ownerName ?? "—"}</p>
          <p className="truncate text-muted">{b.ownerEmail ?? ""}</p>
        </div>
      ),
    },
    {
      key: "level",
      header: t("branches.col.level"),
      align: "right",
      cell: (b) => <span className="whitespace-nowrap tabular-nums">{t("branches.levelN", { n: b.level })}</span>,
    },
    {
      key: "introducer",
      header: label("introducerLabel"),
      cell: (b) => <span className="text-sm">{b.introducerName ?? "—"}</span>,
    },
    {
      key: "team",
      header: label("teamLabel"),
      align: "right",
      hideOnMobile: true,
      cell: (b) => (
        <span className="text-sm whitespace-nowrap tabular-nums">
          {t("branches.teamCount", { first: b.childCount, all: b.teamSize })}
        </span>
      ),
    },
    {
      key: "state",
      header: t("branches.col.status"),
      media: true,
      cell: (b) => (
        <span className="flex flex-wrap gap-1">
          <Badge tone={statusTone(b.status)}>{t(`storeStatus.${b.status}`)}</Badge>
          {b.auditStatus !== "NORMAL" && (
            <Badge tone={auditTone(b.auditStatus)}>{t(`branches.audit.${b.auditStatus}`)}</Badge>
          )}
          {onTrial(b) && <Badge tone="brand">{t("branches.onTrial")}</Badge>}
        </span>
      ),
    },
    {
      key: "planEnds",
      header: t("ren.col.planEnds"),
      hideOnMobile: true,
      cell: (b) => (
        <span className="text-sm whitespace-nowrap" data-testid={`plan-ends-${b.id}`}>
          {b.planEndsAt ? taipei(b.planEndsAt, locale, false) : t("ren.status.never")}
        </span>
      ),
    },
    ...storeColumns<BranchRow>(t, locale),
  ];
}

/** Type and opening date: the columns every branch list (live or deleted) shows last. */
export function storeColumns<T extends { type: string; createdAt: string }>(
  t: ReturnType<typeof useT>,
  locale: Locale,
): Column<T>[] {
  return [
    {
      key: "type",
      header: t("branches.col.type"),
      hideOnMobile: true,
      cell: (b) => <span className="text-sm">{t(`storeType.${b.type}`)}</span>,
    },
    {
      key: "createdAt",
      header: t("branches.col.createdAt"),
      cell: (b) => <span className="text-sm whitespace-nowrap">{taipei(b.createdAt, locale, false)}</span>,
    },
  ];
}
