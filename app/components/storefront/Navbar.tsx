import { LayoutDashboard, LogOut, Menu, UserRound, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { useT } from "../../i18n";
import { useRoot } from "../../lib/useRoot";
import { LanguageSwitch } from "../LanguageSwitch";
import { cx } from "../ui";

/** Storefront navbar: store name, account links, language switch; gains a shadow after 70 px. */
export function Navbar() {
  const t = useT();
  const { store, user } = useRoot();
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
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4">
        <Link to="/" className="flex min-w-0 items-center gap-2.5" data-testid="store-name">
          <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-brand-600 font-bold text-white">
            {store.storeName.slice(0, 1)}
          </span>
          <span className="truncate text-lg font-bold">{store.storeName}</span>
        </Link>
        <nav aria-label={t("nav.menu")} className="ml-auto hidden items-center gap-1 min-[734px]:flex">
          <LanguageSwitch />
          {account}
        </nav>
        {/* <details> opens without JavaScript, so the menu works before hydration too. */}
        <details ref={menuRef} className="group ml-auto min-[734px]:hidden" data-testid="mobile-menu">
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
            className="absolute inset-x-0 top-16 flex flex-col gap-1 border-y border-line bg-white px-4 py-3 shadow-sm"
          >
            {account}
            <LanguageSwitch />
          </nav>
        </details>
      </div>
    </header>
  );
}
