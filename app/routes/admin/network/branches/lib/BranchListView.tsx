import { isBranchType } from "@functions/shared/constants";
import { labelTitle } from "@functions/shared/network/branchLabels";
import { GitBranch, MoveRight, Network, Trash2, UsersRound } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { adminLoad, adminSend, failureKey } from "~/components/admin/adminApi";
import { flash } from "~/components/admin/flash";
import { type BulkAction, HeaderLink, ListPage } from "~/components/admin/kit";
import { useLocale, useT } from "~/i18n";
import { useRoot } from "~/lib/useRoot";
import {
  BRANCH_API,
  BRANCH_PATHS,
  type BranchPage,
  type BranchRow,
  branchQueryOf,
  type DeleteJob,
  isFiltered,
  PAGE_SIZE,
} from "./api";
import { BranchFilters } from "./BranchFilters";
import { branchColumns } from "./columns";
import { IntroducerPicker } from "./IntroducerPicker";
import { useNetworkLabels } from "./labels";
import { BranchRowActions, useBranchReset } from "./rowActions";

// One list view for the downline list, a branch's downline as the head store sees it (proxy list)
// and the delete page: the kit's ListPage with the network's filters, columns and bulk actions.

export type BranchListMode = "downline" | "proxy" | "delete";

export async function loadBranchList(request: Request, rootId?: number) {
  const q = branchQueryOf(request.url);
  const data = await adminLoad<BranchPage>(BRANCH_API.list, { ...q, rootId });
  return { ...data, filtered: isFiltered(q) };
}
export type BranchListData = Awaited<ReturnType<typeof loadBranchList>>;

export function BranchListView({
  data,
  mode,
  children,
}: {
  data: BranchListData;
  mode: BranchListMode;
  children?: ReactNode;
}) {
  const t = useT();
  const locale = useLocale();
  const label = useNetworkLabels();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const { store } = useRoot();
  const isHead = !isBranchType(store.storeType);
  const [to, setTo] = useState<number | null>(null);
  const section = label("branchNameLabel");
  const reset = useBranchReset();

  const move: BulkAction<BranchRow> = {
    key: "move",
    label: t("branches.move.action"),
    icon: <MoveRight size={16} aria-hidden />,
    confirm: (rows) => ({
      title: t("branches.move.confirmTitle", { n: rows.length }),
      body: t("branches.move.confirmBody", { label: label("introducerLabel") }),
    }),
    run: async (rows) => {
      if (!to) return void flash.error(t("branches.move.pick", { label: label("introducerLabel") }));
      const r = await adminSend("POST", BRANCH_API.move, { ids: rows.map((b) => b.id), introducerId: to });
      if (!r.ok) return void flash.error(t(failureKey(r)));
      flash.success(t("branches.move.done", { n: rows.length }));
      revalidate();
    },
  };
  const remove: BulkAction<BranchRow> = {
    key: "delete",
    label: t("branches.delete.action"),
    icon: <Trash2 size={16} aria-hidden />,
    danger: true,
    confirm: (rows) => ({
      title: t("branches.delete.confirmTitle", { n: rows.length }),
      body: t("branches.delete.confirmBody"),
    }),
    run: async (rows) => {
      const r = await adminSend<DeleteJob>("DELETE", BRANCH_API.remove, { ids: rows.map((b) => b.id) });
      if (!r.ok) return void flash.error(t(failureKey(r)));
      flash.info(t("branches.delete.started", { n: rows.length }));
      navigate(`${BRANCH_PATHS.remove}?job=${r.data.id}`, { replace: true });
    },
  };

  const title =
    mode === "proxy" && data.root
      ? t("branches.proxy.title", { name: data.root.name })
      : mode === "delete"
        ? t("branches.delete.title", { label: section })
        : t("branches.downline.title", { label: section });
  const crumbs = [
    { label: section, to: BRANCH_PATHS.downline },
    ...(mode === "proxy" && data.root ? [{ label: data.root.name }] : []),
    ...(mode === "delete" ? [{ label: t("branches.delete.crumb") }] : []),
  ];
  return (
    <ListPage
      title={title}
      description={mode === "proxy" ? undefined : t(`branches.${mode}.description`)}
      breadcrumbs={crumbs}
      testId={`branches-${mode}`}
      actions={
        isHead &&
        mode !== "delete" && (
          <>
            <HeaderLink
              to={BRANCH_PATHS.users}
              icon={<UsersRound size={16} aria-hidden />}
              label={labelTitle(t("baf.users.title", { label: section }))}
            />
            <HeaderLink
              to={BRANCH_PATHS.organization}
              icon={<Network size={16} aria-hidden />}
              label={t("branches.org.title", { label: label("organizationLabel") })}
            />
          </>
        )
      }
      filters={<BranchFilters />}
      columns={branchColumns(t, locale, label, isHead)}
      rows={data.items}
      rowKey={(b) => b.id}
      rowLabel={(b) => b.name}
      rowTestId={(b) => `branch-row-${b.id}`}
      serverSort
      total={data.total}
      pageSize={PAGE_SIZE}
      bulkTools={
        isHead && mode !== "delete" ? <IntroducerPicker value={to} onChange={setTo} label={label} /> : undefined
      }
      bulkActions={isHead ? (mode === "delete" ? [remove] : [move]) : undefined}
      rowActions={isHead && mode !== "delete" ? (b) => <BranchRowActions b={b} onReset={reset.ask} /> : undefined}
      empty={{
        icon: <GitBranch size={36} aria-hidden />,
        title: t("branches.emptyTitle", { label: section }),
        body: t(isHead ? "branches.emptyBodyHead" : "branches.emptyBodyBranch"),
      }}
      filtered={data.filtered}
    >
      {children}
      {reset.dialog}
    </ListPage>
  );
}
