import { ArrowDown, ArrowUp } from "lucide-react";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { adminSend, failureKey } from "~/components/admin/adminApi";
import { flash } from "~/components/admin/flash";
import { useT } from "~/i18n";
import { type AdminCategoryNode, PATHS } from "./api";

/**
 * Moving a category up or down among its siblings (all of them, whatever the filter: it steps
 * over hidden ones so the move shows) and saving the whole level's order in one batch.
 */
export function useCategoryOrder(level: AdminCategoryNode[], visible: (n: AdminCategoryNode) => boolean) {
  const t = useT();
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState(false);
  async function move(node: AdminCategoryNode, dir: -1 | 1) {
    const order = [...level];
    const from = order.findIndex((n) => n.id === node.id);
    let to = from + dir;
    while (to >= 0 && to < order.length && !visible(order[to] as AdminCategoryNode)) to += dir;
    if (to < 0 || to >= order.length) return;
    order.splice(from, 1);
    order.splice(to, 0, node);
    setBusy(true);
    // Higher sort first: the first sibling gets the largest number.
    const r = await adminSend(
      "POST",
      PATHS.categoryBatch,
      order.map((n, i) => ({ id: n.id, sort: (order.length - i) * 10 })),
    );
    setBusy(false);
    if (r.ok) {
      flash.success(t("cat.orderSaved"));
      revalidate();
    } else flash.error(t(failureKey(r)));
  }
  return { move, busy };
}

const arrow =
  "inline-flex h-9 w-9 items-center justify-center rounded-md border border-line hover:bg-surface disabled:opacity-30";

/** The up/down buttons of one category row. */
export function MoveButtons({
  node,
  first,
  last,
  busy,
  move,
}: {
  node: AdminCategoryNode;
  first: boolean;
  last: boolean;
  busy: boolean;
  move: (n: AdminCategoryNode, dir: -1 | 1) => void;
}) {
  const t = useT();
  return (
    <div className="flex gap-1">
      <button
        type="button"
        className={arrow}
        onClick={() => move(node, -1)}
        disabled={busy || first}
        aria-label={t("cat.moveUp", { name: node.name })}
      >
        <ArrowUp size={16} aria-hidden />
      </button>
      <button
        type="button"
        className={arrow}
        onClick={() => move(node, 1)}
        disabled={busy || last}
        aria-label={t("cat.moveDown", { name: node.name })}
      >
        <ArrowDown size={16} aria-hidden />
      </button>
    </div>
  );
}
