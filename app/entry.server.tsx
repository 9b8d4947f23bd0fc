import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { type EntryContext, type HandleErrorFunction, type RouterContextProvider, ServerRouter } from "react-router";
import { noteRenderFailure } from "../functions/platform/bindingFailure";
import { cspNonceContext, RENDERED_NONCE_HEADER } from "../functions/platform/csp";
import { NonceContext } from "./lib/nonce";

// React Router's web entry with the response's CSP nonce (functions/platform/csp.ts): React's own
// streaming scripts, React Router's scripts, preloads and scroll restoration, and the page's JSON-LD
// all carry it. The nonce is named in a header so a cached copy can be given a fresh one.

export const streamTimeout = 5_000;

/** A loader or action that met a failing binding makes the worker answer "back soon" (issue 16). */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  noteRenderFailure(context, error);
  console.error(error);
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(cspNonceContext) || undefined;
  if (nonce) responseHeaders.set(RENDERED_NONCE_HEADER, nonce);
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  let shellRendered = false;
  const userAgent = request.headers.get("user-agent");
  const body = await renderToReadableStream(
    <NonceContext.Provider value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceContext.Provider>,
    {
      nonce,
      signal: AbortSignal.timeout(streamTimeout + 1000),
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors inside the shell are logged by React Router's handleDocumentRequest.
        if (shellRendered) console.error(error);
      },
    },
  );
  shellRendered = true;

  // Crawlers and SPA mode get the whole document at once.
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) await body.allReady;

  responseHeaders.set("Content-Type", "text/html");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
