import type { TrialStanding } from "@functions/shared/store/trialStanding";
import type { AdminFailure } from "~/components/admin/adminApi";
import { fieldErrors, useFailureText } from "~/components/admin/failureText";
import { type Locale, useLocale, useT } from "~/i18n";
import { formatTaipei } from "~/lib/taipeiTime";

// What the Account pages share: the API's shapes, their failure text and Taipei time.

export const ACCOUNT_API = {
  store: "/api/admin/store",
  subscription: "/api/admin/store/subscription",
  checkout: "/api/admin/store/checkout",
  bills: "/api/admin/store/orders",
  domain: "/api/admin/store/defaultDomain",
  domainExists: "/api/admin/store/ifDefaultDomainExists",
  review: "/api/admin/store/user/review",
} as const;

export type Cycle = "MONTHLY" | "YEARLY";
export type PlanOption = { code: string; price: Record<Cycle, number> };
export type SavedCard = {
  id: number;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  isDefault: boolean;
};
/** What a bill charges for: the plan, its period and the amounts (next bill and past bills alike). */
type BillCharge = {
  planCode: string;
  paymentPlan: Cycle;
  periodStart: string;
  periodEnd: string;
  subtotal: number;
  tax: number;
  total: number;
};
export type NextBill = BillCharge & { number: string };
export type Review = {
  ownerName: string;
  phone: string;
  email: string;
  companyName: string;
  companyId: string;
  address: string;
  status: string;
  submittedAt: string;
};
export type DomainView = { defaultDomain: string | null; baseDomain: string; domainName: string | null };
export type StoreAccount = {
  storeType: string;
  storeStatus: string;
  plan: string | null;
  paymentPlan: Cycle;
  autoRenew: boolean;
  periodStart: string | null;
  periodEnd: string | null;
  nextPlan: string | null;
  nextPaymentPlan: Cycle | null;
  isOnTrial: boolean;
  trialEndsAt: string | null;
  isPermanentFree: boolean;
  trial: TrialStanding;
  nextRenewalDate: string | null;
  plans: PlanOption[];
  nextBill: NextBill | null;
  defaultDomain: DomainView;
  review: Review | null;
  ifMustReviewUserInfo: boolean;
  cards: SavedCard[];
};
export type Bill = BillCharge & {
  id: number;
  number: string;
  status: string;
  card: { brand: string; last4: string } | null;
  providerRef: string | null;
  buyer: { name?: string; companyId?: string; address?: string; email?: string } | null;
  paidAt: string | null;
};

/** A failed write as the page shows it: this area's wording of a code, else the shared one. */
export function useAccountFailure() {
  const t = useT();
  const locale = useLocale();
  const shared = useFailureText();
  return {
    text(f: AdminFailure): string {
      const own = `adminAccount.code.${f.code}`;
      const mine = f.status === 200 && f.code ? t(own) : own;
      return mine !== own ? mine : shared(f);
    },
    fields: (f: AdminFailure) => fieldErrors(locale, f.issues),
  };
}

/** An account time in Taipei, in the page's language (the one date format). */
export const taipeiTime = (iso: string | null, locale: Locale) => formatTaipei(iso, locale);
