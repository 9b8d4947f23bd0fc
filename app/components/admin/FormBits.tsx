import { Search, X } from "lucide-react";
import { type ComponentProps, type ReactNode, useEffect, useId, useState } from "react";
import { useT } from "../../i18n";
import { cx, describedByOf, FieldFrame, inputClass, OptionList, SelectField } from "../ui";

// Small form pieces the back office needs beyond ui.tsx's Field and SelectField, in the same look.

export function TextAreaField({
  label,
  name,
  error,
  hint,
  className,
  required,
  ...rest
}: ComponentProps<"textarea"> & { label: string; name: string; error?: string; hint?: ReactNode }) {
  const id = `f-${name}`;
  return (
    <FieldFrame id={id} label={label} required={required} error={error} hint={hint} className={className}>
      <textarea
        id={id}
        name={name}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(id, error, hint)}
        className={cx(inputClass(error), "min-h-24 py-2.5")}
        {...rest}
      />
    </FieldFrame>
  );
}

/** A text input with a required marker and a character counter; controlled. */
export function TextField({
  label,
  name,
  value,
  onChange,
  error,
  hint,
  required,
  maxLength,
  className,
  testId,
  ...rest
}: Omit<ComponentProps<"input">, "onChange" | "value"> & {
  label: string;
  name: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  hint?: ReactNode;
  testId?: string;
}) {
  const id = `f-${name}`;
  const counter = maxLength ? (
    <span id={`${id}-count`} className="text-xs text-muted tabular-nums">
      {value.length}/{maxLength}
    </span>
  ) : null;
  return (
    <FieldFrame
      id={id}
      label={label}
      required={required}
      aside={counter}
      error={error}
      hint={hint}
      className={className}
    >
      <input
        id={id}
        name={name}
        value={value}
        required={required}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(id, error, hint, maxLength ? `${id}-count` : null)}
        data-testid={testId}
        onChange={(e) => onChange(e.target.value)}
        className={cx(inputClass(error), "h-11")}
        {...rest}
      />
    </FieldFrame>
  );
}

/** A labelled select of fixed options; `name` is also the field path a 422 issue focuses. */
export function ChoiceField<V extends string>({
  label,
  name,
  value,
  onChange,
  options,
  hint,
  error,
  testId,
}: {
  label: string;
  name: string;
  value: V;
  onChange: (v: V) => void;
  options: readonly { value: V; label: string }[];
  hint?: ReactNode;
  error?: string;
  testId?: string;
}) {
  return (
    <div data-field={name} data-testid={testId}>
      <SelectField
        label={label}
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value as V)}
        hint={hint}
        error={error}
      >
        <OptionList options={options} />
      </SelectField>
    </div>
  );
}

/** A labelled checkbox with an optional description. */
export function Checkbox({
  label,
  checked,
  onChange,
  description,
  disabled,
  testId,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (v: boolean) => void;
  description?: ReactNode;
  disabled?: boolean;
  testId?: string;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-2.5">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 h-5 w-5 shrink-0 accent-brand-600"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={description ? `${id}-d` : undefined}
        data-testid={testId}
      />
      <div>
        <label htmlFor={id} className="cursor-pointer text-[15px]">
          {label}
        </label>
        {description && (
          <p id={`${id}-d`} className="text-sm text-muted">
            {description}
          </p>
        )}
      </div>
    </div>
  );
}

/** Choose many from a short list, as toggle chips (tags, shipping methods…). */
export function ChipSelect<V extends string | number>({
  label,
  options,
  value,
  onChange,
  empty,
  hint,
  testId,
}: {
  label: string;
  options: { value: V; label: string; note?: string }[];
  value: readonly V[];
  onChange: (next: V[]) => void;
  /** Shown when there are no options. */
  empty?: ReactNode;
  hint?: ReactNode;
  testId?: string;
}) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5" data-testid={testId}>
      <legend className="mb-1.5 text-sm font-medium text-ink">{label}</legend>
      {options.length === 0 ? (
        <div className="text-sm text-muted">{empty}</div>
      ) : (
        <div className="flex flex-wrap gap-2">
          {options.map((o) => {
            const on = value.includes(o.value);
            return (
              <label
                key={String(o.value)}
                className={cx(
                  "inline-flex min-h-9 cursor-pointer items-center gap-1.5 rounded-full border px-3 py-1 text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500",
                  on ? "border-brand-600 bg-brand-50 text-brand-700" : "border-line bg-white hover:bg-surface",
                )}
              >
                <input
                  type="checkbox"
                  className="sr-only"
                  checked={on}
                  onChange={() => onChange(on ? value.filter((v) => v !== o.value) : [...value, o.value])}
                />
                {o.label}
                {o.note && <span className="text-xs text-muted">{o.note}</span>}
              </label>
            );
          })}
        </div>
      )}
      {hint && <p className="text-sm text-muted">{hint}</p>}
    </fieldset>
  );
}

/**
 * The search box of a list toolbar. Submits on Enter (and after a pause while typing when
 * `live`); the clear button empties it.
 */
export function SearchBox({
  value,
  onSearch,
  label,
  placeholder,
  live,
  className,
}: {
  value: string;
  onSearch: (q: string) => void;
  label: string;
  placeholder?: string;
  live?: boolean;
  className?: string;
}) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (!live || text === value) return;
    const h = setTimeout(() => onSearch(text.trim()), 400);
    return () => clearTimeout(h);
  }, [live, text, value, onSearch]);
  return (
    <search className={cx("min-w-0", className)}>
      <form
        className="relative flex min-w-0 items-center"
        onSubmit={(e) => {
          e.preventDefault();
          onSearch(text.trim());
        }}
      >
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <Search size={16} aria-hidden className="pointer-events-none absolute left-3 text-muted" />
        <input
          id={id}
          type="search"
          value={text}
          placeholder={placeholder ?? label}
          onChange={(e) => setText(e.target.value)}
          className={cx(inputClass(), "h-10 w-full pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden")}
        />
        {text && (
          <button
            type="button"
            onClick={() => {
              setText("");
              onSearch("");
            }}
            aria-label={t("adminUi.clearSearch")}
            className="absolute right-1 inline-flex h-8 w-8 items-center justify-center rounded-md text-muted hover:bg-black/5"
          >
            <X size={16} aria-hidden />
          </button>
        )}
      </form>
    </search>
  );
}

/** A compact labelled select for list toolbars. */
export function FilterSelect({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: { value: string; label: string }[];
}) {
  return (
    <label className="flex min-w-0 flex-col min-[734px]:max-w-96 min-[734px]:flex-auto">
      <span className="sr-only">{label}</span>
      <select
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-label={label}
        className="h-10 w-full min-w-0 min-[734px]:w-auto rounded-lg border border-line bg-white px-2.5 text-[15px] outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
      >
        <OptionList options={options} />
      </select>
    </label>
  );
}
