import { settingBranchPatch } from "@functions/network/settings/schemas";
import {
  DEFAULT_LABELS_BY_LOCALE,
  LABEL_KEYS,
  LABEL_MAX,
  type LabelLocale,
} from "@functions/shared/network/branchLabels";
import { useRevalidator } from "react-router";
import { TextField } from "~/components/admin/FormBits";
import { SettingsSection, useEditForm } from "~/components/admin/kit";
import { useT } from "~/i18n";
import { API, type BranchSettingData } from "./api";
import { SettingViewPage } from "./SettingViews";

const LOCALES: readonly [LabelLocale, string][] = [
  ["zh-TW", "branchSettings.labels.zh"],
  ["en", "branchSettings.labels.en"],
];
type Flat = Record<string, string>;
const keyOf = (l: LabelLocale, k: string) => `${l}:${k}`;

/** The stored overrides as one flat form (every key of both languages, "" = the default). */
function flatten(labels: BranchSettingData["labels"]): Flat {
  const out: Flat = {};
  for (const [l] of LOCALES) for (const k of LABEL_KEYS) out[keyOf(l, k)] = labels[l][k] ?? "";
  return out;
}
function nest(v: Flat) {
  const of = (l: LabelLocale) => Object.fromEntries(LABEL_KEYS.map((k) => [k, v[keyOf(l, k)] ?? ""]));
  return { labels: { "zh-TW": of("zh-TW"), en: of("en") } };
}

/** branch-setting/labels: the 15 custom labels in both languages (spec §3 defaults as hints). */
export function LabelsView({ data }: { data: BranchSettingData }) {
  const t = useT();
  const form = useEditForm<Flat>(flatten(data.labels), {
    whole: { api: API.setting, schema: settingBranchPatch, toBody: nest },
  });
  const { revalidate } = useRevalidator();
  // The menu shows the branch label: reload the root data once the new names are saved.
  const save = async () => {
    if (await form.saveWhole((d) => flatten((d as unknown as BranchSettingData).labels))) await revalidate();
  };
  return (
    <SettingViewPage view="labels" save={{ form, onSave: () => void save(), testId: "branch-labels-save" }}>
      {LOCALES.map(([locale, title]) => (
        <SettingsSection
          key={locale}
          id={`branch-labels-${locale}`}
          title={`${t("branchSettings.labels.title")} · ${t(title)}`}
          description={locale === "zh-TW" ? t("branchSettings.labels.description") : undefined}
        >
          <div className="grid gap-4 min-[734px]:grid-cols-2">
            {LABEL_KEYS.map((k) => (
              <TextField
                key={k}
                label={t(`branchSettings.label.${k}`)}
                {...form.field(keyOf(locale, k), `labels.${locale}.${k}`)}
                value={form.values[keyOf(locale, k)] ?? ""}
                placeholder={DEFAULT_LABELS_BY_LOCALE[locale][k]}
                hint={t("branchSettings.labels.default", { text: DEFAULT_LABELS_BY_LOCALE[locale][k] })}
                maxLength={LABEL_MAX}
                lang={locale}
                testId={`label-${locale}-${k}`}
              />
            ))}
          </div>
        </SettingsSection>
      ))}
    </SettingViewPage>
  );
}
