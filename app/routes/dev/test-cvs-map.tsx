import "../../i18n/commerce";
import { chainOfSubType } from "@functions/commerce/ecpay/config";
import { isTestMode } from "@functions/commerce/payment/providers/secrets";
import type { CvsChain } from "@functions/shared/commerce/commerce";
import { ShopErrorBoundary } from "../../components/shop/ShopError";
import { Button } from "../../components/ui";
import { useT } from "../../i18n";
import { rcOf } from "../../lib/context.server";
import { notFoundPage } from "../storefront/shop.server";
import type { Route } from "./+types/test-cvs-map";
import { DevHeading } from "./parts";

// /dev/test-cvs-map: stands in for ECPay's map in test mode (404 otherwise). It receives the same
// form the shop posts to ECPay and answers like ECPay: a POST of the chosen store to ServerReplyURL
// with CVSStoreID, CVSStoreName, CVSAddress, CVSTelephone, LogisticsSubType and ExtraData as sent.

const STORES: Record<CvsChain, { id: string; name: string; address: string; tel: string }[]> = {
  UNIMART: [
    { id: "131386", name: "建盛門市", address: "台北市中正區重慶南路一段122號", tel: "02-23701234" },
    { id: "991182", name: "鑫站門市", address: "台北市大安區忠孝東路四段1號", tel: "02-27311234" },
  ],
  FAMI: [
    { id: "006598", name: "全家台北站前店", address: "台北市中正區忠孝西路一段45號", tel: "02-23821234" },
    { id: "001779", name: "全家信義店", address: "台北市信義區松仁路58號", tel: "02-27201234" },
  ],
  HILIFE: [
    { id: "4441", name: "萊爾富台北公園店", address: "台北市中正區襄陽路9號", tel: "02-23111234" },
    { id: "2001", name: "萊爾富信義店", address: "台北市信義區信義路五段7號", tel: "02-27581234" },
  ],
};

const fieldOf = (f: FormData, k: string) => String(f.get(k) ?? "");

export async function loader({ context }: Route.LoaderArgs) {
  if (!isTestMode(rcOf(context).env)) notFoundPage("page");
  // Opened by the shop's POST form; a plain visit has nothing to choose for.
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!isTestMode(rcOf(context).env)) notFoundPage("page");
  const f = await request.formData();
  const subType = fieldOf(f, "LogisticsSubType");
  const chain = chainOfSubType(subType);
  // Reply only to this shop (a path on the same host), never to an address from the form.
  const reply = (() => {
    try {
      const u = new URL(fieldOf(f, "ServerReplyURL"));
      return u.host === new URL(request.url).host ? u.pathname + u.search : null;
    } catch {
      return null;
    }
  })();
  if (!chain || !reply) notFoundPage("page");
  return {
    reply,
    chain,
    subType,
    merchantId: fieldOf(f, "MerchantID"),
    tradeNo: fieldOf(f, "MerchantTradeNo"),
    extra: fieldOf(f, "ExtraData"),
  };
}

export default function TestCvsMap({ actionData: d }: Route.ComponentProps) {
  const t = useT();
  if (!d) return null;
  return (
    <main className="mx-auto max-w-lg px-4 py-12" data-testid="test-cvs-map">
      <DevHeading title={t("checkout.dev.mapTitle")} body={t("checkout.dev.mapBody")} bodyClassName="mb-4" />
      <ul className="flex flex-col gap-3">
        {STORES[d.chain].map((s) => (
          <li key={s.id} className="rounded-[var(--radius-card)] bg-white p-4 ring-1 ring-line">
            <form method="post" action={d.reply} className="flex items-center justify-between gap-3">
              {Object.entries({
                MerchantID: d.merchantId,
                MerchantTradeNo: d.tradeNo,
                LogisticsSubType: d.subType,
                CVSStoreID: s.id,
                CVSStoreName: s.name,
                CVSAddress: s.address,
                CVSTelephone: s.tel,
                CVSOutSide: "0",
                ExtraData: d.extra,
              }).map(([k, v]) => (
                <input key={k} type="hidden" name={k} value={v} />
              ))}
              <span>
                <strong>{s.name}</strong>
                <span className="block text-sm text-muted">
                  {s.id} · {s.address}
                </span>
              </span>
              <Button type="submit" data-testid={`cvs-${s.id}`}>
                {t("checkout.dev.choose")}
              </Button>
            </form>
          </li>
        ))}
      </ul>
    </main>
  );
}

export const ErrorBoundary = ShopErrorBoundary;
