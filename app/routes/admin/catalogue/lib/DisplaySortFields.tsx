import { NumberField } from "~/components/admin/NumberField";
import { Toggle } from "~/components/admin/Toggle";
import { useT } from "~/i18n";

/** "Shown in the store" and "order" of a catalogue record (tag, information, topic). */
export function DisplaySortFields({
  isDisplay,
  sort,
  onChange,
  displayHint,
  sortError,
}: {
  isDisplay: boolean;
  sort: number | null;
  onChange: (patch: { isDisplay?: boolean; sort?: number | null }) => void;
  displayHint: string;
  sortError?: string;
}) {
  const t = useT();
  return (
    <>
      <Toggle
        checked={isDisplay}
        onChange={(x) => onChange({ isDisplay: x })}
        label={t("cat.displayLabel")}
        description={displayHint}
      />
      <NumberField
        label={t("cat.sort")}
        name="sort"
        value={sort}
        onChange={(x) => onChange({ sort: x })}
        min={0}
        hint={t("cat.sortHint")}
        error={sortError}
        className="max-w-xs"
      />
    </>
  );
}
