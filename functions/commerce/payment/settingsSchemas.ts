import { z } from "zod";
import { bankOf } from "./settingsBanks";

// Setting-payment input (PUT /api/admin/payments): `{ methods: [{ method, isOpen, sort?, details }] }`.
// Only the methods this platform can take (OFFERED_PAYMENT_METHODS) are accepted, each with its own
// strict `details`: non-secret identifiers only. Provider secrets (TapPay partner key, LINE Pay
// channel secret, ECPay hash key/IV) live in the Worker secret PROVIDER_SECRETS, never in D1
// (functions/commerce/payment/providers/secrets.ts); a strict schema turns any attempt to send one into a 422.

const str = (max: number) => z.string({ error: "validation.string" }).trim().max(max, "validation.maxLength");
const sort = z.number().int("validation.integer").min(0, "validation.min").max(10_000, "validation.max").optional();
const isOpen = z.boolean({ error: "validation.boolean" });

const bankCode = str(3)
  .refine((v) => v === "" || bankOf(v) !== null, "validation.bankCode")
  .optional();

export const transferDetails = z.strictObject({
  bankCode,
  /** Filled from the bank code on save; accepted so a GET answer can be sent back as is. */
  bankName: str(40).optional(),
  branch: str(40).optional(),
  /** The providers' name of the same field (functions/commerce/payment/providers/offline.ts); kept equal. */
  branchName: str(40).optional(),
  accountName: str(60).optional(),
  accountNumber: str(16)
    .refine((v) => v === "" || /^\d{10,16}$/.test(v), "validation.accountNumber")
    .optional(),
});

/** Virtual accounts: the bank and the 3–8 digit prefix it issued to the store (providers/offline.ts). */
export const transferVirtualDetails = z.strictObject({
  bankCode,
  bankName: str(40).optional(),
  prefix: str(8)
    .refine((v) => v === "" || /^\d{3,8}$/.test(v), "validation.prefix")
    .optional(),
});

export const creditCardDetails = z.strictObject({
  /** TapPay public app id and app key (the browser SDK needs them); merchant id of the store. */
  appId: str(12)
    .refine((v) => v === "" || /^\d{1,12}$/.test(v), "validation.digits")
    .optional(),
  appKey: str(100).optional(),
  merchantId: str(64).optional(),
  serverType: z.enum(["sandbox", "production"], { error: "validation.oneOf" }).optional(),
});

export const linePayDetails = z.strictObject({
  channelId: str(20)
    .refine((v) => v === "" || /^\d{10}$/.test(v), "validation.channelId")
    .optional(),
});

const noDetails = z.strictObject({});

export const paymentMethodInput = z.discriminatedUnion(
  "method",
  [
    z.strictObject({ method: z.literal("TRANSFER"), isOpen, sort, details: transferDetails.default({}) }),
    z.strictObject({
      method: z.literal("TRANSFER_VIRTUAL"),
      isOpen,
      sort,
      details: transferVirtualDetails.default({}),
    }),
    z.strictObject({ method: z.literal("CREDIT_CARD"), isOpen, sort, details: creditCardDetails.default({}) }),
    z.strictObject({ method: z.literal("CASH_ON_DELIVERY"), isOpen, sort, details: noDetails.default({}) }),
    z.strictObject({ method: z.literal("LINE_PAY"), isOpen, sort, details: linePayDetails.default({}) }),
  ],
  { error: "validation.oneOf" },
);
export type PaymentMethodInput = z.output<typeof paymentMethodInput>;

/** What an open method must have filled in, by method (checked on save: 422 naming each field). */
export const REQUIRED_WHEN_OPEN: Record<PaymentMethodInput["method"], readonly string[]> = {
  TRANSFER: ["bankCode", "accountName", "accountNumber"],
  TRANSFER_VIRTUAL: ["bankCode", "prefix"],
  CREDIT_CARD: ["appId", "appKey", "merchantId"],
  CASH_ON_DELIVERY: [],
  LINE_PAY: ["channelId"],
};

export const paymentsPutBody = z.strictObject({
  methods: z
    .array(paymentMethodInput)
    .min(1, "validation.required")
    .max(10, "validation.tooMany")
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((m, i) => {
        if (seen.has(m.method)) ctx.addIssue({ code: "custom", path: [i, "method"], message: "validation.duplicate" });
        seen.add(m.method);
        const details = m.details as Record<string, unknown>;
        if (m.isOpen) {
          for (const key of REQUIRED_WHEN_OPEN[m.method]) {
            if (details[key] === undefined || details[key] === "")
              ctx.addIssue({ code: "custom", path: [i, "details", key], message: "validation.requiredWhenOpen" });
          }
        }
      });
    }),
});

export const branchQuery = z.object({
  bankCode: z
    .string()
    .regex(/^\d{3}$/, "validation.bankCode")
    .optional(),
});
