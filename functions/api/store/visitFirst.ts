import { getDb } from "@db/client";
import type { Env } from "../../platform/env";
import { crossSiteRefusal } from "../../platform/http/csrf";
import { envelope } from "../../platform/http/envelope";
import { withSecurityHeaders } from "../../platform/http/securityHeaders";
import { originOf, storeEntryOf } from "../../platform/tenancy/context";
import { requestHostname } from "../../platform/tenancy/hostname";
import { Code } from "../../shared/codes";
import { visitBody } from "../../store/reports/schemas";
import { reportVisit, visitorOf } from "../../store/reports/visits";

// The storefront's visit call is sent by every visitor once a day, beside cached pages that are
// answered before the app (functions/worker.ts). It needs nothing the app builds — no session, no
// scope, no cache maps — only the host's store id from the isolate's memo, so it is answered here
// too: the same cross-site rule as csrfGuard, the same body and visitor as the route, one queue
// send. Anything else (a refusal, a bad body, an unknown host) is left to the app, which answers
// it the way every call is answered.

const PATH = "/api/admin/report/store/visit";

export const isVisitCall = (req: Request) => req.method === "POST" && new URL(req.url).pathname === PATH;

export async function visitFirst(req: Request, env: Env): Promise<Response | null> {
  const hostname = requestHostname(req);
  if (!hostname) return null;
  if (crossSiteRefusal(req, originOf(req))) return null;
  const entry = await storeEntryOf(env, getDb(env.DB), hostname);
  if (entry.storeId === null) return null;
  // As the route reads it: no content type, no body; a JSON one, its body.
  const type = req.headers.get("content-type");
  if (type && !type.includes("application/json")) return null;
  let json: unknown;
  try {
    json = type ? await req.clone().json() : undefined;
  } catch {
    return null;
  }
  const body = visitBody.safeParse(json);
  if (!body.success) return null;
  const data = await reportVisit(env, entry.storeId, visitorOf(body.data.guestId, req.headers));
  const res = Response.json(envelope(undefined, Code.SUCCESS, data));
  res.headers.set("cache-control", "no-store");
  withSecurityHeaders(res.headers, crypto.randomUUID());
  return res;
}
