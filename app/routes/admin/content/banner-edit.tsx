import { Clapperboard, GalleryHorizontal, Image, LayoutGrid, Monitor, Smartphone, Trash2 } from "lucide-react";
import { useMemo, useState } from "react";
import { Link, useNavigate } from "react-router";
import {
  BANNER_AMOUNT_MAX,
  BANNER_MEDIA_MAX,
  BANNER_PRODUCT_SORT_KEYS,
  bannerCreateInput,
  bannerIssues,
} from "../../../../functions/content/schemas";
import type { Banner } from "../../../../functions/shared/catalogue";
import { bestSrc, type MediaRef } from "../../../../functions/shared/media";
import { toFieldIssues } from "../../../../functions/shared/validators";
import { AdminPage, AdminRouteError, AdminSkeleton, Section, StickyActions } from "../../../components/admin/AdminPage";
import { adminLoad, adminSend } from "../../../components/admin/adminApi";
import { ConfirmDialog } from "../../../components/admin/ConfirmDialog";
import {
  type CategoryNodeLike,
  CONTENT_API,
  CONTENT_PATHS,
  flattenTree,
  idParam,
  issueText,
  optionalList,
  useSaveFailure,
  youtubeIdOf,
} from "../../../components/admin/content/api";
import { BannerPreview, type PreviewDevice } from "../../../components/admin/content/BannerPreview";
import { ChoiceCards } from "../../../components/admin/content/ChoiceCards";
import { Checkbox, TextAreaField, TextField } from "../../../components/admin/FormBits";
import { flash } from "../../../components/admin/flash";
import { MediaUploader } from "../../../components/admin/MediaUploader";
import { NumberField } from "../../../components/admin/NumberField";
import { Toggle } from "../../../components/admin/Toggle";
import { SAVED, UnsavedChangesGuard, useAdminForm } from "../../../components/admin/useAdminForm";
import { Alert, Button, cx, Field, LinkButton, SelectField } from "../../../components/ui";
import { useLocale, useT } from "../../../i18n";
import { useRoot } from "../../../lib/useRoot";

// /admin/settingpage/setbanner/:id — one home banner (spec back-office §2.2, §3 "Home banner";
// storefront §2 "Home page"). `0` or `new` creates. A live preview follows every change.

type BannerType = Banner["type"];
type MediaItem = { media: MediaRef; link: string };
type Source = "ALL" | "CATEGORY" | "TOPIC";

type Values = {
  type: BannerType;
  displayType: string;
  displayTypePhone: string | null;
  title: string;
  content: string;
  desktop: MediaItem[];
  phone: MediaItem[];
  video: string;
  source: Source;
  productHasSpecialPrice: boolean;
  productCategoryId: number | null;
  productTopicId: number | null;
  amount: number | null;
  productSortKey: string;
  productSortDirection: "asc" | "desc";
  isShow: boolean;
  isRemoveWrapperSpace: boolean;
  sort: number | null;
};

type TopicLike = { id: number; name: string; isDisplay: boolean };

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
  return (
    <div data-testid={`${PAGE_ID}-loading`}>
      <AdminSkeleton kind="form" />
    </div>
  );
}
export const ErrorBoundary = AdminRouteError;

const isPictureType = (t: BannerType) => t === "PICTURE" || t === "VIDEO";
const PICTURE_DISPLAY = ["BANNER", "BANNER_MEDIUM"] as const;
const PRODUCT_DISPLAY = ["PRODUCT_TOPIC", "PRODUCT_TOPIC_MEDIUM"] as const;
const PHONE_DISPLAY = ["PRODUCT_TOPIC_PHONE", "PRODUCT_TOPIC_PHONE_SMALL"] as const;
/** Media per list (desktop, phone); both together stay within the API's limit. */
const PER_LIST_MAX = BANNER_MEDIA_MAX / 2;

function valuesOf(b: Banner | null, nextSort: number): Values {
  const byType = (phone: boolean) =>
    (b?.media ?? [])
      .filter((m) => (m.type === "BANNER_PHONE") === phone)
      .sort((x, y) => x.sort - y.sort)
      .map((m) => ({ media: m.media, link: m.link ?? "" }));
  return {
    type: b?.type ?? "PICTURE",
    displayType: b?.displayType ?? "BANNER",
    displayTypePhone: b?.displayTypePhone ?? null,
    title: b?.title ?? "",
    content: b?.content ?? "",
    desktop: byType(false),
    phone: byType(true),
    video: b?.videoId ?? "",
    source: b?.productTopicId ? "TOPIC" : b?.productCategoryId ? "CATEGORY" : "ALL",
    productHasSpecialPrice: b?.productHasSpecialPrice ?? false,
    productCategoryId: b?.productCategoryId ?? null,
    productTopicId: b?.productTopicId ?? null,
    amount: b?.amount ?? 20,
    productSortKey: b?.productSortKey ?? "",
    productSortDirection: b?.productSortDirection === "asc" ? "asc" : "desc",
    isShow: b?.isShow ?? true,
    isRemoveWrapperSpace: b?.isRemoveWrapperSpace ?? false,
    sort: b?.sort ?? nextSort,
  };
}

/** The API body (bannerCreateInput; PATCH takes the same keys). Fields of other types are emptied. */
function bodyOf(v: Values) {
  const picture = isPictureType(v.type);
  const desktopType = v.displayType === "BANNER_MEDIUM" ? "BANNER_MEDIUM" : "BANNER";
  const video = v.video.trim();
  return {
    sort: v.sort ?? 0,
    type: v.type,
    displayType: v.displayType as Banner["displayType"],
    displayTypePhone: picture ? null : (v.displayTypePhone as Banner["displayType"] | null),
    title: v.title,
    content: v.content,
    media: picture
      ? [
          ...v.desktop.map((m, i) => ({
            mediaId: m.media.id,
            type: desktopType as "BANNER" | "BANNER_MEDIUM",
            link: m.link.trim() || null,
            sort: i,
          })),
          ...v.phone.map((m, i) => ({
            mediaId: m.media.id,
            type: "BANNER_PHONE" as const,
            link: m.link.trim() || null,
            sort: i,
          })),
        ]
      : [],
    videoId: v.type === "VIDEO" ? youtubeIdOf(video) || video || null : null,
    productHasSpecialPrice: picture ? false : v.productHasSpecialPrice,
    productCategoryId: !picture && v.source === "CATEGORY" ? v.productCategoryId : null,
    productTopicId: !picture && v.source === "TOPIC" ? v.productTopicId : null,
    amount: v.amount ?? 0,
    productSortKey:
      picture || !v.productSortKey ? null : (v.productSortKey as (typeof BANNER_PRODUCT_SORT_KEYS)[number]),
    productSortDirection: picture || !v.productSortKey ? null : v.productSortDirection,
    isShow: v.isShow,
    isRemoveWrapperSpace: v.isRemoveWrapperSpace,
  };
}

/** Links of the kept images survive reordering and removal (keyed by media id). */
function withLinks(next: MediaRef[], prev: MediaItem[]): MediaItem[] {
  const links = new Map(prev.map((m) => [m.media.id, m.link]));
  return next.map((media) => ({ media, link: links.get(media.id) ?? "" }));
}

export default function BannerEdit({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const { store } = useRoot();
  const { banner, categories, topics, nextSort } = loaderData;
  const isNew = !banner;
  const form = useAdminForm<Values>(valuesOf(banner, nextSort));
  const { values: v, set } = form;
  const fail = useSaveFailure(form);
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [device, setDevice] = useState<PreviewDevice>("desktop");
  const categoryOptions = useMemo(() => flattenTree(categories.items), [categories.items]);
  const err = (path: string) => (form.errors[path] ? issueText(locale, form.errors[path]) : undefined);
  const picture = isPictureType(v.type);
  const parsedVideo = v.type === "VIDEO" ? youtubeIdOf(v.video) : null;
  // Images uploaded on this visit and removed again are deleted from storage; the saved banner's
  // own images are only unlinked (by saving), so cancelling keeps them.
  const savedMediaIds = useMemo(() => new Set((banner?.media ?? []).map((m) => m.media.id)), [banner]);
  const discardUpload = async (m: MediaRef) => {
    if (!savedMediaIds.has(m.id)) await adminSend("DELETE", CONTENT_API.mediaItem(m.id));
    return true;
  };

  function setType(type: BannerType) {
    const next: Partial<Values> = { type };
    if (isPictureType(type) && !(PICTURE_DISPLAY as readonly string[]).includes(v.displayType)) {
      next.displayType = "BANNER";
    }
    if (!isPictureType(type) && !(PRODUCT_DISPLAY as readonly string[]).includes(v.displayType)) {
      next.displayType = "PRODUCT_TOPIC";
    }
    if (!isPictureType(type) && !v.amount) next.amount = type === "PRODUCT_WATERFALL" ? 32 : 20;
    form.patch(next);
    form.setErrors({});
  }

  function clientIssues(body: ReturnType<typeof bodyOf>) {
    const parsed = bannerCreateInput.safeParse(body);
    if (!parsed.success) return toFieldIssues(parsed.error);
    const d = parsed.data;
    const issues = bannerIssues({ ...d, displayType: d.displayType ?? "BANNER" });
    if (!picture && v.source === "CATEGORY" && !v.productCategoryId) {
      issues.push({ path: "productCategoryId", message: "validation.required" });
    }
    if (!picture && v.source === "TOPIC" && !v.productTopicId) {
      issues.push({ path: "productTopicId", message: "validation.required" });
    }
    return issues;
  }

  async function save() {
    const body = bodyOf(v);
    const issues = clientIssues(body);
    if (issues.length) {
      form.showIssues(issues);
      flash.error(t("adminContent.fixErrors"));
      return;
    }
    setSaving(true);
    const r = banner
      ? await adminSend<Banner>("PATCH", CONTENT_API.banner(banner.id), body)
      : await adminSend<Banner>("POST", CONTENT_API.banners, body);
    setSaving(false);
    if (!r.ok) {
      fail(r);
      return;
    }
    form.reset(valuesOf(r.data, 0));
    flash.success(t(isNew ? "adminContent.created" : "adminContent.saved"));
    navigate(CONTENT_PATHS.bannerList, { state: SAVED });
  }

  async function remove() {
    if (!banner) return;
    setDeleting(true);
    const r = await adminSend("DELETE", CONTENT_API.banner(banner.id));
    setDeleting(false);
    if (!r.ok) {
      setConfirmDelete(false);
      fail(r);
      return;
    }
    flash.success(t("adminContent.deleted"));
    navigate(CONTENT_PATHS.bannerList, { state: SAVED });
  }

  const typeChoices = [
    { value: "PICTURE" as const, icon: Image },
    { value: "VIDEO" as const, icon: Clapperboard },
    { value: "PRODUCT_SWIPER" as const, icon: GalleryHorizontal },
    { value: "PRODUCT_WATERFALL" as const, icon: LayoutGrid },
  ].map((c) => ({
    value: c.value,
    label: t(`adminContent.bannerType.${c.value}`),
    hint: t(`adminContent.bannerTypeHint.${c.value}`),
    art: <c.icon size={22} className="text-brand-600" />,
  }));

  const mediaList = (which: "desktop" | "phone") => {
    const items = v[which];
    const offset = which === "phone" ? v.desktop.length : 0;
    const uploadType =
      which === "phone" ? "BANNER_PHONE" : v.displayType === "BANNER_MEDIUM" ? "BANNER_MEDIUM" : "BANNER";
    return (
      <div className="flex flex-col gap-3" data-field={which === "desktop" ? "media" : undefined}>
        <MediaUploader
          label={t(which === "desktop" ? "adminContent.banner.desktopImages" : "adminContent.banner.phoneImages")}
          hint={t(
            which === "desktop"
              ? v.displayType === "BANNER_MEDIUM"
                ? "adminContent.banner.desktopMediumHint"
                : "adminContent.banner.desktopHint"
              : "adminContent.banner.phoneHint",
          )}
          value={items.map((m) => m.media)}
          onChange={(next) => {
            set(which, withLinks(next, form.values[which]));
            if (form.errors.media) form.setErrors(({ media: _m, ...rest }) => rest);
          }}
          endpoint={CONTENT_API.media}
          fields={{ type: uploadType }}
          max={PER_LIST_MAX}
          onRemove={discardUpload}
          aspect={which === "phone" ? "portrait" : "wide"}
          coverLabel={t("adminContent.banner.first")}
          error={which === "desktop" ? err("media") : undefined}
          testId={`banner-${which}-uploader`}
        />
        {items.length > 0 && (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium">{t("adminContent.banner.links")}</legend>
            {items.map((m, i) => (
              <div key={m.media.id} className="flex items-start gap-2">
                <img
                  src={bestSrc(m.media, which === "phone" ? ["w800h1200t1"] : ["w1920h540t1", "w1920h1080t1"])}
                  alt=""
                  className={cx(
                    "mt-7 shrink-0 rounded-md border border-line object-cover",
                    which === "phone" ? "h-14 w-10" : "h-10 w-16",
                  )}
                />
                <Field
                  className="min-w-0 flex-1"
                  label={t("adminContent.banner.linkOf", { n: i + 1 })}
                  name={`media.${offset + i}.link`}
                  value={m.link}
                  inputMode="url"
                  placeholder="https://… / /page/1"
                  error={err(`media.${offset + i}.link`)}
                  onChange={(e) => {
                    const link = e.target.value;
                    set(
                      which,
                      form.values[which].map((x) => (x.media.id === m.media.id ? { ...x, link } : x)),
                    );
                  }}
                  data-testid={`banner-${which}-link-${i}`}
                />
              </div>
            ))}
            <p className="text-sm text-muted">{t("adminContent.banner.linkHint")}</p>
          </fieldset>
        )}
      </div>
    );
  };

  const title = isNew ? t("adminContent.banner.newTitle") : t("adminContent.banner.editTitle");
  return (
    <AdminPage
      title={title}
      breadcrumbs={[
        { label: t("adminContent.settings") },
        { label: t("adminContent.banner.listTitle"), to: CONTENT_PATHS.bannerList },
        { label: title },
      ]}
      actions={
        banner ? (
          <Button variant="secondary" onClick={() => setConfirmDelete(true)} data-testid="banner-delete">
            <Trash2 size={16} aria-hidden /> {t("adminContent.delete")}
          </Button>
        ) : null
      }
      toolbar={
        <a
          href="#banner-preview"
          className="inline-flex h-9 w-fit items-center gap-1.5 rounded-full border border-brand-500/40 bg-brand-50 px-3 text-sm text-brand-700 hover:bg-brand-100 min-[1100px]:hidden"
        >
          <Monitor size={14} aria-hidden /> {t("adminContent.preview.title")}
        </a>
      }
      testId={PAGE_ID}
    >
      <div className="grid gap-4 min-[1100px]:grid-cols-[minmax(0,1fr)_360px]">
        <div className="flex min-w-0 flex-col gap-4">
          <Section title={t("adminContent.banner.typeSection")}>
            <ChoiceCards
              legend={t("adminContent.banner.type")}
              name="type"
              value={v.type}
              choices={typeChoices}
              onChange={setType}
              columns={4}
              hideLegend
              testId="banner-type"
            />
          </Section>

          <Section
            title={t("adminContent.banner.textSection")}
            description={t(`adminContent.banner.textHint.${v.type}`)}
          >
            <div className="grid gap-4">
              <TextField
                label={t("adminContent.banner.title")}
                name="title"
                value={v.title}
                onChange={(x) => set("title", x)}
                maxLength={100}
                error={err("title")}
                testId="banner-title"
              />
              <TextAreaField
                label={t("adminContent.banner.content")}
                name="content"
                value={v.content}
                onChange={(e) => set("content", e.target.value)}
                maxLength={2000}
                rows={3}
                error={err("content")}
              />
            </div>
          </Section>

          {picture && (
            <Section
              title={t(v.type === "VIDEO" ? "adminContent.banner.videoSection" : "adminContent.banner.imagesSection")}
            >
              <div className="flex flex-col gap-5">
                {v.type === "VIDEO" && (
                  <Field
                    label={t("adminContent.banner.videoId")}
                    name="videoId"
                    value={v.video}
                    onChange={(e) => set("video", e.target.value)}
                    placeholder="https://www.youtube.com/watch?v=…"
                    hint={
                      parsedVideo
                        ? t("adminContent.banner.videoParsed", { id: parsedVideo })
                        : t("adminContent.banner.videoHint")
                    }
                    error={err("videoId")}
                    required
                    data-testid="banner-video"
                  />
                )}
                <ChoiceCards
                  legend={t("adminContent.banner.displayType")}
                  name="displayType"
                  value={v.displayType}
                  choices={PICTURE_DISPLAY.map((d) => ({
                    value: d,
                    label: t(`adminContent.displayType.${d}`),
                    hint: t(`adminContent.displayTypeHint.${d}`),
                    art: (
                      <span className={cx("block w-14 rounded-sm bg-brand-500/70", d === "BANNER" ? "h-8" : "h-4")} />
                    ),
                  }))}
                  onChange={(d) => set("displayType", d)}
                  columns={2}
                  testId="banner-display"
                />
                {v.type === "VIDEO" && <p className="text-sm text-muted">{t("adminContent.banner.coverHint")}</p>}
                {mediaList("desktop")}
                {mediaList("phone")}
              </div>
            </Section>
          )}

          {!picture && (
            <Section title={t("adminContent.banner.productsSection")}>
              <div className="flex flex-col gap-5">
                <ChoiceCards
                  legend={t("adminContent.banner.source")}
                  name="source"
                  value={v.source}
                  choices={(["ALL", "CATEGORY", "TOPIC"] as const).map((s) => ({
                    value: s,
                    label: t(`adminContent.source.${s}`),
                  }))}
                  onChange={(s) => set("source", s)}
                  compact
                  testId="banner-source"
                />
                {v.source === "CATEGORY" && (
                  <SelectField
                    label={t("adminContent.banner.category")}
                    name="productCategoryId"
                    value={v.productCategoryId ?? ""}
                    onChange={(e) => set("productCategoryId", e.target.value ? Number(e.target.value) : null)}
                    error={err("productCategoryId")}
                  >
                    <option value="">{t("adminContent.choose")}</option>
                    {categoryOptions.map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.label}
                        {c.isDisplay ? "" : ` (${t("adminContent.hiddenShort")})`}
                      </option>
                    ))}
                  </SelectField>
                )}
                {v.source === "TOPIC" && (
                  <SelectField
                    label={t("adminContent.banner.topic")}
                    name="productTopicId"
                    value={v.productTopicId ?? ""}
                    onChange={(e) => set("productTopicId", e.target.value ? Number(e.target.value) : null)}
                    error={err("productTopicId")}
                  >
                    <option value="">{t("adminContent.choose")}</option>
                    {topics.items.map((tp) => (
                      <option key={tp.id} value={tp.id}>
                        {tp.name}
                        {tp.isDisplay ? "" : ` (${t("adminContent.hiddenShort")})`}
                      </option>
                    ))}
                  </SelectField>
                )}
                {(categories.failed || topics.failed) && (
                  <Alert tone="info">{t("adminContent.pickerLoadFailed")}</Alert>
                )}
                <Checkbox
                  label={t("adminContent.banner.specialOnly")}
                  description={t("adminContent.banner.specialOnlyHint")}
                  checked={v.productHasSpecialPrice}
                  onChange={(x) => set("productHasSpecialPrice", x)}
                />
                <div className="grid gap-4 min-[734px]:grid-cols-3">
                  <NumberField
                    label={t("adminContent.banner.amount")}
                    name="amount"
                    value={v.amount}
                    onChange={(x) => set("amount", x)}
                    min={1}
                    max={BANNER_AMOUNT_MAX}
                    hint={t("adminContent.banner.amountHint", { max: BANNER_AMOUNT_MAX })}
                    error={err("amount")}
                    required
                  />
                  <SelectField
                    label={t("adminContent.banner.sortKey")}
                    name="productSortKey"
                    value={v.productSortKey}
                    onChange={(e) => set("productSortKey", e.target.value)}
                  >
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
                    error={err("displayTypePhone")}
                  />
                )}
                {v.type === "PRODUCT_WATERFALL" && (
                  <p className="text-sm text-muted">{t("adminContent.banner.waterfallNote")}</p>
                )}
              </div>
            </Section>
          )}

          <Section title={t("adminContent.banner.displaySection")}>
            <div className="flex flex-col gap-4">
              <Toggle
                label={t("adminContent.banner.isShow")}
                description={t("adminContent.banner.isShowHint")}
                checked={v.isShow}
                onChange={(x) => set("isShow", x)}
                testId="banner-isShow"
              />
              <Toggle
                label={t("adminContent.banner.removeSpace")}
                description={t("adminContent.banner.removeSpaceHint")}
                checked={v.isRemoveWrapperSpace}
                onChange={(x) => set("isRemoveWrapperSpace", x)}
              />
              <NumberField
                label={t("adminContent.sort")}
                name="sort"
                value={v.sort}
                onChange={(x) => set("sort", x)}
                hint={t("adminContent.banner.sortHint")}
                error={err("sort")}
                className="max-w-48"
              />
            </div>
          </Section>
        </div>

        <aside
          className="min-w-0 self-start min-[1100px]:sticky min-[1100px]:top-20"
          aria-label={t("adminContent.preview.title")}
        >
          <Section
            id="banner-preview"
            className="scroll-mt-32"
            title={t("adminContent.preview.title")}
            actions={
              <fieldset className="inline-flex rounded-lg border border-line p-0.5">
                <legend className="sr-only">{t("adminContent.preview.device")}</legend>
                {(["desktop", "phone"] as const).map((d) => (
                  <button
                    key={d}
                    type="button"
                    aria-pressed={device === d}
                    onClick={() => setDevice(d)}
                    className={cx(
                      "inline-flex h-8 items-center gap-1 rounded-md px-2.5 text-sm",
                      device === d ? "bg-ink text-white" : "text-muted hover:bg-black/5",
                    )}
                  >
                    {d === "desktop" ? <Monitor size={14} aria-hidden /> : <Smartphone size={14} aria-hidden />}
                    {t(`adminContent.preview.${d}`)}
                  </button>
                ))}
              </fieldset>
            }
          >
            <BannerPreview
              device={device}
              settings={store.personalSettings}
              model={{
                ...v,
                videoId: parsedVideo,
                productCategoryId: v.source === "CATEGORY" ? v.productCategoryId : null,
                productTopicId: v.source === "TOPIC" ? v.productTopicId : null,
                productSortKey: v.productSortKey || null,
                amount: v.amount ?? 0,
              }}
            />
            <p className="mt-3 text-xs text-muted">
              {t("adminContent.preview.styleNote")}{" "}
              <Link to={CONTENT_PATHS.style} className="text-brand-700 underline underline-offset-2">
                {t("adminContent.style.title")}
              </Link>
            </p>
          </Section>
        </aside>
      </div>

      <StickyActions>
        <LinkButton to={CONTENT_PATHS.bannerList} variant="secondary">
          {t("adminContent.cancel")}
        </LinkButton>
        <Button onClick={save} busy={saving} data-testid="banner-save">
          {t("adminContent.save")}
        </Button>
      </StickyActions>

      {confirmDelete && (
        <ConfirmDialog
          title={t("adminContent.banner.deleteTitle")}
          body={t("adminContent.deleteBody", { name: v.title || t(`adminContent.bannerType.${v.type}`) })}
          confirmLabel={t("adminContent.delete")}
          busy={deleting}
          onConfirm={remove}
          onCancel={() => setConfirmDelete(false)}
        />
      )}
      <UnsavedChangesGuard when={form.dirty && !saving && !deleting} />
    </AdminPage>
  );
}
