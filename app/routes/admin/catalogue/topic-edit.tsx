import { useState } from "react";
import { useNavigate } from "react-router";
import { NAME_MAX, topicCreateInput, topicPatchInput } from "../../../../functions/catalogue/taxonomySchemas";
import type { MediaRef } from "../../../../functions/shared/media";
import { AdminPage, AdminRouteError, Section, StickyActions } from "../../../components/admin/AdminPage";
import { adminLoad, adminSend, callWith } from "../../../components/admin/adminApi";
import { TextAreaField, TextField } from "../../../components/admin/FormBits";
import { flash } from "../../../components/admin/flash";
import { MediaUploader } from "../../../components/admin/MediaUploader";
import { NumberField } from "../../../components/admin/NumberField";
import { Toggle } from "../../../components/admin/Toggle";
import { SAVED, UnsavedChangesGuard, useAdminForm } from "../../../components/admin/useAdminForm";
import { Button, cx, LinkButton } from "../../../components/ui";
import { useT } from "../../../i18n";
import { api } from "../../../lib/api";
import { type AdminTopicDetail, PATHS } from "./lib/api";
import { idParam, isoToTaipeiLocal, taipeiLocalToIso } from "./lib/filters";
import { type PickedProduct, ProductPicker } from "./lib/ProductPicker";
import { topicListPath } from "./lib/paths";
import type { AdminProduct } from "./lib/product";

// /admin/store-edit-topic/:id — a topic with its image, period and products (in order); 0 creates.

export async function clientLoader({ params }: { params: Record<string, string | undefined> }) {
  const id = idParam(params.id);
  const topic = id ? await adminLoad<AdminTopicDetail>(PATHS.topic(id)) : null;
  // The topic answers product ids only: read each chosen product for its name and image.
  const products: PickedProduct[] = topic
    ? await Promise.all(
        topic.productIds.map(async (pid) => {
          const r = await callWith<AdminProduct>(api, "GET", PATHS.product(pid), undefined, { quiet: true });
          return r.ok
            ? { id: pid, name: r.data.name, media: r.data.media[0]?.media ?? null, price: r.data.price }
            : { id: pid, name: `#${pid}`, media: null };
        }),
      )
    : [];
  return { topic, products };
}
export { FormSkeleton as HydrateFallback } from "../../../components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function TopicEdit({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const navigate = useNavigate();
  const { topic, products } = loaderData;
  const form = useAdminForm({
    name: topic?.name ?? "",
    description: topic?.description ?? "",
    media: (topic?.media ? [topic.media] : []) as MediaRef[],
    sort: (topic?.sort ?? 0) as number | null,
    isDisplay: topic?.isDisplay ?? true,
    startAt: isoToTaipeiLocal(topic?.startAt),
    endAt: isoToTaipeiLocal(topic?.endAt),
    products,
  });
  const { values: v, set } = form;
  const [saving, setSaving] = useState(false);

  async function save() {
    const body = {
      name: v.name,
      description: v.description,
      mediaId: v.media[0]?.id ?? null,
      sort: v.sort ?? 0,
      isDisplay: v.isDisplay,
      startAt: taipeiLocalToIso(v.startAt),
      endAt: taipeiLocalToIso(v.endAt),
      productIds: v.products.map((p) => p.id),
    };
    if (!form.check(topic ? topicPatchInput : topicCreateInput, body)) return;
    setSaving(true);
    const r = topic
      ? await adminSend("PATCH", PATHS.topic(topic.id), body)
      : await adminSend("POST", PATHS.topics, body);
    setSaving(false);
    if (!r.ok) return form.fail(r);
    flash.success(topic ? t("adminUi.saved") : t("adminUi.created"));
    form.reset(v);
    navigate(topicListPath("3"), { state: SAVED });
  }

  const dateInput = (name: "startAt" | "endAt") => (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={`f-${name}`} className="text-sm font-medium">
        {t(`topic.${name}`)}
      </label>
      <input
        id={`f-${name}`}
        type="datetime-local"
        value={v[name]}
        onChange={(e) => set(name, e.target.value)}
        aria-invalid={form.error(name) ? true : undefined}
        className={cx(
          "h-11 rounded-lg border bg-white px-3 text-[15px] outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100",
          form.error(name) ? "border-danger" : "border-line",
        )}
      />
      {form.error(name) ? (
        <p className="text-sm text-danger">{form.error(name)}</p>
      ) : (
        <p className="text-sm text-muted">{t("topic.dateHint")}</p>
      )}
    </div>
  );

  const title = topic ? t("topic.editTitle", { name: topic.name }) : t("topic.newTitle");
  return (
    <AdminPage title={title} narrow breadcrumbs={[{ label: t("topic.title"), to: topicListPath() }, { label: title }]}>
      <UnsavedChangesGuard when={form.dirty && !saving} />
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Section title={t("cat.basics")}>
          <div className="grid gap-4 min-[734px]:grid-cols-2">
            <TextField
              label={t("topic.name")}
              name="name"
              value={v.name}
              onChange={(x) => set("name", x)}
              required
              maxLength={NAME_MAX.topic}
              error={form.error("name")}
              className="min-[734px]:col-span-2"
            />
            <TextAreaField
              label={t("topic.description")}
              name="description"
              value={v.description}
              onChange={(e) => set("description", e.target.value)}
              maxLength={2000}
              rows={4}
              error={form.error("description")}
              className="min-[734px]:col-span-2"
            />
            {dateInput("startAt")}
            {dateInput("endAt")}
            <Toggle
              checked={v.isDisplay}
              onChange={(x) => set("isDisplay", x)}
              label={t("cat.displayLabel")}
              description={t("topic.displayHint")}
            />
            <NumberField
              label={t("cat.sort")}
              name="sort"
              value={v.sort}
              onChange={(x) => set("sort", x)}
              min={0}
              hint={t("cat.sortHint")}
              error={form.error("sort")}
            />
          </div>
        </Section>
        <Section title={t("topic.image")} description={t("topic.imageHint")}>
          <MediaUploader
            label={t("topic.image")}
            value={v.media}
            onChange={(m) => set("media", m)}
            max={1}
            aspect="wide"
            endpoint={PATHS.media}
            fields={{ type: "PRODUCT_TOPIC" }}
            error={form.error("mediaId")}
          />
        </Section>
        <Section title={t("topic.products")} description={t("topic.productsHint")}>
          <ProductPicker
            label={t("topic.products")}
            value={v.products}
            onChange={(p) => set("products", p)}
            error={form.error("productIds")}
          />
        </Section>
        <StickyActions>
          <LinkButton to={topicListPath()} variant="secondary">
            {t("adminUi.cancel")}
          </LinkButton>
          <Button type="submit" busy={saving}>
            {t("adminUi.save")}
          </Button>
        </StickyActions>
      </form>
    </AdminPage>
  );
}
