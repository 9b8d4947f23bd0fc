import { SELF } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { LOGIN_LIMITS } from "../../functions/people/accounts/loginThrottle";
import { FRONTEND_VERSION } from "../../functions/shared/constants";
import { api, createStore, ENVELOPE_KEYS, freshIp, login, registerMember, sql } from "../helpers";

// The /api contract: one envelope, spec codes, 4xx for bad input and never a 500.

const HOST = "shop-a.localhost";
const KIB = 1024;

function expectEnvelope(body: unknown) {
  expect(body).toBeTypeOf("object");
  expect(Object.keys(body as object)).toEqual(expect.arrayContaining([...ENVELOPE_KEYS]));
  expect((body as { frontendVersion: string }).frontendVersion).toBe(FRONTEND_VERSION);
}

describe("the envelope", () => {
  it("wraps every kind of /api answer", async () => {
    await createStore(HOST);
    const { accessToken } = await registerMember(HOST, "mia@example.com");
    const calls: [string, string, Parameters<typeof api>[3], number][] = [
      ["GET", "/api/initial", {}, 200],
      ["GET", "/api/user/profile", { token: accessToken }, 200],
      ["GET", "/api/user/profile", {}, 200], // TOKEN_IS_INVALID rides in the envelope
      ["POST", "/api/auth/login", { body: { email: "mia@example.com", password: "wrong-password" } }, 200],
      ["POST", "/api/auth/register", { body: { name: "x" } }, 422],
      ["POST", "/api/auth/login", { raw: "{oops" }, 422],
      ["POST", "/api/auth/login", { raw: JSON.stringify({ email: "x".repeat(70 * KIB) }) }, 413],
      ["GET", "/api/no/such/path", {}, 404],
      ["POST", "/api/no/such/path", { body: {} }, 404],
      ["PATCH", "/api/user/profile", { body: { name: "Mia" }, headers: { origin: "https://evil.example" } }, 403],
    ];
    for (const [method, path, opts, status] of calls) {
      const r = await api(HOST, method, path, opts);
      expect({ method, path, status: r.status }).toEqual({ method, path, status });
      expectEnvelope(r.body);
      expect(r.headers.get("content-type")).toMatch(/^application\/json/);
      expect({ path, cc: r.headers.get("cache-control") }).toEqual({ path, cc: "no-store" });
    }
  });

  it("answers an unknown /api path with HTTP 404, for every method and depth", async () => {
    await createStore(HOST);
    for (const [method, path] of [
      ["GET", "/api"],
      ["GET", "/api/"],
      ["GET", "/api/nothing"],
      ["GET", "/api/user/nothing"],
      ["POST", "/api/auth/nothing"],
      ["DELETE", "/api/initial"],
      ["PUT", "/api/user/profile"],
    ] as const) {
      const r = await api(HOST, method, path, method === "GET" ? {} : { body: {} });
      expect({ method, path, status: r.status, code: r.body.code }).toEqual({
        method,
        path,
        status: 404,
        code: 400404,
      });
    }
  });

  it("reports zod failures as 422, code 400001 and one issue per field", async () => {
    await createStore(HOST);
    const r = await api(HOST, "POST", "/api/auth/register", {
      body: { name: "x", email: "not-an-email", password: "short" },
    });
    expect(r.status).toBe(422);
    expect(r.body.code).toBe(400001);
    expect(r.body.data).toBeNull();
    const issues = r.body.issues as { path: string; message: string }[];
    expect(issues.map((i) => i.path).sort()).toEqual(["email", "name", "password"]);
    for (const i of issues) {
      expect(Object.keys(i).sort()).toEqual(["message", "path"]);
      expect(i.message).toMatch(/^validation\./);
    }
    expect(await sql("SELECT id FROM users")).toEqual([]);
  });

  it("names nested fields by their dotted path", async () => {
    const r = await SELF.fetch("http://platform.localhost/operator/stores", {
      method: "POST",
      headers: { authorization: "Bearer test-operator-token", "content-type": "application/json" },
      body: JSON.stringify({
        name: "X",
        storeType: "NORMAL",
        host: "x.localhost",
        admin: { email: "a@b.com", password: "abcdefgh", name: 5 },
      }),
    });
    expect(r.status).toBe(422);
    expect(((await r.json()) as { issues: { path: string }[] }).issues.map((i) => i.path)).toEqual(["admin.name"]);
  });
});

describe("bad input is a 4xx, never a 500", () => {
  const endpoints: [string, string][] = [
    ["POST", "/api/auth/register"],
    ["POST", "/api/auth/login"],
    ["POST", "/api/auth/forgetPassword"],
    ["POST", "/api/auth/resetPassword"],
    ["POST", "/api/user/ifEmailExists"],
    ["PATCH", "/api/user/profile"],
    ["PATCH", "/api/user/password"],
    ["POST", "/api/storefleet/auth/isDomainValid"],
  ];
  const badBodies: [string, string][] = [
    ["malformed JSON", '{"email": "a@b.com",'],
    ["an empty body", ""],
    ["JSON null", "null"],
    ["a JSON array", "[1,2,3]"],
    ["a JSON string", '"hello"'],
    ["a JSON number", "42"],
    ["wrong types", '{"email": 5, "password": true, "name": [], "domain": {}, "token": 1, "newPassword": null}'],
    ["an unknown field", '{"hack": "yes"}'],
    ["deep nesting", `${"[".repeat(2000)}${"]".repeat(2000)}`],
    ["a lone surrogate", '{"email": "\\ud800@example.com"}'],
  ];

  it.each(endpoints)("%s %s answers 422 to each malformed or mistyped body", async (method, path) => {
    await createStore(HOST);
    const { accessToken } = await registerMember(HOST, "mia@example.com");
    for (const [label, raw] of badBodies) {
      const r = await api(HOST, method, path, {
        raw,
        token: accessToken,
        headers: { "cf-connecting-ip": freshIp() },
      });
      expect({ label, status: r.status, code: r.body.code }).toEqual({ label, status: 422, code: 400001 });
      expectEnvelope(r.body);
    }
  });

  it("refuses a body over 64 KiB with 413, also without a content-length", async () => {
    await createStore(HOST);
    const big = JSON.stringify({ email: "a@b.com", password: "p".repeat(65 * KIB) });
    const sized = await api(HOST, "POST", "/api/auth/login", { raw: big });
    expect(sized.status).toBe(413);
    expectEnvelope(sized.body);

    const bytes = new TextEncoder().encode(big);
    const stream = new ReadableStream<Uint8Array>({
      start(ctl) {
        for (let i = 0; i < bytes.length; i += 4 * KIB) ctl.enqueue(bytes.slice(i, i + 4 * KIB));
        ctl.close();
      },
    });
    const res = await SELF.fetch(`http://${HOST}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: stream,
    });
    expect(res.status).toBe(413);
  });

  it("lets a body just under the limit reach validation (422, not 413)", async () => {
    await createStore(HOST);
    const r = await api(HOST, "POST", "/api/auth/login", {
      raw: JSON.stringify({ email: "a@b.com", password: "p".repeat(63 * KIB) }),
    });
    expect(r.status).toBe(422);
    expect(r.body.issues).toEqual([expect.objectContaining({ path: "password" })]);
  });

  it("sends the browser's default referrer policy, so a page's own form posts carry its Origin", async () => {
    await createStore(HOST);
    const r = await api(HOST, "GET", "/api/initial");
    // With "no-referrer" Chrome posts forms with `Origin: null`, which React Router's actions refuse.
    expect(r.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("answers an unexpected failure with 500, a request id and no internals", async () => {
    await createStore(HOST);
    await sql("DROP TABLE rate_limits");
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const r = await api(HOST, "POST", "/api/auth/login", { body: { email: "a@b.com", password: "whatever1" } });
    const log = logged.mock.calls.map((args) => args.join(" ")).join("\n");
    logged.mockRestore();
    expect(r.status).toBe(500);
    expectEnvelope(r.body);
    expect(r.body.code).toBe(500000);
    expect(r.body.requestId).toBeTypeOf("string");
    expect(r.body.requestId).toBe(r.headers.get("x-request-id"));
    expect(log).toContain(r.body.requestId); // the details go to the log, under the same id
    const text = JSON.stringify(r.body);
    expect(text).not.toMatch(/rate_limits|sqlite|D1_|at .*\.ts|stack/i);
  });
});

describe("unknown host", () => {
  it("answers code 400003 to every /api call, whatever the path, method or body", async () => {
    await createStore(HOST);
    const calls: [string, string, Parameters<typeof api>[3]][] = [
      ["GET", "/api/initial", {}],
      ["GET", "/api/nothing/at/all", {}],
      ["GET", "/api", {}],
      ["POST", "/api/auth/login", { body: { email: "a@b.com", password: "whatever1" } }],
      ["POST", "/api/auth/register", { body: { name: "Mia Member", email: "a@b.com", password: "whatever1" } }],
      ["POST", "/api/auth/login", { raw: "{broken" }],
      ["POST", "/api/storefleet/auth/isDomainValid", { body: { domain: HOST } }],
      ["PATCH", "/api/user/profile", { body: { name: "Mia" } }],
      ["DELETE", "/api/cart/items", {}],
    ];
    for (const [method, path, opts] of calls) {
      const r = await api("unknown.localhost", method, path, opts);
      expect({ method, path, status: r.status, code: r.body.code }).toEqual({
        method,
        path,
        status: 200,
        code: 400003,
      });
      expectEnvelope(r.body);
    }
    expect(await sql("SELECT id FROM users")).toEqual([]);
  });
});

describe("GET /api/initial", () => {
  it("carries the spec defaults for a new store", async () => {
    const id = await createStore(HOST);
    const r = await api(HOST, "GET", "/api/initial");
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(0);
    const d = r.body.data;
    expect(d).toMatchObject({
      storeId: id,
      storeName: `Store ${HOST}`,
      storeStatus: "NORMAL",
      storeType: "NORMAL",
      storeTrialType: "NONE",
      isWholeSaler: false,
      profitPercent: 20,
      settlementCycle: 1,
      imageBorderType: "RADIUS1",
      policy: { allowBranch: false, allowBranchAmount: 0, selectAmount: 0, selectLimit: 0, isLimited: false },
      social: { youtube: "", line: "", facebook: "", instagram: "" },
      ecpay: { merchantID: "" },
      metaTitle: `Store ${HOST}`,
      personalSettings: {
        imageBorderType: "RADIUS1",
        imageShadowType: "NO_SHADOW",
        logoSize: "MEDIUM",
        logoSizeMobile: "MEDIUM",
        logoPosition: "LEFT",
        logoPositionMobile: "CENTER_BETWEEN",
        menuType: "EXPAND",
        menuPosition: "BESIDE_LOGO",
        isShowHomeMenu: false,
        isShowMenuGray: false,
        isShowMenuUnderline: true,
        scrollMenuType: "SCROLL_SHOW",
        pictureBannerStyle: "FULL_SCREEN",
        pictureBannerStyleMobile: "FULL_SCREEN",
        pictureBannerIsShowPreview: true,
        pictureBannerIsShowNext: true,
        bannerUpDownGap: "SMALL",
        productBannerIsShowSeeMoreButton: true,
        productBannerIsShowTitle: true,
        productBannerIsShowContent: true,
        ifHighlightProduct: true,
        productListRowQuantity: 4,
        productDetailMobilePictureStyle: "FULL_SCREEN",
        productDetailLayout: "DEFAULT",
        productDetailRelatedProductStyle: "DEFAULT",
        productPaymentPlanStyle: "DEFAULT",
        productSpecialPriceHighlightStyle: "DEFAULT",
        productPriceFontSize: "DEFAULT",
        branchNameRemindType: "NO_REMIND",
      },
    });
    const labelKeys = [
      "selfProfitLabel",
      "profitLabel",
      "multilevelProfitLabel",
      "multiLevelLabel",
      "branchNameLabel",
      "revenueLabel",
      "recruitLabel",
      "teamLabel",
      "organizationLabel",
      "classLabel",
      "introducerLabel",
      "firstLineLabel",
      "bonusLabel",
      "branchLabel",
      "rankLabel",
    ];
    expect(Object.keys(d.labels).sort()).toEqual(labelKeys.sort());
    for (const k of labelKeys) expect(d.labels[k]).toMatch(/\S/);
    for (const k of [
      "plan",
      "settingStore",
      "settingBranch",
      "settingSystem",
      "settingPage",
      "tappay",
      "countries",
      "invoiceMethods",
      "storeVerification",
      "minRevenue",
      "minAmountShoppingForCreatingStore",
      "productPaymentPlanForCreatingStore",
      "ifMustReviewUserInfo",
      "testModeTime",
    ]) {
      expect(d, k).toHaveProperty(k);
    }
    expect(d).not.toHaveProperty("user");
  });

  it("lets stored settings override defaults key by key", async () => {
    const id = await createStore(HOST);
    await sql(
      "UPDATE stores SET profit_percent = 35, personal_settings = ?, labels = ? WHERE id = ?",
      JSON.stringify({ menuType: "STORAGE" }),
      JSON.stringify({ teamLabel: "Crew" }),
      id,
    );
    const d = (await api(HOST, "GET", "/api/initial")).body.data;
    expect(d.profitPercent).toBe(35);
    expect(d.personalSettings.menuType).toBe("STORAGE");
    expect(d.personalSettings.productListRowQuantity).toBe(4);
    expect(d.labels.teamLabel).toBe("Crew");
    expect(d.labels.rankLabel).toMatch(/\S/);
  });

  it("carries `user` only for a logged-in request", async () => {
    await createStore(HOST);
    const { accessToken, user } = await registerMember(HOST, "mia@example.com");
    const anon = await api(HOST, "GET", "/api/initial");
    expect(anon.body.data).not.toHaveProperty("user");

    const bad = await api(HOST, "GET", "/api/initial", { token: "x".repeat(43) });
    expect(bad.body.code).toBe(0);
    expect(bad.body.data).not.toHaveProperty("user");

    const r = await api(HOST, "GET", "/api/initial", { token: accessToken });
    expect(r.body.data.user).toMatchObject({ id: user.id, email: "mia@example.com", isAdmin: false, isRoot: false });
    expect(r.body.data.user).not.toHaveProperty("passwordHash");
  });
});

describe("POST /api/storefleet/auth/isDomainValid", () => {
  it("says whether a domain belongs to a store", async () => {
    await createStore(HOST);
    await createStore("shop-b.localhost");
    const cases: [string, boolean][] = [
      [HOST, true],
      ["SHOP-A.localhost.", true],
      ["shop-b.localhost", true],
      ["shop-c.localhost", false],
      ["not a domain!", false],
      ["-bad.localhost", false],
    ];
    for (const [domain, valid] of cases) {
      const r = await api(HOST, "POST", "/api/storefleet/auth/isDomainValid", { body: { domain } });
      expect({ domain, status: r.status, code: r.body.code, data: r.body.data }).toEqual({
        domain,
        status: 200,
        code: 0,
        data: valid,
      });
    }
  });

  it("requires a domain", async () => {
    await createStore(HOST);
    const r = await api(HOST, "POST", "/api/storefleet/auth/isDomainValid", { body: {} });
    expect(r.status).toBe(422);
    expect(r.body.issues).toEqual([expect.objectContaining({ path: "domain" })]);
  });
});

describe("rate limit on login", () => {
  it("throttles an address after LOGIN_LIMITS.address.max failures in the window, per store", async () => {
    await createStore(HOST);
    await createStore("shop-b.localhost");
    await registerMember(HOST, "mia@example.com", "Mia Member", "member1234");
    const ip = freshIp();
    for (let i = 0; i < LOGIN_LIMITS.address.max; i++) {
      const r = await login(HOST, `guess${i}@example.com`, "wrong-password", ip);
      expect({ i, status: r.status, code: r.body.code }).toEqual({ i, status: 200, code: 400021 });
    }
    const limited = await login(HOST, "mia@example.com", "member1234", ip);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe(400429);
    expectEnvelope(limited.body);

    // Another address at the same store, and the same address at another store, still get through.
    expect((await login(HOST, "mia@example.com", "member1234", freshIp())).body.code).toBe(0);
    expect((await login("shop-b.localhost", "someone@example.com", "wrong-password", ip)).body.code).toBe(400021);
  });

  it("never locks an email: failures from other addresses leave its owner's right password working", async () => {
    await createStore(HOST);
    await registerMember(HOST, "mia@example.com", "Mia Member", "member1234");
    for (let i = 0; i < LOGIN_LIMITS.account.max + 5; i++) {
      const r = await login(HOST, "mia@example.com", `wrong-password-${i}`, freshIp());
      expect({ i, code: r.body.code }).toEqual({ i, code: 400021 });
    }
    expect((await login(HOST, "Mia@Example.com", "member1234", freshIp())).body.code).toBe(0);
  });
});
