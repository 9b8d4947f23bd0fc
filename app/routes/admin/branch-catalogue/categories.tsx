import "~/i18n/areas/branchCatalogue";
import type { Customisation } from "@functions/shared/branchPricing";
import { FolderTree } from "lucide-react";
import { useState } from "react";
import { redirect } from "react-router";
import { AdminRouteError } from "~/components/admin/AdminPage";
import { adminLoad } from "~/components/admin/adminApi";
import { ListPage, useListQuery } from "~/components/admin/kit";
import { Badge } from "~/components/admin/kit/Badge";
import type { Column } from "~/components/admin/kit/DataTable";
import { Button } from "~/components/ui";
import { useT } from "~/i18n";
import { BC_API, type BranchCategoryList, type BranchCategoryRow, PAGE_SIZE } from "./lib/api";
import { PriceDialog } from "./lib/PriceDialog";
import { choiceText } from "./lib/productColumns";
import { useBcSend } from "./lib/useSend";

// /admin/store-branchcategorylist/:auth — the head store authorises categories for its branches
// (tabs authorized / unauthorized); a branch sees the authorised ones with its price choice and
// listing, which apply to the category's products that have no choice of their own.

const AUTH = ["authorized", "unauthorized"] as const;
type Auth = (typeof AUTH)[number];
const PATH = (a: Auth) => `/admin/store-branchcategorylist/${a}`;

export async function clientLoader({ params }: { params: { auth?: string } }) {
  const auth = params.auth as Auth;
  if (!AUTH.includes(auth)) throw redirect(PATH("authorized"));
  const list = await adminLoad<BranchCategoryList>(BC_API.categories, {
    isForBranch: String(auth === "authorized"),
  });
  return { ...list, auth };
}

export { TableSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function BranchCategories({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const q = useListQuery();
  const { data, options, viewer, auth } = loaderData;
  const head = viewer === "HEAD_STORE";
  const [editing, setEditing] = useState<BranchCategoryRow | null>(null);
  const { send, busy } = useBcSend();

  const custom = (c: BranchCategoryRow) => c.custom as Customisation | null;
  const columns: Column<BranchCategoryRow>[] = [
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
          cell: (c) => <span className="text-sm">{choiceText(t, custom(c))}</span>,
        },
    ...(head
      ? []
      : [
          {
            key: "display",
            header: t("bc.col.display"),
            media: true,
            cell: (c: BranchCategoryRow) =>
              custom(c)?.isDisplay === false ? (
                <Badge>{t("bc.unlisted")}</Badge>
              ) : (
                <Badge tone="success">{t("bc.listed")}</Badge>
              ),
          },
        ]),
  ];
  const ids = (rows: BranchCategoryRow[]) => rows.map((c) => c.id);
  const headActions = [
    auth === "unauthorized"
      ? {
          key: "authorize",
          label: t("bc.authorize"),
          run: (rows: BranchCategoryRow[]) =>
            send(
              "PATCH",
              BC_API.categories,
              { ids: ids(rows), isForBranch: true },
              t("bc.authorizeDone", { count: rows.length }),
            ),
        }
      : {
          key: "withdraw",
          label: t("bc.withdraw"),
          danger: true,
          confirm: (rows: BranchCategoryRow[]) => ({
            title: t("bc.withdraw"),
            body: t("bc.withdrawDone", { count: rows.length }),
          }),
          run: (rows: BranchCategoryRow[]) =>
            send(
              "PATCH",
              BC_API.categories,
              { ids: ids(rows), isForBranch: false },
              t("bc.withdrawDone", { count: rows.length }),
            ),
        },
  ];
  const branchActions = [true, false].map((on) => ({
    key: on ? "list" : "unlist",
    label: t(on ? "bc.list" : "bc.unlist"),
    run: (rows: BranchCategoryRow[]) =>
      send(
        "POST",
        BC_API.categoryBatch,
        {
          items: rows.map((c) => ({
            id: c.id,
            profitType: custom(c)?.profitType ?? "ORIGINAL",
            profitValue: custom(c)?.profitValue ?? 0,
            isDisplay: on,
          })),
        },
        t("bc.listDone", { count: rows.length }),
      ),
  }));

  return (
    <ListPage
      title={t("bc.categories")}
      description={t("bc.categoriesIntro")}
      breadcrumbs={[{ label: t("bc.section") }, { label: t("bc.categories") }]}
      testId="branch-categories"
      tabs={
        head
          ? {
              label: t("bc.col.auth"),
              active: auth,
              items: AUTH.map((a) => ({ key: a, label: t(`bc.tab.${a}`), to: q.href({}, PATH(a)) })),
            }
          : undefined
      }
      columns={columns}
      rows={data}
      rowKey={(c) => c.id}
      rowLabel={(c) => c.name}
      rowTestId={(c) => `branch-category-${c.id}`}
      rowActions={
        head
          ? undefined
          : (c) => (
              <Button
                variant="secondary"
                className="h-9"
                onClick={() => setEditing(c)}
                data-testid={`set-category-price-${c.id}`}
              >
                {t("bc.setPrice")}
              </Button>
            )
      }
      pageSize={PAGE_SIZE}
      busy={busy}
      bulkActions={head ? headActions : branchActions}
      empty={{
        icon: <FolderTree size={36} aria-hidden />,
        title: t("bc.emptyCategories"),
        body: t("bc.categoriesIntro"),
      }}
    >
      {editing && (
        <PriceDialog
          name={editing.name}
          current={custom(editing)}
          options={options}
          busy={busy}
          onCancel={() => setEditing(null)}
          onSave={async (c) => {
            if (await send("PATCH", BC_API.categoryChoice(editing.id), c, t("bc.saved"))) setEditing(null);
          }}
        />
      )}
    </ListPage>
  );
}
