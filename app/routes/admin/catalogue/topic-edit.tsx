import { NAME_MAX, topicCreateInput, topicPatchInput } from "@functions/commerce/catalogue/taxonomySchemas";
import type { MediaRef } from "@functions/shared/media";
import { AdminRouteError, Section } from "~/components/admin/AdminPage";
import { adminLoad, adminSend, callWith } from "~/components/admin/adminApi";
import { TextAreaField, TextField } from "~/components/admin/FormBits";
import { DateField, EditPage, editIdOf, useEditForm } from "~/components/admin/kit";
import { MediaUploader } from "~/components/admin/MediaUploader";
import { useT } from "~/i18n";
import { api } from "~/lib/api";
import { type AdminTopicDetail, PATHS } from "./lib/api";
import { DisplaySortFields } from "./lib/DisplaySortFields";
import { isoToTaipeiLocal, taipeiLocalToIso } from "./lib/filters";
import { type PickedProduct, ProductPicker } from "./lib/ProductPicker";
import { topicListPath } from "./lib/paths";
import type { AdminProduct } from "./lib/product";

// /admin/store-edit-topic/:id — a topic with its image, period and products (in order); 0 creates.

export async function clientLoader({ params }: { params: Record<string, string | undefined> }) {
  const id = editIdOf(params.id);
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
export { FormSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function TopicEdit({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const { topic, products } = loaderData;
  const form = useEditForm({
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

  const save = () =>
    form.save({
      schema: topic ? topicPatchInput : topicCreateInput,
      body: {
        name: v.name,
        description: v.description,
        mediaId: v.media[0]?.id ?? null,
        sort: v.sort ?? 0,
        isDisplay: v.isDisplay,
        startAt: taipeiLocalToIso(v.startAt),
        endAt: taipeiLocalToIso(v.endAt),
        productIds: v.products.map((p) => p.id),
      },
      send: (body) => (topic ? adminSend("PATCH", PATHS.topic(topic.id), body) : adminSend("POST", PATHS.topics, body)),
      created: !topic,
      next: () => topicListPath("3"),
    });

  const dateInput = (name: "startAt" | "endAt") => (
    <DateField
      kind="datetime-local"
      label={t(`topic.${name}`)}
      name={name}
      value={v[name]}
      onChange={(x) => set(name, x)}
      error={form.error(name)}
      hint={t("topic.dateHint")}
    />
  );

  const title = topic ? t("topic.editTitle", { name: topic.name }) : t("topic.newTitle");
  return (
    <EditPage
      title={title}
      breadcrumbs={[{ label: t("topic.title"), to: topicListPath() }, { label: title }]}
      form={form}
      onSubmit={() => void save()}
      backTo={topicListPath()}
      saveTestId="topic-save"
    >
      <Section title={t("cat.basics")}>
        <div className="grid gap-4 min-[734px]:grid-cols-2">
          <TextField
            label={t("topic.name")}
            {...form.field("name")}
            required
            maxLength={NAME_MAX.topic}
            className="min-[734px]:col-span-2"
          />
          <TextAreaField
            label={t("topic.description")}
            {...form.area("description")}
            maxLength={2000}
            rows={4}
            className="min-[734px]:col-span-2"
          />
          {dateInput("startAt")}
          {dateInput("endAt")}
          <DisplaySortFields
            isDisplay={v.isDisplay}
            sort={v.sort}
            onChange={form.patch}
            displayHint={t("topic.displayHint")}
            sortError={form.error("sort")}
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
    </EditPage>
  );
}
