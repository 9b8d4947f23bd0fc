import { formatMoney } from "@functions/shared/pricing";
import { Copy } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/admin/kit/Badge";
import type { Column } from "~/components/admin/kit/DataTable";
import { DeleteRowButton, EditRowLink } from "~/components/admin/kit/RowActions";
import { Toggle } from "~/components/admin/Toggle";
import { Button } from "~/components/ui";
import { useT } from "~/i18n";
import { Thumb } from "./ProductPicker";
import { productEditPath } from "./paths";
import type { AdminProductListItem } from "./product";

type T = ReturnType<typeof useT>;
type Row = AdminProductListItem;

/** The product list's columns: image, name with badges, price, stock, on shelf (switch). */
export function productColumns(
  t: T,
  shelf: { value: (p: Row) => boolean; set: (p: Row, on: boolean) => void; busy: boolean },
): Column<Row>[] {
  return [
    {
      key: "image",
      header: <span className="sr-only">{t("pl.image")}</span>,
      media: true,
      width: "w-16",
      cell: (p) => <Thumb media={p.media} />,
    },
    {
      key: "name",
      header: t("pl.name"),
      primary: true,
      sortable: true,
      cell: (p) => (
        <div className="min-w-0">
          <Link
            to={productEditPath(p.id)}
            className="font-medium text-ink hover:text-brand-700 hover:underline"
            data-testid="product-name"
          >
            {p.name}
          </Link>
          <div className="mt-1 flex flex-wrap gap-1">
            {p.type === "COMBO" && <Badge tone="brand">{t("pl.combo")}</Badge>}
            {p.paymentPlan !== "NORMAL" && <Badge>{t(`plan.${p.paymentPlan}`)}</Badge>}
            {p.isAdult && <Badge tone="danger">18+</Badge>}
            {!p.isSaleable && <Badge tone="warning">{t("pl.notSaleable")}</Badge>}
          </div>
        </div>
      ),
    },
    {
      key: "price",
      header: t("pl.price"),
      align: "right",
      sortable: true,
      cell: (p) =>
        p.unitSpecialPrice > 0 && p.unitSpecialPrice !== p.price ? (
          <div className="tabular-nums">
            <div className="font-medium text-danger">{formatMoney(p.unitSpecialPrice)}</div>
            <div className="text-xs text-muted line-through">{formatMoney(p.price)}</div>
          </div>
        ) : (
          <span className="tabular-nums">{formatMoney(p.price)}</span>
        ),
    },
    {
      key: "stock",
      header: t("pl.stock"),
      align: "right",
      cell: (p) => (
        <span className={p.stock <= 0 ? "font-medium text-danger tabular-nums" : "tabular-nums"}>
          {p.stock <= 0 ? t("pl.soldOut") : p.stock.toLocaleString()}
        </span>
      ),
    },
    {
      key: "display",
      header: t("pl.onShelf"),
      cell: (p) => (
        <Toggle
          checked={shelf.value(p)}
          onChange={(on) => shelf.set(p, on)}
          label={t("pl.onShelfOf", { name: p.name })}
          hideLabel
          disabled={shelf.busy}
        />
      ),
    },
  ];
}

/** Edit, copy and delete of one product row. */
export function ProductRowActions({
  p,
  busy,
  onCopy,
  onDelete,
}: {
  p: Row;
  busy: boolean;
  onCopy: () => void;
  onDelete: () => void;
}) {
  const t = useT();
  return (
    <>
      <EditRowLink to={productEditPath(p.id)} name={p.name} />
      <Button
        variant="ghost"
        className="h-9 px-2.5"
        onClick={onCopy}
        disabled={busy}
        aria-label={t("pl.copyNamed", { name: p.name })}
      >
        <Copy size={16} aria-hidden />
        <span className="min-[734px]:sr-only">{t("pl.copy")}</span>
      </Button>
      <DeleteRowButton name={p.name} onClick={onDelete} />
    </>
  );
}
