import { Hono } from "hono";
import { requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { operator } from "./operator/routes";
import { api } from "./platform/api";
import { buildRequestContext } from "./platform/context";
import { csrfGuard } from "./platform/csrf";
import { type AppEnv, errorResponse } from "./platform/envelope";
import { requestContext } from "./platform/requestContext";

// React Router re-derives its route table (createStaticHandler, flattenAndRankRoutes) on EVERY request
// when given a build *function*; hand it the resolved build once so that happens once per isolate.
let pagesHandler: ReturnType<typeof createRequestHandler> | undefined;
const pages: ReturnType<typeof createRequestHandler> = async (req, ctx) => {
  pagesHandler ??= createRequestHandler(await import("virtual:react-router/server-build"), import.meta.env.MODE);
  return pagesHandler(req, ctx);
};

const app = new Hono<AppEnv>();

app.use("*", requestId());
app.use(
  "*",
  // Pages may be embedded in a frame (spec shell), so no X-Frame-Options.
  secureHeaders({ xFrameOptions: false, crossOriginOpenerPolicy: false, crossOriginResourcePolicy: false }),
);
app.route("/operator", operator);
app.use("*", async (c, next) => {
  c.set("rc", await buildRequestContext(c.req.raw, c.env, c.get("requestId"), (p) => c.executionCtx.waitUntil(p)));
  await next();
});
app.use("*", csrfGuard);
app.route("/api", api);
app.all("*", (c) => {
  const ctx = new RouterContextProvider();
  ctx.set(requestContext, c.get("rc"));
  return pages(c.req.raw, ctx);
});
app.onError((err, c) => errorResponse(c, err));

export default { fetch: app.fetch } satisfies ExportedHandler<AppEnv["Bindings"]>;
