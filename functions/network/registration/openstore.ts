import { providerFor } from "../../commerce/payment/providers";
import { cvsChainOf } from "../../shared/commerce/commerce";
import type { Network } from "./network";

// What /checkout/openstore offers: the head store's open home-delivery methods and the payment
// methods a registration order can be paid with now (no cash on delivery: the branch opens on
// payment, so the payment must settle before the goods ship).

const REGISTRATION_METHODS = ["CREDIT_CARD", "LINE_PAY", "TRANSFER", "TRANSFER_VIRTUAL"] as const;

export async function openstoreChoices(net: Network) {
  const seller = net.seller;
  const shipping = (await seller.shippingMethods.listOpen()).filter(
    (m) => cvsChainOf(m.code) === null && m.code !== "CONVENIENCE_STORE",
  );
  const db = seller.checkout;
  const payments: string[] = [];
  for (const method of REGISTRATION_METHODS) {
    const row = await db.paymentMethod(method);
    const provider = row?.isOpen ? providerFor(seller.env, seller.storeId, method) : null;
    if (provider?.available({ env: seller.env, storeId: seller.storeId, details: row?.details ?? {} }))
      payments.push(method);
  }
  return {
    shipping: shipping.map((m) => ({ id: m.id, name: m.name, fee: m.shippingFee })),
    payments,
  };
}
