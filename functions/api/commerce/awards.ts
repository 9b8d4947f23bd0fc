import { Hono } from "hono";
import { awardInput, awardQuery } from "../../commerce/awards/schemas";
import { createAward, deleteAward, listAwards, replaceAward } from "../../commerce/awards/service";
import { type AppEnv, ok } from "../../platform/http/envelope";
import { type Access, adminBody, adminScope, idOf, query, write } from "../helpers";

// Spec back-office §7 "awards: POST, GET /api/admin/product/awards; PUT /{groupId}; DELETE /{id}":
// privilege 4 (Store), head-store-only, audited as Product. No storefront list caches them.

const AWARDS: Access = { system: "Product", keys: [] };

export const awardRoutes = new Hono<AppEnv>()
  .get("/admin/product/awards", async (c) => ok(c, await listAwards(adminScope(c), query(c, awardQuery))))
  .post("/admin/product/awards", async (c) => {
    const body = await adminBody(c, awardInput);
    return ok(
      c,
      await write(c, AWARDS, { objectId: (g: { id: number }) => g.id, payload: body }, (s, _u, audit) =>
        createAward(s, body, audit),
      ),
    );
  })
  .put("/admin/product/awards/:groupId", async (c) => {
    const groupId = idOf(c, "groupId");
    const body = await adminBody(c, awardInput);
    return ok(
      c,
      await write(c, AWARDS, { objectId: groupId, payload: body }, (s, _u, audit) =>
        replaceAward(s, groupId, body, audit),
      ),
    );
  })
  .delete("/admin/product/awards/:id", async (c) => {
    const id = idOf(c);
    return ok(c, await write(c, AWARDS, { objectId: id }, (s, _u, audit) => deleteAward(s, id, audit)));
  });
