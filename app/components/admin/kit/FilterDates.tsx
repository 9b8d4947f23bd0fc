import { useEffect, useState } from "react";
import { flushSync } from "react-dom";
import { useLocation } from "react-router";
import { useT } from "~/i18n";
import { cx } from "../../ui";
import { DateInput } from "./DateInput";
import { FIELD_FLEX } from "./FilterBar";

/** One end of a date range inside a FilterBar: a pick or a clear applies at once. */
function FilterDate({ name, label }: { name: string; label: string }) {
  const t = useT();
  const location = useLocation();
  const url = new URLSearchParams(location.search).get(name) ?? "";
  const [value, setValue] = useState(url);
  // The back button or a tab link changes the URL under the field.
  useEffect(() => setValue(url), [url]);
  return (
    <DateInput
      name={name}
      label={label}
      inlineLabel
      value={value}
      empty={t("adminUi.anyDate")}
      testId={`filter-${name}`}
      className={cx("h-10", FIELD_FLEX)}
      onChange={(v, input) => {
        // The form reads the native field: it must hold the new value before the submit.
        flushSync(() => setValue(v));
        input.form?.requestSubmit();
      }}
    />
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
      <FilterDate name={from} label={fromLabel} />
      <FilterDate name={to} label={toLabel} />
    </>
  );
}
