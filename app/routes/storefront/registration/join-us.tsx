import "~/i18n/areas/network/registration";
import { networkOf } from "@functions/network/registration/network";
import { BadgeCheck, ClipboardList, PackageCheck, Store } from "lucide-react";
import { Link } from "react-router";
import { ShopErrorBoundary } from "~/components/shop/ShopError";
import { LinkButton } from "~/components/ui";
import { useT } from "~/i18n";
import { scopeOf } from "~/lib/context.server";
import type { Route } from "./+types/join-us";
import { RegPage } from "./parts";
import { notAllowedPage } from "./registration.server";

// /join-us (spec JoinUs): the landing of branch registration. The route guard sends visitors of a
// store without allowBranch to /not-allow before this renders.

const STEPS = [
  { icon: ClipboardList, title: "reg.join.step1", body: "reg.join.step1Body" },
  { icon: PackageCheck, title: "reg.join.step2", body: "reg.join.step2Body" },
  { icon: Store, title: "reg.join.step3", body: "reg.join.step3Body" },
] as const;

/** The network the visitor joins (the head store's name) and, on a branch host, its introducer. */
export async function loader({ context }: Route.LoaderArgs) {
  const net = await notAllowedPage(networkOf(scopeOf(context)));
  return {
    network: net.head.name,
    introducer: net.branchStoreId === null ? null : scopeOf(context).store.name,
  };
}

export default function JoinUs({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { network, introducer } = loaderData;
  return (
    <RegPage title={t("reg.join.title")} testId="join-us" wide>
      <section className="overflow-hidden rounded-[var(--radius-card)] bg-gradient-to-br from-brand-700 to-brand-500 px-6 py-10 text-white min-[734px]:px-12 min-[734px]:py-14">
        <p className="text-sm font-medium tracking-widest text-white/80 uppercase">{network}</p>
        <p className="mt-3 max-w-2xl text-lg leading-relaxed text-white/95" data-testid="join-lead">
          {introducer ? t("reg.join.leadVia", { network, introducer }) : t("reg.join.lead", { store: network })}
        </p>
        <div className="mt-8 flex flex-wrap items-center gap-4">
          <LinkButton to="/multilevel-info" variant="secondary" data-testid="join-start">
            {t("reg.join.start")}
          </LinkButton>
          <Link to="/find-branch-domain" className="text-sm text-white/90 underline underline-offset-4">
            {t("reg.join.find")}
          </Link>
        </div>
      </section>
      <section aria-labelledby="join-steps">
        <h2 id="join-steps" className="mb-4 text-lg font-bold">
          {t("reg.join.stepsTitle")}
        </h2>
        <ol className="grid gap-4 min-[734px]:grid-cols-3">
          {STEPS.map((s, i) => (
            <li key={s.title} className="rounded-[var(--radius-card)] border border-line bg-white p-5">
              <s.icon size={28} className="text-brand-600" aria-hidden />
              <h3 className="mt-3 font-bold">
                {i + 1}. {t(s.title)}
              </h3>
              <p className="mt-1 text-sm text-muted">{t(s.body)}</p>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="join-why" className="rounded-[var(--radius-card)] border border-line bg-white p-5">
        <h2 id="join-why" className="mb-3 text-lg font-bold">
          {t("reg.join.whyTitle")}
        </h2>
        <ul className="flex flex-col gap-2">
          {(["reg.join.why1", "reg.join.why2", "reg.join.why3"] as const).map((k) => (
            <li key={k} className="flex items-start gap-2 text-[15px]">
              <BadgeCheck size={18} className="mt-0.5 shrink-0 text-brand-600" aria-hidden /> {t(k)}
            </li>
          ))}
        </ul>
      </section>
    </RegPage>
  );
}

export const ErrorBoundary = ShopErrorBoundary;
