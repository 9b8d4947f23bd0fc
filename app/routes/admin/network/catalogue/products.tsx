import "~/i18n/areas/network/branchCatalogue";
import type { Customisation } from "@functions/shared/network/branchPricing";
import { PackageOpen } from "lucide-react";
import { useState } from "react";
import { AdminRouteError } from "~/components/admin/AdminPage";
import { adminLoad } from "~/components/admin/adminApi";
import { FilterBar, FilterSearch, ListPage, pageParam, useListQuery } from "~/components/admin/kit";
import { NumberField } from "~/components/admin/NumberField";
import { Button } from "~/components/ui";
import { useT } from "~/i18n";
import { BC_API, type BranchProductItem, type BranchProductList, PAGE_SIZE } from "./lib/api";
import { authorizeAction, listingActions, withdrawAction } from "./lib/bulkActions";
import { PriceDialog } from "./lib/PriceDialog";
import { branchProductColumns } from "./lib/productColumns";
import { useBcSend } from "./lib/useSend";

// /admin/branch-products (head store: authorise products and set their platform fee) and
// /admin/store-branchproductlist (a branch: its price and listing of each authorised product; the
// head store sees its authorisation view). One page: the API answers the viewer's view.

const AUTH = ["authorized", "unauthorized", "all"] as const;
type Auth = (typeof AUTH)[number];
const authOf = (v: string | null): Auth => (AUTH.includes(v as Auth) ? (v as Auth) : "all");

export async function clientLoader({ request }: { request: Request }) {
  const q = new URL(request.url).searchParams;
  const page = pageParam(q.get("page"));
  const auth = authOf(q.get("auth"));
  const list = await adminLoad<BranchProductList>(BC_API.products, {
    keyword: q.get("q") || undefined,
    isForBranch: auth === "all" ? undefined : String(auth === "authorized"),
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  return { ...list, auth, keyword: q.get("q") ?? "" };
}

export { TableSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function BranchProducts({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const q = useListQuery();
  const { data, total, options, viewer, auth, keyword } = loaderData;
  const head = viewer === "HEAD_STORE";
  const [editing, setEditing] = useState<BranchProductItem | null>(null);
  const [fee, setFee] = useState<number | null>(null);
  const { send, busy } = useBcSend();

  const choose = (p: BranchProductItem, c: Customisation) => ({ productId: p.id, ...c });

  const headActions = [
    authorizeAction<BranchProductItem>(t, send, BC_API.products),
    withdrawAction<BranchProductItem>(t, send, BC_API.products),
    {
      key: "fee",
      label: t("bc.setFee"),
      run: (rows: BranchProductItem[]) =>
        fee === null
          ? undefined
          : send(
              "PATCH",
              BC_API.products,
              { ids: rows.map((p) => p.id), platformFee: fee },
              t("bc.feeDone", { count: rows.length }),
            ),
    },
  ];
  const branchActions = listingActions<BranchProductItem>(t, send, "PATCH", BC_API.customise, (p, isDisplay) =>
    choose(p, {
      profitType: p.custom?.profitType ?? "ORIGINAL",
      profitValue: p.custom?.profitValue ?? 0,
      isDisplay,
    } as Customisation),
  );

  return (
    <ListPage
      title={t(head ? "bc.products" : "bc.branchProducts")}
      description={t(head ? "bc.productsIntro" : "bc.branchProductsIntro")}
      breadcrumbs={[{ label: t("bc.section") }, { label: t(head ? "bc.products" : "bc.branchProducts") }]}
      testId="branch-products"
      tabs={
        head
          ? {
              label: t("bc.col.auth"),
              active: auth,
              items: AUTH.map((a) => ({ key: a, label: t(`bc.tab.${a}`), to: q.href({ auth: a, page: undefined }) })),
            }
          : undefined
      }
      filters={
        <FilterBar>
          <FilterSearch label={t("bc.search")} />
        </FilterBar>
      }
      columns={branchProductColumns(t, viewer)}
      rows={data}
      rowKey={(p) => p.id}
      rowLabel={(p) => p.name}
      rowTestId={(p) => `branch-product-${p.id}`}
      rowActions={
        head
          ? undefined
          : (p) => (
              <Button
                variant="secondary"
                className="h-9"
                onClick={() => setEditing(p)}
                data-testid={`set-price-${p.id}`}
              >
                {t("bc.setPrice")}
              </Button>
            )
      }
      serverSort
      total={total}
      pageSize={PAGE_SIZE}
      busy={busy}
      bulkTools={
        head ? (
          <NumberField
            label={t("bc.fee")}
            value={fee}
            onChange={setFee}
            money
            min={0}
            hideLabel
            placeholder={t("bc.fee")}
            className="w-32"
          />
        ) : undefined
      }
      bulkActions={head ? headActions : branchActions}
      empty={{
        icon: <PackageOpen size={36} aria-hidden />,
        title: t("bc.emptyTitle"),
        body: t(head ? "bc.emptyHeadBody" : "bc.emptyBody"),
      }}
      filtered={Boolean(keyword) || (head && auth !== "all")}
    >
      {editing && (
        <PriceDialog
          name={editing.name}
          current={editing.custom}
          base={editing.headPrice}
          options={options}
          busy={busy}
          onCancel={() => setEditing(null)}
          onSave={async (c) => {
            if (await send("PATCH", BC_API.customise, { items: [choose(editing, c)] }, t("bc.saved"))) setEditing(null);
          }}
        />
      )}
    </ListPage>
  );
}
