import type { Customisation } from "@functions/shared/network/branchPricing";
import { formatMoney } from "@functions/shared/pricing";
import { Badge } from "~/components/admin/kit/Badge";
import type { Column } from "~/components/admin/kit/DataTable";
import type { useT } from "~/i18n";
import type { BranchProductItem } from "./api";

// Columns of the branch product list: the head store's view (authorisation, fee) or a branch's
// (its price and listing).

type T = ReturnType<typeof useT>;

export const choiceText = (t: T, c: Customisation | null) =>
  !c || c.profitType === "ORIGINAL"
    ? t("bc.profit.ORIGINAL")
    : `${t(`bc.profit.${c.profitType}`)} ${
        c.profitType.startsWith("PERCENT") ? `${c.profitValue / 10}%` : formatMoney(c.profitValue)
      }`;

export function branchProductColumns(t: T, viewer: "HEAD_STORE" | "BRANCH"): Column<BranchProductItem>[] {
  const name: Column<BranchProductItem> = {
    key: "name",
    header: t("bc.col.name"),
    primary: true,
    cell: (p) => <span className="font-medium">{p.name}</span>,
  };
  const headPrice: Column<BranchProductItem> = {
    key: "headPrice",
    header: t("bc.col.headPrice"),
    align: "right",
    cell: (p) => <span className="tabular-nums">{formatMoney(p.headPrice)}</span>,
  };
  if (viewer === "HEAD_STORE") {
    return [
      name,
      headPrice,
      {
        key: "auth",
        header: t("bc.col.auth"),
        media: true,
        cell: (p) =>
          p.isForBranch ? <Badge tone="success">{t("bc.authorized")}</Badge> : <Badge>{t("bc.notAuthorized")}</Badge>,
      },
      {
        key: "fee",
        header: t("bc.col.fee"),
        align: "right",
        cell: (p) => <span className="tabular-nums">{formatMoney(p.platformFee)}</span>,
      },
    ];
  }
  return [
    name,
    headPrice,
    {
      key: "branchPrice",
      header: t("bc.col.branchPrice"),
      align: "right",
      cell: (p) => (
        <span className="font-medium tabular-nums" data-testid={`branch-price-${p.id}`}>
          {formatMoney(p.branchPrice)}
        </span>
      ),
    },
    {
      key: "choice",
      header: t("bc.col.choice"),
      cell: (p) => (
        <span className="text-sm">
          {choiceText(t, p.custom ?? null)}
          {p.appliedFrom === "CATEGORY" && <span className="ml-1 text-muted">({t("bc.fromCategory")})</span>}
        </span>
      ),
    },
    {
      key: "display",
      header: t("bc.col.display"),
      media: true,
      cell: (p) => (p.isListed ? <Badge tone="success">{t("bc.listed")}</Badge> : <Badge>{t("bc.unlisted")}</Badge>),
    },
  ];
}
