import { ArrowDown, ArrowUp } from "lucide-react";
import { useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import { moveItem, resortDesc } from "~/components/admin/sortOrder";
import { useT } from "~/i18n";
import { type AdminFailure, type AdminResult, failureKey } from "../adminApi";
import { IconButton } from "../content/IconButton";
import { flash } from "../flash";

/**
 * The up/down buttons of a row in a hand-ordered list. Their DOM ids are `${idPrefix}-up` and
 * `${idPrefix}-down`, so the page can put focus back on the button after the row moved.
 */
export function MoveRowButtons({
  idPrefix,
  first,
  last,
  disabled,
  onMove,
  upLabel,
  downLabel,
}: {
  idPrefix: string;
  first: boolean;
  last: boolean;
  disabled?: boolean;
  onMove: (dir: -1 | 1) => void;
  upLabel: string;
  downLabel: string;
}) {
  return (
    <>
      <IconButton id={`${idPrefix}-up`} disabled={first || disabled} onClick={() => onMove(-1)} label={upLabel}>
        <ArrowUp size={16} aria-hidden />
      </IconButton>
      <IconButton id={`${idPrefix}-down`} disabled={last || disabled} onClick={() => onMove(1)} label={downLabel}>
        <ArrowDown size={16} aria-hidden />
      </IconButton>
    </>
  );
}

/**
 * Focuses the first of these ids that is visible and enabled. A list renders each row twice
 * (table and 375 px card, one hidden), and a row moved to an end has one of its buttons disabled.
 */
export function focusFirst(...ids: string[]) {
  for (const id of ids)
    for (const el of document.querySelectorAll<HTMLButtonElement>(`[id="${id}"]`))
      if (el.offsetParent !== null && !el.disabled) return el.focus();
}

/** Puts focus on the first usable of these ids once the moved row has rendered in its new place. */
export const focusLater = (...ids: string[]) => requestAnimationFrame(() => focusFirst(...ids));

/**
 * A list ordered by a `sort` number, higher first, reordered with up/down buttons: a move steps
 * over rows the filter hides (so it shows), renumbers the whole list so hidden rows keep their
 * place, and saves only the rows whose number changed (`send`, one write each). It shows at once;
 * if a write fails the list reloads from the server, since some rows may already have moved.
 */
export function useRowOrder<T extends { id: number; sort: number }>(opts: {
  /** The loader's rows, already in display order. */
  rows: readonly T[];
  visible?: (row: T) => boolean;
  send: (id: number, sort: number) => Promise<AdminResult<unknown>>;
  /** DOM id prefix of a row's buttons (`${idPrefix}-${id}-up`); focus follows the moved row. */
  idPrefix: string;
  done: string;
  failText?: (f: AdminFailure) => string;
}) {
  const t = useT();
  const { revalidate } = useRevalidator();
  const [all, setAll] = useState<T[]>(() => [...opts.rows]);
  const [busy, setBusy] = useState(false);
  const [focus, setFocus] = useState<string[] | null>(null);
  useEffect(() => setAll([...opts.rows]), [opts.rows]);
  // Focus follows the moved row once its buttons are enabled again (the same direction, else the other).
  useEffect(() => {
    if (!focus || busy) return;
    focusFirst(...focus);
    setFocus(null);
  }, [focus, busy]);
  const shown = opts.visible ? all.filter(opts.visible) : all;

  async function move(row: T, dir: -1 | 1) {
    const neighbour = shown[shown.findIndex((x) => x.id === row.id) + dir];
    if (busy || !neighbour) return;
    const next = moveItem(
      all,
      all.findIndex((x) => x.id === row.id),
      all.findIndex((x) => x.id === neighbour.id),
    );
    const changes = resortDesc(next);
    const sorts = new Map(changes.map((c) => [c.id, c.sort]));
    setAll(next.map((x) => ({ ...x, sort: sorts.get(x.id) ?? x.sort })));
    setBusy(true);
    const results = await Promise.all(changes.map((c) => opts.send(c.id, c.sort)));
    setBusy(false);
    const failed = results.find((r) => !r.ok);
    if (failed && !failed.ok) {
      flash.error(opts.failText ? opts.failText(failed) : t(failureKey(failed)));
      revalidate();
      return;
    }
    flash.success(opts.done);
    const ids = [`${opts.idPrefix}-${row.id}-up`, `${opts.idPrefix}-${row.id}-down`];
    setFocus(dir < 0 ? ids : ids.reverse());
  }

  /** The row's up/down buttons, wired to `move`. */
  const buttons = (row: T, labels: { up: string; down: string }) => {
    const i = shown.findIndex((x) => x.id === row.id);
    return (
      <MoveRowButtons
        idPrefix={`${opts.idPrefix}-${row.id}`}
        first={i <= 0}
        last={i >= shown.length - 1}
        disabled={busy}
        onMove={(dir) => void move(row, dir)}
        upLabel={labels.up}
        downLabel={labels.down}
      />
    );
  };
  return { all, rows: shown, busy, move, buttons };
}
