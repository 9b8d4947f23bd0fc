import { describe, expect, it } from "vitest";
import { api, createStore } from "../helpers";

describe("smoke", () => {
  it("serves a created store's initial data on its host", async () => {
    await createStore("shop-a.localhost");
    const r = await api("shop-a.localhost", "GET", "/api/initial");
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(0);
    expect(r.body.data.storeName).toBe("Store shop-a.localhost");
  });
});
