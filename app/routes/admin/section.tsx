import type { MenuSection } from "@functions/shared/access/adminMenu";
import { storeStanding } from "@functions/store/account/standing";
import { Hammer, ShieldCheck, Users } from "lucide-react";
import { useLocation, useOutletContext } from "react-router";
import { PageMeta } from "../../components/PageMeta";
import { Card, EmptyState } from "../../components/ui";
import { useLocale, useT } from "../../i18n";
import { menuLabel } from "../../i18n/adminMenu";
import { scopeOf } from "../../lib/context.server";
import { useRoot } from "../../lib/useRoot";
import type { Route } from "./+types/section";
import { useTrialText } from "./account/trialText";

export async function loader({ context }: Route.LoaderArgs) {
  return { standing: await storeStanding(scopeOf(context)) };
}

/**
 * Every back-office path renders inside the shell: a store overview with live figures, then the
 * section itself, which for sections that later issues build is an honest "coming" notice.
 */
export default function AdminSection({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { store, user } = useRoot();
  const trialText = useTrialText();
  const { standing } = loaderData;
  const { current } = useOutletContext<{ current: MenuSection | undefined }>();
  const { pathname } = useLocation();
  const entry = current?.entries.find((e) => decodeURI(pathname).startsWith(decodeURI(e.path)));
  const title = entry ? menuLabel(entry.key, locale) : current ? menuLabel(current.key, locale) : store.storeName;
  const facts = [
    { label: t("admin.storeType"), value: t(`storeType.${store.storeType}`), testId: "fact-type" },
    { label: t("admin.storeStatus"), value: t(`storeStatus.${store.storeStatus}`), testId: "fact-status" },
    { label: t("admin.trialType"), value: trialText(standing.trial), testId: "fact-trial" },
  ];
  return (
    <main className="mx-auto max-w-6xl px-3 py-6 min-[734px]:px-5">
      <PageMeta title={title} storeName={store.storeName} />
      <p className="text-sm text-muted">{t("admin.welcome", { name: user?.name ?? "" })}</p>
      <h1 className="mt-1 text-2xl font-bold" data-testid="admin-page-title">
        {title}
      </h1>
      <section
        aria-label={t("admin.overview")}
        className="mt-5 grid gap-3 min-[734px]:grid-cols-2 min-[1024px]:grid-cols-4"
      >
        <Card className="p-4 min-[1024px]:col-span-2">
          <dl className="grid grid-cols-3 gap-3 text-sm">
            {facts.map((f) => (
              <div key={f.label}>
                <dt className="text-muted">{f.label}</dt>
                <dd className="mt-1 font-semibold" data-testid={f.testId}>
                  {f.value}
                </dd>
              </div>
            ))}
          </dl>
        </Card>
        <Card className="flex items-center gap-3 p-4">
          <Users className="text-brand-600" size={24} aria-hidden />
          <div>
            <p className="text-sm text-muted">{t("admin.members")}</p>
            <p className="text-xl font-bold" data-testid="count-members">
              {standing.members.toLocaleString()}
            </p>
          </div>
        </Card>
        <Card className="flex items-center gap-3 p-4">
          <ShieldCheck className="text-brand-600" size={24} aria-hidden />
          <div>
            <p className="text-sm text-muted">{t("admin.admins")}</p>
            <p className="text-xl font-bold" data-testid="count-admins">
              {standing.admins.toLocaleString()}
            </p>
          </div>
        </Card>
      </section>
      <Card className="mt-3">
        <EmptyState
          icon={<Hammer size={36} aria-hidden />}
          title={t("admin.sectionSoonTitle")}
          body={t("admin.sectionSoonBody")}
        />
      </Card>
    </main>
  );
}
