import { ReceiptText } from "lucide-react";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { AdminPage, AdminRouteError, AdminSkeleton } from "~/components/admin/AdminPage";
import { adminLoad } from "~/components/admin/adminApi";
import { LinkButton } from "~/components/ui";
import { useT } from "~/i18n";
import { ACCOUNT_API, type Bill, type StoreAccount } from "./accountUi";
import { DomainSection } from "./DomainSection";
import { PaySection } from "./PaySection";
import { PlanSection } from "./PlanSection";
import { ReviewSection } from "./ReviewSection";

// /admin/account-store — the store's plan and subscription, paying the next bill, the default web
// address and the review data (spec back-office §7 "Subscriptions and store account").

export async function clientLoader() {
  return { account: await adminLoad<StoreAccount>(ACCOUNT_API.store) };
}

const PAGE_ID = "account-store";
export function HydrateFallback() {
  return <AdminSkeleton kind="form" testId={`${PAGE_ID}-loading`} />;
}
export const ErrorBoundary = AdminRouteError;

export default function AccountStore({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const { revalidate } = useRevalidator();
  const { account } = loaderData;
  const reload = () => void revalidate();
  const [paid, setPaid] = useState<Bill | null>(null);
  return (
    <AdminPage
      title={t("adminAccount.title")}
      description={t("adminAccount.description")}
      breadcrumbs={[{ label: t("adminAccount.section") }, { label: t("adminAccount.title") }]}
      actions={
        <LinkButton to="/admin/account-bill-list" variant="secondary" data-testid="account-bills-link">
          <ReceiptText size={18} aria-hidden />
          {t("adminAccount.billsLink")}
        </LinkButton>
      }
      testId={PAGE_ID}
      narrow
    >
      <PlanSection account={account} onSaved={reload} />
      <PaySection
        key={account.nextBill?.number ?? "none"}
        account={account}
        paid={paid}
        onPaid={(bill) => {
          setPaid(bill);
          reload();
        }}
      />
      <DomainSection domain={account.defaultDomain} />
      <ReviewSection review={account.review} mustReview={account.ifMustReviewUserInfo} onSaved={reload} />
    </AdminPage>
  );
}
