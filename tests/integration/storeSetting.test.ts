import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { type FixtureName, fixture } from "../fixtures";
import { api, createStore, loginToken, operator, registerMember, sql } from "../helpers";

// setting-store (issue 12 §2): GET/PATCH /api/admin/setting/store, its validation, the brand
// images through the media pipeline, tenant isolation, and the storefront showing the change.

const A = "shop-a.localhost";
const B = "shop-b.localhost";
const ADMIN = { email: "admin@shop-a.test", password: "admin-pass-1", name: "Ada Admin" };
const ADMIN_B = { email: "admin@shop-b.test", password: "admin-pass-2", name: "Bob Admin" };
const PATH = "/api/admin/setting/store";

async function stores() {
  const a = await createStore(A, "HEAD_STORE_MULTILEVEL", ADMIN);
  const b = await createStore(B, "NORMAL", ADMIN_B);
  return {
    a,
    b,
    tokenA: await loginToken(A, ADMIN.email, ADMIN.password),
    tokenB: await loginToken(B, ADMIN_B.email, ADMIN_B.password),
  };
}

async function upload(host: string, token: string, type: string, name: FixtureName = "logo-200x150.png") {
  const form = new FormData();
  form.append("type", type);
  form.append("media", new Blob([fixture(name) as Uint8Array<ArrayBuffer>], { type: "image/png" }), name);
  const res = await SELF.fetch(`http://${host}/api/admin/media`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await res.json()) as {
    code: number;
    data: { id: number; path: string; variants: Record<string, { path: string }> };
  };
  if (body.code !== 0) throw new Error(`upload ${type}: ${JSON.stringify(body)}`);
  return body.data;
}

const page = async (host: string, path = "/") => {
  const res = await SELF.fetch(`http://${host}${path}`);
  return { html: await res.text(), cache: res.headers.get("x-sf-page-cache") };
};

/** cache.put runs in waitUntil: ask again until the stored copy answers. */
async function untilHit(host: string) {
  for (let i = 0; i < 40; i++) {
    const r = await page(host);
    if (r.cache === "hit") return r;
    await new Promise((ok) => setTimeout(ok, 50));
  }
  throw new Error(`${host} never came from the cache`);
}

describe("GET/PATCH /api/admin/setting/store", () => {
  it("reads the defaults, saves every field and reads them back; initial data carries them", async () => {
    const s = await stores();
    const first = await api(A, "GET", PATH, { token: s.tokenA });
    expect(first.body.code).toBe(0);
    expect(first.body.data).toMatchObject({
      storeName: `Store ${A}`,
      companyName: "",
      companyId: "",
      metaTitle: "",
      logo: null,
      favicon: null,
      shareImage: null,
      social: { facebook: "", instagram: "", line: "", youtube: "" },
    });
    const body = {
      storeName: "晨光選物",
      companyName: "晨光有限公司",
      companyId: "12345678",
      phone: "02-2345-6789",
      email: "Hello@Shop-A.test",
      address: "台北市信義區松仁路 1 號",
      serviceTime: "週一至週五 09:00–18:00",
      social: { facebook: "https://facebook.com/dawn", line: "https://line.me/ti/p/dawn" },
      metaTitle: "晨光選物｜日常好物",
      metaDescription: "每天都想用的生活選物。",
    };
    const r = await api(A, "PATCH", PATH, { token: s.tokenA, body });
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(0);
    expect(r.body.data).toMatchObject({ ...body, email: "hello@shop-a.test", social: { ...body.social, youtube: "" } });
    expect((await api(A, "GET", PATH, { token: s.tokenA })).body.data).toEqual(r.body.data);

    const initial = (await api(A, "GET", "/api/initial")).body.data;
    expect(initial.storeName).toBe("晨光選物");
    expect(initial.metaTitle).toBe("晨光選物｜日常好物");
    expect(initial.metaDescription).toBe("每天都想用的生活選物。");
    expect(initial.settingStore).toMatchObject({ companyName: "晨光有限公司", companyId: "12345678" });
    expect(initial.social.facebook).toBe("https://facebook.com/dawn");

    // A partial PATCH keeps the rest; "" clears a field.
    const r2 = await api(A, "PATCH", PATH, { token: s.tokenA, body: { phone: "", metaTitle: "" } });
    expect(r2.body.data).toMatchObject({ phone: "", metaTitle: "", companyName: "晨光有限公司" });
    expect((await api(A, "GET", "/api/initial")).body.data.metaTitle).toBe("晨光選物");
  });

  it("audits each write once as SettingStore and bumps the initial cache time", async () => {
    const s = await stores();
    const before = (await api(A, "GET", "/api/initial")).body.apiCacheMap.initial;
    const r = await api(A, "PATCH", PATH, { token: s.tokenA, body: { companyName: "晨光" } });
    expect(r.body.apiCacheMap.initial).toBeGreaterThan(before);
    const rows = await sql<{ system: string; method: string; path: string; object_id: string; payload: string }>(
      "SELECT system, method, path, object_id, payload FROM audit_logs WHERE store_id = ?",
      s.a,
    );
    expect(rows).toEqual([
      {
        system: "SettingStore",
        method: "PATCH",
        path: PATH,
        object_id: String(s.a),
        payload: '{"companyName":"晨光"}',
      },
    ]);
  });

  it("answers 422 with field issues for bad input and writes nothing", async () => {
    const s = await stores();
    const bad = [
      [{ companyId: "1234567" }, "companyId", "validation.companyId"],
      [{ companyId: "1234567a" }, "companyId", "validation.companyId"],
      [{ email: "not-mail" }, "email", "validation.email"],
      [{ phone: "call me" }, "phone", "validation.phone"],
      [{ storeName: "  " }, "storeName", "validation.required"],
      [{ metaTitle: "x".repeat(61) }, "metaTitle", "validation.maxLength"],
      [{ metaDescription: "x".repeat(161) }, "metaDescription", "validation.maxLength"],
      [{ social: { facebook: "javascript:alert(1)" } }, "social.facebook", "validation.url"],
      [{ social: { tiktok: "https://x.test" } }, "social", undefined],
      [{ logoId: "7" }, "logoId", undefined],
      [{ logoId: -1 }, "logoId", undefined],
      [{ unknown: 1 }, "", undefined],
      [{}, "_", "validation.emptyPatch"],
    ] as const;
    for (const [body, field, message] of bad) {
      const r = await api(A, "PATCH", PATH, { token: s.tokenA, body });
      expect(r.status, JSON.stringify(body)).toBe(422);
      expect(r.body.code).toBe(400001);
      const issue = r.body.issues.find((i: { path: string }) => i.path.startsWith(field));
      expect(issue, JSON.stringify(r.body.issues)).toBeTruthy();
      if (message) expect(issue.message).toBe(message);
    }
    const malformed = await api(A, "PATCH", PATH, { token: s.tokenA, raw: "{" });
    expect(malformed.status).toBe(422);
    expect((await sql("SELECT id FROM audit_logs WHERE store_id = ?", s.a)).length).toBe(0);
    expect((await api(A, "GET", PATH, { token: s.tokenA })).body.data.storeName).toBe(`Store ${A}`);
  });

  it("is for this store's admins with Settings: members, blocked staff and branch stores are refused", async () => {
    const s = await stores();
    const member = await registerMember(A, "mia@shop-a.test");
    expect((await api(A, "GET", PATH, { token: member.accessToken })).body.code).toBe(400027);
    expect((await api(A, "PATCH", PATH, { token: member.accessToken, body: { companyName: "x" } })).body.code).toBe(
      400027,
    );
    expect((await api(A, "GET", PATH)).body.code).not.toBe(0);
    const staff = { email: "staff@shop-a.test", password: "staff-pass-1", name: "Sam Staff" };
    await operator("POST", `/operator/stores/${s.a}/users`, { ...staff, isAdmin: true, blockedPrivileges: [9] });
    const staffToken = await loginToken(A, staff.email, staff.password);
    expect((await api(A, "PATCH", PATH, { token: staffToken, body: { companyName: "x" } })).body.code).toBe(400027);
    const C = "branch-c.localhost";
    const admin = { email: "admin@branch-c.test", password: "admin-pass-3", name: "Cat Admin" };
    await createStore(C, "BRANCH_MULTILEVEL_PAY_BY_SELF", admin);
    const branchToken = await loginToken(C, admin.email, admin.password);
    expect((await api(C, "PATCH", PATH, { token: branchToken, body: { companyName: "x" } })).body.code).toBe(400027);
    expect((await api(A, "GET", PATH, { token: s.tokenA })).body.data.companyName).toBe("");
  });

  it("keeps stores apart: B's host never reads or writes A's settings, A's token is not an admin on B", async () => {
    const s = await stores();
    await api(A, "PATCH", PATH, { token: s.tokenA, body: { companyName: "A 公司", phone: "0223456789" } });
    const onB = await api(B, "GET", PATH, { token: s.tokenB });
    expect(onB.body.data.companyName).toBe("");
    expect(onB.body.data.storeName).toBe(`Store ${B}`);
    // A's admin token on B's host: not B's admin.
    expect((await api(B, "GET", PATH, { token: s.tokenA })).body.code).not.toBe(0);
    expect((await api(B, "PATCH", PATH, { token: s.tokenA, body: { companyName: "hijack" } })).body.code).not.toBe(0);
    await api(B, "PATCH", PATH, { token: s.tokenB, body: { companyName: "B 公司" } });
    expect((await api(A, "GET", PATH, { token: s.tokenA })).body.data.companyName).toBe("A 公司");
    expect((await api(A, "GET", "/api/initial")).body.data.settingStore.companyName).toBe("A 公司");
  });

  it("sets the brand images from this store's uploads of the right type; another store's or another type's are refused", async () => {
    const s = await stores();
    const logo = await upload(A, s.tokenA, "STORE_LOGO");
    const favicon = await upload(A, s.tokenA, "STORE_FAVICON");
    const share = await upload(A, s.tokenA, "STORE_SHARE_IMAGE", "photo-1920x1080.jpg");
    const bLogo = await upload(B, s.tokenB, "STORE_LOGO");

    const foreign = await api(A, "PATCH", PATH, { token: s.tokenA, body: { logoId: bLogo.id } });
    expect(foreign.body.code).toBe(400004);
    expect(foreign.body.issues).toEqual([{ path: "logoId", message: "validation.notFound" }]);
    const wrongType = await api(A, "PATCH", PATH, { token: s.tokenA, body: { faviconId: logo.id } });
    expect(wrongType.status).toBe(422);
    expect(wrongType.body.issues).toEqual([{ path: "faviconId", message: "validation.mediaType" }]);
    expect((await sql("SELECT id FROM audit_logs WHERE store_id = ? AND system = 'SettingStore'", s.a)).length).toBe(0);

    const r = await api(A, "PATCH", PATH, {
      token: s.tokenA,
      body: { logoId: logo.id, faviconId: favicon.id, shareImageId: share.id },
    });
    expect(r.body.code).toBe(0);
    expect(r.body.data.logo.id).toBe(logo.id);
    expect(r.body.data.favicon.id).toBe(favicon.id);
    // Spec §9 favicon sizes (as PNG) from a 200×150 original: every size up to 128 is made.
    for (const n of ["f16", "f32", "f48", "f128", "t140", "t144"]) {
      expect(r.body.data.favicon.variants[n]?.path, n).toMatch(/\.png$/);
    }
    expect(r.body.data.shareImage.variants.w1200h630).toMatchObject({ width: 1200, height: 630 });
    const png = await SELF.fetch(`http://${A}${r.body.data.favicon.variants.f32.path}`);
    expect(png.headers.get("content-type")).toBe("image/png");
    expect((await png.arrayBuffer()).byteLength).toBeGreaterThan(0);

    // B cannot point at A's images either.
    const back = await api(B, "PATCH", PATH, { token: s.tokenB, body: { shareImageId: share.id } });
    expect(back.body.code).toBe(400004);

    // null clears one image and keeps the others.
    const cleared = await api(A, "PATCH", PATH, { token: s.tokenA, body: { shareImageId: null } });
    expect(cleared.body.data.shareImage).toBeNull();
    expect(cleared.body.data.logo.id).toBe(logo.id);
  });
});

describe("the storefront shows the store settings", () => {
  it("puts icon links, Open Graph/Twitter tags, JSON-LD Organization, logo and company info in the page, and the cached page updates", async () => {
    const s = await stores();
    const before = await page(A);
    expect(before.html).toContain('href="/favicon.svg"');
    await untilHit(A);

    const logo = await upload(A, s.tokenA, "STORE_LOGO");
    const favicon = await upload(A, s.tokenA, "STORE_FAVICON");
    const share = await upload(A, s.tokenA, "STORE_SHARE_IMAGE", "photo-1920x1080.jpg");
    const r = await api(A, "PATCH", PATH, {
      token: s.tokenA,
      body: {
        logoId: logo.id,
        faviconId: favicon.id,
        shareImageId: share.id,
        companyName: "晨光有限公司",
        companyId: "12345678",
        phone: "02-2345-6789",
        email: "hello@shop-a.test",
        metaTitle: "晨光選物",
        metaDescription: "每天都想用的生活選物。",
      },
    });
    expect(r.body.code).toBe(0);
    const after = await page(A);
    expect(after.cache).toBe("miss"); // the cached copy from before the change is not served
    const { html } = after;
    const fav = r.body.data.favicon.variants;
    expect(html).toContain(`<link rel="icon" href="${fav.f16.path}" sizes="16x16" type="image/png"/>`);
    expect(html).toContain(`<link rel="icon" href="${fav.f32.path}" sizes="32x32" type="image/png"/>`);
    expect(html).toContain(`<link rel="apple-touch-icon" href="${fav.t140.path}" sizes="140x140"/>`);
    expect(html).not.toContain('href="/favicon.svg"');
    const shareUrl = `http://${A}${r.body.data.shareImage.variants.w1200h630.path}`;
    expect(html).toContain(`<meta property="og:image" content="${shareUrl}"/>`);
    expect(html).toContain(`<meta name="twitter:image" content="${shareUrl}"/>`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html).toContain('<meta name="twitter:description" content="每天都想用的生活選物。"/>');
    expect(html).toContain("<title>晨光選物</title>");
    expect(html).toContain('<meta property="og:description" content="每天都想用的生活選物。"/>');
    // Header logo and footer company info.
    expect(html).toMatch(
      new RegExp(
        `data-testid="store-logo"[^>]*src="${r.body.data.logo.variants.w400?.path ?? r.body.data.logo.path}"|src="${r.body.data.logo.variants.w400?.path ?? r.body.data.logo.path}"[^>]*data-testid="store-logo"`,
      ),
    );
    expect(html).toContain("晨光有限公司");
    expect(html).toContain("12345678");
    // JSON-LD Organization.
    const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1] ?? "null"),
    );
    const org = blocks.flat().find((b) => b?.["@type"] === "Organization");
    expect(org).toMatchObject({
      name: "晨光有限公司",
      url: `http://${A}/`,
      logo: `http://${A}${r.body.data.logo.path}`,
      email: "hello@shop-a.test",
      telephone: "02-2345-6789",
      taxID: "12345678",
    });
  }, 240_000);
});

describe("mails carry the store's brand", () => {
  it("puts the logo and store name at the top and the company info at the bottom of every mail", async () => {
    const s = await stores();
    await registerMember(A, "mia@shop-a.test");
    const logo = await upload(A, s.tokenA, "STORE_LOGO");
    const r = await api(A, "PATCH", PATH, {
      token: s.tokenA,
      body: {
        logoId: logo.id,
        companyName: "晨光有限公司",
        companyId: "12345678",
        phone: "02-2345-6789",
        address: "台北市信義區松仁路 1 號",
      },
    });
    expect(r.body.code).toBe(0);
    await api(A, "POST", "/api/auth/forgetPassword", { body: { email: "mia@shop-a.test" } });
    const [mail] = await sql<{ body: string; html: string }>(
      'SELECT body, html FROM mail_outbox WHERE "to" = ?',
      "mia@shop-a.test",
    );
    expect(mail?.body.startsWith(`【Store ${A}】`)).toBe(true);
    expect(mail?.body).toMatch(/reset-password\?token=/);
    expect(mail?.body).toContain("晨光有限公司");
    expect(mail?.body).toContain("統一編號 12345678");
    expect(mail?.body).toContain("02-2345-6789");
    const logoUrl = `http://${A}${r.body.data.logo.variants.w400?.path ?? r.body.data.logo.path}`;
    expect(mail?.html).toContain(`<img src="${logoUrl}" alt="Store ${A}"`);
    expect(mail?.html).toContain("台北市信義區松仁路 1 號");
    expect(mail?.html).toMatch(/<a href="http:\/\/shop-a\.localhost\/reset-password\?token=/);
    // Without a logo the store name heads the mail; B's mail never shows A's company.
    await registerMember(B, "ben@shop-b.test");
    await api(B, "POST", "/api/auth/forgetPassword", { body: { email: "ben@shop-b.test" } });
    const [other] = await sql<{ body: string; html: string }>(
      'SELECT body, html FROM mail_outbox WHERE "to" = ?',
      "ben@shop-b.test",
    );
    expect(other?.html).toContain(`Store ${B}</span>`);
    expect(other?.html).not.toContain("<img");
    expect(other?.body).not.toContain("晨光");
  });
});
