import type { Context } from "hono";
import { Hono } from "hono";
import { feedbackInput, feedbackPatch, feedbackQuery } from "../../network/feedback/schemas";
import {
  exportFeedback,
  feedbackTeams,
  listFeedback,
  patchFeedback,
  sendFeedback,
} from "../../network/feedback/service";
import { invalid } from "../../platform/errors";
import { type AppEnv, download, ok } from "../../platform/http/envelope";
import { parseWith, readJson } from "../../platform/http/input";
import { requireAdmin, requireScope } from "../../platform/tenancy/guards";
import { type Access, adminBody, adminScope, idOf, write } from "../helpers";

// Spec back-office §7 "branch feedback: GET /api/admin/branchfeedback; PATCH /{id}; /teams; /excel
// (blob); POST /api/branch/feedback (multipart)". Reading is open to branches (their own sent
// feedback); answering, teams and the export are the head store's.

const _READ: Access = { system: "Branch", keys: [] };
const HEAD: Access = { system: "Branch", keys: [] };

/** The form's fields (multipart as the spec sends it, or JSON): `reasons` may repeat; `images` are files. */
async function feedbackFields(c: Context<AppEnv>): Promise<{ fields: unknown; images: File[] }> {
  if (!/^multipart\/form-data/i.test(c.req.header("content-type") ?? ""))
    return { fields: await readJson(c), images: [] };
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw invalid([{ path: "_", message: "validation.malformedForm" }]);
  }
  const many = (v: string | File | (string | File)[] | undefined) =>
    Array.isArray(v) ? v : v === undefined ? [] : [v];
  const images = many(form.images ?? form["images[]"]);
  // A text where a file belongs is a malformed form, not an empty image.
  if (images.some((f) => typeof f === "string")) throw invalid([{ path: "images", message: "validation.imageType" }]);
  return {
    fields: {
      reasons: many(form.reasons ?? form["reasons[]"]).map(String),
      content: typeof form.content === "string" ? form.content : "",
    },
    images: images as File[],
  };
}

export const branchFeedbackRoutes = new Hono<AppEnv>()
  .post("/branch/feedback", async (c) => {
    const rc = c.get("rc");
    const scope = requireScope(rc);
    const { user } = requireAdmin(rc); // the branch's own admin sends it from its back office
    const { fields, images } = await feedbackFields(c);
    const input = parseWith(feedbackInput, fields);
    return ok(c, await sendFeedback(scope, user, input, images));
  })
  .get("/admin/branchfeedback", async (c) => {
    const scope = adminScope(c);
    return ok(c, await listFeedback(scope, parseWith(feedbackQuery, c.req.query()).status));
  })
  .get("/admin/branchfeedback/teams", async (c) => ok(c, await feedbackTeams(adminScope(c))))
  .get("/admin/branchfeedback/excel", async (c) => {
    const scope = adminScope(c);
    const q = parseWith(feedbackQuery, c.req.query());
    return download(c, await exportFeedback(scope, q.status, q.locale ?? c.get("rc").locale));
  })
  .patch("/admin/branchfeedback/:id", async (c) => {
    const id = idOf(c);
    const body = await adminBody(c, feedbackPatch);
    return ok(
      c,
      await write(c, HEAD, { objectId: id, payload: body }, (s, _u, audit) => patchFeedback(s, id, body, audit)),
    );
  });
