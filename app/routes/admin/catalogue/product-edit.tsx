import { ExternalLink, History, Plus, Trash2, X } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { productCreateInput, productPatchInput } from "../../../../functions/catalogue/schemas";
import type { MediaRef } from "../../../../functions/shared/media";
import { effectivePrice, formatMoney } from "../../../../functions/shared/pricing";
import { AdminPage, AdminRouteError, Section, StickyActions } from "../../../components/admin/AdminPage";
import { adminLoad, adminSend, failureKey } from "../../../components/admin/adminApi";
import { ConfirmDialog } from "../../../components/admin/ConfirmDialog";
import { ChipSelect, TextAreaField, TextField } from "../../../components/admin/FormBits";
import { flash } from "../../../components/admin/flash";
import { MediaUploader } from "../../../components/admin/MediaUploader";
import { NumberField } from "../../../components/admin/NumberField";
import { RichTextArea } from "../../../components/admin/RichTextArea";
import { Toggle } from "../../../components/admin/Toggle";
import { SAVED, UnsavedChangesGuard, useAdminForm } from "../../../components/admin/useAdminForm";
import { Button, cx, LinkButton, SelectField } from "../../../components/ui";
import { useT } from "../../../i18n";
import { useRoot } from "../../../lib/useRoot";
import { loadCategories, loadInformation, loadTags, loadTopics, PATHS } from "./lib/api";
import { CategoryPicker } from "./lib/CategoryPicker";
import { ComboEditor, type EditCombo } from "./lib/ComboEditor";
import { idParam, listOf } from "./lib/filters";
import { productEditPath, productListPath, stockPath } from "./lib/paths";
import {
  type AdminProduct,
  PAYMENT_PLANS,
  type PaymentPlan,
  SUBSCRIPTION_PLANS,
  TYPES_FOR_CREATING_STORE,
} from "./lib/product";
import { blankLine, type EditLine, StockLinesEditor, toEditLines, toStockInput } from "./lib/StockLinesEditor";

// /admin/product-edit/:id — every product field (spec back-office §2.2, §3); id 0 or "new" creates.

type ShippingMethod = { id: number; details?: { name?: string }; name?: string; type?: string };

export async function clientLoader({ params }: { params: Record<string, string | undefined> }) {
  const id = idParam(params.id);
  const [product, tree, tags, topics, information, shipping] = await Promise.all([
    id ? adminLoad<AdminProduct>(PATHS.product(id)) : Promise.resolve(null),
    loadCategories(),
    loadTags(),
    loadTopics(),
    loadInformation(),
    // Shipping methods arrive with the shipping issue; until then the field explains it is empty.
    adminLoad<unknown>(PATHS.shipping, undefined, { quiet: true })
      .then((d) => listOf<ShippingMethod>(d))
      .catch(() => null),
  ]);
  return { product, tree, tags, topics, information, shipping };
}

export { FormSkeleton as HydrateFallback } from "../../../components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

type Values = {
  kind: "NORMAL" | "COMBO";
  name: string;
  summary: string;
  description: string;
  paymentPlan: PaymentPlan;
  price: number | null;
  specialPrice: number | null;
  subscriptionPrice: number | null;
  subscriptionCycles: number[];
  isAdult: boolean;
  isDisplay: boolean;
  isSaleable: boolean;
  minQuantityPerOrder: number | null;
  maxQuantityPerOrder: number | null;
  typeForCreatingStore: (typeof TYPES_FOR_CREATING_STORE)[number];
  paymentPlanForCreatingStore: PaymentPlan | null;
  minAmountShoppingForCreatingStore: number | null;
  blockedShippingMethodIds: number[];
  informationId: number | null;
  sort: number | null;
  metaTitle: string;
  metaDescription: string;
  categoryIds: number[];
  tagIds: number[];
  topicIds: number[];
  media: MediaRef[];
  lines: EditLine[];
  combos: EditCombo[];
};

function valuesOf(p: AdminProduct | null): Values {
  return {
    kind: p?.kind ?? "NORMAL",
    name: p?.name ?? "",
    summary: p?.summary ?? "",
    description: p?.description ?? "",
    paymentPlan: p?.paymentPlan ?? "NORMAL",
    price: p?.price ?? null,
    specialPrice: p?.specialPrice ?? 0,
    subscriptionPrice: p?.subscriptionPrice ?? 0,
    subscriptionCycles: p?.subscriptionCycles ?? [],
    isAdult: p?.isAdult ?? false,
    isDisplay: p?.isDisplay ?? true,
    isSaleable: p?.isSaleable ?? true,
    minQuantityPerOrder: p?.minQuantityPerOrder ?? 0,
    maxQuantityPerOrder: p?.maxQuantityPerOrder ?? 0,
    typeForCreatingStore: p?.typeForCreatingStore ?? "NORMAL",
    paymentPlanForCreatingStore: p?.paymentPlanForCreatingStore ?? null,
    minAmountShoppingForCreatingStore: p?.minAmountShoppingForCreatingStore ?? 0,
    blockedShippingMethodIds: p?.blockedShippingMethodIds ?? [],
    informationId: p?.informationId ?? null,
    sort: p?.sort ?? 0,
    metaTitle: p?.metaTitle ?? "",
    metaDescription: p?.metaDescription ?? "",
    categoryIds: p?.categoryIds ?? [],
    tagIds: p?.tagIds ?? [],
    topicIds: p?.topicIds ?? [],
    media: p?.media.map((m) => m.media) ?? [],
    lines: p?.stocks.length ? toEditLines(p.stocks) : [blankLine()],
    combos:
      p?.combos.map((c) => ({
        stockId: c.stockId,
        productName: c.productName,
        spec: c.spec,
        quantity: c.quantity,
        stock: c.stock,
      })) ?? [],
  };
}

function bodyOf(v: Values) {
  const combo = v.kind === "COMBO";
  return {
    kind: v.kind,
    name: v.name.trim(),
    summary: v.summary,
    description: v.description,
    paymentPlan: v.paymentPlan,
    price: v.price ?? 0,
    specialPrice: v.specialPrice ?? 0,
    subscriptionPrice: v.subscriptionPrice ?? 0,
    subscriptionCycles: v.subscriptionCycles,
    isAdult: v.isAdult,
    isDisplay: v.isDisplay,
    isSaleable: v.isSaleable,
    minQuantityPerOrder: v.minQuantityPerOrder ?? 0,
    maxQuantityPerOrder: v.maxQuantityPerOrder ?? 0,
    typeForCreatingStore: v.typeForCreatingStore,
    paymentPlanForCreatingStore: v.paymentPlanForCreatingStore,
    minAmountShoppingForCreatingStore: v.minAmountShoppingForCreatingStore ?? 0,
    blockedShippingMethodIds: v.blockedShippingMethodIds,
    informationId: v.informationId,
    sort: v.sort ?? 0,
    metaTitle: v.metaTitle,
    metaDescription: v.metaDescription,
    categoryIds: v.categoryIds,
    tagIds: v.tagIds,
    topicIds: v.topicIds,
    mediaIds: v.media.map((m) => m.id),
    // A COMBO sells one line (its stock comes from its parts).
    stocks: toStockInput(combo ? v.lines.slice(0, 1).map((l) => ({ ...l, children: [] })) : v.lines, combo),
    combos: combo ? v.combos.map((c) => ({ stockId: c.stockId, quantity: c.quantity ?? 0 })) : [],
  };
}

export default function ProductEdit({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const navigate = useNavigate();
  const { store } = useRoot();
  const { product, tree, tags, topics, information, shipping } = loaderData;
  const form = useAdminForm<Values>(valuesOf(product));
  const { values: v, set } = form;
  const [saving, setSaving] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [cycle, setCycle] = useState<number | null>(null);
  const [advanced, setAdvanced] = useState(store.storeType !== "NORMAL" && v.typeForCreatingStore !== "NORMAL");
  const combo = v.kind === "COMBO";
  const subscription = SUBSCRIPTION_PLANS.includes(v.paymentPlan);
  const e = form.error;

  async function save() {
    const body = bodyOf(v);
    if (!form.check(product ? productPatchInput : productCreateInput, body)) return;
    setSaving(true);
    const r = product
      ? await adminSend<AdminProduct>("PATCH", PATHS.product(product.id), body)
      : await adminSend<AdminProduct>("POST", PATHS.products, body);
    setSaving(false);
    if (!r.ok) return form.fail(r);
    flash.success(product ? t("adminUi.saved") : t("pe.created"));
    form.reset(valuesOf(r.data));
    if (!product) navigate(productEditPath(r.data.id), { replace: true, state: SAVED });
  }

  async function remove() {
    if (!product) return;
    setSaving(true);
    const r = await adminSend("DELETE", PATHS.product(product.id));
    setSaving(false);
    setConfirmDelete(false);
    if (!r.ok) return flash.error(t(failureKey(r)));
    flash.success(t("adminUi.deleted"));
    navigate(productListPath(0, "all"), { state: SAVED });
  }

  const eff = effectivePrice({ specialPrice: v.specialPrice ?? 0, subscriptionPrice: v.subscriptionPrice ?? 0 });
  const pays = eff > 0 ? eff : (v.price ?? 0);
  const off = v.price && eff > 0 && eff < v.price ? Math.round((1 - eff / v.price) * 100) : 0;
  const title = product ? product.name : t("pe.newTitle");

  return (
    <AdminPage
      title={title}
      breadcrumbs={[
        { label: t("pl.title"), to: productListPath(0, "on") },
        { label: product ? t("pe.edit") : t("pe.newTitle") },
      ]}
      actions={
        product ? (
          <LinkButton to={`/product/${product.id}`} target="_blank" rel="noopener" variant="secondary">
            <ExternalLink size={16} aria-hidden /> {t("pe.viewInStore")}
          </LinkButton>
        ) : undefined
      }
      testId="product-edit"
    >
      <UnsavedChangesGuard when={form.dirty && !saving} />
      <form
        noValidate
        onSubmit={(ev) => {
          ev.preventDefault();
          void save();
        }}
        className="grid gap-4 min-[1024px]:grid-cols-[minmax(0,1fr)_340px] min-[1024px]:items-start"
      >
        {/* ── main column ── */}
        <div className="flex min-w-0 flex-col gap-4">
          <Section title={t("pe.basics")} id="basics">
            <div className="flex flex-col gap-4">
              <TextField
                label={t("pe.name")}
                name="name"
                value={v.name}
                onChange={(x) => set("name", x)}
                required
                maxLength={120}
                error={e("name")}
                testId="product-name-input"
              />
              <fieldset className="flex flex-col gap-1.5" data-field="kind">
                <legend className="mb-1.5 text-sm font-medium">{t("pe.kind")}</legend>
                <div className="grid gap-2 min-[734px]:grid-cols-2">
                  {(["NORMAL", "COMBO"] as const).map((k) => (
                    <label
                      key={k}
                      className={cx(
                        "flex cursor-pointer gap-3 rounded-xl border p-3 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500",
                        v.kind === k ? "border-brand-600 bg-brand-50" : "border-line hover:bg-surface",
                        product && "cursor-not-allowed opacity-70",
                      )}
                    >
                      <input
                        type="radio"
                        name="kind"
                        value={k}
                        checked={v.kind === k}
                        disabled={Boolean(product)}
                        onChange={() => set("kind", k)}
                        className="mt-1 h-4 w-4 accent-brand-600"
                      />
                      <span>
                        <span className="block font-medium">{t(`kind.${k}`)}</span>
                        <span className="block text-sm text-muted">{t(`kind.${k}.hint`)}</span>
                      </span>
                    </label>
                  ))}
                </div>
                {product && <p className="text-sm text-muted">{t("pe.kindFixed")}</p>}
                {e("kind") && <p className="text-sm text-danger">{e("kind")}</p>}
              </fieldset>
              <TextAreaField
                label={t("pe.summary")}
                name="summary"
                value={v.summary}
                onChange={(x) => set("summary", x.target.value)}
                maxLength={500}
                rows={3}
                hint={t("pe.summaryHint")}
                error={e("summary")}
              />
              <RichTextArea
                label={t("pe.description")}
                name="description"
                value={v.description}
                onChange={(x) => set("description", x)}
                maxLength={50_000}
                rows={12}
                hint={t("pe.descriptionHint")}
                error={e("description")}
              />
            </div>
          </Section>

          <Section title={t("pe.images")} description={t("pe.imagesHint")} id="images">
            <MediaUploader
              label={t("pe.images")}
              value={v.media}
              onChange={(m) => set("media", m)}
              max={30}
              endpoint={product ? PATHS.productMedia : PATHS.media}
              fields={product ? { productId: product.id, type: "PRODUCT" } : { type: "PRODUCT" }}
              error={e("mediaIds")}
              testId="product-media"
            />
          </Section>

          <Section title={t("pe.pricing")} id="pricing">
            <div className="grid gap-4 min-[734px]:grid-cols-2">
              <SelectField
                label={t("pe.paymentPlan")}
                name="paymentPlan"
                value={v.paymentPlan}
                onChange={(x) => set("paymentPlan", x.target.value as PaymentPlan)}
                error={e("paymentPlan")}
              >
                {PAYMENT_PLANS.map((p) => (
                  <option key={p} value={p}>
                    {t(`plan.${p}`)}
                  </option>
                ))}
              </SelectField>
              <div className="hidden min-[734px]:block" />
              <NumberField
                label={t("pe.price")}
                name="price"
                money
                required
                value={v.price}
                onChange={(x) => set("price", x)}
                min={0}
                error={e("price")}
                testId="product-price"
              />
              <NumberField
                label={t("pe.specialPrice")}
                name="specialPrice"
                money
                value={v.specialPrice}
                onChange={(x) => set("specialPrice", x)}
                min={0}
                hint={t("pe.specialPriceHint")}
                error={e("specialPrice")}
              />
              <NumberField
                label={t("pe.subscriptionPrice")}
                name="subscriptionPrice"
                money
                value={v.subscriptionPrice}
                onChange={(x) => set("subscriptionPrice", x)}
                min={0}
                hint={subscription ? t("pe.subscriptionPriceHint") : t("pe.subscriptionPriceOff")}
                error={e("subscriptionPrice")}
              />
              <output
                className="flex flex-col justify-center rounded-xl bg-surface px-4 py-3"
                aria-live="polite"
                data-testid="effective-price"
              >
                <span className="text-sm text-muted">{t("pe.shopperPays")}</span>
                <span className="text-xl font-bold tabular-nums">
                  {formatMoney(pays)}
                  {off > 0 && <span className="ml-2 text-sm font-medium text-danger">−{off}%</span>}
                </span>
                <span className="text-xs text-muted">{eff > 0 ? t("pe.effectiveRule") : t("pe.regularPrice")}</span>
              </output>
            </div>
            {subscription && (
              <div className="mt-4 flex flex-col gap-2" data-field="subscriptionCycles">
                <p className="text-sm font-medium">{t("pe.cycles")}</p>
                <ul className="flex flex-wrap gap-1.5" aria-label={t("pe.cycles")}>
                  {v.subscriptionCycles.map((c) => (
                    <li
                      key={c}
                      className="inline-flex items-center gap-1 rounded-full border border-line bg-white py-0.5 pr-1 pl-3 text-sm"
                    >
                      {t("pe.cycleN", { n: c })}
                      <button
                        type="button"
                        onClick={() =>
                          set(
                            "subscriptionCycles",
                            v.subscriptionCycles.filter((x) => x !== c),
                          )
                        }
                        aria-label={t("pe.removeCycle", { n: c })}
                        className="inline-flex h-7 w-7 items-center justify-center rounded-full hover:bg-black/5"
                      >
                        <X size={14} aria-hidden />
                      </button>
                    </li>
                  ))}
                </ul>
                <div className="flex items-end gap-2">
                  <NumberField
                    label={t("pe.addCycle")}
                    value={cycle}
                    onChange={setCycle}
                    min={1}
                    max={60}
                    suffix={t("pe.months")}
                    className="w-44"
                  />
                  <Button
                    type="button"
                    variant="secondary"
                    disabled={!cycle || cycle < 1 || cycle > 60 || v.subscriptionCycles.includes(cycle)}
                    onClick={() => {
                      if (!cycle) return;
                      set(
                        "subscriptionCycles",
                        [...v.subscriptionCycles, cycle].sort((a, b) => a - b),
                      );
                      setCycle(null);
                    }}
                  >
                    <Plus size={16} aria-hidden /> {t("pe.add")}
                  </Button>
                </div>
                {e("subscriptionCycles") && <p className="text-sm text-danger">{e("subscriptionCycles")}</p>}
              </div>
            )}
          </Section>

          <Section
            title={combo ? t("pe.comboParts") : t("pe.specsStock")}
            description={combo ? t("pe.comboHint") : t("pe.specsHint")}
            id="stock"
            actions={
              product && !combo ? (
                <Link
                  to={`${stockPath(0, "all")}?q=${encodeURIComponent(product.name)}&logs=${product.id}`}
                  className="inline-flex h-9 items-center gap-1.5 rounded-lg px-2 text-sm text-brand-700 hover:bg-brand-50"
                >
                  <History size={16} aria-hidden /> {t("pe.stockLogs")}
                </Link>
              ) : undefined
            }
          >
            {combo ? (
              <ComboEditor value={v.combos} onChange={(c) => set("combos", c)} selfId={product?.id ?? null} error={e} />
            ) : (
              <StockLinesEditor lines={v.lines} onChange={(l) => set("lines", l)} error={e} />
            )}
          </Section>

          <Section title={t("pe.seo")} description={t("pe.seoHint")} id="seo">
            <div className="flex flex-col gap-4">
              <TextField
                label={t("pe.metaTitle")}
                name="metaTitle"
                value={v.metaTitle}
                onChange={(x) => set("metaTitle", x)}
                maxLength={120}
                placeholder={v.name}
                error={e("metaTitle")}
              />
              <TextAreaField
                label={t("pe.metaDescription")}
                name="metaDescription"
                value={v.metaDescription}
                onChange={(x) => set("metaDescription", x.target.value)}
                maxLength={300}
                rows={3}
                placeholder={v.summary}
                error={e("metaDescription")}
              />
              <section className="rounded-xl border border-line p-3" aria-label={t("pe.seoPreview")}>
                <p className="text-xs text-muted">{t("pe.seoPreview")}</p>
                <p className="mt-1 truncate text-[17px] text-[#1a0dab]">
                  {`${v.metaTitle || v.name || t("pe.name")} | ${store.storeName}`}
                </p>
                <p className="line-clamp-2 text-sm text-muted">{v.metaDescription || v.summary || t("pe.seoEmpty")}</p>
              </section>
            </div>
          </Section>

          <Section title={t("pe.creatingStore")} description={t("pe.creatingStoreHint")} id="creating-store">
            {advanced ? (
              <div className="grid gap-4 min-[734px]:grid-cols-2">
                <SelectField
                  label={t("pe.typeForCreatingStore")}
                  name="typeForCreatingStore"
                  value={v.typeForCreatingStore}
                  onChange={(x) => set("typeForCreatingStore", x.target.value as Values["typeForCreatingStore"])}
                  error={e("typeForCreatingStore")}
                >
                  {TYPES_FOR_CREATING_STORE.map((k) => (
                    <option key={k} value={k}>
                      {t(`cst.${k}`)}
                    </option>
                  ))}
                </SelectField>
                <SelectField
                  label={t("pe.paymentPlanForCreatingStore")}
                  name="paymentPlanForCreatingStore"
                  value={v.paymentPlanForCreatingStore ?? ""}
                  onChange={(x) => set("paymentPlanForCreatingStore", (x.target.value || null) as PaymentPlan | null)}
                  error={e("paymentPlanForCreatingStore")}
                >
                  <option value="">{t("pe.samePlan")}</option>
                  {PAYMENT_PLANS.map((p) => (
                    <option key={p} value={p}>
                      {t(`plan.${p}`)}
                    </option>
                  ))}
                </SelectField>
                <NumberField
                  label={t("pe.minAmountShoppingForCreatingStore")}
                  name="minAmountShoppingForCreatingStore"
                  money
                  value={v.minAmountShoppingForCreatingStore}
                  onChange={(x) => set("minAmountShoppingForCreatingStore", x)}
                  min={0}
                  hint={t("pe.minAmountHint")}
                  error={e("minAmountShoppingForCreatingStore")}
                />
              </div>
            ) : (
              <Button type="button" variant="secondary" onClick={() => setAdvanced(true)} aria-expanded={false}>
                {t("pe.showCreatingStore")}
              </Button>
            )}
          </Section>
        </div>

        {/* ── side column ── */}
        <div className="flex min-w-0 flex-col gap-4 min-[1024px]:sticky min-[1024px]:top-36">
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

          {product && (
            <Section title={t("pe.dangerZone")}>
              <Button
                type="button"
                variant="secondary"
                className="w-full text-danger"
                onClick={() => setConfirmDelete(true)}
              >
                <Trash2 size={16} aria-hidden /> {t("pe.delete")}
              </Button>
            </Section>
          )}
        </div>

        <div className="min-[1024px]:col-span-2">
          <StickyActions>
            <LinkButton to={productListPath(0, "on")} variant="secondary">
              {t("adminUi.cancel")}
            </LinkButton>
            <Button type="submit" busy={saving} data-testid="product-save">
              {product ? t("adminUi.save") : t("pe.create")}
            </Button>
          </StickyActions>
        </div>
      </form>
      {confirmDelete && product && (
        <ConfirmDialog
          title={t("pl.deleteOne", { name: product.name })}
          body={t("pl.deleteBody")}
          confirmLabel={t("adminUi.delete")}
          busy={saving}
          onConfirm={() => void remove()}
          onCancel={() => setConfirmDelete(false)}
        />
      )}
    </AdminPage>
  );
}
