import type { PaymentProvider } from "./types";

// The built-in provider of local dev and tests: card and LINE Pay attempts go to
// /dev/test-payment, where the shopper presses "pay" or "fail"; that form posts back to the same
// callback endpoint real providers use. Only reachable when isTestMode(env) (see index.ts).
export const testProvider: PaymentProvider = {
  name: "TEST",
  online: true,
  needsPrime: false,
  available: () => true,
  async start(_order, ctx) {
    return {
      kind: "REDIRECT",
      url: `/dev/test-payment?payment=${encodeURIComponent(ctx.nonce ?? "")}`,
      providerRef: null,
    };
  },
  async complete(cb) {
    const paid = cb.params.result === "pay";
    return {
      paid,
      providerRef: `TEST-${cb.payment.nonce.slice(0, 12)}`,
      message: paid ? "Paid with the test provider" : "Declined by the test provider",
    };
  },
};
