import { useState } from "react";
import { useRevalidator } from "react-router";
import { adminSend, failureKey, issuesByPath } from "~/components/admin/adminApi";
import { flash } from "~/components/admin/flash";
import { useT } from "~/i18n";
import { PATHS } from "../api";
import type { AdminProductListItem } from "../product";

type Edit = { price?: number | null; specialPrice?: number | null; subscriptionPrice?: number | null };
export type PriceField = keyof Edit;
type Row = AdminProductListItem;
const FIELDS = ["price", "specialPrice", "subscriptionPrice"] as const;

/**
 * Prices typed into the price page, kept until saved in one batch (PATCH …/product/prices); the
 * bulk tools set the special price to a percentage of the price (whole NT$, rounded down) or clear it.
 * A 422's issues are "<index>.<field>": each goes on the field it names.
 */
export function usePriceEdits(items: Row[]) {
  const t = useT();
  const { revalidate } = useRevalidator();
  const [edits, setEdits] = useState<Record<number, Edit>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const cur = (p: Row, f: PriceField): number | null => {
    const e = edits[p.id];
    return e && f in e ? (e[f] ?? null) : p[f];
  };
  const changedFields = (p: Row) =>
    FIELDS.filter((f) => edits[p.id] && f in (edits[p.id] as Edit) && cur(p, f) !== p[f]);
  const dirty = items.filter((p) => changedFields(p).length > 0);
  const patchRows = (rows: Row[], edit: (p: Row) => Edit) =>
    setEdits((all) => {
      const next = { ...all };
      for (const p of rows) next[p.id] = { ...next[p.id], ...edit(p) };
      return next;
    });

  async function save() {
    const body = dirty.map((p) => {
      const out: { id: number } & Record<string, number> = { id: p.id };
      for (const f of changedFields(p)) out[f] = cur(p, f) ?? 0;
      return out;
    });
    if (!body.length) return false;
    setSaving(true);
    const r = await adminSend("PATCH", PATHS.prices, body);
    setSaving(false);
    if (!r.ok) {
      const mapped: Record<string, string> = {};
      for (const [path, msg] of Object.entries(issuesByPath(r.issues))) {
        const [i, f] = path.split(".");
        const item = body[Number(i)];
        if (item) mapped[`${item.id}.${f}`] = msg;
      }
      setErrors(mapped);
      flash.error(t(failureKey(r)));
      return false;
    }
    flash.success(t("price.saved", { count: body.length }));
    setEdits({});
    setErrors({});
    revalidate();
    return true;
  }

  return {
    cur,
    error: (p: Row, f: PriceField) => errors[`${p.id}.${f}`],
    set: (p: Row, f: PriceField, v: number | null) => patchRows([p], () => ({ [f]: v })),
    percentOff: (rows: Row[], percent: number) =>
      patchRows(rows, (p) => ({ specialPrice: Math.floor(((cur(p, "price") ?? 0) * percent) / 100 / 100) * 100 })),
    clearSpecial: (rows: Row[]) => patchRows(rows, () => ({ specialPrice: 0 })),
    dirtyCount: dirty.length,
    discard: () => setEdits({}),
    saving,
    save,
  };
}
export type PriceEdits = ReturnType<typeof usePriceEdits>;
