import { formatMoney } from "@functions/shared/pricing";
import type { PromotionLine } from "@functions/store/reports/promotions";
import { Badge, type Column, DataTable } from "~/components/admin/kit";
import { useLocale, useT } from "~/i18n";

// The yearly promotion report's lines: each promotion or coupon with its orders, discounts and the
// revenue of the orders that applied it, best first (as the call answers).

export function PromotionTable({ items }: { items: PromotionLine[] }) {
  const t = useT();
  const locale = useLocale();
  const count = (n: number) => <span className="tabular-nums">{n.toLocaleString(locale)}</span>;
  const money = (n: number) => <span className="tabular-nums">{formatMoney(n)}</span>;
  const columns: Column<PromotionLine>[] = [
    {
      key: "name",
      header: t("analytics.promotion"),
      primary: true,
      cell: (p) => (
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-medium">{p.name}</span>
          <Badge tone={p.scope === "COUPON" ? "brand" : "neutral"}>{t(`analytics.promotionScope.${p.scope}`)}</Badge>
          {p.code && <span className="text-xs text-muted">{p.code}</span>}
        </span>
      ),
    },
    { key: "orders", header: t("analytics.orders"), align: "right", cell: (p) => count(p.orders) },
    { key: "discount", header: t("analytics.discount"), align: "right", cell: (p) => money(p.discountAmount) },
    {
      key: "shipping",
      header: t("analytics.shippingDiscount"),
      align: "right",
      cell: (p) => money(p.discountShippingFee),
    },
    { key: "revenue", header: t("analytics.revenue"), align: "right", cell: (p) => money(p.revenue) },
  ];
  return (
    <DataTable
      columns={columns}
      rows={items}
      rowKey={(p) => p.promotionId}
      caption={t("analytics.tab.promotions")}
      testId="promotion-report"
      rowTestId={(p) => `promotion-line-${p.promotionId}`}
    />
  );
}
