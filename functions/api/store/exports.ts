import { type Context, Hono } from "hono";
import { notFound } from "../../platform/errors";
import {
  advanceExport,
  type ExportSource,
  exportFile,
  type Locale,
  retryExport,
  startExport,
} from "../../platform/exports/job";
import { requireAdminAccess } from "../../platform/http/adminWrite";
import { type AppEnv, download, envelope, ok } from "../../platform/http/envelope";
import { callRule } from "../../shared/access/adminPrivileges";
import { Code } from "../../shared/codes";
import { EXPORT_CALLS, EXPORT_SOURCES } from "../exportSources";

// Export jobs (issue 28 §1): GET /api/admin/exports/{id} steps the job while it polls and answers
// its progress; /retry starts a failed one again; /file downloads the finished .xlsx. A job is
// read through the store's scope only, and only by an admin who may use its kind's export call.

type C = Context<AppEnv>;

/** A spec export call: the file when small, else 202 with the job the page then polls. */
export async function answerExport<Q>(c: C, kind: string, q: Q, locale: Locale) {
  const src = EXPORT_SOURCES[kind] as ExportSource<Q> | undefined;
  if (!src) throw notFound();
  const { scope } = requireAdminAccess(c.get("rc"));
  const started = await startExport(scope, kind, src, q, locale, { forceJob: c.req.query("job") === "1" });
  if ("file" in started) return download(c, started.file);
  return c.json(envelope(c.get("rc"), Code.SUCCESS, started.job), 202);
}

/** The scope, once the job is this store's and its kind's export call is open to this admin. */
async function jobScope(c: C) {
  const rc = c.get("rc");
  const { scope } = requireAdminAccess(rc);
  const job = await scope.exports.get(c.req.param("id") ?? "");
  const call = job && EXPORT_CALLS[job.kind];
  if (!job || !call) throw notFound();
  requireAdminAccess(rc, callRule("GET", call));
  return { scope, id: job.id };
}

export const exportRoutes = new Hono<AppEnv>()
  .get("/admin/exports/:id", async (c) => {
    const { scope, id } = await jobScope(c);
    return ok(c, await advanceExport(scope, EXPORT_SOURCES, id));
  })
  .post("/admin/exports/:id/retry", async (c) => {
    const { scope, id } = await jobScope(c);
    return ok(c, await retryExport(scope, id));
  })
  .get("/admin/exports/:id/file", async (c) => {
    const { scope, id } = await jobScope(c);
    const file = await exportFile(scope, id);
    if (!file) throw notFound();
    return download(c, file);
  });
