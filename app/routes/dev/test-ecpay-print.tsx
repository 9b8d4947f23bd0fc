import "../../i18n/areas/consignmentNotes";
import { checkTestPrint } from "@functions/commerce/ecpay/printForm";
import { isTestMode } from "@functions/commerce/payment/providers/secrets";
import { Printer } from "lucide-react";
import { data } from "react-router";
import { ShopErrorBoundary } from "../../components/shop/ShopError";
import { Button } from "../../components/ui";
import { useT } from "../../i18n";
import { rcOf } from "../../lib/context.server";
import { notFoundPage } from "../storefront/shop.server";
import type { Route } from "./+types/test-ecpay-print";
import { DevHeading } from "./parts";

// /dev/test-ecpay-print?api=… — stands in for ECPay's consignment-note print pages in test mode
// (404 otherwise). It receives the signed form the back office posts to ECPay
// (functions/commerce/ecpay/printForm.ts), checks it as ECPay does (MerchantID, CheckMacValue MD5)
// and renders one printable note per shipment. ECPay prints from its own shipment record, which
// this stand-in does not have: its notes carry the shipment's numbers only.

export async function loader({ context }: Route.LoaderArgs) {
  if (!isTestMode(rcOf(context).env)) notFoundPage("page");
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!isTestMode(rcOf(context).env)) notFoundPage("page");
  const api = new URL(request.url).searchParams.get("api") ?? "";
  const form = Object.fromEntries([...(await request.formData()).entries()].map(([k, v]) => [k, String(v)]));
  const result = await checkTestPrint(api, form);
  return result.ok ? result : data(result, { status: 400 });
}

const chainOf = (api: string) =>
  api.includes("UniMart")
    ? "7-ELEVEN"
    : api.includes("FAMI")
      ? "FamilyMart"
      : api.includes("HILIFE")
        ? "Hi-Life"
        : "B2C";

export default function TestEcpayPrint({ actionData: d }: Route.ComponentProps) {
  const t = useT();
  if (!d) return null;
  if (!d.ok)
    return (
      <main className="mx-auto max-w-lg px-4 py-12" data-testid="test-ecpay-print">
        <DevHeading
          title={t("notes.testTitle")}
          body={t("notes.testRefused", { message: d.message })}
          bodyClassName="mb-4"
        />
      </main>
    );
  return (
    <main className="mx-auto max-w-3xl px-4 py-8 print:p-0" data-testid="test-ecpay-print">
      <div className="print:hidden">
        <DevHeading title={t("notes.testTitle")} body={t("notes.testNote")} bodyClassName="mb-4" />
        <Button type="button" onClick={() => window.print()} className="mb-6">
          <Printer size={16} aria-hidden /> {t("notes.many", { n: d.shipments.length })}
        </Button>
      </div>
      <div className="grid gap-6">
        {d.shipments.map((s) => (
          <article
            key={s.logisticsId}
            className="border-2 border-ink bg-white p-4 print:break-after-page"
            data-testid="ecpay-note"
          >
            <header className="flex items-baseline justify-between border-b-2 border-ink pb-2">
              <strong className="text-lg">{chainOf(d.api)}</strong>
              <span className="text-sm">
                {t("notes.merchant")} {d.merchantId}
              </span>
            </header>
            <dl className="mt-3 grid gap-1 text-base">
              <div>
                <dt className="inline text-muted">{t("notes.shipment")} </dt>
                <dd className="inline font-bold tabular-nums">{s.logisticsId}</dd>
              </div>
              {s.paymentNo && (
                <div>
                  <dt className="inline text-muted">{t("notes.paymentNo")} </dt>
                  <dd className="inline font-bold tabular-nums">{s.paymentNo}</dd>
                </div>
              )}
            </dl>
            {/* A code-39 style bar for the counter's scanner: ECPay's real note has one. */}
            <p className="mt-4 font-mono text-3xl tracking-[0.3em]" aria-hidden>
              *{s.paymentNo || s.logisticsId}*
            </p>
          </article>
        ))}
      </div>
    </main>
  );
}

export const ErrorBoundary = ShopErrorBoundary;
