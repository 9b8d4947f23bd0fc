import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { cx } from "../../ui";

export type Choice<V extends string | number> = { value: V; label: string; hint?: string; art?: ReactNode };

/**
 * A radio group drawn as cards. Native radios underneath: arrow keys move between choices, Tab
 * leaves the group, and every card is its own label. `compact` puts the art beside the label.
 */
export function ChoiceCards<V extends string | number>({
  legend,
  name,
  value,
  choices,
  onChange,
  columns = 3,
  hint,
  error,
  compact,
  hideLegend,
  testId,
}: {
  legend: string;
  name: string;
  value: V;
  choices: readonly Choice<V>[];
  onChange: (v: V) => void;
  columns?: 2 | 3 | 4;
  hint?: string;
  error?: string;
  compact?: boolean;
  /** The legend stays for screen readers only (when a heading right above already says it). */
  hideLegend?: boolean;
  testId?: string;
}) {
  const cols = { 2: "grid-cols-2", 3: "grid-cols-2 min-[734px]:grid-cols-3", 4: "grid-cols-2 min-[734px]:grid-cols-4" }[
    columns
  ];
  return (
    <fieldset className="min-w-0" data-testid={testId} data-field={name}>
      <legend className={cx("mb-1.5 text-sm font-medium text-ink", hideLegend && "sr-only")}>{legend}</legend>
      {hint && <p className="-mt-0.5 mb-2 text-sm text-muted">{hint}</p>}
      <div className={cx("grid gap-2", cols)}>
        {choices.map((c) => {
          const checked = c.value === value;
          return (
            <label
              key={String(c.value)}
              data-testid={testId ? `${testId}-${c.value}` : undefined}
              className={cx(
                "relative flex cursor-pointer rounded-xl border bg-white text-sm transition-colors",
                compact ? "min-h-11 items-center gap-2 px-3 py-2" : "flex-col gap-1.5 p-2.5",
                "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500",
                checked ? "border-brand-500 bg-brand-50 text-brand-700" : "border-line hover:border-brand-500/40",
              )}
            >
              <input
                type="radio"
                className="sr-only"
                name={name}
                value={String(c.value)}
                checked={checked}
                onChange={() => onChange(c.value)}
                data-testid={testId ? `${testId}-${c.value}-input` : undefined}
              />
              {c.art &&
                (compact ? (
                  <span aria-hidden className="flex shrink-0 items-center">
                    {c.art}
                  </span>
                ) : (
                  <span aria-hidden className="flex h-12 items-center justify-center rounded-lg bg-surface">
                    {c.art}
                  </span>
                ))}
              <span className={cx("min-w-0", compact && "flex-1")}>
                <span className="block font-medium">{c.label}</span>
                {c.hint && <span className="mt-0.5 block text-xs text-muted">{c.hint}</span>}
              </span>
              {checked && (
                <span
                  aria-hidden
                  className={cx(
                    "flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white",
                    !compact && "absolute top-1.5 right-1.5",
                  )}
                >
                  <Check size={12} strokeWidth={3} />
                </span>
              )}
            </label>
          );
        })}
      </div>
      {error && <p className="mt-1.5 text-sm text-danger">{error}</p>}
    </fieldset>
  );
}
