import { storeImage } from "@functions/shared/storeSettings/brand";
import { ChevronDown, LayoutDashboard, LogOut, Menu, Search, UserRound, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, Link, NavLink, useLocation, useNavigate, useNavigation } from "react-router";
import { useT } from "../../i18n";
import { useRoot } from "../../lib/useRoot";
import { StoreMark } from "../brand/StoreMark";
import { LanguageSwitch } from "../LanguageSwitch";
import { cx } from "../ui";
import { CartLink } from "./cart/CartLink";
import { HOME_LOADING_MAX_MS } from "./constants";
import { searchHref } from "./links";
import { type NavItem, navItems, useShopNav } from "./nav";

/** A thin bar while a navigation loads (the home page's loading overlay, at most 5 s). */
function NavigationProgress() {
  const nav = useNavigation();
  const busy = nav.state !== "idle";
  const [show, setShow] = useState(false);
  useEffect(() => {
    if (!busy) {
      setShow(false);
      return;
    }
    const on = setTimeout(() => setShow(true), 150);
    const off = setTimeout(() => setShow(false), HOME_LOADING_MAX_MS);
    return () => {
      clearTimeout(on);
      clearTimeout(off);
    };
  }, [busy]);
  return (
    <div
      aria-hidden
      data-testid="nav-progress"
      data-state={nav.state}
      className={cx(
        "pointer-events-none absolute inset-x-0 top-0 h-0.5 origin-left bg-brand-500 transition-transform duration-[1200ms] ease-out",
        show ? "scale-x-90 opacity-100" : "scale-x-0 opacity-0",
      )}
    />
  );
}

function searchKeywordOf(pathname: string): string {
  const m = /^\/search\/[^/]+\/([^/]+)/.exec(pathname);
  if (!m?.[1]) return "";
  try {
    return decodeURIComponent(m[1]);
  } catch {
    return "";
  }
}

/** Product search (GET /search?keyword= without JavaScript; straight to /search/product/… with it). */
function SearchForm({ id, className }: { id: string; className?: string }) {
  const t = useT();
  const navigate = useNavigate();
  const loc = useLocation();
  const current = searchKeywordOf(loc.pathname);
  return (
    <Form
      method="get"
      action="/search"
      role="search"
      className={cx("relative", className)}
      onSubmit={(e) => {
        const kw = String(new FormData(e.currentTarget).get("keyword") ?? "").trim();
        e.preventDefault();
        if (kw) navigate(searchHref(kw));
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t("shop.search.label")}
      </label>
      <input
        id={id}
        key={current}
        name="keyword"
        type="search"
        defaultValue={current}
        placeholder={t("shop.search.placeholder")}
        enterKeyHint="search"
        maxLength={100}
        className="h-10 w-full rounded-full border border-line bg-surface pr-10 pl-4 text-[15px] outline-none transition-colors placeholder:text-muted focus:border-brand-500 focus:bg-white focus:ring-2 focus:ring-brand-100"
        data-testid={`${id}-input`}
      />
      <button
        type="submit"
        aria-label={t("shop.search.submit")}
        className="absolute top-0 right-0 flex h-10 w-10 items-center justify-center rounded-full text-muted hover:text-ink"
      >
        <Search size={18} aria-hidden />
      </button>
    </Form>
  );
}

/** Desktop menu row: links, with a dropdown (two more levels) under items that have children. */
function DesktopMenu({ items }: { items: NavItem[] }) {
  const t = useT();
  const loc = useLocation();
  if (!items.length) return null;
  const here = decodeURIComponent(loc.pathname);
  const isActive = (href: string) => here === decodeURIComponent(href.split("?")[0] ?? "");
  return (
    <nav
      aria-label={t("shop.nav.shop")}
      className="hidden border-t border-line/70 min-[734px]:block"
      data-testid="shop-menu"
    >
      <ul className="mx-auto flex h-12 max-w-6xl items-center gap-1 px-4">
        {items.map((item) => (
          <li key={`${item.href}-${item.label}`} className="group/menu relative">
            <Link
              to={item.href}
              aria-current={isActive(item.href) ? "page" : undefined}
              className={cx(
                "inline-flex h-9 items-center gap-1 rounded-lg px-3 text-[15px] whitespace-nowrap hover:bg-black/5",
                isActive(item.href) ? "font-semibold text-brand-700" : "text-ink",
              )}
            >
              {item.label}
              {item.children.length > 0 && <ChevronDown size={14} aria-hidden className="text-muted" />}
            </Link>
            {item.children.length > 0 && (
              <div className="invisible absolute top-full left-0 z-40 pt-1 opacity-0 transition group-focus-within/menu:visible group-focus-within/menu:opacity-100 group-hover/menu:visible group-hover/menu:opacity-100">
                <ul className="grid min-w-56 gap-x-6 gap-y-1 rounded-xl border border-line bg-white p-3 shadow-lg [grid-template-columns:repeat(auto-fill,minmax(11rem,1fr))] max-w-[40rem]">
                  {item.children.map((c) => (
                    <li key={`${c.href}-${c.label}`}>
                      <Link
                        to={c.href}
                        className="block rounded-md px-2 py-1.5 text-[15px] font-medium text-ink hover:bg-brand-50 hover:text-brand-700"
                      >
                        {c.label}
                      </Link>
                      {c.children.length > 0 && (
                        <ul className="mb-1 ml-2 border-l border-line pl-2">
                          {c.children.map((g) => (
                            <li key={`${g.href}-${g.label}`}>
                              <Link
                                to={g.href}
                                className="block rounded-md px-2 py-1 text-sm text-muted hover:bg-brand-50 hover:text-brand-700"
                              >
                                {g.label}
                              </Link>
                            </li>
                          ))}
                        </ul>
                      )}
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function MobileMenuItems({ items }: { items: NavItem[] }) {
  if (!items.length) return null;
  const link = "flex min-h-11 items-center rounded-lg px-3 text-[15px] text-ink hover:bg-black/5";
  return (
    <ul className="flex flex-col border-b border-line pb-2">
      {items.map((item) =>
        item.children.length ? (
          <li key={`${item.href}-${item.label}`}>
            <details className="group/sub">
              <summary
                className={cx(link, "cursor-pointer list-none justify-between [&::-webkit-details-marker]:hidden")}
              >
                {item.label}
                <ChevronDown size={16} aria-hidden className="text-muted transition group-open/sub:rotate-180" />
              </summary>
              <ul className="ml-3 border-l border-line pl-2">
                <li>
                  <Link to={item.href} className={cx(link, "text-sm font-medium")}>
                    {item.label}
                  </Link>
                </li>
                {item.children.map((c) => (
                  <li key={`${c.href}-${c.label}`}>
                    <Link to={c.href} className={cx(link, "text-sm")}>
                      {c.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ) : (
          <li key={`${item.href}-${item.label}`}>
            <Link to={item.href} className={link}>
              {item.label}
            </Link>
          </li>
        ),
      )}
    </ul>
  );
}

/**
 * Storefront navbar: store name, product search, the shop menu (the store's menu, or its
 * categories), account links and the language switch; gains a shadow after 70 px of scroll.
 */
export function Navbar() {
  const t = useT();
  const { store, user } = useRoot();
  const nav = useShopNav();
  const items = nav ? navItems(nav, t) : [];
  const menuRef = useRef<HTMLDetailsElement>(null);
  const [scrolled, setScrolled] = useState(false);
  const loc = useLocation();
  // Close the mobile menu after every navigation (also same-path ones, like logout → /).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is the trigger, not an input
  useEffect(() => {
    if (menuRef.current) menuRef.current.open = false;
  }, [loc.key]);
  useEffect(() => {
    const on = () => setScrolled(window.scrollY >= 70);
    on();
    window.addEventListener("scroll", on, { passive: true });
    return () => window.removeEventListener("scroll", on);
  }, []);
  const account = user ? (
    <>
      {user.isAdmin && (
        <Link to="/admin" className="nav-link">
          <LayoutDashboard size={18} aria-hidden /> {t("nav.admin")}
        </Link>
      )}
      <NavLink to="/profile/info/setting" className="nav-link" data-testid="nav-profile">
        <UserRound size={18} aria-hidden /> {user.name}
      </NavLink>
      <Form method="post" action="/logout">
        <button type="submit" className="nav-link w-full" data-testid="nav-logout">
          <LogOut size={18} aria-hidden /> {t("nav.logout")}
        </button>
      </Form>
    </>
  ) : (
    <>
      <NavLink to="/login" className="nav-link" data-testid="nav-login">
        <UserRound size={18} aria-hidden /> {t("nav.login")}
      </NavLink>
      <NavLink to="/register" className="nav-link">
        {t("nav.register")}
      </NavLink>
    </>
  );
  return (
    <header
      className={cx(
        "sticky top-0 z-30 border-b border-line bg-white/95 backdrop-blur transition-shadow",
        scrolled && "shadow-sm",
      )}
    >
      <NavigationProgress />
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4">
        <Link to="/" className="flex min-w-0 items-center gap-2.5" data-testid="store-name">
          <StoreMark storeName={store.storeName} settingStore={store.settingStore} />
          {!storeImage(store.settingStore, "logo") && (
            <span className="truncate text-lg font-bold">{store.storeName}</span>
          )}
        </Link>
        <SearchForm id="nav-search" className="mx-auto hidden w-full max-w-sm min-[970px]:block" />
        <nav
          aria-label={t("nav.menu")}
          className="ml-auto hidden shrink-0 items-center gap-1 min-[734px]:flex min-[970px]:ml-0"
        >
          <LanguageSwitch />
          {account}
        </nav>
        {/* <details> opens without JavaScript, so the menu works before hydration too. */}
        <CartLink userId={user?.id ?? null} className="ml-auto shrink-0 min-[734px]:order-last min-[734px]:ml-0" />
        <details ref={menuRef} className="group min-[734px]:hidden" data-testid="mobile-menu">
          <summary
            aria-label={t("nav.menu")}
            className="flex h-10 w-10 cursor-pointer list-none items-center justify-center rounded-lg hover:bg-black/5 [&::-webkit-details-marker]:hidden"
          >
            <Menu size={22} className="group-open:hidden" aria-hidden />
            <X size={22} className="hidden group-open:block" aria-hidden />
          </summary>
          <nav
            id="mobile-nav"
            aria-label={t("nav.menu")}
            className="absolute inset-x-0 top-16 flex max-h-[calc(100dvh-4rem)] flex-col gap-1 overflow-y-auto border-y border-line bg-white px-4 py-3 shadow-sm"
          >
            <SearchForm id="mobile-search" className="mb-2" />
            <MobileMenuItems items={items} />
            {account}
            <LanguageSwitch />
          </nav>
        </details>
      </div>
      <div className="min-[734px]:block min-[970px]:hidden hidden px-4 pb-3">
        <SearchForm id="tablet-search" />
      </div>
      <DesktopMenu items={items} />
    </header>
  );
}
