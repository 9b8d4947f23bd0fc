import { ChevronDown, ChevronRight } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { cx } from "~/components/ui";
import { useT } from "~/i18n";
import { type AdminCategoryNode, flattenCategories } from "./api";
import { CategoryFilterBox, ChosenCategories } from "./categoryPickerParts";

/**
 * Choose categories from the three-level tree: checkboxes in an expandable tree (a filter box
 * narrows it), chosen ones as removable chips with their full path. Keyboard: Tab through the
 * expand buttons and checkboxes; Space toggles.
 */
export function CategoryPicker({
  label,
  tree,
  value,
  onChange,
  error,
  hint,
  emptyHint,
}: {
  label: string;
  tree: AdminCategoryNode[];
  value: readonly number[];
  onChange: (next: number[]) => void;
  error?: string;
  hint?: string;
  emptyHint?: React.ReactNode;
}) {
  const t = useT();
  const uid = useId();
  const flat = useMemo(() => flattenCategories(tree), [tree]);
  const byId = useMemo(() => new Map(flat.map((f) => [f.node.id, f])), [flat]);
  const [open, setOpen] = useState<Set<number>>(() => {
    // Open the branches that hold a chosen category.
    const s = new Set<number>();
    for (const id of value) {
      const f = byId.get(id);
      if (!f) continue;
      for (let p = f.node.parentId; p; p = byId.get(p)?.node.parentId ?? null) s.add(p);
    }
    return s;
  });
  const [filter, setFilter] = useState("");
  const q = filter.trim().toLowerCase();
  const matches = q
    ? new Set(flat.filter((f) => f.path.join(" ").toLowerCase().includes(q)).map((f) => f.node.id))
    : null;
  const visible = (n: AdminCategoryNode): boolean => !matches || matches.has(n.id) || n.children.some(visible);

  const toggle = (id: number) => onChange(value.includes(id) ? value.filter((v) => v !== id) : [...value, id]);
  const flip = (id: number) =>
    setOpen((s) => {
      const n = new Set(s);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });

  const render = (nodes: AdminCategoryNode[], depth: number) => (
    <ul className={cx(depth > 0 && "ml-5 border-l border-line pl-2")}>
      {nodes.filter(visible).map((n) => {
        const expanded = Boolean(matches) || open.has(n.id);
        const boxId = `${uid}-c${n.id}`;
        return (
          <li key={n.id}>
            <div className="flex min-h-10 items-center gap-1">
              {n.children.length > 0 ? (
                <button
                  type="button"
                  onClick={() => flip(n.id)}
                  aria-expanded={expanded}
                  aria-label={t(expanded ? "pe.collapse" : "pe.expand", { name: n.name })}
                  className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-md text-muted hover:bg-black/5"
                >
                  {expanded ? <ChevronDown size={16} aria-hidden /> : <ChevronRight size={16} aria-hidden />}
                </button>
              ) : (
                <span className="inline-block w-8 shrink-0" />
              )}
              <input
                id={boxId}
                type="checkbox"
                className="h-4.5 w-4.5 shrink-0 accent-brand-600"
                checked={value.includes(n.id)}
                onChange={() => toggle(n.id)}
              />
              <label
                htmlFor={boxId}
                className={cx("cursor-pointer py-1.5 pl-1.5 text-[15px]", !n.isDisplay && "text-muted")}
              >
                {n.name}
                {!n.isDisplay && <span className="ml-1.5 text-xs">({t("cat.hidden")})</span>}
              </label>
            </div>
            {n.children.length > 0 && expanded && render(n.children, depth + 1)}
          </li>
        );
      })}
    </ul>
  );

  return (
    <fieldset
      className="flex min-w-0 flex-col gap-2"
      data-field="categoryIds"
      aria-describedby={error ? `${uid}-err` : undefined}
    >
      <legend className="mb-1.5 text-sm font-medium text-ink">{label}</legend>
      {value.length > 0 && <ChosenCategories value={value} byId={byId} toggle={toggle} />}
      {flat.length === 0 ? (
        <div className="text-sm text-muted">{emptyHint}</div>
      ) : (
        <div className="rounded-lg border border-line">
          {flat.length > 8 && <CategoryFilterBox uid={uid} filter={filter} setFilter={setFilter} />}
          <div className="max-h-72 overflow-y-auto p-1.5">{render(tree, 0)}</div>
        </div>
      )}
      {error ? (
        <p id={`${uid}-err`} className="text-sm text-danger">
          {error}
        </p>
      ) : hint ? (
        <p className="text-sm text-muted">{hint}</p>
      ) : null}
    </fieldset>
  );
}
