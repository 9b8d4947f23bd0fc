import { useState } from "react";
import { useRevalidator } from "react-router";
import { adminSend, failureKey, issuesByPath } from "~/components/admin/adminApi";
import { flash } from "~/components/admin/flash";
import { useT } from "~/i18n";
import { PATHS } from "../api";
import type { AdminStockLine, AdminStockProduct } from "../product";

/**
 * Stock typed into the page, kept until saved in one batch (PATCH …/product/stocks). A 422's
 * issues are "<index>.stock": each is put on the line it names.
 */
export function useStockEdits(products: AdminStockProduct[]) {
  const t = useT();
  const { revalidate } = useRevalidator();
  const [edits, setEdits] = useState<Record<number, number | null>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const originals = new Map<number, number>();
  const walk = (ls: AdminStockLine[]) => {
    for (const l of ls) {
      originals.set(l.id, l.stock);
      walk(l.children);
    }
  };
  for (const p of products) walk(p.stocks);
  const changed = Object.entries(edits).filter(([, v]) => v !== null) as [string, number][];
  const dirty = changed.filter(([id, v]) => originals.get(Number(id)) !== v);

  async function save() {
    if (!dirty.length) return;
    setSaving(true);
    const items = dirty.map(([id, stock]) => ({ stockId: Number(id), stock }));
    const r = await adminSend("PATCH", PATHS.stocks, items);
    setSaving(false);
    if (!r.ok) {
      const mapped: Record<string, string> = {};
      for (const [path, msg] of Object.entries(issuesByPath(r.issues))) {
        const item = items[Number(path.split(".")[0])];
        if (item) mapped[String(item.stockId)] = msg;
      }
      setErrors(mapped);
      flash.error(t(failureKey(r)));
      return;
    }
    flash.success(t("stock.saved", { count: items.length }));
    setEdits({});
    setErrors({});
    revalidate();
  }

  return {
    edits,
    errors,
    saving,
    dirtyCount: dirty.length,
    set: (lineId: number, v: number | null) => setEdits((e) => ({ ...e, [lineId]: v })),
    undo: (lineId: number) =>
      setEdits((e) => {
        const { [lineId]: _, ...rest } = e;
        return rest;
      }),
    discard: () => setEdits({}),
    save,
  };
}
export type StockEdits = ReturnType<typeof useStockEdits>;
