import { Globe, ServerCrash } from "lucide-react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { publicUser } from "../functions/accounts/user";
import { guardRoute } from "../functions/shared/routeGuard";
import { storeInitialData } from "../functions/stores/initial";
import type { Route } from "./+types/root";
import "./app.css";
import { AppOverlays } from "./components/AppOverlays";
import { StoreIcons } from "./components/brand/StoreIcons";
import { StatusScreen } from "./components/StatusScreen";
import { type Locale, translate } from "./i18n";
import { rcOf } from "./lib/context.server";
import { useNonce } from "./lib/nonce";
import { useAppBootstrap } from "./lib/useAppBootstrap";

export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = rcOf(context);
  if (!rc.scope) throw data({ kind: "invalid-domain", locale: rc.locale }, { status: 404 });
  const store = storeInitialData(rc.scope.store);
  const user = rc.session.kind === "active" ? publicUser(rc.session.user) : null;
  const url = new URL(request.url);
  const target = guardRoute(
    url.pathname,
    {
      status: store.storeStatus,
      type: store.storeType,
      trialType: store.storeTrialType,
      allowBranch: Boolean(store.policy.allowBranch),
      testModeActive: Boolean(store.testModeTime && Date.parse(store.testModeTime) > Date.now()),
    },
    user && { isAdmin: user.isAdmin, isRoot: user.isRoot, blockedPrivileges: user.adminBlockedPrivileges },
  );
  if (target && target !== url.pathname + url.search) throw redirect(target);
  const path = url.pathname.replace(/\/+$/, "") || "";
  return {
    locale: rc.locale,
    store,
    user,
    canonical: `${rc.origin}${path || "/"}`.replace(/(?<!:\/)\/$/, ""),
    origin: rc.origin,
    isMaintenance: Boolean((store.settingSystem as { isMaintenance?: boolean }).isMaintenance),
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<RootData>("root");
  const error = useRouteError();
  const errorLocale = isRouteErrorResponse(error) ? (error.data as { locale?: Locale } | null)?.locale : undefined;
  const locale: Locale = root?.locale ?? errorLocale ?? "zh-TW";
  const nonce = useNonce();
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#17705f" />
        {root && <link rel="canonical" href={root.canonical} />}
        <Meta />
        <Links />
        <StoreIcons settingStore={root?.store.settingStore} />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useAppBootstrap();
  return (
    <>
      <Outlet />
      <AppOverlays />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const locale: Locale = (isRouteErrorResponse(error) && (error.data as { locale?: Locale } | null)?.locale) || "zh-TW";
  const t = (k: string) => translate(locale, k);
  if (isRouteErrorResponse(error) && (error.data as { kind?: string } | null)?.kind === "invalid-domain") {
    return (
      <>
        <title>{t("error.invalidDomainTitle")}</title>
        <StatusScreen
          icon={<Globe size={30} />}
          code="404"
          title={t("error.invalidDomainTitle")}
          body={t("error.invalidDomainBody")}
        />
      </>
    );
  }
  return (
    <>
      <title>{t("error.serverTitle")}</title>
      <StatusScreen
        icon={<ServerCrash size={30} />}
        code="500"
        title={t("error.serverTitle")}
        body={t("error.serverBody")}
      >
        <a href="/" className="text-brand-600 underline">
          {t("common.goHome")}
        </a>
      </StatusScreen>
    </>
  );
}
