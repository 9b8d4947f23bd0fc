import type { PersonalSettings } from "@functions/shared/storeSettings/defaults";
import { PERSONAL_SETTING_OPTIONS, ROW_QUANTITY } from "@functions/store/content/style";
import { ChoiceCards } from "~/components/admin/content/ChoiceCards";
import { Toggle } from "~/components/admin/Toggle";
import { useT } from "~/i18n";
import { art, type Item, type Key } from "./groups";

/** One setting of the style page: a switch, the products-per-row choice, or a set of choices. */
export function StyleItem({
  item,
  values: v,
  set,
  error,
}: {
  item: Item;
  values: PersonalSettings;
  set: (key: Key, value: never) => void;
  error?: string;
}) {
  const t = useT();
  const label = t(`adminContent.styleKey.${item.key}`);
  const hintKey = `adminContent.styleHint.${item.key}`;
  const hint = t(hintKey) === hintKey ? undefined : t(hintKey);
  if (item.kind === "bool") {
    return (
      <Toggle
        label={label}
        description={hint}
        checked={Boolean(v[item.key])}
        onChange={(x) => set(item.key, x as never)}
        testId={`style-${item.key}`}
      />
    );
  }
  if (item.kind === "rows") {
    const counts = Array.from({ length: ROW_QUANTITY.max - ROW_QUANTITY.min + 1 }, (_, i) => ROW_QUANTITY.min + i);
    return (
      <ChoiceCards
        legend={label}
        hint={hint}
        name={item.key}
        value={v.productListRowQuantity}
        choices={counts.map((n) => ({
          value: n,
          label: t("adminContent.style.perRow", { n }),
          art: (
            <span className="flex w-12 gap-0.5">
              {Array.from({ length: n }, (_, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a drawing of n columns
                <span key={j} className="h-5 flex-1 rounded-[2px] bg-brand-500/70" />
              ))}
            </span>
          ),
        }))}
        onChange={(n) => set("productListRowQuantity", n as never)}
        columns={4}
        error={error}
        testId={`style-${item.key}`}
      />
    );
  }
  const options = PERSONAL_SETTING_OPTIONS[item.key] as readonly string[];
  return (
    <ChoiceCards
      legend={label}
      hint={hint}
      name={item.key}
      value={String(v[item.key])}
      choices={options.map((o) => ({
        value: o,
        label: t(`adminContent.styleOpt.${item.key}.${o}`),
        art: art(item.key, o),
      }))}
      onChange={(o) => set(item.key, o as never)}
      columns={item.columns ?? 3}
      compact={options.every((o) => art(item.key, o) === undefined)}
      error={error}
      testId={`style-${item.key}`}
    />
  );
}
