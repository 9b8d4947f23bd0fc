import { CalendarDays, X } from "lucide-react";
import { type ReactNode, useRef, useState } from "react";
import { useLocale, useT } from "~/i18n";
import { formatCalendarDate, formatTaipei, taipeiInputToIso } from "~/lib/taipeiTime";
import { cx, describedByOf, FieldFrame } from "../../ui";

export type DateKind = "date" | "datetime-local";

// The widest dates of either language ("28 Sept 2026", "2026年12月28日").
const WIDEST = ["2026-09-28", "2026-12-28"];

/** A picked value as the language's one date format (app/lib/taipeiTime.ts), "" when empty. */
export function useDateText() {
  const locale = useLocale();
  return (value: string, kind: DateKind) =>
    !value
      ? ""
      : kind === "date"
        ? formatCalendarDate(value, locale)
        : formatTaipei(taipeiInputToIso(value), locale) || value;
}

/**
 * A date (YYYY-MM-DD) or a Taipei wall time (YYYY-MM-DDTHH:mm) picked with the browser's own
 * picker but shown as the language's one date format: a native input draws "mm/dd/yyyy" in English
 * Chromium whatever the page's language (issue 28 §8). The visible control is a button (a name, Enter
 * and Space for free) that opens the picker of a visually hidden native input; that input keeps the
 * name and the value a form or the URL carries. `value` controls it; without `value` it keeps its
 * own, starting at `defaultValue` (a form read by FormData).
 */
export function DateInput({
  id,
  name,
  kind = "date",
  value,
  defaultValue = "",
  onChange,
  label,
  inlineLabel,
  labelledBy,
  empty,
  clearable = true,
  testId,
  describedBy,
  invalid,
  min,
  max,
  className,
}: {
  id?: string;
  name?: string;
  kind?: DateKind;
  value?: string;
  defaultValue?: string;
  /** A new value (a pick or a clear); `input` is the native field (its form, for a filter). */
  onChange?: (value: string, input: HTMLInputElement) => void;
  /** Names the clear button; drawn inside the box when `inlineLabel`. */
  label: string;
  inlineLabel?: boolean;
  /** The element that labels the field (FieldFrame's label), when the label sits outside. */
  labelledBy?: string;
  /** What the empty field says ("Any date" in a filter). */
  empty?: string;
  clearable?: boolean;
  testId?: string;
  describedBy?: string;
  invalid?: boolean;
  min?: string;
  max?: string;
  className?: string;
}) {
  const t = useT();
  const text = useDateText();
  const [own, setOwn] = useState(defaultValue);
  const current = value ?? own;
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const textId = `${id ?? `date-${name ?? testId}`}-text`;
  const set = (v: string) => {
    if (value === undefined) setOwn(v);
    if (input.current) onChange?.(v, input.current);
  };
  const open = () => {
    const el = input.current;
    if (!el) return;
    // showPicker needs the click's user activation; a browser without it gets the field's own click.
    try {
      if (typeof el.showPicker === "function") el.showPicker();
      else el.click();
    } catch {
      el.focus();
    }
  };
  return (
    <div
      className={cx(
        "relative flex min-w-0 items-center rounded-lg border bg-white text-[15px] focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-100",
        invalid ? "border-danger" : "border-line",
        className,
      )}
    >
      <button
        ref={button}
        id={id}
        type="button"
        onClick={open}
        aria-labelledby={labelledBy ? `${labelledBy} ${textId}` : undefined}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        data-testid={testId ? `${testId}-open` : undefined}
        className="flex h-full min-w-0 flex-1 items-center gap-2 rounded-lg px-2.5 text-left outline-none"
      >
        {inlineLabel && <span className="shrink-0 text-sm text-muted">{label}</span>}
        {/* A space for the button's name ("From 1 Dec 2026"); a flex box draws none. */}{" "}
        <CalendarDays size={16} aria-hidden className="shrink-0 text-muted" />
        {/* The field is as wide as its widest date (the samples under the text), so a pick does
            not resize it or cut it where there is room. */}
        <span className="grid min-w-0 flex-1 grid-cols-[minmax(0,1fr)]">
          <span
            id={textId}
            data-testid={testId ? `${testId}-text` : undefined}
            className={cx("col-start-1 row-start-1 truncate", !current && "text-muted")}
          >
            {text(current, kind) || empty || t("adminUi.chooseDate")}
          </span>
          {WIDEST.map((d) => (
            <span
              key={d}
              aria-hidden
              className="invisible col-start-1 row-start-1 h-0 overflow-hidden whitespace-nowrap"
            >
              {text(kind === "date" ? d : `${d}T23:59`, kind)}
            </span>
          ))}
        </span>
      </button>
      {clearable && (
        <button
          type="button"
          // Kept in place while empty (invisible, out of the tab order) so a pick moves nothing.
          tabIndex={current ? undefined : -1}
          aria-hidden={current ? undefined : true}
          onClick={() => {
            set("");
            button.current?.focus();
          }}
          data-testid={testId ? `${testId}-clear` : undefined}
          className={cx(
            "mr-1 grid size-8 shrink-0 place-items-center rounded-md text-muted outline-none hover:bg-black/5 focus-visible:ring-2 focus-visible:ring-brand-100",
            !current && "invisible",
          )}
        >
          <X size={16} aria-hidden />
          <span className="sr-only">{t("adminUi.clearDate", { label })}</span>
        </button>
      )}
      {/* Out of the tab order and the accessibility tree: the button above is the control. It sits
          under the box so the picker opens below it. */}
      <input
        ref={input}
        type={kind}
        name={name}
        value={current}
        min={min}
        max={max}
        tabIndex={-1}
        aria-hidden
        data-testid={testId}
        onChange={(e) => {
          set(e.currentTarget.value);
          button.current?.focus();
        }}
        className="pointer-events-none absolute inset-x-0 bottom-0 h-full w-full opacity-0"
      />
    </div>
  );
}

/** A form's date field (label above, error or hint below, as every FieldFrame field). */
export function DateField({
  label,
  name,
  value,
  onChange,
  kind = "date",
  error,
  hint,
  required,
  empty,
  testId,
  min,
  max,
  className,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (v: string) => void;
  kind?: DateKind;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  empty?: string;
  testId?: string;
  min?: string;
  max?: string;
  className?: string;
}) {
  const id = `f-${name}`;
  return (
    <FieldFrame id={id} label={label} required={required} error={error} hint={hint} className={className}>
      <DateInput
        id={id}
        name={name}
        kind={kind}
        value={value}
        onChange={onChange}
        label={label}
        labelledBy={`${id}-label`}
        empty={empty}
        clearable={!required}
        invalid={Boolean(error)}
        describedBy={describedByOf(id, error, hint)}
        testId={testId}
        min={min}
        max={max}
        className="h-11"
      />
    </FieldFrame>
  );
}
