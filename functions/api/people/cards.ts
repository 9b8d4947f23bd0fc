import { Hono } from "hono";
import { cardBody, cardSourceOf } from "../../people/cards/input";
import { addSavedCard, deleteSavedCard, listSavedCards, setDefaultCard } from "../../people/cards/service";
import { type AppEnv, ok } from "../../platform/http/envelope";
import { jsonBody } from "../../platform/http/input";
import { requireScope, requireUser } from "../../platform/tenancy/guards";
import { type C, idOf } from "../helpers";

// /api/user/creditCards: the signed-in member's saved cards, the member-side twin of the back
// office's /api/admin/store/user/creditCards (GET, POST, DELETE /{id}, PATCH /{id}/default).
// The login check comes before the body, so a stranger learns nothing from validation answers.
const member = (c: C) => {
  const rc = c.get("rc");
  const scope = requireScope(rc);
  return { scope, user: requireUser(rc).user };
};

export const cardRoutes = new Hono<AppEnv>()
  .get("/user/creditCards", async (c) => {
    const { scope, user } = member(c);
    return ok(c, await listSavedCards(scope, user.id));
  })
  .post("/user/creditCards", async (c) => {
    const { scope, user } = member(c);
    const { source, makeDefault } = cardSourceOf(await jsonBody(c, cardBody));
    return ok(c, await addSavedCard(scope, user, source, makeDefault));
  })
  .patch("/user/creditCards/:id/default", async (c) => {
    const { scope, user } = member(c);
    return ok(c, await setDefaultCard(scope, user.id, idOf(c)));
  })
  .delete("/user/creditCards/:id", async (c) => {
    const { scope, user } = member(c);
    return ok(c, await deleteSavedCard(scope, user.id, idOf(c)));
  });
