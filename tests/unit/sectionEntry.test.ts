import { describe, expect, it } from "vitest";
import { currentEntry, type MenuSection, menuFor, privilegeOfPath } from "../../functions/shared/access/adminMenu";

// Issue 28 §8: the section strip under the top bar lit no page on an order's detail or a product's
// edit page. Every section: its own pages light themselves, its other pages light their list.
const head = menuFor({ storeType: "HEAD_STORE_MULTILEVEL", isRoot: true });
const normal = menuFor({ storeType: "NORMAL" });
const sectionOf = (path: string, menu: MenuSection[] = head) => {
  const code = privilegeOfPath(path);
  return menu.find((s) => s.code === code);
};
const lit = (path: string, menu: MenuSection[] = head) => {
  const s = sectionOf(path, menu);
  return s ? currentEntry(s, path)?.key : undefined;
};

describe("currentEntry", () => {
  it("lights each menu page itself, in every section", () => {
    for (const menu of [head, normal])
      for (const s of menu) for (const e of s.entries) expect(lit(decodeURI(e.path), menu), e.path).toBe(e.key);
  });

  it("lights a list on its other tabs and pages (another status, category, page number)", () => {
    expect(lit("/admin/orderlist/all")).toBe("orderList");
    expect(lit("/admin/store-productlist/3/下架")).toBe("productList");
    expect(lit("/admin/store-stock/0/下架")).toBe("stock");
    expect(lit("/admin/article-list/2/3")).toBe("articleList");
    expect(lit("/admin/user-list/blocked")).toBe("userList");
    expect(lit("/admin/schedule-list/done/normal")).toBe("scheduleList");
    expect(lit("/admin/guide/edit/list/2/0/0")).toBe("guideEdit");
    expect(lit("/admin/settingpage/setting-promotion-list/coupon")).toBe("promotions");
    expect(lit("/admin/settingpage/setting-profile/info/address")).toBe("profile");
  });

  it("lights the list a detail, edit or import page belongs to", () => {
    const cases: [string, string][] = [
      ["/admin/order/12", "orderList"],
      ["/admin/product-edit/7", "productList"],
      ["/admin/product-stock-import", "stock"],
      ["/admin/store-editcategory/3", "category"],
      ["/admin/store-subcategory/3/1", "category"],
      ["/admin/store-editinformation/2", "information"],
      ["/admin/store-edit-tag/4", "tags"],
      ["/admin/store-edit-topic/5", "topics"],
      ["/admin/edit-invitationcode/1", "invitationCodes"],
      ["/admin/edit-trial/9", "downlineList"],
      ["/admin/delete-branches", "downlineList"],
      ["/admin/edit-branch-target/1", "target"],
      ["/admin/edit-platform-fee-profit/1", "activities"],
      ["/admin/article-edit/0", "articleList"],
      ["/admin/article-edit-category/2", "articleCategories"],
      ["/admin/user-edit/3", "userList"],
      ["/admin/user-supplier/0", "supplierList"],
      ["/admin/user-payment-log/5", "paymentLogs"],
      ["/admin/bill/8", "billList"],
      ["/admin/bulletin-edit/1", "bulletinList"],
      ["/admin/bulletin-detail/1", "bulletinList"],
      ["/admin/schedule-edit/new", "scheduleList"],
      ["/admin/settingpage/setbanner/2", "banners"],
      ["/admin/settingpage/setpage/1", "pages"],
      ["/admin/settingpage/editpromotion/4", "promotions"],
      ["/admin/settingpage/editactivity/4", "promotions"],
      ["/admin/settingpage/promotions-groups-sort/edit", "promotions"],
    ];
    for (const [path, key] of cases) expect(lit(path), path).toBe(key);
    expect(lit("/admin/my-orderdetail/3", menuFor({ storeType: "BRANCH_MULTILEVEL_PAY_BY_SELF" }))).toBe("incomeList");
  });

  it("lights nothing where no list owns the page (a settings child two entries match as well)", () => {
    expect(lit("/admin/settingpage/editproductstory/7")).toBeUndefined();
  });

  it("lights nothing of a section the page is not in", () => {
    const orders = head.find((s) => s.code === 1);
    expect(orders && currentEntry(orders, "/admin/product-edit/7")).toBeUndefined();
  });
});
