import { rcOf, scopeOf } from "../../lib/context.server";
import type { Route } from "./+types/robots";

/** Paths no crawler needs: the back office, the member area, checkout and cart. */
const DISALLOW = ["/admin", "/profile", "/checkout", "/cart"];

/** /robots.txt per host: the store's own sitemap URL; an unknown host is 404. */
export function loader({ context }: Route.LoaderArgs) {
  scopeOf(context);
  const { origin } = rcOf(context);
  const body = [
    "User-agent: *",
    "Allow: /",
    ...DISALLOW.map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
