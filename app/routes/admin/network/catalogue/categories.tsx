import "~/i18n/areas/network/branchCatalogue";
import { FolderTree } from "lucide-react";
import { useState } from "react";
import { redirect } from "react-router";
import { AdminRouteError } from "~/components/admin/AdminPage";
import { adminLoad } from "~/components/admin/adminApi";
import { ListPage, useListQuery } from "~/components/admin/kit";
import { Button } from "~/components/ui";
import { useT } from "~/i18n";
import { BC_API, type BranchCategoryList, type BranchCategoryRow, PAGE_SIZE } from "./lib/api";
import { authorizeAction, listingActions, withdrawAction } from "./lib/bulkActions";
import { branchCategoryColumns, customOf } from "./lib/categoryColumns";
import { PriceDialog } from "./lib/PriceDialog";
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

  const columns = branchCategoryColumns(t, head);
  const headActions = [
    auth === "unauthorized"
      ? authorizeAction<BranchCategoryRow>(t, send, BC_API.categories)
      : withdrawAction<BranchCategoryRow>(t, send, BC_API.categories),
  ];
  const branchActions = listingActions<BranchCategoryRow>(t, send, "POST", BC_API.categoryBatch, (c, on) => ({
    id: c.id,
    profitType: customOf(c)?.profitType ?? "ORIGINAL",
    profitValue: customOf(c)?.profitValue ?? 0,
    isDisplay: on,
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
          current={customOf(editing)}
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
