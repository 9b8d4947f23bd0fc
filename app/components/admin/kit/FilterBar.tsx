import { Search } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { Form, useLocation, useNavigate } from "react-router";
import { useT } from "~/i18n";
import { Button, cx, OptionList } from "../../ui";
import { hrefWith, type QueryPatch } from "./listQuery";

/** A FilterBar field's share of the row from 734 px: its own width, then what is left. */
export const FIELD_FLEX = "min-[734px]:flex-auto min-[734px]:max-w-96";

const box =
  "h-10 w-full min-w-0 rounded-lg border border-line bg-white text-[15px] outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100";

/**
 * A list's filters as a GET form bound to the URL: without JavaScript, Enter or the submit
 * button loads `?q=…&…`; hydrated, typing in the search box applies after a pause and a select
 * applies on change. Fields are uncontrolled (name + defaultValue from the URL), so what was typed
 * before hydration stays. Params the form does not hold (sort, other filters) are kept; the page resets.
 */
export function FilterBar({
  children,
  className,
  submitLabel,
}: {
  children: ReactNode;
  className?: string;
  /** Shows the submit button (for filters typed in several fields before applying them). */
  submitLabel?: string;
}) {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const ref = useRef<HTMLFormElement>(null);
  // The pending "applies after a pause" of the search box. Enter applies at once and cancels it, and
  // leaving the page cancels it: a late timer would navigate back to this list from wherever the
  // admin went (typed, pressed Enter, clicked a result within 400 ms).
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const apply = () => {
    clearTimeout(timer.current);
    const form = ref.current;
    if (!form) return;
    const patch: QueryPatch = {};
    for (const el of form.elements) {
      const f = el as HTMLInputElement | HTMLSelectElement;
      if (f.name && f.type !== "submit" && !(f.name in patch)) patch[f.name] = f.value.trim();
    }
    const next = hrefWith(location.pathname, location.search, patch);
    if (next !== location.pathname + location.search) navigate(next, { replace: true });
  };
  const kept = [...new URLSearchParams(location.search)].filter(([k]) => k !== "page");
  return (
    <search className={className}>
      <Form
        method="get"
        ref={ref}
        data-testid="list-filters"
        // From 734 px the fields share a row at their own widths and grow into what is left (FIELD_FLEX);
        // one that does not fit wraps whole (equal columns cut a select's longest option, issue 28 §8).
        className="grid gap-2 min-[734px]:flex min-[734px]:flex-wrap"
        onSubmit={(e) => {
          e.preventDefault();
          apply();
        }}
        onChange={(e) => {
          if ((e.target as HTMLElement).tagName === "SELECT") apply();
        }}
        onInput={(e) => {
          if ((e.target as HTMLInputElement).type !== "search") return;
          clearTimeout(timer.current);
          timer.current = setTimeout(apply, 400);
        }}
      >
        {children}
        {/* Other params ride along on a native submit; the visible field of a name comes first and wins. */}
        {kept.map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
        {submitLabel ? (
          <Button type="submit" variant="secondary" className="h-10">
            {submitLabel}
          </Button>
        ) : (
          <button type="submit" className="sr-only">
            {t("adminUi.applyFilters")}
          </button>
        )}
      </Form>
    </search>
  );
}

/** Keeps an uncontrolled field in step with the URL (back button, a tab link) while not being typed in. */
export function useUrlValue<E extends HTMLInputElement | HTMLSelectElement>(name: string, fallback = "") {
  const location = useLocation();
  const ref = useRef<E>(null);
  const value = new URLSearchParams(location.search).get(name) || fallback;
  useEffect(() => {
    const el = ref.current;
    if (el && document.activeElement !== el && el.value !== value) el.value = value;
  }, [value]);
  return { ref, value };
}

/** The free-text filter (`?q=` by default). */
export function FilterSearch({
  name = "q",
  label,
  className,
  narrow,
}: {
  name?: string;
  label: string;
  className?: string;
  /** A short key (an id) rather than free text: no wider than the other fields. */
  narrow?: boolean;
}) {
  const { ref, value } = useUrlValue<HTMLInputElement>(name);
  return (
    <label
      className={cx(
        "relative flex min-w-0 items-center",
        narrow ? FIELD_FLEX : "min-[734px]:flex-[2_1_12rem]",
        className,
      )}
    >
      <span className="sr-only">{label}</span>
      <Search size={16} aria-hidden className="pointer-events-none absolute left-3 text-muted" />
      <input
        ref={ref}
        type="search"
        name={name}
        defaultValue={value}
        placeholder={label}
        data-testid={`filter-${name}`}
        className={cx(box, "pr-3 pl-9 text-ellipsis")}
      />
    </label>
  );
}

/** A choice filter (`?<name>=value`; the empty option means "any"). */
export function FilterChoice({
  name,
  label,
  options,
  any,
  fallback,
}: {
  name: string;
  label: string;
  options: { value: string; label: string }[];
  /** The "any" option's text: an empty-value option put first (the list's own options follow). */
  any?: string;
  /** The option shown while the URL has no value: the one the page's call defaults to. */
  fallback?: string;
}) {
  const { ref, value } = useUrlValue<HTMLSelectElement>(name, fallback);
  const all = any === undefined ? options : [{ value: "", label: any }, ...options];
  return (
    <label className={cx("flex min-w-0 flex-col", FIELD_FLEX)}>
      <span className="sr-only">{label}</span>
      <select
        ref={ref}
        name={name}
        defaultValue={value}
        aria-label={label}
        data-testid={`filter-${name}`}
        className={cx(box, "px-2.5 min-[734px]:w-auto")}
      >
        <OptionList options={all} />
      </select>
    </label>
  );
}
