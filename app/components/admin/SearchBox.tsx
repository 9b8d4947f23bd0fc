import { Search } from "lucide-react";
import type { ComponentProps } from "react";
import { cx } from "../ui";

// A labelled search field of a picker (products to feature, products to give away): the label
// above, a magnifier inside. Returns the two as siblings so the picker lays them out.

export function SearchBox({
  id,
  label,
  compact,
  ...input
}: Omit<ComponentProps<"input">, "type" | "className"> & { id: string; label: string; compact?: boolean }) {
  return (
    <>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="relative flex items-center">
        <Search size={16} aria-hidden className="pointer-events-none absolute left-3 text-muted" />
        <input
          id={id}
          type="search"
          {...input}
          className={cx(
            "w-full rounded-lg border border-line bg-white pr-3 pl-9 text-[15px] outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100",
            compact ? "h-10" : "h-11",
          )}
        />
      </div>
    </>
  );
}
