import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { countingD1 } from "../../db/queryCount";
import { findStore } from "../../db/stores";
import type { Env } from "../../functions/platform/env";
import { storeScope } from "../../functions/platform/tenancy/scope";
import { listBanners } from "../../functions/store/content/storefront";
import { api, createStore, loginToken, operator, registerMember, shopWithAdmin, sql } from "../helpers";

// Home banners: admin CRUD with the per-type rules, the storefront list (shown only, higher sort
// first, media with variants) in one D1 statement, permissions, audit, cache map and isolation.

const A = "shop-a.localhost";
const B = "shop-b.localhost";
const ADMIN = { email: "root@example.com", password: "admin12345", name: "Root Admin" };

async function storeWithAdmin(host = A, type = "NORMAL") {
  const { storeId, token } = await shopWithAdmin(host, type, ADMIN);
  return { storeId, token };
}

let mediaCounter = 0;
/** An uploaded image of the store, as the media pipeline leaves it (row only; R2 is not read). */
async function mediaOf(storeId: number, type = "BANNER") {
  mediaCounter += 1;
  const key = `${storeId}/m${mediaCounter}`;
  const variants = {
    w1920h1080t1: { key: `${key}/w1920h1080t1.webp`, width: 1920, height: 1080, bytes: 100, mime: "image/webp" },
    w800h1200t1: { key: `${key}/w800h1200t1.webp`, width: 800, height: 1200, bytes: 100, mime: "image/webp" },
  };
  const [row] = await sql<{ id: number }>(
    "INSERT INTO media (store_id, type, mime, width, height, bytes, original_key, variants) VALUES (?, ?, 'image/jpeg', 1920, 1080, 5000, ?, ?) RETURNING id",
    storeId,
    type,
    `${key}/orig.jpg`,
    JSON.stringify(variants),
  );
  return row!.id;
}

async function categoryOf(storeId: number, name = "Tea") {
  const [row] = await sql<{ id: number }>(
    "INSERT INTO product_categories (store_id, name) VALUES (?, ?) RETURNING id",
    storeId,
    name,
  );
  return row!.id;
}

async function topicOf(storeId: number, name = "Autumn") {
  const [row] = await sql<{ id: number }>(
    "INSERT INTO product_topics (store_id, name) VALUES (?, ?) RETURNING id",
    storeId,
    name,
  );
  return row!.id;
}

const post = (token: string, body: unknown, host = A) =>
  api(host, "POST", "/api/admin/setting/banner", { token, body });
const picture = (mediaId: number, extra: Record<string, unknown> = {}) => ({
  type: "PICTURE",
  title: "Spring",
  media: [{ mediaId, type: "BANNER", link: "https://example.com/sale", sort: 0 }],
  ...extra,
});
const storefront = async (host = A) => (await api(host, "GET", "/api/setting/banner?isDisplay=true")).body;

describe("creating banners", () => {
  it("creates a picture banner and answers it with its media, path and variants", async () => {
    const { storeId, token } = await storeWithAdmin();
    const m1 = await mediaOf(storeId);
    const m2 = await mediaOf(storeId, "BANNER_PHONE");
    const r = await post(token, {
      type: "PICTURE",
      displayType: "BANNER_MEDIUM",
      title: "Spring sale",
      sort: 5,
      media: [
        { mediaId: m2, type: "BANNER_PHONE", link: "/page/1", sort: 2 },
        { mediaId: m1, type: "BANNER", link: "https://example.com/a?b=1", sort: 1 },
      ],
    });
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(0);
    expect(r.body.data).toEqual({
      id: expect.any(Number),
      sort: 5,
      type: "PICTURE",
      displayType: "BANNER_MEDIUM",
      displayTypePhone: null,
      title: "Spring sale",
      content: "",
      media: [
        {
          id: expect.any(Number),
          link: "https://example.com/a?b=1",
          type: "BANNER",
          sort: 1,
          path: expect.stringMatching(new RegExp(`^/media/${storeId}/m\\d+/orig\\.jpg$`)),
          media: expect.objectContaining({ id: m1, width: 1920, height: 1080, isAnimated: false }),
        },
        expect.objectContaining({ link: "/page/1", type: "BANNER_PHONE", sort: 2 }),
      ],
      videoId: null,
      productHasSpecialPrice: false,
      productCategoryId: null,
      productTopicId: null,
      amount: 20,
      productSortKey: null,
      productSortDirection: null,
      isShow: true,
      isRemoveWrapperSpace: false,
    });
    expect(r.body.data.media[0].media.variants.w1920h1080t1).toEqual({
      path: expect.stringMatching(/^\/media\/.+\/w1920h1080t1\.webp$/),
      width: 1920,
      height: 1080,
    });
    const got = await api(A, "GET", `/api/admin/setting/banner/${r.body.data.id}`, { token });
    expect(got.body.data).toEqual(r.body.data);
  });

  it("defaults the display type by banner type", async () => {
    const { storeId, token } = await storeWithAdmin();
    expect((await post(token, picture(await mediaOf(storeId)))).body.data.displayType).toBe("BANNER");
    expect((await post(token, { type: "PRODUCT_SWIPER", amount: 8 })).body.data.displayType).toBe("PRODUCT_TOPIC");
  });

  it("creates video and product banners with their own fields", async () => {
    const { storeId, token } = await storeWithAdmin();
    const cat = await categoryOf(storeId);
    const topic = await topicOf(storeId);
    const video = await post(token, { type: "VIDEO", videoId: "dQw4w9WgXcQ", title: "Film" });
    expect(video.body.code).toBe(0);
    expect(video.body.data).toMatchObject({ type: "VIDEO", videoId: "dQw4w9WgXcQ", media: [] });
    const swiper = await post(token, {
      type: "PRODUCT_SWIPER",
      displayType: "PRODUCT_TOPIC_MEDIUM",
      displayTypePhone: "PRODUCT_TOPIC_PHONE_SMALL",
      amount: 100,
      productCategoryId: cat,
      productTopicId: topic,
      productHasSpecialPrice: true,
      productSortKey: "price",
      productSortDirection: "asc",
    });
    expect(swiper.body.code).toBe(0);
    expect(swiper.body.data).toMatchObject({
      amount: 100,
      productCategoryId: cat,
      productTopicId: topic,
      productHasSpecialPrice: true,
      productSortKey: "price",
      productSortDirection: "asc",
      displayTypePhone: "PRODUCT_TOPIC_PHONE_SMALL",
    });
    const waterfall = await post(token, { type: "PRODUCT_WATERFALL", amount: 1, title: "All tea" });
    expect(waterfall.body.data).toMatchObject({ type: "PRODUCT_WATERFALL", amount: 1 });
  });

  it.each([
    ["a picture without media", { type: "PICTURE", media: [] }, "media"],
    ["a picture shown as a product block", { type: "PICTURE", displayType: "PRODUCT_TOPIC" }, "displayType"],
    ["a video without id", { type: "VIDEO" }, "videoId"],
    ["a video with a malformed id", { type: "VIDEO", videoId: "not a video!" }, "videoId"],
    ["a video id of 12 characters", { type: "VIDEO", videoId: "dQw4w9WgXcQx" }, "videoId"],
    ["a video id on a picture", { videoId: "dQw4w9WgXcQ" }, "videoId"],
    ["a swiper of 0 products", { type: "PRODUCT_SWIPER", amount: 0 }, "amount"],
    ["a waterfall of 101 products", { type: "PRODUCT_WATERFALL", amount: 101 }, "amount"],
    ["a swiper with images", { type: "PRODUCT_SWIPER", amount: 4 }, "media"],
    [
      "a swiper shown as a picture",
      { type: "PRODUCT_SWIPER", amount: 4, media: [], displayType: "BANNER" },
      "displayType",
    ],
    ["a category on a picture", { productCategoryId: 1 }, "productCategoryId"],
    ["an unknown type", { type: "CAROUSEL" }, "type"],
    ["a javascript: link", { linkOverride: "javascript:alert(1)" }, "media.0.link"],
    ["a protocol-relative link", { linkOverride: "//evil.example/x" }, "media.0.link"],
    ["a data: link", { linkOverride: "data:text/html,<script>1</script>" }, "media.0.link"],
    ["an unknown media type", { mediaType: "BANNER_HUGE" }, "media.0.type"],
    ["an unknown field", { isAdmin: true }, "_"],
  ])("refuses %s with 422 naming the field", async (_what, change, field) => {
    const { storeId, token } = await storeWithAdmin();
    const mediaId = await mediaOf(storeId);
    const { linkOverride, mediaType, ...rest } = change as Record<string, unknown>;
    const body = { ...picture(mediaId), ...rest } as Record<string, unknown>;
    if (linkOverride || mediaType) {
      body.media = [{ mediaId, type: mediaType ?? "BANNER", link: linkOverride ?? null, sort: 0 }];
    }
    const r = await post(token, body);
    expect(r.status).toBe(422);
    expect(r.body.code).toBe(400001);
    expect((r.body.issues as { path: string }[]).map((i) => i.path)).toContain(field);
    expect(await sql("SELECT id FROM banners")).toEqual([]);
  });

  it("refuses media, categories and topics of another store with 400004 and stores nothing", async () => {
    const { storeId, token } = await storeWithAdmin();
    const other = await createStore(B);
    const foreignMedia = await mediaOf(other);
    const ownMedia = await mediaOf(storeId);
    const r = await post(token, {
      type: "PICTURE",
      media: [
        { mediaId: ownMedia, type: "BANNER", sort: 0 },
        { mediaId: foreignMedia, type: "BANNER_PHONE", sort: 1 },
      ],
    });
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(400004);
    expect(r.body.issues).toEqual([{ path: "media.1.mediaId", message: "validation.notFound" }]);

    const cat = await post(token, { type: "PRODUCT_SWIPER", amount: 4, productCategoryId: await categoryOf(other) });
    expect(cat.body.code).toBe(400004);
    const topic = await post(token, { type: "PRODUCT_WATERFALL", amount: 4, productTopicId: await topicOf(other) });
    expect(topic.body.code).toBe(400004);
    expect(await post(token, picture(999_999))).toMatchObject({ body: { code: 400004 } });
    expect(await sql("SELECT id FROM banners")).toEqual([]);
    expect(await sql("SELECT id FROM banner_media")).toEqual([]);
  });
});

describe("the storefront list", () => {
  it("shows only shown banners, higher sort first, then newest, media in ascending sort", async () => {
    const { storeId, token } = await storeWithAdmin();
    const m = [await mediaOf(storeId), await mediaOf(storeId), await mediaOf(storeId)];
    const low = await post(token, picture(m[0]!, { sort: 1, title: "low" }));
    const hidden = await post(token, picture(m[0]!, { sort: 50, title: "hidden", isShow: false }));
    const high = await post(token, {
      type: "PICTURE",
      title: "high",
      sort: 10,
      media: [
        { mediaId: m[1], type: "BANNER", sort: 3 },
        { mediaId: m[2], type: "BANNER_PHONE", sort: 1 },
        { mediaId: m[0], type: "BANNER_MEDIUM", sort: 2 },
      ],
    });
    const tieOld = await post(token, { type: "VIDEO", videoId: "aaaaaaaaaaa", sort: 5, title: "tie-old" });
    const tieNew = await post(token, { type: "VIDEO", videoId: "bbbbbbbbbbb", sort: 5, title: "tie-new" });
    for (const r of [low, hidden, high, tieOld, tieNew]) expect(r.body.code).toBe(0);

    const shown = await storefront();
    expect(shown.code).toBe(0);
    expect(shown.data.map((b: { title: string }) => b.title)).toEqual(["high", "tie-new", "tie-old", "low"]);
    expect(shown.data[0].media.map((x: { media: { id: number } }) => x.media.id)).toEqual([m[2], m[0], m[1]]);
    expect(shown.data.every((b: { isShow: boolean }) => b.isShow)).toBe(true);

    // Without isDisplay the shopper still gets shown banners only; the back office gets all.
    expect((await api(A, "GET", "/api/setting/banner")).body.data).toHaveLength(4);
    const all = await api(A, "GET", "/api/admin/setting/banner", { token });
    expect(all.body.data.map((b: { title: string }) => b.title)).toEqual([
      "hidden",
      "high",
      "tie-new",
      "tie-old",
      "low",
    ]);
  });

  it("lists banners and all their media in ONE D1 statement, as the API answers them", async () => {
    const { storeId, token } = await storeWithAdmin();
    for (let i = 0; i < 4; i++) {
      const items = [await mediaOf(storeId), await mediaOf(storeId)];
      await post(token, {
        type: "PICTURE",
        sort: i,
        media: items.map((mediaId, j) => ({ mediaId, type: j ? "BANNER_PHONE" : "BANNER", sort: j })),
      });
    }
    await post(token, { type: "PRODUCT_SWIPER", amount: 10, sort: 9 });
    await post(token, picture(await mediaOf(storeId), { isShow: false }));

    const { d1, counts } = countingD1(env.DB);
    const store = (await findStore(getDb(env.DB), storeId))!;
    const scope = storeScope({ ...(env as unknown as Env), DB: d1 }, getDb(d1), store);
    const banners = await listBanners(scope, { displayOnly: true });
    expect(counts).toEqual({ statements: 1, roundTrips: 1 });
    expect(banners).toHaveLength(5);
    expect(banners.map((b) => b.media.length)).toEqual([0, 2, 2, 2, 2]);
    expect(banners).toEqual((await storefront()).data);

    const all = await listBanners(scope, { displayOnly: false });
    expect(counts).toEqual({ statements: 2, roundTrips: 2 });
    expect(all).toHaveLength(6);
  });

  it("drops a picture banner whose images were all deleted", async () => {
    const { storeId, token } = await storeWithAdmin();
    const mediaId = await mediaOf(storeId);
    await post(token, picture(mediaId));
    await sql("DELETE FROM media WHERE id = ?", mediaId);
    expect((await storefront()).data).toEqual([]);
    expect((await api(A, "GET", "/api/admin/setting/banner", { token })).body.data[0].media).toEqual([]);
  });
});

describe("changing and deleting banners", () => {
  it("patches fields, replaces the media list and hides a banner from shoppers", async () => {
    const { storeId, token } = await storeWithAdmin();
    const [m1, m2] = [await mediaOf(storeId), await mediaOf(storeId)];
    const { id } = (await post(token, picture(m1!))).body.data;
    const r = await api(A, "PATCH", `/api/admin/setting/banner/${id}`, {
      token,
      body: { title: "Summer", sort: 3, media: [{ mediaId: m2, type: "BANNER_MEDIUM", link: "", sort: 0 }] },
    });
    expect(r.body.code).toBe(0);
    expect(r.body.data).toMatchObject({ id, title: "Summer", sort: 3, type: "PICTURE" });
    expect(r.body.data.media).toEqual([expect.objectContaining({ type: "BANNER_MEDIUM", link: null })]);
    expect(r.body.data.media[0].media.id).toBe(m2);
    expect(await sql("SELECT media_id FROM banner_media")).toEqual([{ media_id: m2 }]);

    const hide = await api(A, "PATCH", `/api/admin/setting/banner/${id}`, { token, body: { isShow: false } });
    expect(hide.body.data.isShow).toBe(false);
    expect((await storefront()).data).toEqual([]);
  });

  it("checks the whole banner after a patch, so a change of type brings what the type needs", async () => {
    const { storeId, token } = await storeWithAdmin();
    const { id } = (await post(token, picture(await mediaOf(storeId)))).body.data;
    const path = `/api/admin/setting/banner/${id}`;
    const noMedia = await api(A, "PATCH", path, { token, body: { media: [] } });
    expect(noMedia.status).toBe(422);
    expect(noMedia.body.issues).toEqual([{ path: "media", message: "validation.mediaRequired" }]);
    const swiperWithImages = await api(A, "PATCH", path, { token, body: { type: "PRODUCT_SWIPER", amount: 5 } });
    expect(swiperWithImages.status).toBe(422);
    const swiper = await api(A, "PATCH", path, { token, body: { type: "PRODUCT_SWIPER", amount: 5, media: [] } });
    expect(swiper.body.code).toBe(0);
    expect(swiper.body.data).toMatchObject({ type: "PRODUCT_SWIPER", displayType: "PRODUCT_TOPIC", media: [] });
    const video = await api(A, "PATCH", path, { token, body: { type: "VIDEO" } });
    expect(video.status).toBe(422);
    expect(video.body.issues.map((i: { path: string }) => i.path)).toEqual(["videoId"]);
    const empty = await api(A, "PATCH", path, { token, body: {} });
    expect(empty.status).toBe(422);
  });

  it("deletes a banner with its media links; unknown ids answer 400004", async () => {
    const { storeId, token } = await storeWithAdmin();
    const { id } = (await post(token, picture(await mediaOf(storeId)))).body.data;
    expect((await api(A, "DELETE", `/api/admin/setting/banner/${id}`, { token })).body).toMatchObject({
      code: 0,
      data: null,
    });
    expect(await sql("SELECT id FROM banner_media")).toEqual([]);
    for (const [method, body] of [
      ["GET", undefined],
      ["PATCH", { title: "x" }],
      ["DELETE", undefined],
    ] as const) {
      const r = await api(A, method, `/api/admin/setting/banner/${id}`, { token, body });
      expect(r.status).toBe(200);
      expect(r.body.code).toBe(400004);
    }
    expect((await api(A, "GET", "/api/admin/setting/banner/abc", { token })).body.code).toBe(400004);
  });
});

describe("audit and cache map", () => {
  it("writes one audit row per change and bumps only the banner cache key", async () => {
    const { storeId, token } = await storeWithAdmin();
    const before = (await api(A, "GET", "/api/initial")).body.apiCacheMap;
    const created = await post(token, picture(await mediaOf(storeId)));
    const id = created.body.data.id;
    expect(created.body.apiCacheMap.banner).toBeGreaterThan(before.banner);
    for (const k of Object.keys(before).filter((k) => k !== "banner")) {
      expect({ k, v: created.body.apiCacheMap[k] }).toEqual({ k, v: before[k] });
    }
    await api(A, "PATCH", `/api/admin/setting/banner/${id}`, { token, body: { title: "New" } });
    await api(A, "DELETE", `/api/admin/setting/banner/${id}`, { token });
    const rows = await sql<{ method: string; path: string; system: string; object_id: string; payload: string | null }>(
      "SELECT method, path, system, object_id, payload FROM audit_logs WHERE store_id = ? ORDER BY id",
      storeId,
    );
    expect(rows.map((r) => [r.method, r.path, r.system, r.object_id])).toEqual([
      ["POST", "/api/admin/setting/banner", "SettingBanner", String(id)],
      ["PATCH", `/api/admin/setting/banner/${id}`, "SettingBanner", String(id)],
      ["DELETE", `/api/admin/setting/banner/${id}`, "SettingBanner", String(id)],
    ]);
    expect(JSON.parse(rows[1]!.payload!)).toEqual({ title: "New" });
    expect(rows[2]!.payload).toBeNull();
  });

  it("writes no audit row and bumps nothing when the write is refused", async () => {
    const { token } = await storeWithAdmin();
    const before = (await api(A, "GET", "/api/initial")).body.apiCacheMap;
    await post(token, { type: "VIDEO" });
    await post(token, picture(424242));
    expect(await sql("SELECT id FROM audit_logs")).toEqual([]);
    expect((await api(A, "GET", "/api/initial")).body.apiCacheMap).toEqual(before);
  });
});

describe("permissions", () => {
  it("answers NOT_ADMIN (400027) to members and TOKEN_IS_INVALID without a session", async () => {
    const { storeId } = await storeWithAdmin();
    const { accessToken } = await registerMember(A, "mia@example.com");
    const mediaId = await mediaOf(storeId);
    for (const [method, path, body] of [
      ["GET", "/api/admin/setting/banner", undefined],
      ["POST", "/api/admin/setting/banner", picture(mediaId)],
      ["POST", "/api/admin/setting/banner", { nonsense: true }],
    ] as const) {
      expect((await api(A, method, path, { token: accessToken, body })).body.code).toBe(400027);
      expect((await api(A, method, path, { body })).body.code).toBe(400029);
    }
    expect(await sql("SELECT id FROM banners")).toEqual([]);
  });

  it("refuses an admin whose settings privilege (9) is blocked", async () => {
    const { storeId } = await storeWithAdmin();
    const staff = { email: "staff@example.com", password: "staff12345", name: "Staff Member" };
    await operator("POST", `/operator/stores/${storeId}/users`, { ...staff, isAdmin: true, blockedPrivileges: [9] });
    const token = await loginToken(A, staff.email, staff.password);
    expect((await post(token, picture(await mediaOf(storeId)))).body.code).toBe(400027);
    expect((await api(A, "GET", "/api/admin/setting/banner", { token })).body.code).toBe(400027);
  });

  it("lets a branch store manage its own banners (open to branches)", async () => {
    const { storeId, token } = await storeWithAdmin(B, "BRANCH_MULTILEVEL_PAY_BY_SELF");
    const r = await post(token, picture(await mediaOf(storeId)), B);
    expect(r.body.code).toBe(0);
    expect((await storefront(B)).data).toHaveLength(1);
  });
});

describe("isolation", () => {
  it("keeps store A's banners away from store B's host, for reads and writes", async () => {
    const { storeId: a, token: tokenA } = await storeWithAdmin(A);
    const b = await createStore(B, "NORMAL", { ...ADMIN, email: "root-b@example.com" });
    const tokenB = await loginToken(B, "root-b@example.com", ADMIN.password);
    const { id } = (await post(tokenA, picture(await mediaOf(a), { title: "A only" }))).body.data;

    expect((await storefront(B)).data).toEqual([]);
    expect((await api(B, "GET", "/api/admin/setting/banner", { token: tokenB })).body.data).toEqual([]);
    for (const [method, body] of [
      ["GET", undefined],
      ["PATCH", { title: "taken" }],
      ["DELETE", undefined],
    ] as const) {
      const r = await api(B, method, `/api/admin/setting/banner/${id}`, { token: tokenB, body });
      expect(r.body.code).toBe(400004);
    }
    // A's token is worthless at B, and B cannot use A's media in its own banner.
    expect((await post(tokenA, picture(await mediaOf(b)), B)).body.code).toBe(400029);
    expect((await post(tokenB, picture(await mediaOf(a)), B)).body.code).toBe(400004);

    const still = await storefront(A);
    expect(still.data).toEqual([expect.objectContaining({ id, title: "A only" })]);
    expect(await sql("SELECT store_id FROM audit_logs")).toEqual([{ store_id: a }]);
  });
});
