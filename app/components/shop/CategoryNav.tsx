import type { CategoryNode } from "@functions/shared/commerce/catalogue";
import { Link } from "react-router";
import { useT } from "../../i18n";
import { cx } from "../ui";
import { type ListKind, type ListState, listHref } from "./links";

/** The path from a top-level category down to `id` (three levels at most), or []. */
export function categoryPath(tree: CategoryNode[], id: number | null | undefined): CategoryNode[] {
  if (!id) return [];
  for (const c of tree) {
    if (c.id === id) return [c];
    const sub = categoryPath(c.children ?? [], id);
    if (sub.length) return [c, ...sub];
  }
  return [];
}

/** Every category of the tree, flattened (for the sitemap and lookups). */
export function flattenCategories(tree: CategoryNode[]): CategoryNode[] {
  return tree.flatMap((c) => [c, ...flattenCategories(c.children ?? [])]);
}

type Props = {
  kind: ListKind;
  tree: CategoryNode[];
  activeId: number | null;
  state: Omit<ListState, "parentId" | "page">;
};

/**
 * Category navigation of the product lists: a three-level tree in a sidebar on desktop (the
 * active branch open), rows of chips on mobile (top level, then the children of each open level).
 * Links keep the tags and sort; parentId is the top-level ancestor.
 */
export function CategorySidebar({ kind, tree, activeId, state }: Props) {
  const t = useT();
  const path = categoryPath(tree, activeId);
  const open = new Set(path.map((c) => c.id));
  const href = (c: CategoryNode | "all") =>
    listHref(kind, c, { ...state, parentId: c === "all" ? null : (categoryPath(tree, c.id)[0]?.id ?? null) });
  const item = (c: CategoryNode, depth: number) => {
    const active = c.id === activeId;
    const kids = c.children ?? [];
    return (
      <li key={c.id}>
        <Link
          to={href(c)}
          aria-current={active ? "page" : undefined}
          className={cx(
            "flex min-h-9 items-center rounded-lg py-1.5 pr-2 text-[15px] transition-colors",
            depth === 0 ? "pl-3" : depth === 1 ? "pl-6 text-sm" : "pl-9 text-sm",
            active
              ? "bg-brand-50 font-semibold text-brand-700"
              : open.has(c.id)
                ? "font-medium text-ink"
                : "text-muted hover:bg-black/5 hover:text-ink",
          )}
        >
          {c.name}
        </Link>
        {kids.length > 0 && open.has(c.id) && (
          <ul className="mt-0.5 flex flex-col gap-0.5">{kids.map((k) => item(k, depth + 1))}</ul>
        )}
      </li>
    );
  };
  return (
    <nav aria-label={t("shop.list.categories")} className="hidden min-[970px]:block" data-testid="category-sidebar">
      <h2 className="mb-2 px-3 text-xs font-semibold tracking-widest text-muted uppercase">
        {t("shop.list.categories")}
      </h2>
      <ul className="flex flex-col gap-0.5">
        <li>
          <Link
            to={href("all")}
            aria-current={activeId == null ? "page" : undefined}
            className={cx(
              "flex min-h-9 items-center rounded-lg px-3 py-1.5 text-[15px]",
              activeId == null
                ? "bg-brand-50 font-semibold text-brand-700"
                : "text-muted hover:bg-black/5 hover:text-ink",
            )}
          >
            {t("shop.list.allCategories")}
          </Link>
        </li>
        {tree.map((c) => item(c, 0))}
      </ul>
    </nav>
  );
}

export function Chip({
  to,
  active,
  children,
  testId,
}: {
  to: string;
  active?: boolean;
  children: React.ReactNode;
  testId?: string;
}) {
  return (
    <Link
      to={to}
      aria-current={active ? "page" : undefined}
      data-testid={testId}
      preventScrollReset
      className={cx(
        "inline-flex h-9 shrink-0 items-center gap-1 rounded-full border px-3.5 text-sm whitespace-nowrap transition-colors",
        active ? "border-brand-600 bg-brand-600 text-white" : "border-line bg-white text-ink hover:border-brand-500",
      )}
    >
      {children}
    </Link>
  );
}

export function CategoryChips({ kind, tree, activeId, state }: Props) {
  const t = useT();
  const path = categoryPath(tree, activeId);
  const href = (c: CategoryNode | "all") =>
    listHref(kind, c, { ...state, parentId: c === "all" ? null : (categoryPath(tree, c.id)[0]?.id ?? null) });
  const rows: { parent: CategoryNode | null; items: CategoryNode[] }[] = [{ parent: null, items: tree }];
  for (const c of path) if (c.children?.length) rows.push({ parent: c, items: c.children });
  if (tree.length === 0) return null;
  return (
    <nav
      aria-label={t("shop.list.categories")}
      className="flex flex-col gap-2 min-[970px]:hidden"
      data-testid="category-chips"
    >
      {rows.map((row, i) => (
        <ul
          key={row.parent?.id ?? "top"}
          className="-mx-4 flex gap-2 overflow-x-auto px-4 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
        >
          <li>
            {i === 0 ? (
              <Chip to={href("all")} active={activeId == null}>
                {t("shop.list.allCategories")}
              </Chip>
            ) : (
              <Chip to={href(row.parent as CategoryNode)} active={activeId === row.parent?.id}>
                {t("shop.list.allOf", { name: row.parent?.name ?? "" })}
              </Chip>
            )}
          </li>
          {row.items.map((c) => (
            <li key={c.id}>
              <Chip to={href(c)} active={path.some((p) => p.id === c.id)}>
                {c.name}
              </Chip>
            </li>
          ))}
        </ul>
      ))}
    </nav>
  );
}
