// The demo stores that `npm start` seeds (and the e2e tests use). Local-only credentials.
export const DEMO_PASSWORD = "demo1234";

export const DEMO_STORES = [
  {
    host: "shop-a.localhost",
    name: "晨光選物",
    storeType: "NORMAL",
    admin: { email: "admin@shop-a.test", password: DEMO_PASSWORD, name: "陳晨光" },
    member: { email: "member@shop-a.test", password: DEMO_PASSWORD, name: "林小美" },
  },
  {
    host: "shop-b.localhost",
    name: "森林總店",
    storeType: "HEAD_STORE_MULTILEVEL",
    admin: { email: "admin@shop-b.test", password: DEMO_PASSWORD, name: "王森林" },
    member: { email: "member@shop-b.test", password: DEMO_PASSWORD, name: "張小雨" },
  },
];

// 森林總店's branch network (issue 13): two levels under the head store. Each branch answers on
// `{domainName}.shop-b.localhost`; its owner signs into its back office with the demo password.
export const DEMO_NETWORK = {
  head: "shop-b.localhost",
  branches: [
    { domainName: "bamboo", name: "竹林分店", owner: "林竹青" },
    { domainName: "pine", name: "松林分店", owner: "高松柏" },
    { domainName: "maple", name: "楓林分店", owner: "陳楓紅", introducer: "bamboo" },
    { domainName: "sakura", name: "櫻花分店", owner: "吳櫻", introducer: "bamboo", auditStatus: "UNAUDITED" },
    {
      domainName: "oak",
      name: "橡木分店",
      owner: "黃橡實",
      introducer: "pine",
      storeType: "BRANCH_MULTILEVEL_PAY_BY_SELF",
    },
  ].map((b) => ({ ...b, admin: { email: `owner@${b.domainName}.test`, password: DEMO_PASSWORD, name: b.owner } })),
};
