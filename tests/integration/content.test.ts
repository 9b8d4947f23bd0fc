import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { DEFAULT_PERSONAL_SETTINGS } from "../../functions/shared/storeSettings/defaults";
import { PERSONAL_SETTING_OPTIONS } from "../../functions/store/content/style";
import { fixture } from "../fixtures";
import { api, createStore, loginToken, operator, registerMember, shopWithAdmin, sql } from "../helpers";

// Pages, articles (with categories, attachments and images), bulletins, style and menu: admin CRUD,
// sanitised HTML, what shoppers may read, audit rows and cache-map bumps, permissions, isolation.

const A = "shop-a.localhost";
const B = "shop-b.localhost";
const ADMIN = { email: "root@example.com", password: "admin12345", name: "Root Admin" };
const ADMIN_B = { ...ADMIN, email: "root-b@example.com" };
const NASTY =
  '<p>Hello <strong>there</strong></p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a>';

async function storeWithAdmin(host = A, type = "NORMAL", admin = ADMIN) {
  const { storeId, token } = await shopWithAdmin(host, type, admin);
  return { storeId, token };
}

async function twoStores() {
  const a = await storeWithAdmin(A);
  const b = await storeWithAdmin(B, "NORMAL", ADMIN_B);
  return { a, b };
}

/** A second admin of the store with some privileges blocked. */
async function staffToken(storeId: number, host: string, blockedPrivileges: number[]) {
  const staff = {
    email: `staff${blockedPrivileges.join("-")}@example.com`,
    password: "staff12345",
    name: "Staff Member",
  };
  const r = await operator("POST", `/operator/stores/${storeId}/users`, { ...staff, isAdmin: true, blockedPrivileges });
  expect(r.status).toBe(201);
  return loginToken(host, staff.email, staff.password);
}

let counter = 0;
async function mediaRow(storeId: number, type = "ARTICLE_COVER") {
  counter += 1;
  const [row] = await sql<{ id: number }>(
    "INSERT INTO media (store_id, type, mime, width, height, bytes, original_key, variants) VALUES (?, ?, 'image/jpeg', 800, 450, 900, ?, '{}') RETURNING id",
    storeId,
    type,
    `${storeId}/c${counter}/orig.jpg`,
  );
  return row!.id;
}

async function productRow(storeId: number, name: string, isDisplay = true) {
  const [row] = await sql<{ id: number }>(
    "INSERT INTO products (store_id, name, price, special_price, is_display) VALUES (?, ?, 50000, 39900, ?) RETURNING id",
    storeId,
    name,
    isDisplay ? 1 : 0,
  );
  return row!.id;
}

const admin = (method: string, path: string, token: string, body?: unknown, host = A) =>
  api(host, method, path, { token, body });
const data = async (p: Promise<{ body: any }>) => {
  const r = await p;
  expect(r.body.code, JSON.stringify(r.body)).toBe(0);
  return r.body.data;
};
const cacheMap = async (host = A) =>
  (await api(host, "GET", "/api/initial")).body.apiCacheMap as Record<string, number>;
const audit = (storeId: number) =>
  sql<{ method: string; path: string; system: string; object_id: string | null }>(
    "SELECT method, path, system, object_id FROM audit_logs WHERE store_id = ? ORDER BY id",
    storeId,
  );

function expectClean(html: string) {
  expect(html).toContain("<strong>there</strong>");
  for (const bad of ["<script", "alert(", "onerror", "javascript:"]) expect(html).not.toContain(bad);
}

async function upload(
  host: string,
  token: string,
  fields: Record<string, string | File>,
  path = "/api/admin/article/attachements",
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const res = await SELF.fetch(`http://${host}${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await res.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {}
  return { status: res.status, body };
}

const bytes = (head: string | number[], size = 64) => {
  const out = new Uint8Array(size);
  const h = typeof head === "string" ? [...head].map((ch) => ch.charCodeAt(0)) : head;
  out.set(h);
  return out;
};
const PDF = bytes("%PDF-1.7\n", 300);
const ZIP = bytes([0x50, 0x4b, 0x03, 0x04], 200);
const OLE = bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 512);
const file = (content: Uint8Array, name: string, type = "application/octet-stream") =>
  new File([content as Uint8Array<ArrayBuffer>], name, { type });

async function r2Keys(prefix: string) {
  return (await env.MEDIA.list({ prefix })).objects.map((o) => o.key);
}

// -------------------------------------------------------------------------------------------------

describe("pages", () => {
  it("creates, reads, updates and deletes a page, storing sanitised HTML", async () => {
    const { token } = await storeWithAdmin();
    const created = await data(
      admin("POST", "/api/admin/setting/pages", token, { title: "About us", content: NASTY, metaDescription: "Who" }),
    );
    expect(created).toMatchObject({ id: expect.any(Number), title: "About us", isDisplay: true, sort: 0 });
    expectClean(created.content);
    const [stored] = await sql<{ content: string }>("SELECT content FROM pages");
    expect(stored!.content).toBe(created.content);

    const shopper = await data(api(A, "GET", `/api/setting/pages/${created.id}`));
    expect(shopper).toEqual({
      id: created.id,
      title: "About us",
      content: created.content,
      metaDescription: "Who",
      isDisplay: true,
    });

    const patched = await data(
      admin("PATCH", `/api/admin/setting/pages/${created.id}`, token, { content: "<p>New<script>x</script></p>" }),
    );
    expect(patched.content).toBe("<p>New</p>");
    expect(patched.title).toBe("About us");
    expect((await data(admin("GET", `/api/admin/setting/pages/${created.id}`, token))).content).toBe("<p>New</p>");

    await data(admin("DELETE", `/api/admin/setting/pages/${created.id}`, token));
    expect((await api(A, "GET", `/api/setting/pages/${created.id}`)).body.code).toBe(400004);
    expect((await admin("DELETE", `/api/admin/setting/pages/${created.id}`, token)).body.code).toBe(400004);
  });

  it("shows shoppers only displayed pages, higher sort first, without content in the list", async () => {
    const { token } = await storeWithAdmin();
    const one = await data(admin("POST", "/api/admin/setting/pages", token, { title: "One", sort: 1 }));
    const two = await data(admin("POST", "/api/admin/setting/pages", token, { title: "Two", sort: 2 }));
    const hidden = await data(admin("POST", "/api/admin/setting/pages", token, { title: "Hidden", isDisplay: false }));
    expect(await data(api(A, "GET", "/api/setting/pages"))).toEqual([
      { id: two.id, title: "Two", metaDescription: null, isDisplay: true, sort: 2 },
      { id: one.id, title: "One", metaDescription: null, isDisplay: true, sort: 1 },
    ]);
    const r = await api(A, "GET", `/api/setting/pages/${hidden.id}`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ code: 400004, data: null });
    expect((await data(admin("GET", "/api/admin/setting/pages", token))).map((p: any) => p.title)).toEqual([
      "Two",
      "One",
      "Hidden",
    ]);
  });

  it.each([
    [{ content: "<p>x</p>" }, "title"],
    [{ title: "   " }, "title"],
    [{ title: "x".repeat(101) }, "title"],
    [{ title: "Ok", isDisplay: "yes" }, "isDisplay"],
    [{ title: "Ok", creatorId: 1 }, "_"],
  ])("refuses the page %j with 422 naming %s", async (body, field) => {
    const { token } = await storeWithAdmin();
    const r = await admin("POST", "/api/admin/setting/pages", token, body);
    expect(r.status).toBe(422);
    expect(r.body.issues.map((i: { path: string }) => i.path)).toContain(field);
  });
});

// -------------------------------------------------------------------------------------------------

describe("articles", () => {
  async function seed() {
    const { storeId, token } = await storeWithAdmin();
    const cat = await data(admin("POST", "/api/admin/article/categories", token, { name: "News", sort: 2 }));
    const hiddenCat = await data(
      admin("POST", "/api/admin/article/categories", token, { name: "Drafts", isDisplay: false }),
    );
    const shown = await productRow(storeId, "Oolong");
    const offShelf = await productRow(storeId, "Retired", false);
    const cover = await mediaRow(storeId);
    return { storeId, token, cat, hiddenCat, shown, offShelf, cover };
  }

  it("creates an article with category, cover and products; shoppers get displayable products only", async () => {
    const { token, cat, shown, offShelf, cover } = await seed();
    const created = await data(
      admin("POST", "/api/admin/articles", token, {
        name: "Tea guide",
        summary: "How to brew",
        content: NASTY,
        categoryId: cat.id,
        coverMediaId: cover,
        productIds: [offShelf, shown],
        publishedAt: "2026-01-02T10:00:00+08:00",
      }),
    );
    expectClean(created.content);
    expect(created).toMatchObject({
      name: "Tea guide",
      summary: "How to brew",
      categoryId: cat.id,
      coverMediaId: cover,
      productIds: [offShelf, shown],
      productQuantity: 2,
      creatorName: "Root Admin",
      publishedAt: "2026-01-02T02:00:00.000Z",
      isDisplay: true,
      sort: 0,
      attachments: [],
    });
    expect(created.media).toMatchObject({ id: cover, path: expect.stringMatching(/^\/media\//) });

    const detail = await data(api(A, "GET", `/api/articles/${created.id}`));
    expect(detail.products).toEqual([
      expect.objectContaining({
        id: shown,
        name: "Oolong",
        price: 50000,
        specialPrice: 39900,
        unitSpecialPrice: 39900,
      }),
    ]);
    expect(detail.content).toBe(created.content);
    expect(detail).not.toHaveProperty("productIds");

    const list = await data(api(A, "GET", "/api/articles"));
    expect(list).toEqual({
      items: [
        {
          id: created.id,
          isDisplay: true,
          media: expect.objectContaining({ id: cover }),
          name: "Tea guide",
          summary: "How to brew",
          categoryId: cat.id,
          productQuantity: 2,
          creatorName: "Root Admin",
          createdAt: expect.any(String),
          publishedAt: "2026-01-02T02:00:00.000Z",
        },
      ],
      total: 1,
    });
  });

  it("hides hidden, not yet published and hidden-category articles from shoppers", async () => {
    const { token, cat, hiddenCat } = await seed();
    const post = (body: Record<string, unknown>) => data(admin("POST", "/api/admin/articles", token, body));
    const visible = await post({ name: "Visible", categoryId: cat.id });
    const hidden = await post({ name: "Hidden", isDisplay: false });
    const future = await post({ name: "Future", publishedAt: "2099-01-01T00:00:00Z" });
    const inHiddenCat = await post({ name: "In drafts", categoryId: hiddenCat.id });
    const list = await data(api(A, "GET", "/api/articles"));
    expect(list.items.map((a: any) => a.name)).toEqual(["Visible"]);
    expect(list.total).toBe(1);
    for (const a of [hidden, future, inHiddenCat]) {
      expect((await api(A, "GET", `/api/articles/${a.id}`)).body.code).toBe(400004);
    }
    expect((await data(api(A, "GET", `/api/articles/${visible.id}`))).name).toBe("Visible");

    const all = await data(admin("GET", "/api/admin/articles", token));
    expect(all.total).toBe(4);
    expect(
      (await data(admin("GET", "/api/admin/articles?isDisplay=false", token))).items.map((a: any) => a.id),
    ).toEqual([hidden.id]);
    expect((await data(admin("GET", `/api/admin/articles/${hidden.id}`, token))).name).toBe("Hidden");
  });

  it("filters by category and pages with offset and limit, higher sort first then newest", async () => {
    const { token, cat } = await seed();
    for (const [name, sort, categoryId] of [
      ["a", 0, cat.id],
      ["b", 0, null],
      ["c", 5, cat.id],
      ["d", 0, cat.id],
    ] as const) {
      await data(admin("POST", "/api/admin/articles", token, { name, sort, categoryId }));
    }
    const names = (r: any) => r.items.map((a: any) => a.name);
    expect(names(await data(api(A, "GET", "/api/articles")))).toEqual(["c", "d", "b", "a"]);
    const inCat = await data(api(A, "GET", `/api/articles?categoryId=${cat.id}&offset=1&limit=1`));
    expect(inCat).toMatchObject({ total: 3 });
    expect(names(inCat)).toEqual(["d"]);
    expect((await data(api(A, "GET", "/api/articles?categoryId=0"))).total).toBe(4);
    expect((await api(A, "GET", "/api/articles?limit=101")).status).toBe(422);
    expect((await api(A, "GET", "/api/articles?offset=-1")).status).toBe(422);
  });

  it("patches fields and replaces the product list; deletes with everything of the article", async () => {
    const { storeId, token, shown } = await seed();
    const other = await productRow(storeId, "Green tea");
    const { id } = await data(admin("POST", "/api/admin/articles", token, { name: "Old", productIds: [shown] }));
    const patched = await data(
      admin("PATCH", `/api/admin/articles/${id}`, token, { name: "New", productIds: [other, shown], content: NASTY }),
    );
    expect(patched).toMatchObject({ name: "New", productIds: [other, shown], productQuantity: 2 });
    expectClean(patched.content);
    const cleared = await data(
      admin("PATCH", `/api/admin/articles/${id}`, token, { productIds: [], categoryId: null }),
    );
    expect(cleared).toMatchObject({ productIds: [], productQuantity: 0, name: "New" });

    await data(admin("DELETE", `/api/admin/articles/${id}`, token));
    expect(await sql("SELECT id FROM articles")).toEqual([]);
    expect(await sql("SELECT article_id FROM article_products")).toEqual([]);
    expect((await admin("GET", `/api/admin/articles/${id}`, token)).body.code).toBe(400004);
  });

  it("refuses categories, products and covers that are not this store's (400004), storing nothing", async () => {
    const { token } = await seed();
    const other = await createStore(B);
    const [otherCat] = await sql<{ id: number }>(
      "INSERT INTO article_categories (store_id, name) VALUES (?, 'Theirs') RETURNING id",
      other,
    );
    for (const [body, field] of [
      [{ categoryId: otherCat!.id }, "categoryId"],
      [{ productIds: [await productRow(other, "Theirs")] }, "productIds.0"],
      [{ coverMediaId: await mediaRow(other) }, "coverMediaId"],
      [{ productIds: [987654] }, "productIds.0"],
    ] as const) {
      const r = await admin("POST", "/api/admin/articles", token, { name: "Mine", ...body });
      expect(r.status).toBe(200);
      expect(r.body.code).toBe(400004);
      expect(r.body.issues).toEqual([{ path: field, message: "validation.notFound" }]);
    }
    expect(await sql("SELECT id FROM articles")).toEqual([]);
  });

  it.each([
    [{ summary: "x" }, "name"],
    [{ name: "x", publishedAt: "tomorrow" }, "publishedAt"],
    [{ name: "x", productIds: [1, 1] }, "productIds"],
    [{ name: "x", sort: 1.5 }, "sort"],
    [{ name: "x", creatorName: "me" }, "_"],
  ])("refuses the article %j with 422 naming %s", async (body, field) => {
    const { token } = await seed();
    const r = await admin("POST", "/api/admin/articles", token, body);
    expect(r.status).toBe(422);
    expect(r.body.issues.map((i: { path: string }) => i.path)).toContain(field);
  });
});

describe("article categories", () => {
  it("lists displayed categories to shoppers and keeps articles when a category is deleted", async () => {
    const { token } = await storeWithAdmin();
    const news = await data(admin("POST", "/api/admin/article/categories", token, { name: "News", sort: 1 }));
    const tips = await data(admin("POST", "/api/admin/article/categories", token, { name: "Tips", sort: 9 }));
    const hidden = await data(
      admin("POST", "/api/admin/article/categories", token, { name: "Hidden", isDisplay: false }),
    );
    expect(await data(api(A, "GET", "/api/article/categories"))).toEqual([
      { id: tips.id, name: "Tips", sort: 9, isDisplay: true },
      { id: news.id, name: "News", sort: 1, isDisplay: true },
    ]);
    expect(await data(api(A, "GET", `/api/article/categories/${news.id}`))).toMatchObject({ name: "News" });
    expect((await api(A, "GET", `/api/article/categories/${hidden.id}`)).body.code).toBe(400004);
    expect(await data(admin("GET", "/api/admin/article/categories", token))).toHaveLength(3);

    const renamed = await data(admin("PATCH", `/api/admin/article/categories/${news.id}`, token, { name: "Press" }));
    expect(renamed).toEqual({ id: news.id, name: "Press", sort: 1, isDisplay: true });

    const article = await data(admin("POST", "/api/admin/articles", token, { name: "Story", categoryId: news.id }));
    await data(admin("DELETE", `/api/admin/article/categories/${news.id}`, token));
    expect((await data(admin("GET", `/api/admin/articles/${article.id}`, token))).categoryId).toBeNull();
    expect((await data(api(A, "GET", "/api/articles"))).items.map((a: any) => a.id)).toEqual([article.id]);
    expect((await admin("PATCH", `/api/admin/article/categories/${news.id}`, token, { name: "x" })).body.code).toBe(
      400004,
    );
  });
});

// -------------------------------------------------------------------------------------------------

describe("attachments", () => {
  it("stores a PDF in R2 under the store's prefix, serves it to shoppers, and removes it on delete", async () => {
    const { storeId, token } = await storeWithAdmin();
    const article = await data(admin("POST", "/api/admin/articles", token, { name: "Manual" }));
    const r = await upload(A, token, {
      type: "FILE",
      articleId: String(article.id),
      attachement: file(PDF, "Brewing guide.pdf", "text/html"),
    });
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(0);
    const att = r.body.data;
    expect(att).toEqual({
      id: expect.any(Number),
      name: "Brewing guide.pdf",
      path: `/api/article/attachements/${att.id}`,
      bytes: PDF.byteLength,
      articleId: article.id,
      type: "FILE",
      mime: "application/pdf",
      createdAt: expect.any(String),
    });
    const key = `${storeId}/attachments/${att.id}/Brewing_guide.pdf`;
    expect(await r2Keys(`${storeId}/attachments/`)).toEqual([key]);
    const [row] = await sql<{ key: string }>("SELECT key FROM article_attachments");
    expect(row!.key).toBe(key);

    const detail = await data(api(A, "GET", `/api/articles/${article.id}`));
    expect(detail.attachments).toEqual([
      { id: att.id, name: "Brewing guide.pdf", path: att.path, bytes: PDF.byteLength },
    ]);

    const dl = await SELF.fetch(`http://${A}${att.path}`);
    expect(dl.status).toBe(200);
    expect(dl.headers.get("content-type")).toBe("application/pdf");
    expect(dl.headers.get("content-disposition")).toMatch(/^attachment; filename="Brewing guide\.pdf"/);
    expect(new Uint8Array(await dl.arrayBuffer())).toEqual(PDF);

    await data(admin("DELETE", `/api/admin/article/attachements/${att.id}`, token));
    expect(await r2Keys(`${storeId}/`)).toEqual([]);
    expect(await sql("SELECT id FROM article_attachments")).toEqual([]);
    expect((await api(A, "GET", att.path)).body.code).toBe(400004);
    expect((await admin("DELETE", `/api/admin/article/attachements/${att.id}`, token)).body.code).toBe(400004);
  });

  it("takes zip, Office and image files by their bytes, with safe key names", async () => {
    const { storeId, token } = await storeWithAdmin();
    const ok = async (content: Uint8Array, name: string) => {
      const r = await upload(A, token, { attachement: file(content, name) });
      expect(r.body.code, JSON.stringify(r.body)).toBe(0);
      return r.body.data;
    };
    expect((await ok(ZIP, "photos.zip")).mime).toBe("application/zip");
    expect((await ok(ZIP, "report.docx")).mime).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect((await ok(ZIP, "sheet.XLSX")).mime).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect((await ok(OLE, "old.doc")).mime).toBe("application/msword");
    expect((await ok(fixture("logo-200x150.png"), "logo.png")).mime).toBe("image/png");
    const odd = await ok(PDF, "../../etc/說明 書 (v2).pdf");
    expect(odd.name).toBe("說明 書 (v2).pdf");
    const [row] = await sql<{ key: string }>("SELECT key FROM article_attachments WHERE id = ?", odd.id);
    expect(row!.key).toBe(`${storeId}/attachments/${odd.id}/說明_書_v2.pdf`);
    expect(await r2Keys(`${storeId}/attachments/`)).toHaveLength(6);
  });

  it.each([
    ["an executable", () => file(bytes("MZ\x90\x00", 100), "setup.exe"), "attachement", "validation.fileType"],
    [
      "an SVG image",
      () => file(bytes("<svg xmlns='http://www.w3.org/2000/svg'>"), "x.svg"),
      "attachement",
      "validation.fileType",
    ],
    [
      "an HTML page named .pdf",
      () => file(bytes("<html><script>1</script>"), "x.pdf"),
      "attachement",
      "validation.fileType",
    ],
    ["PNG bytes named .pdf", () => file(fixture("logo-200x150.png"), "x.pdf"), "attachement", "validation.fileType"],
    ["a PDF named .zip", () => file(PDF, "x.zip"), "attachement", "validation.fileType"],
    ["a file without extension", () => file(PDF, "README"), "attachement", "validation.fileType"],
    ["an empty file", () => file(new Uint8Array(0), "x.pdf"), "attachement", "validation.required"],
  ])("refuses %s with 422 and writes nothing", async (_what, make, field, message) => {
    const { storeId, token } = await storeWithAdmin();
    const r = await upload(A, token, { attachement: make() });
    expect(r.status).toBe(422);
    expect(r.body.issues).toEqual([{ path: field, message }]);
    expect(await sql("SELECT id FROM article_attachments")).toEqual([]);
    expect(await r2Keys(`${storeId}/`)).toEqual([]);
  });

  it("takes exactly 10 MiB, refuses anything over it with 413, and checks the form", async () => {
    const { storeId, token } = await storeWithAdmin();
    const exact = await upload(A, token, { attachement: file(bytes("%PDF-1.7", 10 * 1024 * 1024), "max.pdf") });
    expect(exact.body.code).toBe(0);
    const over = await upload(A, token, { attachement: file(bytes("%PDF-1.7", 10 * 1024 * 1024 + 1), "big.pdf") });
    expect(over.status).toBe(413);
    expect(over.body.issues).toEqual([{ path: "attachement", message: "validation.fileTooLarge" }]);
    const huge = await upload(A, token, { attachement: file(bytes("%PDF-1.7", 11 * 1024 * 1024), "huge.pdf") });
    expect(huge.status).toBe(413);
    const missing = await upload(A, token, { type: "FILE" });
    expect(missing.status).toBe(422);
    expect(missing.body.issues).toEqual([{ path: "attachement", message: "validation.required" }]);
    const extra = await upload(A, token, { attachement: file(PDF, "a.pdf"), owner: "me" });
    expect(extra.body.issues).toEqual([{ path: "owner", message: "validation.unknownField" }]);
    const badType = await upload(A, token, { attachement: file(PDF, "a.pdf"), type: "<b>" });
    expect(badType.status).toBe(422);
    const json = await admin("POST", "/api/admin/article/attachements", token, { attachement: "x" });
    expect(json.status).toBe(422);
    const noArticle = await upload(A, token, { attachement: file(PDF, "a.pdf"), articleId: "99999" });
    expect(noArticle.body.code).toBe(400004);
    expect(await r2Keys(`${storeId}/`)).toEqual([`${storeId}/attachments/${exact.body.data.id}/max.pdf`]);
  });

  it("links an attachment uploaded before its article; only admins read unlinked files", async () => {
    const { token } = await storeWithAdmin();
    const att = (await upload(A, token, { attachement: file(PDF, "early.pdf") })).body.data;
    expect(att.articleId).toBeNull();
    expect((await api(A, "GET", att.path)).body.code).toBe(400004);
    expect((await api(A, "GET", att.path, { token })).status).toBe(200);

    const article = await data(admin("POST", "/api/admin/articles", token, { name: "Late", attachmentIds: [att.id] }));
    expect(article.attachments.map((x: any) => x.id)).toEqual([att.id]);
    expect((await SELF.fetch(`http://${A}${att.path}`)).status).toBe(200);

    // Already linked: another article cannot take it.
    const second = await admin("POST", "/api/admin/articles", token, { name: "Thief", attachmentIds: [att.id] });
    expect(second.status).toBe(422);
    expect(second.body.issues).toEqual([{ path: "attachmentIds.0", message: "validation.inUse" }]);

    // Hiding the article hides its files from shoppers.
    await data(admin("PATCH", `/api/admin/articles/${article.id}`, token, { isDisplay: false }));
    expect((await api(A, "GET", att.path)).body.code).toBe(400004);
  });

  it("removes the R2 objects of an article's attachments when the article is deleted", async () => {
    const { storeId, token } = await storeWithAdmin();
    const { id } = await data(admin("POST", "/api/admin/articles", token, { name: "Temp" }));
    for (const name of ["a.pdf", "b.zip"]) {
      const content = name.endsWith(".pdf") ? PDF : ZIP;
      expect((await upload(A, token, { attachement: file(content, name), articleId: String(id) })).body.code).toBe(0);
    }
    const keep = (await upload(A, token, { attachement: file(PDF, "keep.pdf") })).body.data;
    expect(await r2Keys(`${storeId}/attachments/`)).toHaveLength(3);
    await data(admin("DELETE", `/api/admin/articles/${id}`, token));
    expect(await r2Keys(`${storeId}/attachments/`)).toEqual([`${storeId}/attachments/${keep.id}/keep.pdf`]);
  });
});

describe("article images", () => {
  it("uploads an article cover through the media pipeline and deletes it", async () => {
    const { storeId, token } = await storeWithAdmin();
    const r = await upload(
      A,
      token,
      { media: file(fixture("photo-640x480.webp"), "cover.webp") },
      "/api/admin/article/media",
    );
    expect(r.body.code, JSON.stringify(r.body)).toBe(0);
    expect(r.body.data).toMatchObject({ id: expect.any(Number), type: "ARTICLE_COVER", width: 640, height: 480 });
    expect(Object.keys(r.body.data.variants)).toContain("w400");
    const article = await data(
      admin("POST", "/api/admin/articles", token, { name: "Pic", coverMediaId: r.body.data.id }),
    );
    expect(article.media.id).toBe(r.body.data.id);

    const bad = await upload(
      A,
      token,
      { media: file(PDF, "x.jpg"), type: "ARTICLE_COVER" },
      "/api/admin/article/media",
    );
    expect(bad.status).toBe(422);
    const wrongType = await upload(
      A,
      token,
      { media: file(fixture("logo-200x150.png"), "x.png"), type: "BANNER" },
      "/api/admin/article/media",
    );
    expect(wrongType.status).toBe(422);

    // The articles section deletes article images only, not a banner's.
    const banner = await mediaRow(storeId, "BANNER");
    expect((await admin("DELETE", `/api/admin/article/media/${banner}`, token)).body.code).toBe(400004);
    await data(admin("DELETE", `/api/admin/article/media/${r.body.data.id}`, token));
    expect(await r2Keys(`${storeId}/${r.body.data.id}/`)).toEqual([]);
    expect((await data(admin("GET", `/api/admin/articles/${article.id}`, token))).media).toBeNull();
  });
});

// -------------------------------------------------------------------------------------------------

describe("bulletins", () => {
  it("creates, lists and updates bulletins; shoppers get displayed ones, pinned first", async () => {
    const { token } = await storeWithAdmin();
    const cat = await data(admin("POST", "/api/admin/bulletin/categories", token, { name: "Notices" }));
    const hiddenCat = await data(
      admin("POST", "/api/admin/bulletin/categories", token, { name: "Staff", isDisplay: false }),
    );
    const post = (body: Record<string, unknown>) => data(admin("POST", "/api/admin/bulletins", token, body));
    const plain = await post({ title: "Plain", content: NASTY, categoryId: cat.id });
    const pinned = await post({ title: "Pinned", isTop: true });
    await post({ title: "Hidden", isDisplay: false });
    await post({ title: "Staff only", categoryId: hiddenCat.id });
    const high = await post({ title: "High", sort: 10, categoryId: cat.id });
    expectClean(plain.content);

    const list = await data(api(A, "GET", "/api/bulletins"));
    expect(list.map((b: any) => b.title)).toEqual(["Pinned", "High", "Plain"]);
    expect(list[0]).toEqual({
      id: pinned.id,
      categoryId: null,
      title: "Pinned",
      content: "",
      isTop: true,
      createdAt: expect.any(String),
    });
    expect((await data(api(A, "GET", `/api/bulletins?categoryId=${cat.id}`))).map((b: any) => b.id)).toEqual([
      high.id,
      plain.id,
    ]);
    expect(await data(api(A, "GET", "/api/bulletin/categories"))).toEqual([
      { id: cat.id, name: "Notices", sort: 0, isDisplay: true },
    ]);
    expect((await api(A, "GET", `/api/bulletin/categories/${hiddenCat.id}`)).body.code).toBe(400004);
    expect(await data(admin("GET", "/api/admin/bulletins", token))).toHaveLength(5);
    expect(await data(admin("GET", "/api/admin/bulletin/categories", token))).toHaveLength(2);

    const patched = await data(
      admin("PATCH", `/api/admin/bulletins/${plain.id}`, token, { title: "Edited", isTop: true }),
    );
    expect(patched).toMatchObject({ title: "Edited", isTop: true, isDisplay: true, categoryId: cat.id });
    expect((await data(admin("GET", `/api/admin/bulletins/${plain.id}`, token))).title).toBe("Edited");

    await data(admin("DELETE", `/api/admin/bulletin/categories/${cat.id}`, token));
    expect((await data(admin("GET", `/api/admin/bulletins/${high.id}`, token))).categoryId).toBeNull();
    await data(admin("DELETE", `/api/admin/bulletins/${high.id}`, token));
    expect((await admin("GET", `/api/admin/bulletins/${high.id}`, token)).body.code).toBe(400004);
    const renamed = await data(
      admin("PATCH", `/api/admin/bulletin/categories/${hiddenCat.id}`, token, { isDisplay: true }),
    );
    expect(renamed.isDisplay).toBe(true);
  });

  it("refuses a category of another store (400004) and malformed bulletins (422)", async () => {
    const { token } = await storeWithAdmin();
    const other = await createStore(B);
    const [theirs] = await sql<{ id: number }>(
      "INSERT INTO bulletin_categories (store_id, name) VALUES (?, 'Theirs') RETURNING id",
      other,
    );
    const r = await admin("POST", "/api/admin/bulletins", token, { title: "Hi", categoryId: theirs!.id });
    expect(r.body).toMatchObject({ code: 400004, issues: [{ path: "categoryId", message: "validation.notFound" }] });
    expect((await admin("POST", "/api/admin/bulletins", token, { content: "x" })).status).toBe(422);
    expect((await admin("POST", "/api/admin/bulletin/categories", token, { name: "" })).status).toBe(422);
    expect(await sql("SELECT id FROM bulletins")).toEqual([]);
  });
});

// -------------------------------------------------------------------------------------------------

describe("style", () => {
  it("answers the spec defaults, merges patches and reaches the initial data", async () => {
    const { token } = await storeWithAdmin();
    expect(await data(admin("GET", "/api/admin/setting/style", token))).toEqual(DEFAULT_PERSONAL_SETTINGS);
    const first = await data(admin("PATCH", "/api/admin/setting/style", token, { menuType: "STORAGE" }));
    expect(first.menuType).toBe("STORAGE");
    const second = await data(
      admin("PATCH", "/api/admin/setting/style", token, { imageBorderType: "RADIUS3", productListRowQuantity: 5 }),
    );
    expect(second).toEqual({
      ...DEFAULT_PERSONAL_SETTINGS,
      menuType: "STORAGE",
      imageBorderType: "RADIUS3",
      productListRowQuantity: 5,
    });
    expect(await data(admin("GET", "/api/admin/setting/style", token))).toEqual(second);
    const initial = (await api(A, "GET", "/api/initial")).body.data;
    expect(initial.personalSettings).toEqual(second);
    expect(initial.imageBorderType).toBe("RADIUS3");
  });

  it("accepts every option of every key", async () => {
    const { token } = await storeWithAdmin();
    const keys = Object.keys(PERSONAL_SETTING_OPTIONS) as (keyof typeof PERSONAL_SETTING_OPTIONS)[];
    for (const k of keys) {
      for (const v of PERSONAL_SETTING_OPTIONS[k]) {
        expect((await admin("PATCH", "/api/admin/setting/style", token, { [k]: v })).body.code).toBe(0);
      }
    }
    const every = Object.fromEntries(
      Object.entries(DEFAULT_PERSONAL_SETTINGS).map(([k, v]) => [k, typeof v === "boolean" ? !v : v]),
    );
    expect(await data(admin("PATCH", "/api/admin/setting/style", token, every))).toEqual(every);
  });

  it.each([
    [{ menuType: "HUGE" }, "menuType"],
    [{ imageBorderType: "RADIUS9" }, "imageBorderType"],
    [{ pictureBannerStyle: "full_screen" }, "pictureBannerStyle"],
    [{ productListRowQuantity: 9 }, "productListRowQuantity"],
    [{ productListRowQuantity: "4" }, "productListRowQuantity"],
    [{ isShowHomeMenu: "yes" }, "isShowHomeMenu"],
    [{ fontFamily: "Comic Sans" }, "_"],
    [{}, "_"],
  ])("refuses %j with 422 naming %s, changing nothing", async (body, field) => {
    const { token } = await storeWithAdmin();
    const r = await admin("PATCH", "/api/admin/setting/style", token, body);
    expect(r.status).toBe(422);
    expect(r.body.issues.map((i: { path: string }) => i.path)).toContain(field);
    expect(await data(admin("GET", "/api/admin/setting/style", token))).toEqual(DEFAULT_PERSONAL_SETTINGS);
  });
});

// -------------------------------------------------------------------------------------------------

describe("menu", () => {
  async function targets() {
    const { storeId, token } = await storeWithAdmin();
    const [cat] = await sql<{ id: number }>(
      "INSERT INTO product_categories (store_id, name) VALUES (?, '烏龍 茶') RETURNING id",
      storeId,
    );
    const [topic] = await sql<{ id: number }>(
      "INSERT INTO product_topics (store_id, name) VALUES (?, 'Gifts') RETURNING id",
      storeId,
    );
    const page = await data(admin("POST", "/api/admin/setting/pages", token, { title: "About" }));
    const hiddenPage = await data(
      admin("POST", "/api/admin/setting/pages", token, { title: "Secret", isDisplay: false }),
    );
    const blog = await data(admin("POST", "/api/admin/article/categories", token, { name: "Journal" }));
    return { storeId, token, cat: cat!.id, topic: topic!.id, page: page.id, hiddenPage: hiddenPage.id, blog: blog.id };
  }

  it("saves a two-level menu and resolves it for shoppers", async () => {
    const t = await targets();
    const items = [
      {
        type: "NEW_PRODUCTS",
        label: "Shop",
        children: [
          { type: "CATEGORY", refId: t.cat },
          { type: "TOPIC", refId: t.topic, label: "Gift ideas" },
          { type: "ONSALE_PRODUCTS" },
        ],
      },
      { type: "PAGE", refId: t.page },
      { type: "PAGE", refId: t.hiddenPage },
      { type: "BLOGS", label: "Blog", children: [{ type: "ARTICLE_CATEGORY", refId: t.blog }] },
      { type: "LINK", label: "Facebook", url: "https://facebook.com/tea" },
      { type: "LINK", label: "Join", url: "/join-us" },
    ];
    const saved = await data(admin("PATCH", "/api/admin/setting/menu", t.token, { items }));
    expect(saved).toEqual({ items });
    expect(await data(admin("GET", "/api/admin/setting/menu", t.token))).toEqual({ items });
    expect((await api(A, "GET", "/api/initial")).body.data.settingPage.menu).toEqual(items);

    const menu = await data(api(A, "GET", "/api/setting/menu"));
    expect(menu).toEqual([
      {
        type: "NEW_PRODUCTS",
        refId: null,
        label: "Shop",
        href: "/new-products/all/all",
        children: [
          {
            type: "CATEGORY",
            refId: t.cat,
            label: "烏龍 茶",
            href: `/new-products/${t.cat}/${encodeURIComponent("烏龍 茶")}`,
            children: [],
          },
          { type: "TOPIC", refId: t.topic, label: "Gift ideas", href: `/topics/${t.topic}/Gifts`, children: [] },
          { type: "ONSALE_PRODUCTS", refId: null, label: "", href: "/onsale-products/all/all", children: [] },
        ],
      },
      { type: "PAGE", refId: t.page, label: "About", href: `/page/${t.page}`, children: [] },
      {
        type: "BLOGS",
        refId: null,
        label: "Blog",
        href: "/blogs/all/all",
        children: [
          { type: "ARTICLE_CATEGORY", refId: t.blog, label: "Journal", href: `/blogs/${t.blog}/Journal`, children: [] },
        ],
      },
      { type: "LINK", refId: null, label: "Facebook", href: "https://facebook.com/tea", children: [] },
      { type: "LINK", refId: null, label: "Join", href: "/join-us", children: [] },
    ]);

    // A deleted target drops out of the shopper's menu without a new save.
    await data(admin("DELETE", `/api/admin/setting/pages/${t.page}`, t.token));
    expect((await data(api(A, "GET", "/api/setting/menu"))).map((i: any) => i.type)).toEqual([
      "NEW_PRODUCTS",
      "BLOGS",
      "LINK",
      "LINK",
    ]);
  });

  it.each([
    [
      "three levels",
      "items.0.children.0",
      [{ type: "BLOGS", children: [{ type: "BLOGS", children: [{ type: "BLOGS" }] }] }],
    ],
    ["a link without url", "items.0.url", [{ type: "LINK", label: "x" }]],
    ["a link without label", "items.0.label", [{ type: "LINK", url: "https://x.example" }]],
    ["a javascript: link", "items.0.url", [{ type: "LINK", label: "x", url: "javascript:alert(1)" }]],
    ["a protocol-relative link", "items.0.url", [{ type: "LINK", label: "x", url: "//evil.example" }]],
    ["a category without refId", "items.0.refId", [{ type: "CATEGORY" }]],
    ["a url on a page item", "items.0.url", [{ type: "PAGE", refId: 1, url: "/x" }]],
    ["an unknown type", "items.0.type", [{ type: "HOME" }]],
    ["21 items", "items", Array.from({ length: 21 }, () => ({ type: "BLOGS" }))],
  ])("refuses %s with 422 naming %s", async (_what, field, items) => {
    const { token } = await storeWithAdmin();
    const r = await admin("PATCH", "/api/admin/setting/menu", token, { items });
    expect(r.status).toBe(422);
    expect(r.body.issues.map((i: { path: string }) => i.path)).toContain(field);
    expect(await data(admin("GET", "/api/admin/setting/menu", token))).toEqual({ items: [] });
  });

  it("refuses references to another store's categories and pages (400004)", async () => {
    const t = await targets();
    const other = await createStore(B);
    const [theirCat] = await sql<{ id: number }>(
      "INSERT INTO product_categories (store_id, name) VALUES (?, 'x') RETURNING id",
      other,
    );
    const [theirPage] = await sql<{ id: number }>(
      "INSERT INTO pages (store_id, title) VALUES (?, 'x') RETURNING id",
      other,
    );
    const r = await admin("PATCH", "/api/admin/setting/menu", t.token, {
      items: [
        { type: "PAGE", refId: t.page },
        { type: "PAGE", refId: theirPage!.id, children: [{ type: "CATEGORY", refId: theirCat!.id }] },
      ],
    });
    expect(r.body.code).toBe(400004);
    expect(r.body.issues).toEqual([
      { path: "items.1.refId", message: "validation.notFound" },
      { path: "items.1.children.0.refId", message: "validation.notFound" },
    ]);
    expect(await data(admin("GET", "/api/admin/setting/menu", t.token))).toEqual({ items: [] });
  });

  it("turns topic, on-sale and article menus off as the store's state requires", async () => {
    const t = await targets();
    const items = [
      { type: "TOPIC", refId: t.topic },
      { type: "ONSALE_PRODUCTS", label: "Sale" },
      { type: "BLOGS", label: "Blog" },
      { type: "PAGE", refId: t.page },
    ];
    await data(admin("PATCH", "/api/admin/setting/menu", t.token, { items }));
    await sql("UPDATE stores SET policy = ? WHERE id = ?", JSON.stringify({ isLimited: true }), t.storeId);
    await operator("PATCH", `/operator/stores/${t.storeId}`, { name: "Limited" }); // clears the store memo
    expect((await data(api(A, "GET", "/api/setting/menu"))).map((i: any) => i.type)).toEqual([
      "ONSALE_PRODUCTS",
      "BLOGS",
      "PAGE",
    ]);
    await operator("PATCH", `/operator/stores/${t.storeId}`, { status: "CLOSE_STORE_UNPAID" });
    expect((await data(api(A, "GET", "/api/setting/menu"))).map((i: any) => i.type)).toEqual(["PAGE"]);
  });
});

// -------------------------------------------------------------------------------------------------

describe("audit rows and cache-map bumps", () => {
  const changed = (before: Record<string, number>, after: Record<string, number>) =>
    Object.keys(before)
      .filter((k) => after[k] !== before[k])
      .sort();

  it("bumps 'initial' for pages, articles, style and menu; every key for article categories; nothing for bulletins", async () => {
    const { storeId, token } = await storeWithAdmin();
    const step = async (method: string, path: string, body?: unknown) => {
      const before = await cacheMap();
      const r = await admin(method, path, token, body);
      expect(r.body.code, JSON.stringify(r.body)).toBe(0);
      expect(r.body.apiCacheMap).toEqual(await cacheMap()); // the answer already carries the bump
      return { keys: changed(before, r.body.apiCacheMap), data: r.body.data };
    };
    const allKeys = Object.keys(await cacheMap()).sort();

    const page = await step("POST", "/api/admin/setting/pages", { title: "P" });
    expect(page.keys).toEqual(["initial"]);
    const cat = await step("POST", "/api/admin/article/categories", { name: "C" });
    expect(cat.keys).toEqual(allKeys);
    expect((await step("PATCH", `/api/admin/article/categories/${cat.data.id}`, { sort: 3 })).keys).toEqual(allKeys);
    const article = await step("POST", "/api/admin/articles", { name: "A" });
    expect(article.keys).toEqual(["initial"]);
    expect((await step("PATCH", "/api/admin/setting/style", { menuType: "STORAGE" })).keys).toEqual(["initial"]);
    expect((await step("PATCH", "/api/admin/setting/menu", { items: [] })).keys).toEqual(["initial"]);
    const bcat = await step("POST", "/api/admin/bulletin/categories", { name: "B" });
    expect(bcat.keys).toEqual([]);
    const bulletin = await step("POST", "/api/admin/bulletins", { title: "B" });
    expect(bulletin.keys).toEqual([]);
    expect((await step("DELETE", `/api/admin/article/categories/${cat.data.id}`)).keys).toEqual(allKeys);
    expect((await step("DELETE", `/api/admin/articles/${article.data.id}`)).keys).toEqual(["initial"]);

    expect((await audit(storeId)).map((r) => [r.method, r.path, r.system, r.object_id])).toEqual([
      ["POST", "/api/admin/setting/pages", "SettingPage", String(page.data.id)],
      ["POST", "/api/admin/article/categories", "ArticleCategory", String(cat.data.id)],
      ["PATCH", `/api/admin/article/categories/${cat.data.id}`, "ArticleCategory", String(cat.data.id)],
      ["POST", "/api/admin/articles", "Article", String(article.data.id)],
      ["PATCH", "/api/admin/setting/style", "SettingStore", null],
      ["PATCH", "/api/admin/setting/menu", "SettingPage", null],
      ["POST", "/api/admin/bulletin/categories", "BulletinCategory", String(bcat.data.id)],
      ["POST", "/api/admin/bulletins", "Bulletin", String(bulletin.data.id)],
      ["DELETE", `/api/admin/article/categories/${cat.data.id}`, "ArticleCategory", String(cat.data.id)],
      ["DELETE", `/api/admin/articles/${article.data.id}`, "Article", String(article.data.id)],
    ]);
  });

  it("audits attachment uploads without the file's bytes", async () => {
    const { storeId, token } = await storeWithAdmin();
    const att = (await upload(A, token, { attachement: file(PDF, "a.pdf") })).body.data;
    const [row] = await sql<{ system: string; object_id: string; payload: string }>(
      "SELECT system, object_id, payload FROM audit_logs WHERE store_id = ?",
      storeId,
    );
    expect(row).toMatchObject({ system: "Article", object_id: String(att.id) });
    expect(JSON.parse(row!.payload)).toEqual({ type: "FILE", articleId: null, name: "a.pdf", bytes: PDF.byteLength });
  });
});

// -------------------------------------------------------------------------------------------------

describe("permissions", () => {
  const WRITES: [string, string, unknown][] = [
    ["POST", "/api/admin/articles", { name: "A" }],
    ["POST", "/api/admin/article/categories", { name: "C" }],
    ["POST", "/api/admin/setting/pages", { title: "P" }],
    ["PATCH", "/api/admin/setting/style", { menuType: "STORAGE" }],
    ["PATCH", "/api/admin/setting/menu", { items: [] }],
    ["POST", "/api/admin/bulletins", { title: "B" }],
    ["POST", "/api/admin/bulletin/categories", { name: "B" }],
  ];
  const READS = [
    "/api/admin/articles",
    "/api/admin/article/categories",
    "/api/admin/setting/pages",
    "/api/admin/setting/style",
    "/api/admin/setting/menu",
    "/api/admin/bulletins",
    "/api/admin/bulletin/categories",
  ];

  it("answers NOT_ADMIN (400027) to members, even for invalid bodies and uploads", async () => {
    const { storeId } = await storeWithAdmin();
    const { accessToken } = await registerMember(A, "mia@example.com");
    for (const [method, path, body] of WRITES) {
      expect((await admin(method, path, accessToken, body)).body.code).toBe(400027);
      expect((await admin(method, path, accessToken, { junk: 1 })).body.code).toBe(400027);
    }
    for (const path of READS) expect((await admin("GET", path, accessToken)).body.code).toBe(400027);
    expect((await upload(A, accessToken, { attachement: file(PDF, "a.pdf") })).body.code).toBe(400027);
    expect(await sql("SELECT id FROM audit_logs WHERE store_id = ?", storeId)).toEqual([]);
    expect(await r2Keys(`${storeId}/`)).toEqual([]);
  });

  // Bulletins are read under Notifications (13) as well as Bulletins (11), and a branch reads its head
  // store's: blocking 11 still refuses their writes.
  const NOTICE_READS = ["/api/admin/bulletins", "/api/admin/bulletin/categories"];

  it.each([
    [7, ["/api/admin/articles", "/api/admin/article/categories"]],
    [9, ["/api/admin/setting/pages", "/api/admin/setting/style", "/api/admin/setting/menu"]],
    [11, ["/api/admin/bulletins", "/api/admin/bulletin/categories"]],
  ])("refuses an admin with privilege %i blocked, for that section only", async (privilege, refused) => {
    const { storeId } = await storeWithAdmin();
    const token = await staffToken(storeId, A, [privilege]);
    for (const [method, path, body] of WRITES) {
      const code = (await admin(method, path, token, body)).body.code;
      expect({ path, code }).toEqual({ path, code: refused.includes(path) ? 400027 : 0 });
    }
    for (const path of READS) {
      const code = (await admin("GET", path, token)).body.code;
      expect({ path, code }).toEqual({
        path,
        code: refused.includes(path) && !NOTICE_READS.includes(path) ? 400027 : 0,
      });
    }
    const up = await upload(A, token, { attachement: file(PDF, "a.pdf") });
    expect(up.body.code).toBe(privilege === 7 ? 400027 : 0);
  });

  it("refuses a branch store everything here but banners, while its shoppers still read", async () => {
    const { storeId, token } = await storeWithAdmin(B, "BRANCH_MULTILEVEL_PAY_BY_HEAD_STORE");
    for (const [method, path, body] of WRITES) {
      expect({ path, code: (await admin(method, path, token, body, B)).body.code }).toEqual({ path, code: 400027 });
    }
    for (const path of READS) {
      const code = (await admin("GET", path, token, undefined, B)).body.code;
      expect({ path, code }).toEqual({ path, code: NOTICE_READS.includes(path) ? 0 : 400027 });
    }
    expect((await upload(B, token, { attachement: file(PDF, "a.pdf") })).body.code).toBe(400027);
    const mediaId = await mediaRow(storeId, "BANNER");
    const banner = await admin(
      "POST",
      "/api/admin/setting/banner",
      token,
      { type: "PICTURE", media: [{ mediaId, type: "BANNER" }] },
      B,
    );
    expect(banner.body.code).toBe(0);
    for (const path of [
      "/api/articles",
      "/api/article/categories",
      "/api/bulletins",
      "/api/setting/menu",
      "/api/setting/pages",
    ]) {
      expect((await api(B, "GET", path)).body.code).toBe(0);
    }
  });
});

// -------------------------------------------------------------------------------------------------

describe("isolation", () => {
  it("keeps store A's pages, articles, categories, attachments and bulletins away from store B", async () => {
    const { a, b } = await twoStores();
    const page = await data(admin("POST", "/api/admin/setting/pages", a.token, { title: "A page" }));
    const cat = await data(admin("POST", "/api/admin/article/categories", a.token, { name: "A cat" }));
    const product = await productRow(a.storeId, "A tea");
    const article = await data(
      admin("POST", "/api/admin/articles", a.token, { name: "A story", categoryId: cat.id, productIds: [product] }),
    );
    const att = (await upload(A, a.token, { attachement: file(PDF, "a.pdf"), articleId: String(article.id) })).body
      .data;
    const loose = (await upload(A, a.token, { attachement: file(PDF, "loose.pdf") })).body.data;
    const bcat = await data(admin("POST", "/api/admin/bulletin/categories", a.token, { name: "A notices" }));
    const bulletin = await data(
      admin("POST", "/api/admin/bulletins", a.token, { title: "A news", categoryId: bcat.id }),
    );
    const auditBefore = await audit(a.storeId);

    // Shoppers at B see nothing of A.
    for (const path of [
      `/api/setting/pages/${page.id}`,
      `/api/articles/${article.id}`,
      `/api/article/categories/${cat.id}`,
      `/api/bulletin/categories/${bcat.id}`,
      att.path,
    ]) {
      const r = await api(B, "GET", path);
      expect({ path, status: r.status, code: r.body.code }).toEqual({ path, status: 200, code: 400004 });
    }
    for (const path of [
      "/api/setting/pages",
      "/api/article/categories",
      "/api/bulletins",
      "/api/bulletin/categories",
    ]) {
      expect(await data(api(B, "GET", path))).toEqual([]);
    }
    expect(await data(api(B, "GET", "/api/articles"))).toEqual({ items: [], total: 0 });

    // B's admin can neither read nor change A's rows by id.
    for (const [path, body] of [
      [`/api/admin/setting/pages/${page.id}`, { title: "Taken" }],
      [`/api/admin/articles/${article.id}`, { name: "Taken" }],
      [`/api/admin/article/categories/${cat.id}`, { name: "Taken" }],
      [`/api/admin/bulletins/${bulletin.id}`, { title: "Taken" }],
      [`/api/admin/bulletin/categories/${bcat.id}`, { name: "Taken" }],
    ] as const) {
      for (const method of ["GET", "PATCH", "DELETE"]) {
        const r = await admin(method, path, b.token, method === "PATCH" ? body : undefined, B);
        expect({ method, path, code: r.body.code }).toEqual({ method, path, code: 400004 });
      }
    }
    expect((await admin("DELETE", `/api/admin/article/attachements/${att.id}`, b.token, undefined, B)).body.code).toBe(
      400004,
    );
    expect((await api(B, "GET", att.path, { token: b.token })).body.code).toBe(400004);
    // ...nor point at them from its own content.
    const steal = await admin(
      "POST",
      "/api/admin/articles",
      b.token,
      { name: "B story", categoryId: cat.id, productIds: [product], attachmentIds: [loose.id] },
      B,
    );
    expect(steal.body.code).toBe(400004);
    expect(steal.body.issues.map((i: any) => i.path)).toEqual(["categoryId", "productIds.0", "attachmentIds.0"]);
    expect(
      (await upload(B, b.token, { attachement: file(PDF, "b.pdf"), articleId: String(article.id) })).body.code,
    ).toBe(400004);
    expect(
      (await admin("PATCH", "/api/admin/setting/menu", b.token, { items: [{ type: "PAGE", refId: page.id }] }, B)).body
        .code,
    ).toBe(400004);
    // A's token means nothing at B.
    expect((await admin("GET", "/api/admin/articles", a.token, undefined, B)).body.code).toBe(400029);

    // A is untouched.
    expect((await data(api(A, "GET", `/api/articles/${article.id}`))).attachments).toHaveLength(1);
    expect((await data(api(A, "GET", `/api/setting/pages/${page.id}`))).title).toBe("A page");
    expect((await data(api(A, "GET", "/api/bulletins"))).map((x: any) => x.title)).toEqual(["A news"]);
    expect(await audit(a.storeId)).toEqual(auditBefore);
    expect(await r2Keys(`${a.storeId}/attachments/`)).toHaveLength(2);
    expect(await r2Keys(`${b.storeId}/`)).toEqual([]);
  });
});
