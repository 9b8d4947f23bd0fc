import type { MenuSection } from "@functions/shared/access/adminMenu";
import { AlertTriangle, ChevronRight, RefreshCw } from "lucide-react";
import type { ReactNode } from "react";
import { isRouteErrorResponse, Link, useLocation, useOutletContext, useRevalidator, useRouteError } from "react-router";
import { useLocale, useT } from "../../i18n";
import { menuLabel } from "../../i18n/adminMenu";
import { useRoot } from "../../lib/useRoot";
import { PageMeta } from "../PageMeta";
import { Button, Card, cx, EmptyState } from "../ui";
import { AdminCallError } from "./adminApi";
import { FlashHost } from "./flash";

export type Crumb = { label: string; to?: string };

/**
 * The frame of every back-office page: breadcrumbs, the title with its actions (primary buttons
 * on the right, wrapping under the title at 375 px), an optional toolbar (filters, tabs), the body,
 * and the toast host. Sets the document title.
 */
export function AdminPage({
  title,
  breadcrumbs,
  actions,
  toolbar,
  description,
  children,
  narrow,
  testId,
}: {
  title: string;
  breadcrumbs?: Crumb[];
  actions?: ReactNode;
  toolbar?: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Forms read better at a narrower measure. */
  narrow?: boolean;
  testId?: string;
}) {
  const { store } = useRoot();
  return (
    <main
      className={cx(
        "mx-auto w-full px-3 pt-4 pb-24 min-[734px]:px-5 min-[734px]:pt-6",
        narrow ? "max-w-4xl" : "max-w-6xl",
      )}
      data-testid={testId}
    >
      <PageMeta title={title} storeName={store.storeName} />
      {breadcrumbs && breadcrumbs.length > 0 && <Breadcrumbs items={breadcrumbs} />}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-xl font-bold min-[734px]:text-2xl" data-testid="admin-page-title">
            {title}
          </h1>
          {description && <div className="mt-1 text-sm text-muted">{description}</div>}
        </div>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
      {toolbar && <div className="mt-4 flex flex-col gap-3">{toolbar}</div>}
      <div className="mt-4 flex flex-col gap-4">{children}</div>
      <FlashHost />
    </main>
  );
}

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const t = useT();
  return (
    <nav aria-label={t("adminUi.breadcrumb")} className="mb-2 overflow-x-auto">
      <ol className="flex items-center gap-1 text-sm whitespace-nowrap text-muted">
        {items.map((c, i) => (
          <li key={`${c.to ?? ""}|${c.label}`} className="flex items-center gap-1">
            {i > 0 && <ChevronRight size={14} aria-hidden />}
            {c.to && i < items.length - 1 ? (
              <Link to={c.to} className="rounded hover:text-ink hover:underline">
                {c.label}
              </Link>
            ) : (
              <span aria-current={i === items.length - 1 ? "page" : undefined}>{c.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** A titled block of a form or a detail page. */
export function Section({
  title,
  description,
  actions,
  children,
  className,
  id,
}: {
  title?: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  id?: string;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <Card className={cx("p-4 min-[734px]:p-6", className)}>
      <section aria-labelledby={headingId} id={id}>
        {(title || actions) && (
          <div className="mb-4 flex flex-wrap items-start justify-between gap-2">
            <div>
              {title && (
                <h2 id={headingId} className="text-base font-semibold min-[734px]:text-lg">
                  {title}
                </h2>
              )}
              {description && <div className="mt-0.5 text-sm text-muted">{description}</div>}
            </div>
            {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
          </div>
        )}
        {children}
      </section>
    </Card>
  );
}

/** Save/cancel bar of an edit page: pinned to the bottom of the screen so it is always reachable. */
export function StickyActions({ children }: { children: ReactNode }) {
  return (
    <div
      data-sticky-actions
      className="sticky bottom-0 z-20 -mx-3 border-t border-line bg-white/95 px-3 py-3 backdrop-blur min-[734px]:mx-0 min-[734px]:rounded-[var(--radius-card)] min-[734px]:border min-[734px]:px-5"
    >
      <div className="flex flex-wrap items-center justify-end gap-2 [&>*]:flex-1 min-[734px]:[&>*]:flex-none">
        {children}
      </div>
    </div>
  );
}

const PLACEHOLDERS = ["a", "b", "c", "d", "e", "f"];

/**
 * The document title while a page's data loads: the menu entry of the path (else its section), so
 * the server's answer already has a title (WCAG 2.4.2) before the page's own replaces it.
 */
function LoadingTitle() {
  const locale = useLocale();
  const { store } = useRoot();
  const { pathname } = useLocation();
  const { current } = useOutletContext<{ current?: MenuSection } | undefined>() ?? {};
  const path = decodeURI(pathname);
  const entry = current?.entries.find((e) => decodeURI(e.path) === path);
  const key = entry?.key ?? current?.key;
  return <PageMeta title={key ? menuLabel(key, locale, store.labels) : undefined} storeName={store.storeName} />;
}

/** HydrateFallback of admin routes: the page's shape while the first client load runs. */
export function AdminSkeleton({ kind = "table", testId }: { kind?: "table" | "form"; testId?: string }) {
  const t = useT();
  const bar = "animate-pulse rounded-lg bg-black/[0.06]";
  return (
    <main
      className="mx-auto w-full max-w-6xl px-3 pt-4 min-[734px]:px-5 min-[734px]:pt-6"
      aria-busy="true"
      data-testid={testId}
    >
      <LoadingTitle />
      <p className="sr-only" role="status">
        {t("common.loading")}
      </p>
      <div className={cx(bar, "h-4 w-40")} />
      <div className={cx(bar, "mt-3 h-8 w-64")} />
      {kind === "table" ? (
        <Card className="mt-5 divide-y divide-line">
          {PLACEHOLDERS.map((k) => (
            <div key={k} className="flex items-center gap-3 p-4">
              <div className={cx(bar, "h-12 w-12 shrink-0")} />
              <div className="flex-1">
                <div className={cx(bar, "h-4 w-2/3")} />
                <div className={cx(bar, "mt-2 h-3 w-1/3")} />
              </div>
            </div>
          ))}
        </Card>
      ) : (
        <Card className="mt-5 grid gap-4 p-6 min-[734px]:grid-cols-2">
          {PLACEHOLDERS.map((k) => (
            <div key={k}>
              <div className={cx(bar, "h-3 w-24")} />
              <div className={cx(bar, "mt-2 h-11 w-full")} />
            </div>
          ))}
        </Card>
      )}
    </main>
  );
}

/**
 * Ready-made HydrateFallbacks. Export them from a route as a re-export:
 *   export { TableSkeleton as HydrateFallback } from "…/components/admin/AdminPage";
 * A HydrateFallback declared in the route file itself (`export function HydrateFallback`) is
 * split into its own chunk by React Router 8.4's route-module splitting but left out of the
 * manifest; the client then hydrates with the root's fallback instead, the markup differs from the
 * server's, and React mounts a second copy of the admin shell under <body>.
 */
export function TableSkeleton() {
  return <AdminSkeleton kind="table" />;
}
export function FormSkeleton() {
  return <AdminSkeleton kind="form" />;
}

/** ErrorBoundary of admin routes: what failed, and a retry that reruns the loaders. */
export function AdminRouteError() {
  const t = useT();
  const error = useRouteError();
  const { revalidate, state } = useRevalidator();
  let detail = t("adminUi.loadFailedBody");
  if (error instanceof AdminCallError) {
    const key = error.code ? `code.${error.code}` : error.status ? `http.${error.status}` : "";
    const text = key ? t(key) : "";
    if (text && text !== key) detail = text;
  } else if (isRouteErrorResponse(error) && error.status === 404) {
    detail = t("adminUi.notFound");
  }
  const notFound = error instanceof AdminCallError && error.code === 400004;
  return (
    <main className="mx-auto w-full max-w-6xl px-3 pt-6 min-[734px]:px-5" data-testid="admin-load-error">
      <Card>
        <EmptyState
          icon={<AlertTriangle size={36} aria-hidden />}
          title={notFound ? t("adminUi.notFound") : t("adminUi.loadFailed")}
          body={notFound ? undefined : detail}
          action={
            <Button variant="secondary" onClick={() => revalidate()} busy={state === "loading"}>
              <RefreshCw size={16} aria-hidden /> {t("common.retry")}
            </Button>
          }
        />
      </Card>
    </main>
  );
}
