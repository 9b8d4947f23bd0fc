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
