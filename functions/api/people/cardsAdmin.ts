import { Hono } from "hono";
import { cardBody, cardPatchInput, cardSourceOf } from "../../people/cards/input";
import { addSavedCard, deleteSavedCard, listSavedCards, setDefaultCard } from "../../people/cards/service";
import { type AppEnv, ok } from "../../platform/http/envelope";
import { requireUser } from "../../platform/tenancy/guards";
import { type Access, adminBody, adminScope, idOf, write } from "../helpers";

// /api/admin/store/user/creditCards (back-office §7): the signed-in admin's own saved cards on
// /admin/settingpage/setting-profile/info/cards, over the member area's card service. The admin
// is a user of the store like a member; only the permission check and the audit row differ.
const CARDS: Access = { system: "User", keys: [] };

export const adminCardRoutes = new Hono<AppEnv>()
  .get("/admin/store/user/creditCards", async (c) => {
    const scope = adminScope(c);
    return ok(c, await listSavedCards(scope, requireUser(c.get("rc")).user.id));
  })
  .post("/admin/store/user/creditCards", async (c) => {
    const { source, makeDefault } = cardSourceOf(await adminBody(c, cardBody));
    const payload = { isDefault: makeDefault };
    return ok(
      c,
      await write(c, CARDS, { payload, objectId: (r: { id: number }) => r.id }, (s, user, audit) =>
        addSavedCard(s, user, source, makeDefault, audit),
      ),
    );
  })
  .patch("/admin/store/user/creditCards/:id", async (c) => {
    adminScope(c);
    const id = idOf(c);
    const body = await adminBody(c, cardPatchInput);
    return ok(
      c,
      await write(c, CARDS, { objectId: id, payload: body }, (s, user, audit) => setDefaultCard(s, user.id, id, audit)),
    );
  })
  .delete("/admin/store/user/creditCards/:id", async (c) => {
    adminScope(c);
    const id = idOf(c);
    return ok(c, await write(c, CARDS, { objectId: id }, (s, user, audit) => deleteSavedCard(s, user.id, id, audit)));
  });
