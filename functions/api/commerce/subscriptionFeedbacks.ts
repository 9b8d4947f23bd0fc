import { Hono } from "hono";
import {
  subscriptionFeedbackExportQuery,
  subscriptionFeedbackPatch,
  subscriptionFeedbackQuery,
} from "../../commerce/subscriptions/feedbackSchemas";
import {
  exportSubscriptionFeedbacks,
  listSubscriptionFeedbacks,
  patchSubscriptionFeedback,
} from "../../commerce/subscriptions/feedbacks";
import { type AppEnv, download, ok } from "../../platform/http/envelope";
import { type Access, adminBody, adminScope, idOf, query, write } from "../helpers";

// Spec back-office §7 "feedback: GET /api/admin/subscription/feedbacks; PATCH /{id}; GET
// .../excel (blob)": the head store's subscription feedbacks (the feedback list page), audited as
// Subscription.

const FEEDBACKS: Access = { system: "Subscription", keys: [] };

export const subscriptionFeedbackRoutes = new Hono<AppEnv>()
  .get("/admin/subscription/feedbacks", async (c) =>
    ok(c, await listSubscriptionFeedbacks(adminScope(c), query(c, subscriptionFeedbackQuery))),
  )
  .get("/admin/subscription/feedbacks/excel", async (c) => {
    const scope = adminScope(c);
    const q = query(c, subscriptionFeedbackExportQuery);
    return download(c, await exportSubscriptionFeedbacks(scope, q, q.locale ?? c.get("rc").locale));
  })
  .patch("/admin/subscription/feedbacks/:id", async (c) => {
    const id = idOf(c);
    const body = await adminBody(c, subscriptionFeedbackPatch);
    return ok(
      c,
      await write(c, FEEDBACKS, { objectId: id, payload: body }, (s, _u, audit) =>
        patchSubscriptionFeedback(s, id, body, audit),
      ),
    );
  });
