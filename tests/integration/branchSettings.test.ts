import { describe, expect, it } from "vitest";
import { LOCALE_COOKIE } from "../../functions/platform/cookies";
import { api, loginToken } from "../helpers";
import { addBranch, HEAD_ADMIN, headStore } from "./branches/fixtures";

// Issue 13 §1 policy, §4 branch-setting / setting-branch-store: GET, PATCH /api/admin/setting/branch
// and PATCH /api/admin/setting/branch/{id}.

const HOST = "head.localhost";
const S = "/api/admin/setting/branch";
const headToken = () => loginToken(HOST, HEAD_ADMIN.email, HEAD_ADMIN.password);
const POLICY = { allowBranch: true, allowBranchAmount: 5, selectAmount: 2, selectLimit: 3, isLimited: true };

describe("branch settings", () => {
  it("the head store's policy, settings and labels show in /api/initial of the head store and its branches", async () => {
    const h = await headStore(HOST);
    const b = await addBranch(h, "alpha");
    const token = await headToken();
    const r = await api(HOST, "PATCH", S, {
      token,
      body: {
        policy: POLICY,
        settingBranch: {
          branchBaseDomain: "Shops.Example.com",
          payType: "PAY_BY_SELF",
          ifBranchCanCustomizeLogo: true,
          ifMustReviewUserInfo: true,
          branchNameRemindType: "TOP_BAR",
        },
        labels: { "zh-TW": { branchNameLabel: "加盟店", teamLabel: " " }, en: { branchNameLabel: "Partner" } },
      },
    });
    expect(r.body.code, JSON.stringify(r.body)).toBe(0);
    expect(r.body.data.settingBranch.branchBaseDomain).toBe("shops.example.com");
    expect(r.body.data.labels).toEqual({ "zh-TW": { branchNameLabel: "加盟店" }, en: { branchNameLabel: "Partner" } });

    const zh = (await api(HOST, "GET", "/api/initial")).body.data;
    expect(zh.policy).toEqual(POLICY);
    expect(zh.labels.branchNameLabel).toBe("加盟店");
    expect(zh.labels.teamLabel).toBe("團隊");
    const en = (await api(HOST, "GET", "/api/initial", { headers: { cookie: `${LOCALE_COOKIE}=en` } })).body.data;
    expect(en.labels.branchNameLabel).toBe("Partner");
    expect(en.labels.teamLabel).toBe("team");
    // A branch shows its head store's labels.
    const branchInitial = (await api(b.hostname, "GET", "/api/initial")).body.data;
    expect(branchInitial.labels.branchNameLabel).toBe("加盟店");

    const read = (await api(HOST, "GET", S, { token })).body.data;
    expect(read.isHeadStore).toBe(true);
    expect(read.branchCount).toBe(1);
    expect(read.settingBranch.payType).toBe("PAY_BY_SELF");
    // Each switch has one home: the review switch is the store column /api/initial carries, the
    // logo and name-remind switches are personal settings that setting-style edits too.
    expect(zh.ifMustReviewUserInfo).toBe(true);
    expect(zh.personalSettings.ifBranchCanCustomizeLogo).toBe(true);
    expect(zh.personalSettings.branchNameRemindType).toBe("TOP_BAR");
    expect(read.settingBranch).toMatchObject({ ifMustReviewUserInfo: true, ifBranchCanCustomizeLogo: true });
  });

  it("refuses bad input with field issues and writes nothing", async () => {
    await headStore(HOST);
    const token = await headToken();
    const bad = await api(HOST, "PATCH", S, {
      token,
      body: {
        policy: { ...POLICY, selectAmount: 4, selectLimit: 2, allowBranchAmount: -1 },
        labels: { "zh-TW": { branchNameLabel: "x".repeat(30) }, en: {} },
      },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe(400001);
    const paths = bad.body.issues.map((i: { path: string }) => i.path).sort();
    expect(paths).toEqual(["labels.zh-TW.branchNameLabel", "policy.allowBranchAmount", "policy.selectLimit"]);
    const host = await api(HOST, "PATCH", S, {
      token,
      body: {
        settingBranch: {
          branchBaseDomain: "not a host",
          payType: "X",
          ifBranchCanCustomizeLogo: true,
          ifMustReviewUserInfo: true,
          branchNameRemindType: "NO_REMIND",
        },
      },
    });
    expect(host.status).toBe(422);
    expect((await api(HOST, "GET", "/api/initial")).body.data.policy.isLimited).toBe(false);
  });

  it("refuses a cap below the live branch count", async () => {
    const h = await headStore(HOST);
    await addBranch(h, "alpha");
    await addBranch(h, "bravo");
    const r = await api(HOST, "PATCH", S, {
      token: await headToken(),
      body: { policy: { ...POLICY, allowBranchAmount: 1 } },
    });
    expect(r.status).toBe(422);
    expect(r.body.issues[0].path).toBe("policy.allowBranchAmount");
  });

  it("a branch edits its own branch info but not the head store's settings (400027)", async () => {
    const h = await headStore(HOST);
    const b = await addBranch(h, "alpha");
    const token = await loginToken(b.hostname, b.email, b.password);
    const read = await api(b.hostname, "GET", S, { token });
    expect(read.body.data.isHeadStore).toBe(false);
    expect(read.body.data.branchInfo.storeName).toBe("Branch alpha");

    const refused = await api(b.hostname, "PATCH", S, { token, body: { policy: POLICY } });
    expect(refused.body.code).toBe(400027);
    const labels = await api(b.hostname, "PATCH", S, { token, body: { labels: { "zh-TW": {}, en: {} } } });
    expect(labels.body.code).toBe(400027);
    expect((await api(HOST, "GET", "/api/initial")).body.data.policy.isLimited).toBe(false);

    const info = {
      storeName: "Alpha Corner",
      phone: "02-2345-6789",
      email: "a@example.com",
      lineId: "@alpha",
      introduction: "Hi",
    };
    const own = await api(b.hostname, "PATCH", S, { token, body: { branchInfo: info } });
    expect(own.body.code, JSON.stringify(own.body)).toBe(0);
    expect(own.body.data.branchInfo).toEqual(info);
    expect((await api(b.hostname, "GET", "/api/initial")).body.data.storeName).toBe("Alpha Corner");
    // The one-branch call is the head store's.
    const one = await api(b.hostname, "PATCH", `${S}/${b.id}`, { token, body: { storeName: "Mine" } });
    expect(one.body.code).toBe(400027);
  });

  it("the head store sets one branch's trial and pay type; another head store cannot", async () => {
    const h = await headStore(HOST);
    const b = await addBranch(h, "alpha");
    const token = await headToken();
    const r = await api(HOST, "PATCH", `${S}/${b.id}`, {
      token,
      body: { trialType: "BY_VERIFYCODE", trialEndsAt: "2027-01-31T16:00:00.000Z", payType: "PAY_BY_SELF" },
    });
    expect(r.body.code, JSON.stringify(r.body)).toBe(0);
    expect(r.body.data).toMatchObject({ trialType: "BY_VERIFYCODE", payType: "PAY_BY_SELF" });
    const got = (await api(HOST, "GET", `${S}/${b.id}`, { token })).body.data;
    expect(got.trialEndsAt).toBe("2027-01-31T16:00:00.000Z");
    const noEnd = await api(HOST, "PATCH", `${S}/${b.id}`, {
      token,
      body: { trialType: "BY_VERIFYCODE", trialEndsAt: null },
    });
    expect(noEnd.status).toBe(422);

    await headStore("other.localhost");
    const otherToken = await loginToken("other.localhost", HEAD_ADMIN.email, HEAD_ADMIN.password);
    const foreign = await api("other.localhost", "PATCH", `${S}/${b.id}`, {
      token: otherToken,
      body: { storeName: "Taken" },
    });
    expect(foreign.body.code).toBe(400004);
    expect((await api("other.localhost", "GET", `${S}/${b.id}`, { token: otherToken })).body.code).toBe(400004);
    // A sibling branch is no head store.
    const c = await addBranch(h, "charlie");
    const sib = await loginToken(c.hostname, c.email, c.password);
    expect((await api(c.hostname, "PATCH", `${S}/${b.id}`, { token: sib, body: { storeName: "X" } })).body.code).toBe(
      400027,
    );
    expect((await api(HOST, "GET", `${S}/${b.id}`, { token })).body.data.storeName).toBe("Branch alpha");
  });
});
