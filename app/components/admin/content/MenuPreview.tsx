import { useT } from "~/i18n";
import type { MenuNode, RowTarget } from "./menuTree";

/** A preview of the storefront menu bar: top-level labels with their children listed below. */
export function MenuPreview({ tree, describeRow }: { tree: MenuNode[]; describeRow: (n: MenuNode) => RowTarget }) {
  const t = useT();
  const text = (n: MenuNode) => n.label.trim() || describeRow(n).name || "—";
  return (
    <div className="overflow-hidden rounded-xl border border-line bg-white" data-testid="menu-preview">
      <div className="flex flex-wrap gap-x-4 gap-y-1 border-b border-line px-3 py-2.5 text-sm font-medium">
        {tree.length ? tree.map((n) => <span key={n.key}>{text(n)}</span>) : <span className="text-muted">—</span>}
      </div>
      <div className="grid gap-3 p-3 text-sm min-[734px]:grid-cols-3">
        {tree
          .filter((n) => n.children.length)
          .map((n) => (
            <div key={n.key}>
              <p className="font-semibold">{text(n)}</p>
              <ul className="mt-1 flex flex-col gap-0.5 text-muted">
                {n.children.map((c) => (
                  <li key={c.key}>{text(c)}</li>
                ))}
              </ul>
            </div>
          ))}
        {!tree.some((n) => n.children.length) && <p className="text-muted">{t("adminContent.menu.noChildren")}</p>}
      </div>
    </div>
  );
}
