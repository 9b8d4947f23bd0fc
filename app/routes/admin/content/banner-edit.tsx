import type { Banner } from "@functions/shared/commerce/catalogue";
import { useMemo } from "react";
import { AdminRouteError, AdminSkeleton } from "~/components/admin/AdminPage";
import { adminLoad, adminSend } from "~/components/admin/adminApi";
import { type CategoryNodeLike, CONTENT_API, CONTENT_PATHS, flattenTree } from "~/components/admin/content/api";
import { PreviewJump } from "~/components/admin/content/DevicePreview";
import { issueText } from "~/components/admin/failureText";
import { EditPage, useEditForm } from "~/components/admin/kit";
import { idParam, optionalList } from "~/components/admin/loaderData";
import { useLocale, useT } from "~/i18n";
import { DisplaySection, TextSection, TypeSection } from "./lib/bannerEdit/BasicSections";
import { MediaSection } from "./lib/bannerEdit/MediaSection";
import { PreviewAside } from "./lib/bannerEdit/PreviewAside";
import { ProductsSection } from "./lib/bannerEdit/ProductsSection";
import {
  bannerFormSchema,
  bodyOf,
  isPictureType,
  type TopicLike,
  type Values,
  valuesOf,
} from "./lib/bannerEdit/values";

// /admin/settingpage/setbanner/:id — one home banner (spec back-office §2.2, §3 "Home banner";
// storefront §2 "Home page"). `0` or `new` creates. The sections live in lib/bannerEdit/, one
// concern each, with a live preview beside them; this file loads and saves.

export async function clientLoader({ params }: { params: { id?: string } }) {
  const id = idParam(params.id);
  const [banner, categories, topics, others] = await Promise.all([
    id ? adminLoad<Banner>(CONTENT_API.banner(id)) : Promise.resolve(null),
    optionalList<CategoryNodeLike>(CONTENT_API.productCategories),
    optionalList<TopicLike>(CONTENT_API.productTopics),
    // A new banner goes first on the home page: above the highest sort there is.
    id ? Promise.resolve(null) : optionalList<Banner>(CONTENT_API.banners),
  ]);
  const top = Math.max(0, ...(others?.items ?? []).map((b) => b.sort));
  return { banner, categories, topics, nextSort: others?.items.length ? top + 10 : 0 };
}

// HydrateFallback shares PAGE_ID with the page on purpose: the build then keeps it in the route's
// main chunk. React Router 8 split it into its own chunk and, on a full page load, left the
// server-rendered shell in place beside the hydrated one (the admin layout showed twice).
const PAGE_ID = "banner-edit";
export function HydrateFallback() {
  return <AdminSkeleton kind="form" testId={`${PAGE_ID}-loading`} />;
}
export const ErrorBoundary = AdminRouteError;

export default function BannerEdit({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const locale = useLocale();
  const { banner, categories, topics, nextSort } = loaderData;
  const form = useEditForm<Values>(valuesOf(banner, nextSort), { issueText: (m) => issueText(locale, m) });
  const v = form.values;
  const categoryOptions = useMemo(() => flattenTree(categories.items), [categories.items]);
  const savedMediaIds = useMemo(() => new Set((banner?.media ?? []).map((m) => m.media.id)), [banner]);

  const save = () =>
    form.save({
      schema: bannerFormSchema(v.source),
      body: bodyOf(v),
      send: (body) =>
        banner
          ? adminSend<Banner>("PATCH", CONTENT_API.banner(banner.id), body)
          : adminSend<Banner>("POST", CONTENT_API.banners, body),
      message: banner ? "adminContent.saved" : "adminContent.created",
      resetTo: (saved) => valuesOf(saved, 0),
      next: () => CONTENT_PATHS.bannerList,
    });

  const title = banner ? t("adminContent.banner.editTitle") : t("adminContent.banner.newTitle");
  const sections = { form };
  return (
    <EditPage
      title={title}
      breadcrumbs={[
        { label: t("adminContent.settings") },
        { label: t("adminContent.banner.listTitle"), to: CONTENT_PATHS.bannerList },
        { label: title },
      ]}
      toolbar={<PreviewJump href="#banner-preview" />}
      testId={PAGE_ID}
      form={form}
      onSubmit={() => void save()}
      backTo={CONTENT_PATHS.bannerList}
      saveTestId="banner-save"
      aside={<PreviewAside values={v} />}
      remove={
        banner && {
          sectionTitle: t("adminContent.banner.deleteTitle"),
          label: t("adminContent.delete"),
          confirmTitle: t("adminContent.banner.deleteTitle"),
          confirmBody: t("adminContent.deleteBody", { name: v.title || t(`adminContent.bannerType.${v.type}`) }),
          send: () => adminSend("DELETE", CONTENT_API.banner(banner.id)),
          next: CONTENT_PATHS.bannerList,
        }
      }
    >
      <TypeSection {...sections} />
      <TextSection {...sections} />
      {isPictureType(v.type) ? (
        <MediaSection {...sections} savedMediaIds={savedMediaIds} />
      ) : (
        <ProductsSection
          {...sections}
          categories={categoryOptions}
          topics={topics.items}
          pickerFailed={categories.failed || topics.failed}
        />
      )}
      <DisplaySection {...sections} />
    </EditPage>
  );
}
