import { z } from "zod";
import {
  settingCalendarInput,
  settingProductInput,
  settingSubscriptionInput,
  settingSystemInput,
} from "../../shared/storeSettings/pages";

// Write bodies of the settings calls. PATCH bodies are partial (only what changes); the stored
// object is always whole because the service merges over the current one before parsing it.

export const systemPatch = settingSystemInput.partial();
export const calendarPatch = settingCalendarInput.partial();
export const productSettingPatch = settingProductInput.partial();
export const subscriptionSettingPatch = settingSubscriptionInput.partial();

const html = z.string({ error: "validation.string" }).max(200_000, "validation.max");

export const storyPut = z.strictObject({
  content: html,
  isDisplay: z.boolean({ error: "validation.boolean" }),
});

export const contractPost = z.strictObject({
  content: html.refine((s) => s.replace(/<[^>]*>/g, "").trim().length > 0, "validation.required"),
  /** When the version takes effect (UTC ISO); never before now, so signed checkouts keep their text. */
  effectiveAt: z
    .string({ error: "validation.datetime" })
    .refine((s) => !Number.isNaN(Date.parse(s)), "validation.datetime"),
});
