import { Hono } from "hono";
import { requestId } from "hono/request-id";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { countingD1 } from "../db/queryCount";
import { mapReply } from "./api/commerce/ecpay";
import { addressMapReply } from "./api/commerce/ecpayAddress";
import { operator } from "./api/operator";
import { FAULTS_PATH, faultsEndpoint } from "./api/operatorFaults";
import { isVisitCall, visitFirst } from "./api/store/visitFirst";
import { api } from "./api/table";
import { runRenewals } from "./commerce/subscriptions/renewals";
import { mediaServe } from "./media/serve";
import { backSoonPage, busyEnvelope, wantsEnvelope } from "./platform/backSoon";
import { isBindingFailure, renderMetBindingFailure } from "./platform/bindingFailure";
import { cspNonceContext, newNonce } from "./platform/csp";
import { withFaults } from "./platform/faults";
import { csrfGuard } from "./platform/http/csrf";
import { drainBody } from "./platform/http/drainBody";
import { type AppEnv, appErrorBody, errorResponse } from "./platform/http/envelope";
import { audienceOf, setPageHeaders, withPageHeaders } from "./platform/http/pageHeaders";
import { withResourceHints } from "./platform/http/resourceHints";
import { securityHeaders, withSecurityHeaders } from "./platform/http/securityHeaders";
import { hotResponse } from "./platform/pageCache/hotPages";
import { cachedPage, cachedPageFirst, servedPage } from "./platform/pageCache/pageCache";
import { buildRequestContext, chosenLocaleOf, originOf } from "./platform/tenancy/context";
import { websiteDoesNotExist } from "./platform/tenancy/guards";
import { requestContext } from "./platform/tenancy/requestContext";
import { flushVisits } from "./store/reports/visits";

// React Router re-derives its route table (createStaticHandler, flattenAndRankRoutes) on EVERY request
// when given a build *function*; hand it the resolved build once so that happens once per isolate.
let pagesHandler: ReturnType<typeof createRequestHandler> | undefined;
const pages: ReturnType<typeof createRequestHandler> = async (req, ctx) => {
  pagesHandler ??= createRequestHandler(await import("virtual:react-router/server-build"), import.meta.env.MODE);
  return pagesHandler(req, ctx);
};

/**
 * A local proxy (wrangler dev) may rewrite the request URL's host while the Host header keeps the
 * store's. React Router refuses a form post whose Origin differs from the URL; csrfGuard has already
 * checked Origin against the Host, so a write is handed on with the URL the browser used.
 */
function pageRequest(req: Request, origin: string): Request {
  if (req.method === "GET" || req.method === "HEAD") return req;
  const url = new URL(req.url);
  if (`${url.protocol}//${url.host}` === origin) return req;
  return new Request(`${origin}${url.pathname}${url.search}`, req);
}

const app = new Hono<AppEnv>();

app.use("*", drainBody);
app.use("*", requestId());
app.use("*", securityHeaders);
app.route("/operator", operator);
// Before the request context: an image needs the host's store id only (no session, no cache map).
app.route("/media", mediaServe);
app.use("*", async (c, next) => {
  // Outside production a request may ask how many D1 statements it cost (the benchmark does).
  const counted = c.env.APP_ENV !== "production" && c.req.header("x-sf-count-d1") ? countingD1(c.env.DB) : null;
  const env = counted ? { ...c.env, DB: counted.d1 } : c.env;
  c.set("rc", await buildRequestContext(c.req.raw, env, c.get("requestId"), (p) => c.executionCtx.waitUntil(p)));
  await next();
  if (counted) {
    c.header("x-sf-d1", `statements=${counted.counts.statements}; round-trips=${counted.counts.roundTrips}`);
  }
});
// ECPay's map posts the chosen store from its own site: verified by signed state, not Origin.
app.post("/checkout-shipping-redirect/:checkoutType", mapReply);
app.post("/user-address-list-redirect/:page/:cvsType", addressMapReply);
app.use("*", csrfGuard);
app.route("/api", api);
app.all("*", async (c) => {
  const ctx = new RouterContextProvider();
  const rc = c.get("rc");
  const nonce = newNonce();
  ctx.set(requestContext, rc);
  ctx.set(cspNonceContext, nonce);
  const res = await cachedPage(c.req.raw, rc, async () =>
    withResourceHints(await pages(pageRequest(c.req.raw, rc.origin), ctx)),
  );
  if (renderMetBindingFailure(ctx) && !c.req.path.endsWith(".data")) {
    return backSoonPage(rc.scope?.store ?? null, rc.locale, c.req.path);
  }
  return withPageHeaders(c.req.raw, audienceOf(rc), nonce, res);
});
app.onError((err, c) => errorResponse(c, err));

/**
 * A cached anonymous page, and any call of an unknown host, is answered before the app (issue 14
 * §1): the memo, the key, the hot copy or the Cache API, the page's own headers, nothing else.
 * Everything else, and every miss, goes to Hono.
 */
async function fetch(req: Request, bindings: AppEnv["Bindings"], ctx: ExecutionContext): Promise<Response> {
  if (bindings.APP_ENV !== "production" && req.url.includes(FAULTS_PATH)) {
    const answer = new URL(req.url).pathname === FAULTS_PATH && (await faultsEndpoint(req, bindings));
    if (answer) return answer;
  }
  const env = withFaults(bindings);
  if (isVisitCall(req)) {
    // Whatever this first answer cannot give (a failure included) the app gives in full.
    const answered = await visitFirst(req, env).catch(() => null);
    if (answered) return answered;
  }
  let hit: Awaited<ReturnType<typeof cachedPageFirst>>;
  try {
    hit = await cachedPageFirst(req, env, (p) => ctx.waitUntil(p));
  } catch (e) {
    // The store is not in this isolate's memo and D1 cannot say which it is: nothing cached can
    // be found, and the app would meet the same failure.
    if (!isBindingFailure(e)) throw e;
    const path = new URL(req.url).pathname;
    const res = wantsEnvelope(path) ? busyEnvelope() : backSoonPage(null, chosenLocaleOf(req) ?? "zh-TW", path);
    withSecurityHeaders(res.headers, crypto.randomUUID());
    return res;
  }
  if (!hit) return app.fetch(req, env, ctx);
  const requestId = crypto.randomUUID();
  if (hit.kind !== "page") {
    const err = websiteDoesNotExist();
    const res =
      hit.kind === "api" ? hotResponse(hit.page) : Response.json(appErrorBody(undefined, err), { status: err.status });
    res.headers.set("cache-control", "no-store");
    withSecurityHeaders(res.headers, requestId);
    return res;
  }
  const who = { origin: originOf(req, hit.url), db: hit.db, storeId: hit.storeId, signedIn: false };
  const res = await setPageHeaders(req, who, null, servedPage(hit.page), hit.url);
  withSecurityHeaders(res.headers, requestId);
  return res;
}

/** The 5-minute cron of wrangler.toml: repairs only. */
const REPAIR_CRON = "*/5 * * * *";
/** The minute cron of wrangler.toml: schedules only (functions/store/schedules/run.ts). */
const SCHEDULE_CRON = "* * * * *";

export default {
  fetch,
  // The visits queue (wrangler.toml): each flushed batch of storefront visit marks, one D1 batch per store.
  async queue(batch, bindings) {
    await flushVisits(withFaults(bindings), batch);
  },
  // Cron Triggers (wrangler.toml): every minute the due schedules; every 5 minutes the binding outages' repairs (KV copies KV
  // refused, expired pending states); hourly the renewals, idempotent per (subscription, due date).
  async scheduled(controller, bindings) {
    const env = withFaults(bindings);
    const at = new Date(controller.scheduledTime);
    // Every firing runs the due schedules: a run claims each row, so overlapping firings are safe.
    const schedules = await import("./store/schedules/run");
    await schedules.runSchedules(env, at);
    // Promotions whose start time has come tell the branches (once: announced_at).
    await schedules.announceStarted(env, at);
    if (controller.cron === SCHEDULE_CRON) return;
    const { orderOutbox } = await import("./commerce/checkout/afterPlaced");
    await (await import("./platform/jobs/repairs")).runRepairs(env, at, orderOutbox);
    await (await import("./api/exportSweep")).finishAbandonedExports(env, controller.scheduledTime);
    if (controller.cron !== REPAIR_CRON) {
      await runRenewals(env, at);
      await (await import("./media/sweep")).sweepOrphanMedia(env, at);
      await (await import("./network/branches/deleteJob")).resumeDeleteJobs(env, controller.scheduledTime);
      await (await import("./network/renewal/schedule")).runBranchRenewals(env, at);
    }
  },
} satisfies ExportedHandler<AppEnv["Bindings"]>;
