import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, sql } from "../../helpers";
import { customise, HEAD, network } from "../branchCatalogueFixtures";

// A branch host's category menu and sitemap list only what that branch sells (issue 13 §3): the
// head store's authorised categories and products, minus what the branch unlisted.

async function category(headId: number, name: string, isForBranch: boolean, parentId: number | null = null) {
  const [row] = await sql<{ id: number }>(
    "INSERT INTO product_categories (store_id, name, is_for_branch, parent_id, level, is_display) VALUES (?, ?, ?, ?, ?, 1) RETURNING id",
    headId,
    name,
    isForBranch ? 1 : 0,
    parentId,
    parentId ? 2 : 1,
  );
  return row!.id;
}

const names = async (host: string) =>
  (
    (await api(host, "GET", "/api/product/categories")).body.data.data as {
      name: string;
      children: { name: string }[];
    }[]
  )
    .flatMap((c) => [c.name, ...c.children.map((k) => k.name)])
    .sort();

async function sitemap(host: string) {
  const res = await SELF.fetch(`http://${host}/sitemap.xml`);
  expect(res.status).toBe(200);
  return res.text();
}

describe("branch-aware storefront menu and sitemap", () => {
  it("shows authorised, listed categories and products only; the head store keeps its whole catalogue", async () => {
    const n = await network();
    await n.authorise([n.tea.productId]);
    const tea = await category(n.headId, "Tea", true);
    const green = await category(n.headId, "Green", true, tea);
    const secret = await category(n.headId, "HeadOnly", false);
    const gifts = await category(n.headId, "Gifts", true);
    await sql(
      "INSERT INTO product_category_links (store_id, product_id, category_id) VALUES (?, ?, ?)",
      n.headId,
      n.tea.productId,
      tea,
    );
    const unlist = await api(n.alpha.hostname, "PATCH", `/api/admin/product/category/customizations/${gifts}`, {
      token: n.alphaToken,
      body: { profitType: "ORIGINAL", profitValue: 0, isDisplay: false },
    });
    expect(unlist.body.code).toBe(0);

    expect(await names(n.alpha.hostname)).toEqual(["Green", "Tea"]);
    expect(await names(n.bravo.hostname)).toEqual(["Gifts", "Green", "Tea"]);
    expect(await names(HEAD)).toEqual(["Gifts", "Green", "HeadOnly", "Tea"]);

    const alphaMap = await sitemap(n.alpha.hostname);
    expect(alphaMap).toContain(`/new-products/${tea}`);
    expect(alphaMap).toContain(`/new-products/${green}`);
    expect(alphaMap).not.toContain(`/new-products/${secret}`);
    expect(alphaMap).not.toContain(`/new-products/${gifts}`);
    expect(alphaMap).toContain(`http://${n.alpha.hostname}/product/${n.tea.productId}/`);
    expect(alphaMap).not.toContain(`/product/${n.own.productId}/`);
    const headMap = await sitemap(HEAD);
    expect(headMap).toContain(`/product/${n.own.productId}/`);
    expect(headMap).toContain(`/new-products/${secret}`);

    // The category page of a category the branch does not show is a 404 there.
    expect((await SELF.fetch(`http://${n.alpha.hostname}/new-products/${secret}`)).status).toBe(404);
  }, 120_000);

  it("a product the branch unlisted leaves its sitemap and its page is a 404 there only", async () => {
    const n = await network();
    await n.authorise([n.tea.productId]);
    await customise(n.bravo.hostname, n.bravoToken, [
      { productId: n.tea.productId, profitType: "ORIGINAL", profitValue: 0, isDisplay: false },
    ]);
    expect(await sitemap(n.bravo.hostname)).not.toContain(`/product/${n.tea.productId}/`);
    expect((await SELF.fetch(`http://${n.bravo.hostname}/product/${n.tea.productId}/oolong`)).status).toBe(404);
    const alphaPage = await SELF.fetch(`http://${n.alpha.hostname}/product/${n.tea.productId}/oolong`, {
      redirect: "manual",
    });
    expect([200, 301]).toContain(alphaPage.status);
    await alphaPage.text();
  }, 120_000);
});
