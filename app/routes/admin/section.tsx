import { Hammer } from "lucide-react";
import { useLocation, useOutletContext } from "react-router";
import type { MenuSection } from "../../../functions/shared/adminMenu";
import { PageMeta } from "../../components/PageMeta";
import { Card, EmptyState } from "../../components/ui";
import { useLocale, useT } from "../../i18n";
import { menuLabel } from "../../i18n/adminMenu";
import { useRoot } from "../../lib/useRoot";

/** Admin pages not built yet render inside the real shell with an honest notice. */
export default function AdminSection() {
  const t = useT();
  const locale = useLocale();
  const { store, user } = useRoot();
  const { current } = useOutletContext<{ current: MenuSection | undefined }>();
  const { pathname } = useLocation();
  const entry = current?.entries.find((e) => decodeURI(pathname).startsWith(decodeURI(e.path)));
  const title = entry ? menuLabel(entry.key, locale) : current ? menuLabel(current.key, locale) : store.storeName;
  return (
    <main className="mx-auto max-w-6xl px-3 py-6 min-[734px]:px-5">
      <PageMeta title={title} storeName={store.storeName} />
      <p className="text-sm text-muted">{t("admin.welcome", { name: user?.name ?? "" })}</p>
      <h1 className="mt-1 text-2xl font-bold" data-testid="admin-page-title">
        {title}
      </h1>
      <Card className="mt-5">
        <EmptyState
          icon={<Hammer size={36} aria-hidden />}
          title={t("admin.sectionSoonTitle")}
          body={t("admin.sectionSoonBody")}
        />
      </Card>
    </main>
  );
}
