import "../../i18n/social";
import { isTestMode } from "@functions/commerce/payment/providers/secrets";
import { callbackPath } from "@functions/people/social/service";
import { issueTestCode, TEST_LINE_CHANNEL_ID } from "@functions/people/social/testProvider";
import { redirect } from "react-router";
import { ShopErrorBoundary } from "../../components/shop/ShopError";
import { Button, Field } from "../../components/ui";
import { useT } from "../../i18n";
import { rcOf } from "../../lib/context.server";
import { notFoundPage } from "../storefront/shop.server";
import type { Route } from "./+types/test-line-authorize";
import { DevHeading } from "./parts";

// /dev/test-line-authorize: stands in for LINE's authorisation page in test mode (404 otherwise).
// It takes LINE's query (response_type, client_id, redirect_uri, state, code_challenge, S256) and
// answers like LINE: back to redirect_uri with code and state, or error=access_denied.

type Authorize = { redirectUri: string; state: string; challenge: string };

function authorizeOf(params: URLSearchParams | FormData, host: string): Authorize | null {
  const get = (k: string) => String(params.get(k) ?? "");
  if (get("response_type") !== "code" || get("client_id") !== TEST_LINE_CHANNEL_ID) return null;
  if (get("code_challenge_method") !== "S256" || !get("code_challenge") || !get("state")) return null;
  try {
    // Answer only this shop's callback, never an address from the query.
    const u = new URL(get("redirect_uri"));
    if (u.host !== host || u.pathname !== callbackPath("line")) return null;
  } catch {
    return null;
  }
  return { redirectUri: get("redirect_uri"), state: get("state"), challenge: get("code_challenge") };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  if (!isTestMode(rcOf(context).env)) notFoundPage("page");
  const url = new URL(request.url);
  const a = authorizeOf(url.searchParams, url.host);
  if (!a) notFoundPage("page");
  return { query: Object.fromEntries(url.searchParams) };
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!isTestMode(rcOf(context).env)) notFoundPage("page");
  const f = await request.formData();
  const a = authorizeOf(f, new URL(request.url).host);
  if (!a) notFoundPage("page");
  const back = new URL(a.redirectUri);
  back.searchParams.set("state", a.state);
  if (f.get("intent") === "cancel") {
    back.searchParams.set("error", "access_denied");
    back.searchParams.set("error_description", "The user has denied the request");
  } else {
    const text = (k: string) => String(f.get(k) ?? "").trim() || null;
    const code = issueTestCode(
      { providerUserId: text("userId") ?? "Utest0001", name: text("name"), email: text("email") },
      { challenge: a.challenge, redirectUri: a.redirectUri },
    );
    back.searchParams.set("code", code);
  }
  return redirect(back.pathname + back.search);
}

export default function TestLineAuthorize({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { query } = loaderData;
  return (
    <main className="mx-auto max-w-md px-4 py-12" data-testid="test-line-authorize">
      <DevHeading title={t("social.devTitle")} body={t("social.devBody")} bodyClassName="mb-5" />
      <form method="post" className="flex flex-col gap-4 rounded-[var(--radius-card)] bg-white p-5 ring-1 ring-line">
        {Object.entries(query).map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
        <Field label={t("auth.name")} name="name" defaultValue="林小明" />
        <Field label={t("auth.email")} name="email" type="email" defaultValue="line.user@example.com" />
        <Field label={t("social.devUserId")} name="userId" defaultValue="Utest0001" />
        <div className="flex flex-col gap-3 min-[480px]:flex-row">
          <Button type="submit" name="intent" value="signin" data-testid="test-line-signin" className="flex-1">
            {t("social.devSignIn")}
          </Button>
          <Button type="submit" name="intent" value="cancel" variant="secondary" data-testid="test-line-cancel">
            {t("social.devCancel")}
          </Button>
        </div>
      </form>
    </main>
  );
}

export const ErrorBoundary = ShopErrorBoundary;
