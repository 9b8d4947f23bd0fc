import { effectivePrice, formatMoney } from "@functions/shared/pricing";
import { Link } from "react-router";
import type { Column } from "~/components/admin/kit/DataTable";
import { NumberField } from "~/components/admin/NumberField";
import type { useT } from "~/i18n";
import { Thumb } from "../ProductPicker";
import { productEditPath } from "../paths";
import type { AdminProductListItem } from "../product";
import type { PriceEdits, PriceField } from "./usePriceEdits";

type Row = AdminProductListItem;

/** The price page's columns: the three prices as money fields, and what the shopper pays. */
export function priceColumns(t: ReturnType<typeof useT>, edits: PriceEdits): Column<Row>[] {
  const money = (p: Row, f: PriceField) => {
    const err = edits.error(p, f);
    return (
      <NumberField
        label={t(`price.${f}Of`, { name: p.name })}
        hideLabel
        money
        id={`price-${p.id}-${f}`}
        value={edits.cur(p, f)}
        onChange={(v) => edits.set(p, f, v)}
        min={0}
        error={err ? t(err) : undefined}
        className="w-full min-w-28 min-[734px]:w-36"
      />
    );
  };
  return [
    {
      key: "image",
      header: <span className="sr-only">{t("pl.image")}</span>,
      media: true,
      width: "w-14",
      cell: (p) => <Thumb media={p.media} size={40} />,
    },
    {
      key: "name",
      header: t("pl.name"),
      primary: true,
      cell: (p) => (
        <Link to={productEditPath(p.id)} className="font-medium hover:underline">
          {p.name}
        </Link>
      ),
    },
    { key: "price", header: t("pe.price"), cell: (p) => money(p, "price") },
    { key: "specialPrice", header: t("pe.specialPrice"), cell: (p) => money(p, "specialPrice") },
    { key: "subscriptionPrice", header: t("pe.subscriptionPrice"), cell: (p) => money(p, "subscriptionPrice") },
    {
      key: "effective",
      header: t("pe.shopperPays"),
      align: "right",
      cell: (p) => {
        const price = edits.cur(p, "price") ?? 0;
        const eff = effectivePrice({
          specialPrice: edits.cur(p, "specialPrice") ?? 0,
          subscriptionPrice: edits.cur(p, "subscriptionPrice") ?? 0,
        });
        const off = eff > 0 && price > 0 && eff < price ? Math.round((1 - eff / price) * 100) : 0;
        return (
          <span className="whitespace-nowrap tabular-nums">
            {formatMoney(eff > 0 ? eff : price)}
            {off > 0 && <span className="ml-1.5 text-sm text-danger">-{off}%</span>}
          </span>
        );
      },
    },
  ];
}
