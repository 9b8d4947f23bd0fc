import { describe, expect, it } from "vitest";
import { api, loginToken, sql } from "../../helpers";
import { HEAD, network } from "../branchCatalogueFixtures";
import { addBranch, HEAD_ADMIN, headStore } from "./fixtures";

// The calls behind the network admin's forms (slice ADM): profit options (read and save), one
// branch's edit and reset, and branch members — only the head store of that network may use them.

const OPTIONS = "/api/admin/product/multilevelBranch/profitOptions";

describe("profit options form", () => {
  it("reads the defaults, saves per-field-checked options and reads them back", async () => {
    const n = await network();
    const first = await api(HEAD, "GET", OPTIONS, { token: n.headToken });
    expect(first.body.data).toEqual({
      types: ["ORIGINAL", "FIXED", "AMOUNT_UP", "AMOUNT_DOWN", "PERCENT_UP", "PERCENT_DOWN"],
      maxUpPermille: 500,
      maxDownPermille: 200,
    });
    const bad = await api(HEAD, "PATCH", OPTIONS, {
      token: n.headToken,
      body: { types: ["PERCENT_UP"], maxUpPermille: 20_000, maxDownPermille: -1 },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe(400001);
    const paths = (bad.body.issues as { path: string }[]).map((i) => i.path).sort();
    expect(paths).toEqual(["maxDownPermille", "maxUpPermille"]);

    const saved = await api(HEAD, "PATCH", OPTIONS, {
      token: n.headToken,
      body: { types: ["PERCENT_UP", "AMOUNT_DOWN"], maxUpPermille: 300, maxDownPermille: 100 },
    });
    expect(saved.body.code).toBe(0);
    expect((await api(HEAD, "GET", OPTIONS, { token: n.headToken })).body.data).toEqual({
      types: ["ORIGINAL", "AMOUNT_DOWN", "PERCENT_UP"],
      maxUpPermille: 300,
      maxDownPermille: 100,
    });
  });

  it("a branch and another head store can neither read nor change a network's options", async () => {
    const n = await network();
    await api(HEAD, "PATCH", OPTIONS, {
      token: n.headToken,
      body: { types: [], maxUpPermille: 100, maxDownPermille: 0 },
    });
    const byBranch = await api(n.alpha.hostname, "GET", OPTIONS, { token: n.alphaToken });
    expect(byBranch.body.code).toBe(400027);
    const patchByBranch = await api(n.alpha.hostname, "PATCH", OPTIONS, {
      token: n.alphaToken,
      body: { types: ["FIXED"], maxUpPermille: 900, maxDownPermille: 900 },
    });
    expect(patchByBranch.body.code).toBe(400027);

    await headStore("other-head.localhost");
    const other = await loginToken("other-head.localhost", HEAD_ADMIN.email, HEAD_ADMIN.password);
    // The other head store's token on this network's host is no session here.
    expect((await api(HEAD, "GET", OPTIONS, { token: other })).body.code).toBe(400029);
    // On its own host it reads and writes only its own options.
    await api("other-head.localhost", "PATCH", OPTIONS, {
      token: other,
      body: { types: ["FIXED"], maxUpPermille: 900, maxDownPermille: 900 },
    });
    expect((await api(HEAD, "GET", OPTIONS, { token: n.headToken })).body.data).toEqual({
      types: ["ORIGINAL"],
      maxUpPermille: 100,
      maxDownPermille: 0,
    });
  });
});

describe("one branch's edit, reset and members", () => {
  it("the head store edits and resets its closed branch; a sibling and another network cannot", async () => {
    const n = await network();
    const edit = await api(HEAD, "PATCH", `/api/admin/multilevel/branches/${n.alpha.id}`, {
      token: n.headToken,
      body: { name: "Alpha Renamed", status: "CLOSE_STORE_BY_USER" },
    });
    expect(edit.body.code).toBe(0);
    expect(edit.body.data).toMatchObject({ name: "Alpha Renamed", status: "CLOSE_STORE_BY_USER" });

    const bySibling = await api(n.bravo.hostname, "PATCH", `/api/admin/multilevel/branches/reset/${n.alpha.id}`, {
      token: n.bravoToken,
    });
    expect(bySibling.body.code).toBe(400027);

    const otherHead = await headStore("other-head.localhost");
    await addBranch(otherHead, "far", otherHead, { baseDomain: "other-head.localhost" });
    const other = await loginToken("other-head.localhost", HEAD_ADMIN.email, HEAD_ADMIN.password);
    const foreign = await api("other-head.localhost", "PATCH", `/api/admin/multilevel/branches/reset/${n.alpha.id}`, {
      token: other,
    });
    expect(foreign.body.code).toBe(400004);
    const foreignEdit = await api("other-head.localhost", "PATCH", `/api/admin/multilevel/branches/${n.alpha.id}`, {
      token: other,
      body: { name: "Stolen" },
    });
    expect(foreignEdit.body.code).toBe(400004);

    const reset = await api(HEAD, "PATCH", `/api/admin/multilevel/branches/reset/${n.alpha.id}`, {
      token: n.headToken,
    });
    expect(reset.body.code).toBe(0);
    expect(await sql("SELECT name, status FROM stores WHERE id = ?", n.alpha.id)).toEqual([
      { name: "Alpha Renamed", status: "CLOSE_STORE_UNPAID" },
    ]);
    // An open branch is not reset (the row action is offered only on closed ones).
    const open = await api(HEAD, "PATCH", `/api/admin/multilevel/branches/reset/${n.bravo.id}`, { token: n.headToken });
    expect(open.body.code).toBe(400372);
  });
});
