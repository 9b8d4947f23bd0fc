import { MENU_MAX_CHILDREN, MENU_MAX_ITEMS } from "@functions/store/content/menu";
import { useState } from "react";
import { useT } from "~/i18n";
import { MenuRow } from "./menuEditor/MenuRow";
import { useMenuDrag } from "./menuEditor/useMenuDrag";
import type { MenuNode, NodePath, RowTarget } from "./menuTree";

// The storefront menu being edited: two levels, reordered by buttons (and keyboard) or by dragging
// a row's handle. The tree rules (depth, limits) are menuTree.ts's.

export function MenuEditor({
  tree,
  onChange,
  describeRow,
  errors,
  storeLabel,
}: {
  tree: MenuNode[];
  onChange: (next: MenuNode[]) => void;
  /** The target of a row (category name…); missing when it was deleted. */
  describeRow: (n: MenuNode) => RowTarget;
  /** Field issues by path ("items.0.label"), already translated. */
  errors: Record<string, string>;
  /** Label for the store's language hint. */
  storeLabel: string;
}) {
  const t = useT();
  const [announce, setAnnounce] = useState("");

  const focusRow = (key: string, action: string) =>
    requestAnimationFrame(() => document.getElementById(`menu-${key}-${action}`)?.focus());

  function apply(next: MenuNode[], message: string, focus?: { key: string; action: string }) {
    if (next === tree) return;
    onChange(next);
    setAnnounce(message);
    if (focus) focusRow(focus.key, focus.action);
  }

  const dnd = useMenuDrag(tree, apply, setAnnounce);
  const row = (n: MenuNode, path: NodePath, siblings: number) => (
    <MenuRow
      key={n.key}
      node={n}
      path={path}
      siblings={siblings}
      tree={tree}
      onChange={onChange}
      apply={apply}
      target={describeRow(n)}
      errors={errors}
      dnd={dnd}
    />
  );

  return (
    <div>
      {tree.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line p-6 text-center text-muted">
          {t("adminContent.menu.empty")}
        </p>
      ) : (
        <ol className="flex flex-col gap-2" aria-label={t("adminContent.menu.items")}>
          {tree.map((n, i) => (
            <li key={n.key} className="flex flex-col gap-2">
              <ol className="flex flex-col gap-2">
                {row(n, [i], tree.length)}
                {n.children.map((c, j) => row(c, [i, j], n.children.length))}
              </ol>
            </li>
          ))}
        </ol>
      )}
      <p className="mt-3 text-sm text-muted">
        {t("adminContent.menu.rules", { max: MENU_MAX_ITEMS, children: MENU_MAX_CHILDREN, lang: storeLabel })}
      </p>
      <p className="sr-only" aria-live="polite">
        {announce}
      </p>
    </div>
  );
}
