import { Clapperboard, GalleryHorizontal, Image, LayoutGrid } from "lucide-react";
import { Section } from "~/components/admin/AdminPage";
import { ChoiceCards } from "~/components/admin/content/ChoiceCards";
import { TextAreaField, TextField } from "~/components/admin/FormBits";
import { NumberField } from "~/components/admin/NumberField";
import { Toggle } from "~/components/admin/Toggle";
import { useT } from "~/i18n";
import { type SectionProps, typePatch } from "./values";

// The banner's type, its text and how it shows: the sections every banner type has.

const TYPE_ICONS = [
  { value: "PICTURE" as const, icon: Image },
  { value: "VIDEO" as const, icon: Clapperboard },
  { value: "PRODUCT_SWIPER" as const, icon: GalleryHorizontal },
  { value: "PRODUCT_WATERFALL" as const, icon: LayoutGrid },
];

export function TypeSection({ form }: SectionProps) {
  const t = useT();
  return (
    <Section title={t("adminContent.banner.typeSection")}>
      <ChoiceCards
        legend={t("adminContent.banner.type")}
        name="type"
        value={form.values.type}
        choices={TYPE_ICONS.map((c) => ({
          value: c.value,
          label: t(`adminContent.bannerType.${c.value}`),
          hint: t(`adminContent.bannerTypeHint.${c.value}`),
          art: <c.icon size={22} className="text-brand-600" />,
        }))}
        onChange={(type) => {
          form.patch(typePatch(form.values, type));
          form.setErrors({});
        }}
        columns={4}
        hideLegend
        testId="banner-type"
      />
    </Section>
  );
}

export function TextSection({ form }: SectionProps) {
  const t = useT();
  return (
    <Section
      title={t("adminContent.banner.textSection")}
      description={t(`adminContent.banner.textHint.${form.values.type}`)}
    >
      <div className="grid gap-4">
        <TextField
          label={t("adminContent.banner.title")}
          {...form.field("title")}
          maxLength={100}
          testId="banner-title"
        />
        <TextAreaField label={t("adminContent.banner.content")} {...form.area("content")} maxLength={2000} rows={3} />
      </div>
    </Section>
  );
}

export function DisplaySection({ form }: SectionProps) {
  const t = useT();
  return (
    <Section title={t("adminContent.banner.displaySection")}>
      <div className="flex flex-col gap-4">
        <Toggle
          label={t("adminContent.banner.isShow")}
          description={t("adminContent.banner.isShowHint")}
          {...form.toggle("isShow")}
          testId="banner-isShow"
        />
        <Toggle
          label={t("adminContent.banner.removeSpace")}
          description={t("adminContent.banner.removeSpaceHint")}
          {...form.toggle("isRemoveWrapperSpace")}
        />
        <NumberField
          label={t("adminContent.sort")}
          {...form.field("sort")}
          hint={t("adminContent.banner.sortHint")}
          className="max-w-48"
        />
      </div>
    </Section>
  );
}
