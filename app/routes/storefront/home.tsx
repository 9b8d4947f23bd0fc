import { LayoutDashboard, PackageOpen } from "lucide-react";
import { PageMeta } from "../../components/PageMeta";
import { Card, EmptyState, LinkButton } from "../../components/ui";
import { useT } from "../../i18n";
import { useRoot } from "../../lib/useRoot";

export default function Home() {
  const t = useT();
  const { store, user } = useRoot();
  return (
    <main>
      <PageMeta
        storeName={store.metaTitle || store.storeName}
        description={store.metaDescription || t("home.tagline")}
      />
      <section className="bg-gradient-to-br from-brand-700 to-brand-500 text-white">
        <div className="mx-auto max-w-6xl px-4 py-16 min-[734px]:py-24">
          <p className="text-sm font-medium tracking-wider text-white/80">{t("home.welcome")}</p>
          <h1 className="mt-2 text-3xl font-bold min-[734px]:text-5xl" data-testid="home-title">
            {store.storeName}
          </h1>
          <p className="mt-4 max-w-xl text-lg text-white/90">{store.metaDescription || t("home.tagline")}</p>
          {user?.isAdmin && (
            <LinkButton to="/admin" variant="secondary" className="mt-8" data-testid="home-admin-button">
              <LayoutDashboard size={18} aria-hidden /> {t("home.adminButton")}
            </LinkButton>
          )}
        </div>
      </section>
      <div className="mx-auto max-w-6xl px-4 py-10">
        <Card>
          <EmptyState
            icon={<PackageOpen size={40} aria-hidden />}
            title={t("home.emptyTitle")}
            body={t("home.emptyBody")}
          />
        </Card>
      </div>
    </main>
  );
}
