import { z } from "zod";

// POST /api/admin/shipping/consignmentNote (back-office §7: "returns shippingHtml, submitted to a
// logistics form"); the body is ours, the spec shows none: the selected orders and the paper.

/** A4 sheets (two notes a sheet) or 100 × 150 mm thermal labels (one a label). */
export const NOTE_SIZES = ["A4", "LABEL"] as const;
export type NoteSize = (typeof NOTE_SIZES)[number];
/** As many as one print of orders (/order-print's PRINT_MAX). */
export const CONSIGNMENT_MAX = 50;

export const consignmentNoteInput = z.strictObject({
  orderIds: z
    .array(z.number().int().positive())
    .min(1, "validation.required")
    .max(CONSIGNMENT_MAX, "validation.tooMany")
    .refine((ids) => new Set(ids).size === ids.length, "validation.duplicate"),
  size: z.enum(NOTE_SIZES).default("A4"),
});
export type ConsignmentNoteInput = z.output<typeof consignmentNoteInput>;
