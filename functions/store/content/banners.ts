import type { BannerMediaValues, BannerValues } from "@db/content";
import type { AuditTrail } from "../../platform/auditTrail";
import { invalid } from "../../platform/errors";
import type { StoreScope } from "../../platform/tenancy/scope";
import type { Banner } from "../../shared/commerce/catalogue";
import { pick } from "../../shared/pick";
import type { FieldIssue } from "../../shared/validators";
import { contentDb, found, missingRefs } from "./common";
import { bannersFromRows } from "./model";
import {
  type BannerCreateInput,
  type BannerDraft,
  type BannerMediaInput,
  type BannerPatchInput,
  bannerIssues,
  defaultDisplayType,
} from "./schemas";

// Home banners (spec storefront §2 "Home page", back-office settings setting-banner-list/setbanner).

export async function listBanners(scope: StoreScope, opts: { displayOnly: boolean }): Promise<Banner[]> {
  const rows = await contentDb(scope).bannersWithMedia({ displayOnly: opts.displayOnly });
  const list = bannersFromRows(rows);
  // A picture banner whose images were all deleted has nothing to show.
  return opts.displayOnly ? list.filter((b) => b.type !== "PICTURE" || b.media.length > 0) : list;
}

export async function getBanner(scope: StoreScope, id: number): Promise<Banner> {
  return found(bannersFromRows(await contentDb(scope).bannersWithMedia({ id }))[0]);
}

const mediaValues = (items: readonly BannerMediaInput[]): BannerMediaValues[] =>
  items.map((m) => ({ mediaId: m.mediaId, type: m.type, link: m.link || null, sort: m.sort }));

function bannerValues(d: BannerDraft): BannerValues {
  const { media: _media, ...v } = d;
  return v;
}

/** Media, category and topic ids of the draft that are not this store's → 400004 naming them. */
async function checkRefs(
  scope: StoreScope,
  d: { media?: readonly BannerMediaInput[]; productCategoryId?: number | null; productTopicId?: number | null },
) {
  const mediaIds = (d.media ?? []).map((m) => m.mediaId);
  const [mediaRows, refs] = await Promise.all([
    scope.media.findMany(mediaIds),
    contentDb(scope).existingRefs({
      productCategory: d.productCategoryId ? [d.productCategoryId] : [],
      productTopic: d.productTopicId ? [d.productTopicId] : [],
    }),
  ]);
  const own = new Set(mediaRows.map((m) => m.id));
  const issues: FieldIssue[] = [];
  (d.media ?? []).forEach((m, i) => {
    if (!own.has(m.mediaId)) issues.push({ path: `media.${i}.mediaId`, message: "validation.notFound" });
  });
  if (d.productCategoryId && !refs.productCategory.has(d.productCategoryId)) {
    issues.push({ path: "productCategoryId", message: "validation.notFound" });
  }
  if (d.productTopicId && !refs.productTopic.has(d.productTopicId)) {
    issues.push({ path: "productTopicId", message: "validation.notFound" });
  }
  if (issues.length) throw missingRefs(issues);
}

export async function createBanner(scope: StoreScope, input: BannerCreateInput, audit: AuditTrail): Promise<Banner> {
  const draft: BannerDraft = { ...input, displayType: input.displayType ?? defaultDisplayType(input.type) };
  const issues = bannerIssues(draft);
  if (issues.length) throw invalid(issues);
  await checkRefs(scope, draft);
  const logged = audit.item({ created: true, objectName: draft.title, after: draft });
  const id = await contentDb(scope).insertBanner(bannerValues(draft), mediaValues(draft.media), [logged]);
  return getBanner(scope, id);
}

const draftOf = (b: Banner): BannerDraft => ({
  ...pick(b, ["sort", "type", "displayType"]),
  displayTypePhone: (b.displayTypePhone as BannerDraft["displayTypePhone"]) ?? null,
  ...pick(b, ["title", "content"]),
  media: b.media.map((m) => ({ mediaId: m.media.id, type: m.type, link: m.link, sort: m.sort })),
  ...pick(b, ["videoId", "productHasSpecialPrice", "productCategoryId", "productTopicId", "amount"]),
  productSortKey: b.productSortKey as BannerDraft["productSortKey"],
  productSortDirection: b.productSortDirection as BannerDraft["productSortDirection"],
  ...pick(b, ["isShow", "isRemoveWrapperSpace"]),
});

/**
 * The patch is applied over the stored banner and the whole result must satisfy the type rules,
 * so a change of type has to bring the fields the new type needs. Only ids the patch sends are
 * checked: a category deleted since does not block hiding the banner.
 */
export async function updateBanner(
  scope: StoreScope,
  id: number,
  patch: BannerPatchInput,
  audit: AuditTrail,
): Promise<Banner> {
  const current = await getBanner(scope, id);
  const draft: BannerDraft = { ...draftOf(current), ...patch };
  if (patch.type && !patch.displayType && patch.type !== current.type) {
    draft.displayType = defaultDisplayType(patch.type);
  }
  const issues = bannerIssues(draft);
  if (issues.length) throw invalid(issues);
  await checkRefs(scope, {
    media: patch.media,
    productCategoryId: patch.productCategoryId,
    productTopicId: patch.productTopicId,
  });
  const before = draftOf(current);
  const logged = audit.item({ objectId: id, objectName: draft.title, before, after: patch });
  const updated = await contentDb(scope).updateBanner(
    id,
    bannerValues(draft),
    patch.media ? mediaValues(patch.media) : undefined,
    [logged],
  );
  if (!updated) found(null);
  return getBanner(scope, id);
}

export async function deleteBanner(scope: StoreScope, id: number, audit: AuditTrail): Promise<void> {
  const before = draftOf(await getBanner(scope, id));
  found(
    (await contentDb(scope).deleteBanner(id, [audit.item({ objectId: id, objectName: before.title, before })])) || null,
  );
}
