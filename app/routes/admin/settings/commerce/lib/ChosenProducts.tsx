import { X } from "lucide-react";
import { useT } from "~/i18n";

/** The chosen products as removable chips, named even when they are on no loaded page. */
export function ChosenProducts({
  value,
  names,
  onChange,
}: {
  value: readonly number[];
  names: ReadonlyMap<number, string>;
  onChange: (next: number[]) => void;
}) {
  const t = useT();
  return (
    <div className="flex flex-col gap-1.5">
      <p className="text-sm text-muted">{t("commerceSettings.shipping.picker.chosen", { count: value.length })}</p>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2" data-testid="picker-chosen">
          {value.map((pid) => {
            const name = names.get(pid) ?? `#${pid}`;
            return (
              <li
                key={pid}
                className="inline-flex min-h-9 max-w-full items-center gap-1 rounded-full border border-brand-600 bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-700"
              >
                <span className="truncate">{name}</span>
                <button
                  type="button"
                  className="inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full hover:bg-brand-100 focus-visible:ring-2 focus-visible:ring-brand-500"
                  aria-label={t("commerceSettings.removeNamed", { name })}
                  onClick={() => onChange(value.filter((x) => x !== pid))}
                >
                  <X size={14} aria-hidden />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
