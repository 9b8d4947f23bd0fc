import { useUrlValue } from "./FilterBar";

const box =
  "flex h-10 min-w-0 items-center gap-2 rounded-lg border border-line bg-white px-2.5 text-[15px] focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-100";

/** One end of a date range inside a FilterBar; a picked (whole) date applies after a short pause. */
function DateField({ name, label }: { name: string; label: string }) {
  const { ref, value } = useUrlValue<HTMLInputElement>(name);
  return (
    <label className={box}>
      <span className="shrink-0 text-sm text-muted">{label}</span>
      <input
        ref={ref}
        type="date"
        name={name}
        defaultValue={value}
        data-testid={`filter-${name}`}
        className="min-w-0 flex-1 bg-transparent outline-none"
        onChange={(e) => {
          // Typing a date by keyboard changes it once per year digit: wait for the last one.
          const el = e.currentTarget;
          clearTimeout(Number(el.dataset.timer));
          el.dataset.timer = String(setTimeout(() => el.form?.requestSubmit(), 400));
        }}
      />
    </label>
  );
}

/** A date range filter (`?dateFrom=&dateTo=` by default, Taipei calendar days read by the API). */
export function FilterDates({
  from = "dateFrom",
  to = "dateTo",
  fromLabel,
  toLabel,
}: {
  from?: string;
  to?: string;
  fromLabel: string;
  toLabel: string;
}) {
  return (
    <>
      <DateField name={from} label={fromLabel} />
      <DateField name={to} label={toLabel} />
    </>
  );
}
