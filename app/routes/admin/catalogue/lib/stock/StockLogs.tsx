import { History } from "lucide-react";
import { Link } from "react-router";
import { DateInput, useListLoading } from "~/components/admin/kit";
import { Badge } from "~/components/admin/kit/Badge";
import { type Column, DataTable } from "~/components/admin/kit/DataTable";
import { Button, cx, EmptyState } from "~/components/ui";
import { useLocale, useT } from "~/i18n";
import { formatTaipei } from "~/lib/taipeiTime";
import { productEditPath } from "../paths";
import type { StockLogEntry } from "../product";
import { REASONS, type StockQuery } from "./stockQuery";

/** The stock history (?view=logs): who changed which line's stock, when, why. */
export function StockLogs({ logs }: { logs: StockLogEntry[] }) {
  const t = useT();
  const locale = useLocale();
  const loading = useListLoading();
  const logColumns: Column<StockLogEntry>[] = [
    {
      key: "time",
      header: t("stock.time"),
      cell: (l) => <span className="text-sm whitespace-nowrap">{formatTaipei(l.createdAt, locale)}</span>,
    },
    {
      key: "product",
      header: t("pl.name"),
      primary: true,
      cell: (l) =>
        l.productName ? (
          <Link to={productEditPath(l.productId)} className="hover:underline">
            {l.productName}
            {l.spec ? <span className="text-muted"> · {l.spec}</span> : null}
          </Link>
        ) : (
          <span className="text-muted">{t("stock.deletedProduct")}</span>
        ),
    },
    {
      key: "change",
      header: t("stock.change"),
      align: "right",
      cell: (l) => (
        <span
          className={cx("font-medium tabular-nums", l.change > 0 ? "text-success" : l.change < 0 ? "text-danger" : "")}
        >
          {l.change > 0 ? `+${l.change}` : l.change}
        </span>
      ),
    },
    {
      key: "after",
      header: t("stock.after"),
      align: "right",
      cell: (l) => <span className="tabular-nums">{l.after}</span>,
    },
    { key: "reason", header: t("stock.reason"), cell: (l) => <Badge>{t(`stock.reason.${l.reason}`)}</Badge> },
    { key: "user", header: t("stock.user"), cell: (l) => <span className="text-sm">{l.userName ?? "—"}</span> },
  ];

  return (
    <DataTable
      caption={t("stock.viewLogs")}
      columns={logColumns}
      rows={logs}
      rowKey={(l) => l.id}
      loading={loading}
      empty={<EmptyState icon={<History size={36} aria-hidden />} title={t("stock.noLogs")} />}
    />
  );
}

/** The history's filters: reason and a date range, applied together. */
export function StockLogFilters({
  q,
  allHref,
  onApply,
}: {
  q: StockQuery;
  allHref: string;
  onApply: (f: { reason: string; from: string; to: string }) => void;
}) {
  const t = useT();
  return (
    <form
      className="grid grid-cols-2 gap-2 min-[734px]:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto]"
      onSubmit={(e) => {
        e.preventDefault();
        const fd = new FormData(e.currentTarget);
        onApply({
          reason: String(fd.get("reason") || ""),
          from: String(fd.get("from") || ""),
          to: String(fd.get("to") || ""),
        });
      }}
    >
      <label className="col-span-2 flex flex-col gap-1 text-sm min-[734px]:col-span-1">
        <span className="text-muted">{t("stock.reason")}</span>
        <select
          name="reason"
          defaultValue={q.reason ?? ""}
          className="h-10 rounded-lg border border-line bg-white px-2.5 text-[15px]"
        >
          <option value="">{t("stock.anyReason")}</option>
          {REASONS.map((r) => (
            <option key={r} value={r}>
              {t(`stock.reason.${r}`)}
            </option>
          ))}
        </select>
      </label>
      {(["from", "to"] as const).map((k) => (
        // A date a row each on a phone: half its width cuts "2026年12月28日".
        <div key={k} className="col-span-2 flex min-w-0 flex-col gap-1 text-sm min-[734px]:col-span-1">
          <span id={`stock-${k}-label`} className="text-muted">
            {t(`stock.${k}`)}
          </span>
          <DateInput
            name={k}
            label={t(`stock.${k}`)}
            labelledBy={`stock-${k}-label`}
            defaultValue={q[k]}
            empty={t("adminUi.anyDate")}
            testId={`stock-${k}`}
            className="h-10"
          />
        </div>
      ))}
      <Button type="submit" variant="secondary" className="col-span-2 h-10 self-end min-[734px]:col-span-1">
        {t("stock.apply")}
      </Button>
      {q.productId && (
        <p className="col-span-2 text-sm text-muted min-[734px]:col-span-4">
          {t("stock.oneProduct")}{" "}
          <Link to={allHref} className="text-brand-700 underline">
            {t("stock.allProducts")}
          </Link>
        </p>
      )}
    </form>
  );
}
