import { ChevronDown, ChevronRight, Network } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { AdminPage, AdminRouteError } from "~/components/admin/AdminPage";
import { adminLoad, adminSend } from "~/components/admin/adminApi";
import { SearchBox } from "~/components/admin/FormBits";
import { Badge } from "~/components/admin/kit/Badge";
import { Button, Card, EmptyState, Spinner } from "~/components/ui";
import { useT } from "~/i18n";
import { useRoot } from "~/lib/useRoot";
import { BRANCH_API, BRANCH_PATHS, type BranchDetail, type BranchPage, type BranchRow, TREE_PAGE } from "./lib/api";
import { useNetworkLabels } from "./lib/labels";
import { type Kids, useTree } from "./lib/useTree";

// /admin/branch-organization — the network as a tree, one level at a time: a node's children load
// when it opens (a page of 50, then "show more"), and the search opens the path to a branch.

export async function clientLoader() {
  const headId = (await adminLoad<{ storeId: number }>("/api/initial")).storeId;
  const first = await adminLoad<BranchPage>(BRANCH_API.list, { introducerId: headId, limit: TREE_PAGE });
  return { headId, first };
}
export { TableSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

type Tree = ReturnType<typeof useTree>;

function Node({ b, tree, depth }: { b: BranchRow; tree: Tree; depth: number }) {
  const t = useT();
  const isOpen = tree.open.has(b.id);
  const hasKids = (b.childCount ?? 1) > 0;
  const ref = useRef<HTMLDivElement>(null);
  const focused = tree.focus === b.id;
  useEffect(() => {
    if (focused) ref.current?.scrollIntoView({ block: "center" });
  }, [focused]);
  return (
    <li data-testid={`org-node-${b.id}`}>
      <div
        ref={ref}
        className={`flex min-w-0 items-center gap-2 rounded-md py-1.5 pr-2 ${focused ? "bg-brand-50 ring-2 ring-brand-600" : ""}`}
        style={{ paddingLeft: `${Math.min(depth, 8) * 12}px` }}
      >
        {hasKids ? (
          <button
            type="button"
            onClick={() => tree.toggle(b.id)}
            aria-expanded={isOpen}
            aria-label={t(isOpen ? "branches.org.collapse" : "branches.org.expand", { name: b.name })}
            className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-md hover:bg-black/5"
            data-testid={`org-toggle-${b.id}`}
          >
            {isOpen ? <ChevronDown size={18} aria-hidden /> : <ChevronRight size={18} aria-hidden />}
          </button>
        ) : (
          <span className="w-9 shrink-0" aria-hidden />
        )}
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium">{b.name}</p>
          {b.domainName && <p className="truncate text-xs text-muted">{b.hostname ?? b.domainName}</p>}
        </div>
        {b.teamSize !== undefined && (
          <span className="hidden shrink-0 text-xs text-muted sm:inline">
            {t("branches.teamCount", { first: b.childCount, all: b.teamSize })}
          </span>
        )}
        {b.status && b.status !== "NORMAL" && <Badge tone="warning">{t(`storeStatus.${b.status}`)}</Badge>}
      </div>
      {isOpen && hasKids && <Children id={b.id} kids={tree.kids[b.id]} tree={tree} depth={depth + 1} />}
    </li>
  );
}

function Children({ id, kids, tree, depth }: { id: number; kids: Kids | undefined; tree: Tree; depth: number }) {
  const t = useT();
  if (!kids || (kids.loading && kids.items.length === 0)) {
    return (
      <p className="flex items-center gap-2 py-2 text-sm text-muted" style={{ paddingLeft: `${depth * 12 + 12}px` }}>
        <Spinner size={16} /> {t("branches.org.loading")}
      </p>
    );
  }
  return (
    <>
      <ul>
        {kids.items.map((c) => (
          <Node key={c.id} b={c} tree={tree} depth={depth} />
        ))}
      </ul>
      {kids.failed && (
        <p className="py-1 text-sm text-danger" style={{ paddingLeft: `${depth * 12 + 12}px` }}>
          {t("branches.org.failed")}{" "}
          <button type="button" className="underline" onClick={() => void tree.load(id, kids.items.length > 0)}>
            {t("branches.org.retry")}
          </button>
        </p>
      )}
      {kids.items.length < kids.total && (
        <div style={{ paddingLeft: `${depth * 12 + 12}px` }} className="py-1">
          <Button variant="secondary" className="h-9" disabled={kids.loading} onClick={() => void tree.load(id, true)}>
            {t("branches.org.more", { shown: kids.items.length, total: kids.total })}
          </Button>
        </div>
      )}
    </>
  );
}

export default function Organization({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const label = useNetworkLabels();
  const { store } = useRoot();
  const { headId, first } = loaderData;
  const tree = useTree(headId, first);
  const [found, setFound] = useState<BranchRow[] | null>(null);
  const search = async (q: string) => {
    if (!q) return setFound(null);
    const r = await adminSend<BranchPage>("GET", BRANCH_API.list, undefined, { query: { keyword: q, limit: 10 } });
    setFound(r.ok ? r.data.items : []);
  };
  const open = async (id: number) => {
    const r = await adminSend<BranchDetail>("GET", BRANCH_API.one(id));
    if (r.ok) {
      setFound(null);
      await tree.reveal(r.data);
    }
  };
  const section = label("branchNameLabel");
  const root = { id: headId, name: store.storeName, childCount: first.total } as BranchRow;
  return (
    <AdminPage
      title={t("branches.org.title", { label: label("organizationLabel") })}
      description={t("branches.org.description", { label: section })}
      breadcrumbs={[{ label: section, to: BRANCH_PATHS.downline }, { label: label("organizationLabel") }]}
      testId="branches-organization"
    >
      <div className="relative mb-4 max-w-md">
        <SearchBox value="" onSearch={(q) => void search(q)} label={t("branches.org.search", { label: section })} />
        {found && (
          <Card className="absolute z-10 mt-1 w-full p-1" data-testid="org-results">
            {found.length === 0 ? (
              <p className="p-3 text-sm text-muted">{t("branches.org.noMatch")}</p>
            ) : (
              <ul>
                {found.map((b) => (
                  <li key={b.id}>
                    <button
                      type="button"
                      onClick={() => void open(b.id)}
                      className="flex w-full flex-col rounded-md px-3 py-2 text-left hover:bg-surface"
                      data-testid={`org-result-${b.id}`}
                    >
                      <span className="font-medium">{b.name}</span>
                      <span className="text-xs text-muted">
                        {t("branches.levelN", { n: b.level })} · {b.hostname ?? b.domainName}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        )}
      </div>
      <Card className="p-2 sm:p-4">
        {first.total === 0 ? (
          <EmptyState
            icon={<Network size={36} aria-hidden />}
            title={t("branches.emptyTitle", { label: section })}
            body={t("branches.emptyBodyHead")}
          />
        ) : (
          <ul aria-label={label("organizationLabel")}>
            <Node b={root} tree={tree} depth={0} />
          </ul>
        )}
      </Card>
    </AdminPage>
  );
}
