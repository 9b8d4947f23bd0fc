import type { Customisation } from "@functions/shared/network/branchPricing";
import { Badge } from "~/components/admin/kit/Badge";
import type { Column } from "~/components/admin/kit/DataTable";
import type { useT } from "~/i18n";
import type { BranchCategoryRow } from "./api";
import { choiceText } from "./productColumns";

type T = ReturnType<typeof useT>;

export const customOf = (c: BranchCategoryRow) => c.custom as Customisation | null;

/** Columns of the branch category list: the head store's (authorisation) or a branch's (its price choice and listing). */
export function branchCategoryColumns(t: T, head: boolean): Column<BranchCategoryRow>[] {
  return [
    {
      key: "name",
      header: t("bc.col.name"),
      primary: true,
      cell: (c) => <span className="font-medium">{c.name}</span>,
    },
    {
      key: "products",
      header: t("bc.col.products"),
      align: "right",
      cell: (c) => <span className="tabular-nums">{c.productCount}</span>,
    },
    head
      ? {
          key: "auth",
          header: t("bc.col.auth"),
          media: true,
          cell: (c) => (
            <Badge tone={c.isForBranch ? "success" : "neutral"}>
              {t(c.isForBranch ? "bc.authorized" : "bc.notAuthorized")}
            </Badge>
          ),
        }
      : {
          key: "choice",
          header: t("bc.col.choice"),
          cell: (c) => <span className="text-sm">{choiceText(t, customOf(c))}</span>,
        },
    ...(head
      ? []
      : [
          {
            key: "display",
            header: t("bc.col.display"),
            media: true,
            cell: (c: BranchCategoryRow) =>
              customOf(c)?.isDisplay === false ? (
                <Badge>{t("bc.unlisted")}</Badge>
              ) : (
                <Badge tone="success">{t("bc.listed")}</Badge>
              ),
          },
        ]),
  ];
}
