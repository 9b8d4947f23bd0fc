/**
 * Resource hints of a server-rendered page. React Router preloads every module of the page with
 * <link rel="modulepreload"> at the browser's High priority, ahead of the hero image. Scripts do
 * not block rendering (they hydrate a page that is already painted), so they are marked low:
 * on a slow phone the stylesheet and the hero image download first and the page paints sooner
 * (Lighthouse mobile, issue 3). Non-HTML responses pass through untouched.
 */
export function withResourceHints(res: Response): Response {
  if (!res.headers.get("content-type")?.startsWith("text/html")) return res;
  return new HTMLRewriter()
    .on('link[rel="modulepreload"]', {
      element(el) {
        el.setAttribute("fetchpriority", "low");
      },
    })
    .transform(res);
}
