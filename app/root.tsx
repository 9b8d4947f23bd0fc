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
  type ShouldRevalidateFunction,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { shopInitialData } from "../functions/network/catalogue/brand";
import { registrationOpen } from "../functions/network/registration/network";
import { publicUser } from "../functions/people/accounts/user";
import { blockedSectionOf, guardRoute } from "../functions/shared/access/routeGuard";
import { settingSystemOf } from "../functions/shared/storeSettings/pages";
import { previewRedirect, testModeActive } from "../functions/shared/storeSettings/preview";
import { previewGate } from "../functions/store/settings/previewGate";
import type { Route } from "./+types/root";
import { refusedCookie } from "./components/admin/refusedCookie";
import "./app.css";
import { AppOverlays } from "./components/AppOverlays";
import { StoreIcons } from "./components/brand/StoreIcons";
import { StatusScreen } from "./components/StatusScreen";
import { type Locale, translate } from "./i18n";
import { rcOf } from "./lib/context.server";
import { useNonce } from "./lib/nonce";
import { useAppBootstrap } from "./lib/useAppBootstrap";
import { ZodJitless } from "./lib/zodConfig";

export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = rcOf(context);
  if (!rc.scope) throw data({ kind: "invalid-domain", locale: rc.locale }, { status: 404 });
  const store = await shopInitialData(rc.scope, rc.locale);
  const user = rc.session.kind === "active" ? publicUser(rc.session.user) : null;
  const url = new URL(request.url);
  // Test-mode preview (spec §4): entering or leaving a preview sets its cookie with one redirect.
  const gate = previewGate(request, store.testModeTime, rc.secure);
  if (gate.redirect) throw redirect(gate.redirect.location, { headers: { "set-cookie": gate.redirect.cookie } });
  const guardStore = {
    status: store.storeStatus,
    type: store.storeType,
    trialType: store.storeTrialType,
    allowBranch: await registrationOpen(rc.scope),
    testModeActive: gate.preview !== null,
  };
  const guardUser = user && {
    isAdmin: user.isAdmin,
    isRoot: user.isRoot,
    blockedPrivileges: user.adminBlockedPrivileges,
  };
  const target = guardRoute(url.pathname, guardStore, guardUser);
  if (target && target !== url.pathname + url.search) {
    // A blocked section: the page the admin lands on says which one (RefusedNotice reads it once).
    const refused = blockedSectionOf(url.pathname, guardStore, guardUser);
    throw redirect(target, refused === null ? undefined : { headers: { "set-cookie": refusedCookie(refused) } });
  }
  const keepPreview = previewRedirect(url, gate.preview);
  if (keepPreview) throw redirect(keepPreview);
  const path = url.pathname.replace(/\/+$/, "") || "";
  return {
    locale: rc.locale,
    store,
    user,
    canonical: `${rc.origin}${path || "/"}`.replace(/(?<!:\/)\/$/, ""),
    origin: rc.origin,
    // A preview visitor sees the storefront behind the maintenance screen: what test mode is for.
    isMaintenance: settingSystemOf(store.settingSystem).isMaintenance && !gate.preview,
    preview: gate.preview,
    testModeActive: testModeActive(store.testModeTime),
  };
}

// In a preview the guard and the param rule must see client-side navigations too (spec §4): the
// root loader is cheap (no queries), so it re-runs on a path change while the address is a preview.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  defaultShouldRevalidate || (currentUrl.searchParams.has("testModeTime") && currentUrl.pathname !== nextUrl.pathname);

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
        <ZodJitless nonce={nonce} />
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
  const root = useRouteLoaderData<RootData>("root");
  useAppBootstrap(root?.user?.isAdmin ? root.user.id : null);
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
