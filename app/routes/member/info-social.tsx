import "../../i18n/social";
import { socialProvider } from "@functions/people/social/config";
import { bindingsOf, hasPassword, unbind } from "@functions/people/social/service";
import { data, Form, Link, useLocation, useNavigation, useSearchParams } from "react-router";
import { formatTaipei } from "~/lib/taipeiTime";
import { FormStatus } from "../../components/FormStatus";
import { PageMeta } from "../../components/PageMeta";
import { LINE, LineStartForm, SocialFailure } from "../../components/social/SocialSignIn";
import { Alert, Button, Card } from "../../components/ui";
import { useLocale, useT } from "../../i18n";
import { activeUser, rcOf, scopeOf } from "../../lib/context.server";
import { type FormResult, runForm } from "../../lib/forms";
import { profileWriter } from "../../lib/profileWrite.server";
import { useRoot } from "../../lib/useRoot";
import type { Route } from "./+types/info-social";

// /profile/info/social: link LINE (the OAuth flow in "bind" mode) and unlink it. Unlinking is
// refused while LINE is the account's only way to sign in (no password).

export async function loader({ context }: Route.LoaderArgs) {
  const rc = rcOf(context);
  const s = activeUser(context);
  if (!s) return { bindings: [], hasPassword: true, available: false };
  const scope = scopeOf(context);
  return {
    bindings: await bindingsOf(scope, s.user.id),
    hasPassword: hasPassword(s.user.passwordHash),
    available: socialProvider(rc.env, scope.storeId, "line", rc.origin) !== null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const s = activeUser(context);
  if (!s) return data({ ok: false, issues: [], code: 400029 } satisfies FormResult, 200);
  const fd = await request.formData();
  if (fd.get("intent") !== "unbind" || fd.get("service") !== "line") {
    const bad: FormResult = { ok: false, issues: [{ path: "service", message: "validation.required" }] };
    return data(bad, 422);
  }
  const audited = profileWriter(request, context);
  const out = await runForm(() => audited((audit) => unbind(scopeOf(context), s.user, "line", audit)));
  return out.ok ? ({ ok: true } satisfies FormResult) : data(out.result, 200);
}

export default function InfoSocial({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { store } = useRoot();
  const [params] = useSearchParams();
  // The member's /profile/info/social or the admin's own profile page in the back office.
  const { pathname } = useLocation();
  const busy = useNavigation().state === "submitting";
  const line = loaderData.bindings.find((b) => b.service === "line");
  const onlyWay = Boolean(line) && !loaderData.hasPassword && loaderData.bindings.length === 1;
  const refused = actionData?.ok === false && "code" in actionData && actionData.code === 400324;
  return (
    <Card className="p-5 min-[734px]:p-7">
      <PageMeta title={t("social.title")} storeName={store.storeName} />
      <h2 className="text-lg font-semibold">{t("social.title")}</h2>
      <p className="mt-1 text-sm text-muted">{t("social.body")}</p>
      <div className="mt-5 flex flex-col gap-3">
        {actionData?.ok && <Alert tone="success">{t("social.unbound", { service: LINE })}</Alert>}
        {!actionData && params.get("bound") === "line" && line && (
          <Alert tone="success">{t("social.bound", { service: LINE })}</Alert>
        )}
        {!actionData && <SocialFailure />}
        {actionData && !actionData.ok && !refused && <FormStatus result={actionData} />}
      </div>
      <section
        className="mt-5 flex flex-col gap-4 rounded-xl border border-line p-4 min-[734px]:flex-row min-[734px]:items-center"
        data-testid="social-line"
        data-linked={line ? "true" : "false"}
      >
        <div className="flex min-w-0 flex-1 items-center gap-3">
          <span
            aria-hidden
            className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-[#047a35] text-[11px] font-extrabold text-white"
          >
            LINE
          </span>
          <div className="min-w-0">
            <p className="font-medium">
              {LINE}{" "}
              <span className={line ? "text-success" : "text-muted"}>
                · {t(line ? "social.linked" : "social.notLinked")}
              </span>
            </p>
            {line && (
              <p className="text-sm break-words text-muted">
                {t("social.linkedAs", {
                  name: line.name || line.email || LINE,
                  date: formatTaipei(line.createdAt, locale, false),
                })}
              </p>
            )}
          </div>
        </div>
        {line && !onlyWay && (
          <Form method="post">
            <input type="hidden" name="intent" value="unbind" />
            <input type="hidden" name="service" value="line" />
            <Button type="submit" variant="secondary" busy={busy} data-testid="line-unbind" className="w-full">
              {t("social.unlink")}
            </Button>
          </Form>
        )}
        {!line && loaderData.available && (
          <LineStartForm mode="bind" redirect={pathname} label={t("social.link", { service: LINE })} />
        )}
        {!line && !loaderData.available && (
          <p className="text-sm text-muted">{t("social.unavailable", { service: LINE })}</p>
        )}
      </section>
      {(onlyWay || refused) && (
        <div className="mt-4 flex flex-col gap-2" data-testid="line-only-way">
          <Alert tone="info">{t("social.onlyWay", { service: LINE })}</Alert>
          <Link to="/forget-password" className="text-sm font-medium text-brand-600 hover:underline">
            {t("social.setPassword")}
          </Link>
        </div>
      )}
    </Card>
  );
}
