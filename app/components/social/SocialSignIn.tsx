import "../../i18n/social";
import { useSearchParams } from "react-router";
import { useT } from "../../i18n";
import { Alert, cx } from "../ui";

// The LINE button of /login, /register and /line/register, and the failure notice a callback leaves
// in ?socialError= (spec §8 "social login failed with service and code"). A plain form post: the
// start action answers with a redirect to LINE, which works with or without JavaScript. The green is
// a darker shade of LINE's #06C755: white text on the brand green is 2.3:1, on this one 5.5:1 (WCAG AA).

export const LINE = "LINE";

export function LineStartForm({
  mode,
  redirect,
  label,
  className,
}: {
  mode: "login" | "bind";
  redirect: string;
  label: string;
  className?: string;
}) {
  return (
    <form method="post" action="/auth/line/start" className={className}>
      <input type="hidden" name="mode" value={mode} />
      <input type="hidden" name="redirect" value={redirect} />
      <button
        type="submit"
        data-testid={`line-${mode}`}
        className={cx(
          "inline-flex h-11 w-full items-center justify-center gap-2 rounded-lg bg-[#047a35] px-4 text-[15px] font-medium text-white",
          "hover:bg-[#03692d] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[#047a35]",
        )}
      >
        <LineMark />
        {label}
      </button>
    </form>
  );
}

function LineMark() {
  return (
    <span
      aria-hidden
      className="inline-flex h-6 items-center rounded-md bg-white px-1.5 text-[11px] font-extrabold tracking-tight text-[#047a35]"
    >
      LINE
    </span>
  );
}

/** The failure a callback reported, as the spec's "social login failed with service and code". */
export function SocialFailure() {
  const t = useT();
  const [params] = useSearchParams();
  const code = params.get("socialError");
  if (!code) return null;
  const reason = params.get("reason");
  const key = `code.${code}`;
  const known = t(key) !== key;
  const text =
    code === "400320" || !known
      ? t("social.loginFailed", { service: LINE, code: reason && /^[\w-]{1,40}$/.test(reason) ? reason : code })
      : t(key);
  return <Alert tone="error">{text}</Alert>;
}

/** "or" + the LINE button, under the e-mail form of /login and above the one of /register. */
export function SocialSignIn({ register = false }: { register?: boolean }) {
  const t = useT();
  const [params] = useSearchParams();
  // Spec §4: started from checkout (/login?type=checkout), the flow returns to /checkout.
  const redirect = params.get("redirect") ?? (params.get("type") === "checkout" ? "/checkout" : "/");
  return (
    <div className="mt-6 flex flex-col gap-4" data-testid="social-sign-in">
      <div className="flex items-center gap-3 text-sm text-muted">
        <span className="h-px flex-1 bg-line" />
        {t("social.or")}
        <span className="h-px flex-1 bg-line" />
      </div>
      <SocialFailure />
      <LineStartForm
        mode="login"
        redirect={redirect}
        label={t(register ? "social.registerWith" : "social.loginWith", { service: LINE })}
      />
    </div>
  );
}
