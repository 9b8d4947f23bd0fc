import "../../../i18n/areas/registration";
import { memberOrLogin } from "../../../../functions/checkout/pageGuard";
import { AppError } from "../../../../functions/platform/errors";
import { networkOf } from "../../../../functions/registration/network";
import { Code } from "../../../../functions/shared/codes";
import { rcOf, scopeOf } from "../../../lib/context.server";

type Ctx = Parameters<typeof rcOf>[0];

/** The member and the network this host registers into; a visitor goes to log in first. */
export async function memberNetwork(context: Ctx, request: Request) {
  const rc = rcOf(context);
  memberOrLogin(rc, request);
  const scope = scopeOf(context);
  if (rc.session.kind !== "active") throw new Response(null, { status: 302, headers: { location: "/login" } });
  return { rc, scope, user: rc.session.user, net: await notAllowedPage(networkOf(scope)) };
}

/** A store that takes no registrations shows /not-allow, like the route guard does. */
export async function notAllowedPage<T>(p: Promise<T>): Promise<T> {
  try {
    return await p;
  } catch (e) {
    if (e instanceof AppError && e.code === Code.REGISTRATION_NOT_ALLOWED)
      throw new Response(null, { status: 302, headers: { location: "/not-allow" } });
    throw e;
  }
}

/** `http(s)://{host}{:port}` of another host, keeping this request's scheme and port (dev ports). */
export function originFor(currentOrigin: string, host: string): string {
  const u = new URL(currentOrigin);
  return `${u.protocol}//${host}${u.port ? `:${u.port}` : ""}`;
}
