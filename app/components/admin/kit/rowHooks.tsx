import { type Key, useState } from "react";
import { useRevalidator } from "react-router";
import { useT } from "~/i18n";
import { type AdminFailure, type AdminResult, adminSend, failureKey } from "../adminApi";
import { ConfirmDialog } from "../ConfirmDialog";
import { flash } from "../flash";

/**
 * An on/off column (shown, on shelf) switched in place: the switch moves at once, goes back if
 * the write fails, and the list reloads after it succeeds.
 */
export function useRowFlag<T>(opts: {
  id: (row: T) => Key;
  get: (row: T) => boolean;
  send: (row: T, on: boolean) => Promise<AdminResult<unknown>>;
  /** The success message (default adminUi.saved), e.g. "「name」is now shown". */
  done?: (row: T, on: boolean) => string;
  /** The area's wording of a failure (default: the shared code / HTTP message). */
  failText?: (f: AdminFailure) => string;
}) {
  const t = useT();
  const { revalidate } = useRevalidator();
  const [overrides, setOverrides] = useState<Record<string, boolean>>({});
  const value = (row: T) => overrides[String(opts.id(row))] ?? opts.get(row);
  async function set(row: T, on: boolean) {
    const k = String(opts.id(row));
    setOverrides((o) => ({ ...o, [k]: on }));
    const r = await opts.send(row, on);
    if (!r.ok) {
      setOverrides(({ [k]: _, ...rest }) => rest);
      flash.error(opts.failText ? opts.failText(r) : t(failureKey(r)));
      return;
    }
    flash.success(opts.done ? opts.done(row, on) : t("adminUi.saved"));
    revalidate();
  }
  return { value, set };
}

/** A row's delete: `ask(row)` opens the confirm dialog, `dialog` renders it, the list reloads after. */
export function useRowDelete<T>(opts: {
  path: (row: T) => string;
  title: (row: T) => string;
  body?: (row: T) => string;
  /** After a delete, instead of reloading the page's data (a list kept in the page's state). */
  onDeleted?: (row: T) => void;
  /** The success message (default adminUi.deleted). */
  deletedText?: (row: T) => string;
  /** The failure's message (default: its first field issue, else its code's text). */
  failureText?: (f: AdminFailure) => string;
  /** The confirm button's label (default: delete). */
  confirmLabel?: string;
  /** A confirmed row action that is not a DELETE (a branch's reset is a PATCH); default DELETE. */
  method?: "DELETE" | "PATCH" | "POST";
}) {
  const t = useT();
  const { revalidate } = useRevalidator();
  const [row, setRow] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  async function remove(target: T) {
    setBusy(true);
    const r = await adminSend(opts.method ?? "DELETE", opts.path(target));
    setBusy(false);
    setRow(null);
    // A refusal with a reason (a category that still has children) names it as a field issue.
    const issue = r.ok ? undefined : r.issues[0]?.message;
    if (!r.ok) return flash.error(opts.failureText?.(r) ?? (issue ? t(issue) : t(failureKey(r))));
    flash.success(opts.deletedText?.(target) ?? t("adminUi.deleted"));
    if (opts.onDeleted) opts.onDeleted(target);
    else revalidate();
  }
  const dialog = row ? (
    <ConfirmDialog
      title={opts.title(row)}
      body={opts.body?.(row)}
      confirmLabel={opts.confirmLabel ?? t("adminUi.delete")}
      busy={busy}
      onConfirm={() => void remove(row)}
      onCancel={() => setRow(null)}
    />
  ) : null;
  return { ask: setRow, dialog };
}
