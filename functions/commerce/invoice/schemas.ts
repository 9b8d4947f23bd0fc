import { z } from "zod";
import { donationCodeRule, INVOICE_TYPES } from "../../shared/commerce/checkoutValidators";
import { MAX_METHOD_NAME } from "../../shared/commerce/methodNames";

// Setting-invoice input (POST /api/admin/invoice, PATCH /{id}). A method is one of the invoice
// types a shopper may pick at checkout; DONATION may list the charities (donation codes) offered.

const name = z
  .string({ error: "validation.required" })
  .trim()
  .min(1, "validation.required")
  .max(MAX_METHOD_NAME, "validation.maxLength");
/** English name for English pages; "" or null clears it (stored as null). */
const nameEn = z
  .union([z.string({ error: "validation.string" }).trim().max(MAX_METHOD_NAME, "validation.maxLength"), z.null()])
  .transform((v) => v || null);
const sort = z.number().int("validation.integer").min(0, "validation.min").max(10_000, "validation.max");

export const invoiceDetails = z.strictObject({
  /** A line shown under the option at checkout. */
  description: z.string().trim().max(200, "validation.maxLength").optional(),
  charities: z
    .array(z.strictObject({ code: donationCodeRule, name }))
    .max(20, "validation.tooMany")
    .optional(),
});

const typeRule = z.enum(INVOICE_TYPES, { error: "validation.oneOf" });

const charitiesOnlyForDonation = (v: { type?: string; details?: { charities?: unknown[] } }) =>
  !v.details?.charities?.length || v.type === undefined || v.type === "DONATION";

export const invoiceCreateInput = z
  .strictObject({
    type: typeRule,
    name,
    nameEn: nameEn.optional(),
    isOpen: z.boolean({ error: "validation.boolean" }).default(true),
    sort: sort.optional(),
    details: invoiceDetails.default({}),
  })
  .refine(charitiesOnlyForDonation, { path: ["details", "charities"], message: "validation.oneOf" });

export const invoicePatchInput = z
  .strictObject({
    type: typeRule.optional(),
    name: name.optional(),
    nameEn: nameEn.optional(),
    isOpen: z.boolean({ error: "validation.boolean" }).optional(),
    sort: sort.optional(),
    details: invoiceDetails.optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { path: ["_"], message: "validation.emptyPatch" })
  .refine(charitiesOnlyForDonation, { path: ["details", "charities"], message: "validation.oneOf" });

export type InvoiceCreateInput = z.output<typeof invoiceCreateInput>;
export type InvoicePatchInput = z.output<typeof invoicePatchInput>;
