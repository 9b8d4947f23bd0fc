import { z } from "zod";
import { emailRule, nameRule } from "../../shared/validators";

// Inputs of the social sign-in calls (spec storefront §7), shared by the API and the pages.
const tpToken = z.string().trim().min(20, "validation.required").max(100, "validation.required");

export const socialLoginInput = z.strictObject({ tpToken });
export const socialRegisterInput = z.strictObject({ tpToken, name: nameRule, email: emailRule });
/** The page form: the tpToken stays in an HttpOnly cookie, never in the form. */
export const socialRegisterForm = socialRegisterInput.omit({ tpToken: true });
export const tpCodeInput = z.strictObject({
  code: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, "validation.required"),
});
