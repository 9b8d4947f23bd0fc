import { formatMoney } from "@functions/shared/pricing";
import type { MixLine, ProductLine } from "@functions/store/reports/service";
import { Link, useLocation } from "react-router";
import { Section } from "~/components/admin/AdminPage";
import { type Column, DataTable, FilterBar, FilterChoice, FilterDates } from "~/components/admin/kit";
import { cx } from "~/components/ui";
import { useLocale, useT } from "~/i18n";
import { ANALYTICS_PATHS, PRESETS, type ReportFilter } from "./api";

// The store report's parts: the period picker, the report tabs, top products and the mixes.

export function PresetPicker({ filter }: { filter: ReportFilter }) {
  const t = useT();
  return (
    <FilterBar className="max-w-3xl">
      <FilterChoice
        name="preset"
        label={t("analytics.preset")}
        fallback={filter.preset}
        options={PRESETS.map((p) => ({ value: p, label: t(`analytics.preset.${p}`) }))}
      />
      {filter.preset === "DATE_RANGE" && (
        <FilterDates fromLabel={t("analytics.dateFrom")} toLabel={t("analytics.dateTo")} />
      )}
    </FilterBar>
  );
}

export function ReportTabs({ active }: { active: "store" | "promotions" }) {
  const t = useT();
  const { search } = useLocation();
  const tabs = [
    { key: "store", to: `${ANALYTICS_PATHS.store}${active === "store" ? search : ""}` },
    { key: "promotions", to: `${ANALYTICS_PATHS.promotions}${active === "promotions" ? search : ""}` },
  ] as const;
  return (
    <nav aria-label={t("analytics.tabs")} className="flex gap-1 overflow-x-auto border-b border-line">
      {tabs.map((tab) => (
        <Link
          key={tab.key}
          to={tab.to}
          aria-current={tab.key === active ? "page" : undefined}
          data-testid={`analytics-tab-${tab.key}`}
          className={cx(
            "shrink-0 border-b-2 px-3 py-2 text-[15px] whitespace-nowrap",
            tab.key === active
              ? "border-brand-500 font-semibold text-ink"
              : "border-transparent text-muted hover:text-ink",
          )}
        >
          {t(`analytics.tab.${tab.key}`)}
        </Link>
      ))}
    </nav>
  );
}

export function TopProducts({ items }: { items: ProductLine[] }) {
  const t = useT();
  const locale = useLocale();
  const columns: Column<ProductLine>[] = [
    { key: "name", header: t("analytics.product"), primary: true, cell: (p) => p.name },
    {
      key: "quantity",
      header: t("analytics.quantity"),
      align: "right",
      cell: (p) => <span className="tabular-nums">{p.quantity.toLocaleString(locale)}</span>,
    },
    {
      key: "amount",
      header: t("analytics.amount"),
      align: "right",
      cell: (p) => <span className="tabular-nums">{formatMoney(p.amount)}</span>,
    },
  ];
  return (
    <Section title={t("analytics.topProducts")}>
      <DataTable
        columns={columns}
        rows={items}
        rowKey={(p) => p.productId}
        caption={t("analytics.topProducts")}
        testId="top-products"
        rowTestId={(p) => `top-product-${p.productId}`}
        empty={<p className="p-4 text-sm text-muted">{t("analytics.noProducts")}</p>}
      />
    </Section>
  );
}

/** A payment or shipping mix: each method's share of the period's revenue as a bar. */
export function MixSection({ kind, lines }: { kind: "payments" | "shippings"; lines: MixLine[] }) {
  const t = useT();
  const total = lines.reduce((n, l) => n + l.amount, 0);
  const name = (key: string) => {
    const k = kind === "payments" ? `commerceSettings.payment.method.${key}` : `commerceSettings.shipping.code.${key}`;
    const text = t(k);
    return text === k ? key : text;
  };
  return (
    <Section title={t(`analytics.${kind}`)}>
      {lines.length === 0 ? (
        <p className="text-sm text-muted">{t("analytics.noOrders")}</p>
      ) : (
        <ul className="flex flex-col gap-3" data-testid={`mix-${kind}`}>
          {lines.map((l) => {
            const share = total ? l.amount / total : 0;
            return (
              <li key={l.key} data-testid={`mix-${kind}-${l.key}`} data-count={l.count}>
                <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                  <span className="font-medium">{name(l.key)}</span>
                  <span className="text-muted tabular-nums">
                    {t("analytics.mixCount", { n: l.count })} · {formatMoney(l.amount)} · {Math.round(share * 100)}%
                  </span>
                </div>
                <div className="mt-1 h-2 rounded-full bg-surface" aria-hidden>
                  <div className="h-2 rounded-full bg-brand-500" style={{ width: `${Math.max(2, share * 100)}%` }} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}
