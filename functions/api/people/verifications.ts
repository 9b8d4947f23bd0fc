import { Hono } from "hono";
import { verificationCreate, verificationListQuery, verificationPatch } from "../../people/verifications/schemas";
import {
  createVerification,
  deleteVerification,
  getVerification,
  listVerifications,
  patchVerification,
} from "../../people/verifications/service";
import { type AppEnv, ok } from "../../platform/http/envelope";
import { parseWith } from "../../platform/http/input";
import { type Access, adminBody, adminScope, idOf, write } from "../helpers";

// Spec back-office §7 "verifications: CRUD /api/admin/verifications(/{id})": the head store's
// invitation codes (Branches 5, head store only).

const CODES: Access = { system: "Verification", keys: [] };

export const verificationRoutes = new Hono<AppEnv>()
  .get("/admin/verifications", async (c) => {
    const scope = adminScope(c);
    return ok(c, await listVerifications(scope, parseWith(verificationListQuery, c.req.query())));
  })
  .post("/admin/verifications", async (c) => {
    const body = await adminBody(c, verificationCreate);
    return ok(
      c,
      await write(c, CODES, { objectId: (r: { id: number }) => r.id, payload: body }, (s, _u, audit) =>
        createVerification(s, body, audit),
      ),
    );
  })
  .get("/admin/verifications/:id", async (c) => ok(c, await getVerification(adminScope(c), idOf(c))))
  .patch("/admin/verifications/:id", async (c) => {
    const id = idOf(c);
    const body = await adminBody(c, verificationPatch);
    return ok(
      c,
      await write(c, CODES, { objectId: id, payload: body }, (s, _u, audit) => patchVerification(s, id, body, audit)),
    );
  })
  .delete("/admin/verifications/:id", async (c) => {
    const id = idOf(c);
    adminScope(c);
    return ok(c, await write(c, CODES, { objectId: id }, (s, _u, audit) => deleteVerification(s, id, audit)));
  });
