import { BANNER_AMOUNT_MAX, BANNER_PRODUCT_SORT_KEYS } from "@functions/store/content/schemas";
import { Section } from "~/components/admin/AdminPage";
import type { PickOption } from "~/components/admin/content/api";
import { ChoiceCards } from "~/components/admin/content/ChoiceCards";
import { RefSelect } from "~/components/admin/content/RefSelect";
import { Checkbox } from "~/components/admin/FormBits";
import { NumberField } from "~/components/admin/NumberField";
import { Alert, SelectField } from "~/components/ui";
import { useT } from "~/i18n";
import { PHONE_DISPLAY, PRODUCT_DISPLAY, type SectionProps, type TopicLike } from "./values";

// A product block's source (all, a category, a topic), how many and in what order, and its
// display size on desktop and phone.

export function ProductsSection({
  categories,
  topics,
  pickerFailed,
  ...props
}: SectionProps & { categories: PickOption[]; topics: TopicLike[]; pickerFailed: boolean }) {
  const t = useT();
  const { form } = props;
  const { values: v, set } = form;
  // A category or topic source picks its target by id; RefSelect calls its change `onPick`.
  const target = v.source === "CATEGORY" ? "productCategoryId" : "productTopicId";
  const { onChange: onPick, ...targetField } = form.field(target);
  return (
    <Section title={t("adminContent.banner.productsSection")}>
      <div className="flex flex-col gap-5">
        <ChoiceCards
          legend={t("adminContent.banner.source")}
          {...form.field("source")}
          choices={(["ALL", "CATEGORY", "TOPIC"] as const).map((s) => ({
            value: s,
            label: t(`adminContent.source.${s}`),
          }))}
          compact
          testId="banner-source"
        />
        {v.source !== "ALL" && (
          <RefSelect
            key={target}
            label={t(v.source === "CATEGORY" ? "adminContent.banner.category" : "adminContent.banner.topic")}
            {...targetField}
            onPick={onPick}
            options={v.source === "CATEGORY" ? categories : topics}
          />
        )}
        {pickerFailed && <Alert tone="info">{t("adminContent.pickerLoadFailed")}</Alert>}
        <Checkbox
          label={t("adminContent.banner.specialOnly")}
          description={t("adminContent.banner.specialOnlyHint")}
          {...form.toggle("productHasSpecialPrice")}
        />
        <div className="grid gap-4 min-[734px]:grid-cols-3">
          <NumberField
            label={t("adminContent.banner.amount")}
            {...form.field("amount")}
            min={1}
            max={BANNER_AMOUNT_MAX}
            hint={t("adminContent.banner.amountHint", { max: BANNER_AMOUNT_MAX })}
            required
          />
          <SelectField label={t("adminContent.banner.sortKey")} {...form.area("productSortKey")}>
            <option value="">{t("adminContent.sortKey.default")}</option>
            {BANNER_PRODUCT_SORT_KEYS.map((k) => (
              <option key={k} value={k}>
                {t(`adminContent.sortKey.${k}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t("adminContent.banner.sortDirection")}
            name="productSortDirection"
            value={v.productSortDirection}
            disabled={!v.productSortKey}
            onChange={(e) => set("productSortDirection", e.target.value === "asc" ? "asc" : "desc")}
          >
            <option value="desc">{t("adminContent.sortDirection.desc")}</option>
            <option value="asc">{t("adminContent.sortDirection.asc")}</option>
          </SelectField>
        </div>
        <ChoiceCards
          legend={t("adminContent.banner.displayTypeDesktop")}
          name="displayType"
          value={v.displayType}
          choices={PRODUCT_DISPLAY.map((d) => ({
            value: d,
            label: t(`adminContent.displayType.${d}`),
            hint: t(`adminContent.displayTypeHint.${d}`),
          }))}
          onChange={(d) => set("displayType", d)}
          columns={2}
        />
        {v.type === "PRODUCT_SWIPER" && (
          <ChoiceCards
            legend={t("adminContent.banner.displayTypePhone")}
            name="displayTypePhone"
            value={v.displayTypePhone ?? "DEFAULT"}
            choices={[
              { value: "DEFAULT", label: t("adminContent.displayType.PHONE_DEFAULT") },
              ...PHONE_DISPLAY.map((d) => ({
                value: d,
                label: t(`adminContent.displayType.${d}`),
                hint: t(`adminContent.displayTypeHint.${d}`),
              })),
            ]}
            onChange={(d) => set("displayTypePhone", d === "DEFAULT" ? null : d)}
            error={form.error("displayTypePhone")}
          />
        )}
        {v.type === "PRODUCT_WATERFALL" && (
          <p className="text-sm text-muted">{t("adminContent.banner.waterfallNote")}</p>
        )}
      </div>
    </Section>
  );
}
