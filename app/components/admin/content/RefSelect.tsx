import type { ComponentProps } from "react";
import { useT } from "~/i18n";
import { SelectField } from "../../ui";

type RefOption = { id: number; label?: string; name?: string; isDisplay: boolean };

/**
 * A choice of one record (category, topic, page, article category) by id: an empty first option
 * ("choose…" unless `emptyLabel`), hidden records marked as such. `onPick` gets the id or null.
 */
export function RefSelect({
  label,
  name,
  value,
  options,
  onPick,
  error,
  emptyLabel,
  ...rest
}: Omit<ComponentProps<"select">, "value" | "onChange"> & {
  label: string;
  name: string;
  value: number | null | undefined;
  options: readonly RefOption[];
  onPick: (id: number | null) => void;
  error?: string;
  emptyLabel?: string;
}) {
  const t = useT();
  return (
    <SelectField
      label={label}
      name={name}
      value={value ?? ""}
      onChange={(e) => onPick(e.target.value ? Number(e.target.value) : null)}
      error={error}
      {...rest}
    >
      <option value="">{emptyLabel ?? t("adminContent.choose")}</option>
      {options.map((o) => (
        <option key={o.id} value={o.id}>
          {o.label ?? o.name}
          {o.isDisplay ? "" : ` (${t("adminContent.hiddenShort")})`}
        </option>
      ))}
    </SelectField>
  );
}
