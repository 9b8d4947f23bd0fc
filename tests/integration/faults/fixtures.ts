import { api, createStore, login } from "../../helpers";

// The fault suite's store: one admin (signed in) and one product with 10 in stock, made through
// the API as an admin would.

export type Admin = { email: string; password: string; name: string };

export async function storeWithProduct(host: string, admin: Admin, product: { name: string; price: number }) {
  const storeId = await createStore(host, "NORMAL", admin);
  const token = (await login(host, admin.email, admin.password)).body.data.accessToken as string;
  const made = await api(host, "POST", "/api/admin/products", {
    token,
    body: { ...product, isDisplay: true, isSaleable: true, stocks: [{ spec: "", stock: 10 }] },
  });
  return {
    storeId,
    token,
    productId: made.body.data.id as number,
    stockId: made.body.data.stocks[0].id as number,
  };
}
