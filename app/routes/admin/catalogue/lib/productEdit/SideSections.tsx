import type { AdminShippingMethod } from "@functions/commerce/shipping/views";
import { shippingDisplayName } from "@functions/shared/commerce/methodNames";
import { Link } from "react-router";
import { Section } from "~/components/admin/AdminPage";
import { ChipSelect } from "~/components/admin/FormBits";
import { NumberField } from "~/components/admin/NumberField";
import { Toggle } from "~/components/admin/Toggle";
import { SelectField } from "~/components/ui";
import { useLocale, useT } from "~/i18n";
import type { AdminCategoryNode, AdminInformation, AdminTag, AdminTopic } from "../api";
import { CategoryPicker } from "../CategoryPicker";
import type { ProductForm } from "./MainSections";

// The product edit page's side column: status, organisation, shipping.

export type ShippingMethod = Pick<AdminShippingMethod, "id" | "code" | "name" | "nameEn">;
type SideProps = {
  form: ProductForm;
  tree: AdminCategoryNode[];
  tags: AdminTag[];
  topics: AdminTopic[];
  information: AdminInformation[];
  shipping: ShippingMethod[] | null;
};

const FLAGS = [
  { key: "isDisplay", label: "pe.onShelfToggle", hint: "pe.displayHint", testId: "product-display" },
  { key: "isSaleable", label: "pe.saleable", hint: "pe.saleableHint" },
  { key: "isAdult", label: "pe.adult", hint: "pe.adultHint" },
] as const;
const QUANTITIES = [
  { key: "minQuantityPerOrder", label: "pe.minQty" },
  { key: "maxQuantityPerOrder", label: "pe.maxQty" },
] as const;

/** The "none yet: make one" link of an empty picker. */
function MakeFirstLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="text-brand-700 underline">
      {label}
    </Link>
  );
}

/** On shelf, saleable, adult, quantity limits and order. */
export function StatusSection({ form }: SideProps) {
  const t = useT();
  return (
    <Section title={t("pe.status")} id="status">
      <div className="flex flex-col gap-4">
        {FLAGS.map((f) => (
          <Toggle
            key={f.key}
            {...form.toggle(f.key)}
            label={t(f.label)}
            description={t(f.hint)}
            testId={"testId" in f ? f.testId : undefined}
          />
        ))}
        <div className="grid grid-cols-2 gap-3">
          {QUANTITIES.map((q) => (
            <NumberField key={q.key} label={t(q.label)} {...form.field(q.key)} min={0} />
          ))}
        </div>
        <p className="-mt-2 text-sm text-muted">{t("pe.qtyHint")}</p>
        <NumberField label={t("pe.sort")} {...form.field("sort")} hint={t("pe.sortHint")} />
      </div>
    </Section>
  );
}

/** Categories, tags, topics and the shared information block. */
export function OrganizationSection({ form, tree, tags, topics, information }: SideProps) {
  const t = useT();
  const { values: v, set } = form;
  return (
    <Section title={t("pe.organization")} id="organization">
      <div className="flex flex-col gap-4">
        <CategoryPicker
          label={t("pe.categories")}
          tree={tree}
          value={v.categoryIds}
          onChange={(x) => set("categoryIds", x)}
          error={form.error("categoryIds")}
          emptyHint={<MakeFirstLink to="/admin/store-editcategory/0/0" label={t("pe.noCategories")} />}
        />
        <ChipSelect
          label={t("pe.tags")}
          options={tags.map((g) => ({
            value: g.id,
            label: g.name,
            note: g.isOnlyForAdmin ? t("tag.adminOnlyShort") : undefined,
          }))}
          value={v.tagIds}
          onChange={(x) => set("tagIds", x)}
          empty={<MakeFirstLink to="/admin/store-edit-tag/0" label={t("pe.noTags")} />}
        />
        <ChipSelect
          label={t("pe.topics")}
          options={topics.map((g) => ({ value: g.id, label: g.name }))}
          value={v.topicIds}
          onChange={(x) => set("topicIds", x)}
          empty={<MakeFirstLink to="/admin/store-edit-topic/0" label={t("pe.noTopics")} />}
        />
        <SelectField
          label={t("pe.information")}
          name="informationId"
          value={v.informationId ?? ""}
          onChange={(x) => set("informationId", x.target.value ? Number(x.target.value) : null)}
          error={form.error("informationId")}
        >
          <option value="">{t("pe.noInformation")}</option>
          {information.map((i) => (
            <option key={i.id} value={i.id}>
              {i.name}
              {i.isDisplay ? "" : ` (${t("cat.hidden")})`}
            </option>
          ))}
        </SelectField>
      </div>
    </Section>
  );
}

/** Shipping methods this product may not use. */
export function ShippingSection({ form, shipping }: SideProps) {
  const t = useT();
  const locale = useLocale();
  const { values: v, set } = form;
  return (
    <Section title={t("pe.shipping")} id="shipping">
      {shipping && shipping.length > 0 ? (
        <ChipSelect
          label={t("pe.blockedShipping")}
          options={shipping.map((s) => ({
            value: s.id,
            label: shippingDisplayName(s, locale),
          }))}
          value={v.blockedShippingMethodIds}
          onChange={(x) => set("blockedShippingMethodIds", x)}
          hint={t("pe.blockedShippingHint")}
        />
      ) : (
        <p className="text-sm text-muted" data-field="blockedShippingMethodIds">
          {t("pe.noShipping")}
          {v.blockedShippingMethodIds.length > 0 &&
            ` ${t("pe.blockedCount", { count: v.blockedShippingMethodIds.length })}`}
        </p>
      )}
    </Section>
  );
}
