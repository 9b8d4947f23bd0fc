import { z } from "zod";
import { INCOME_VIEWS } from "../../shared/network/branchIncome";
import { PROFIT_TYPES } from "../../shared/network/branchPricing";

// Bodies and queries of the branch catalogue calls (strict: an unknown key is a 422).

const id = z.number().int().positive();
const ids = z.array(id).min(1, "validation.required").max(500, "validation.max");
const minor = z.number().int().min(0, "validation.min").max(100_000_000, "validation.max");

export const choice = {
  profitType: z.enum(PROFIT_TYPES),
  profitValue: minor,
  isDisplay: z.boolean(),
};

export const productCustomisations = z.strictObject({
  items: z
    .array(z.strictObject({ productId: id, ...choice }))
    .min(1, "validation.required")
    .max(500, "validation.max"),
});

export const categoryCustomisation = z.strictObject(choice);

export const categoryCustomisations = z.strictObject({
  items: z
    .array(z.strictObject({ id, ...choice }))
    .min(1, "validation.required")
    .max(500, "validation.max"),
});

export const productAuthorisation = z
  .strictObject({ ids, isForBranch: z.boolean().optional(), platformFee: minor.optional() })
  .refine((b) => b.isForBranch !== undefined || b.platformFee !== undefined, {
    path: ["isForBranch"],
    message: "validation.required",
  });

export const categoryAuthorisation = z.strictObject({ ids, isForBranch: z.boolean() });

export const profitOptionsInput = z.strictObject({
  types: z.array(z.enum(PROFIT_TYPES)).max(PROFIT_TYPES.length, "validation.max"),
  maxUpPermille: z.number().int().min(0, "validation.min").max(10_000, "validation.max"),
  maxDownPermille: z.number().int().min(0, "validation.min").max(1000, "validation.max"),
});

const flag = z.enum(["true", "false"]).transform((v) => v === "true");

export const productListQuery = z.object({
  keyword: z.string().trim().max(100, "validation.max").optional(),
  isForBranch: flag.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});

export const incomeQuery = z.object({
  view: z.enum(INCOME_VIEWS).default("orderDetails"),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});

export const categoryListQuery = z.object({ isForBranch: flag.optional() });

export type ProductCustomisationsInput = z.output<typeof productCustomisations>;
export type CategoryCustomisationsInput = z.output<typeof categoryCustomisations>;
export type ProductListQuery = z.output<typeof productListQuery>;
