import { X } from "lucide-react";
import { useT } from "~/i18n";
import type { FlatCategory } from "./api";

/** The chosen categories as removable chips with their full path. */
export function ChosenCategories({
  value,
  byId,
  toggle,
}: {
  value: readonly number[];
  byId: ReadonlyMap<number, FlatCategory>;
  toggle: (id: number) => void;
}) {
  const t = useT();
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t("pe.chosenCategories")}>
      {value.map((id) => {
        const f = byId.get(id);
        return (
          <li
            key={id}
            className="inline-flex items-center gap-1 rounded-full border border-brand-500/40 bg-brand-50 py-0.5 pr-1 pl-3 text-sm text-brand-700"
          >
            {f ? f.path.join(" › ") : `#${id}`}
            <button
              type="button"
              onClick={() => toggle(id)}
              aria-label={t("pe.removeCategory", { name: f?.node.name ?? String(id) })}
              className="inline-flex h-7 w-7 items-center justify-center rounded-full hover:bg-brand-100"
            >
              <X size={14} aria-hidden />
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** The box that narrows a long tree. */
export function CategoryFilterBox({
  uid,
  filter,
  setFilter,
}: {
  uid: string;
  filter: string;
  setFilter: (v: string) => void;
}) {
  const t = useT();
  return (
    <div className="border-b border-line p-2">
      <label htmlFor={`${uid}-f`} className="sr-only">
        {t("pe.filterCategories")}
      </label>
      <input
        id={`${uid}-f`}
        type="search"
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        placeholder={t("pe.filterCategories")}
        className="h-9 w-full rounded-md border border-line px-2.5 text-sm outline-none focus:border-brand-500"
      />
    </div>
  );
}
