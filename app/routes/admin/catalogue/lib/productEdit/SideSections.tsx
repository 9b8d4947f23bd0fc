import { Link } from "react-router";
import { Section } from "../../../../../components/admin/AdminPage";
import { ChipSelect } from "../../../../../components/admin/FormBits";
import { NumberField } from "../../../../../components/admin/NumberField";
import { Toggle } from "../../../../../components/admin/Toggle";
import { SelectField } from "../../../../../components/ui";
import { useT } from "../../../../../i18n";
import type { AdminCategoryNode, AdminInformation, AdminTag, AdminTopic } from "../api";
import { CategoryPicker } from "../CategoryPicker";
import type { ProductForm } from "./MainSections";

// The product edit page's side column: status, organisation, shipping.

export type ShippingMethod = { id: number; details?: { name?: string }; name?: string; type?: string };
type SideProps = {
  form: ProductForm;
  tree: AdminCategoryNode[];
  tags: AdminTag[];
  topics: AdminTopic[];
  information: AdminInformation[];
  shipping: ShippingMethod[] | null;
};

/** On shelf, saleable, adult, quantity limits and order. */
export function StatusSection({ form }: SideProps) {
  const t = useT();
  const { values: v, set } = form;
  const e = form.error;
  return (
    <Section title={t("pe.status")} id="status">
      <div className="flex flex-col gap-4">
        <Toggle
          checked={v.isDisplay}
          onChange={(x) => set("isDisplay", x)}
          label={t("pe.onShelfToggle")}
          description={t("pe.displayHint")}
          testId="product-display"
        />
        <Toggle
          checked={v.isSaleable}
          onChange={(x) => set("isSaleable", x)}
          label={t("pe.saleable")}
          description={t("pe.saleableHint")}
        />
        <Toggle
          checked={v.isAdult}
          onChange={(x) => set("isAdult", x)}
          label={t("pe.adult")}
          description={t("pe.adultHint")}
        />
        <div className="grid grid-cols-2 gap-3">
          <NumberField
            label={t("pe.minQty")}
            name="minQuantityPerOrder"
            value={v.minQuantityPerOrder}
            onChange={(x) => set("minQuantityPerOrder", x)}
            min={0}
            error={e("minQuantityPerOrder")}
          />
          <NumberField
            label={t("pe.maxQty")}
            name="maxQuantityPerOrder"
            value={v.maxQuantityPerOrder}
            onChange={(x) => set("maxQuantityPerOrder", x)}
            min={0}
            error={e("maxQuantityPerOrder")}
          />
        </div>
        <p className="-mt-2 text-sm text-muted">{t("pe.qtyHint")}</p>
        <NumberField
          label={t("pe.sort")}
          name="sort"
          value={v.sort}
          onChange={(x) => set("sort", x)}
          hint={t("pe.sortHint")}
          error={e("sort")}
        />
      </div>
    </Section>
  );
}

/** Categories, tags, topics and the shared information block. */
export function OrganizationSection({ form, tree, tags, topics, information }: SideProps) {
  const t = useT();
  const { values: v, set } = form;
  const e = form.error;
  return (
    <Section title={t("pe.organization")} id="organization">
      <div className="flex flex-col gap-4">
        <CategoryPicker
          label={t("pe.categories")}
          tree={tree}
          value={v.categoryIds}
          onChange={(x) => set("categoryIds", x)}
          error={e("categoryIds")}
          emptyHint={
            <Link to="/admin/store-editcategory/0/0" className="text-brand-700 underline">
              {t("pe.noCategories")}
            </Link>
          }
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
          empty={
            <Link to="/admin/store-edit-tag/0" className="text-brand-700 underline">
              {t("pe.noTags")}
            </Link>
          }
        />
        <ChipSelect
          label={t("pe.topics")}
          options={topics.map((g) => ({ value: g.id, label: g.name }))}
          value={v.topicIds}
          onChange={(x) => set("topicIds", x)}
          empty={
            <Link to="/admin/store-edit-topic/0" className="text-brand-700 underline">
              {t("pe.noTopics")}
            </Link>
          }
        />
        <SelectField
          label={t("pe.information")}
          name="informationId"
          value={v.informationId ?? ""}
          onChange={(x) => set("informationId", x.target.value ? Number(x.target.value) : null)}
          error={e("informationId")}
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
  const { values: v, set } = form;
  return (
    <Section title={t("pe.shipping")} id="shipping">
      {shipping && shipping.length > 0 ? (
        <ChipSelect
          label={t("pe.blockedShipping")}
          options={shipping.map((s) => ({
            value: s.id,
            label: s.details?.name ?? s.name ?? s.type ?? `#${s.id}`,
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
