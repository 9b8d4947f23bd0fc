import type { FieldSpec } from "../FieldList";

// The account inputs that sign-in, register, reset and password change share, as FieldList specs.

/** The admin's e-mail is a username to password managers, the shopper's an e-mail address. */
export const emailField = (autoComplete: "email" | "username" = "email"): FieldSpec => ({
  name: "email",
  label: "auth.email",
  type: "email",
  autoComplete,
  required: true,
});

export const passwordField = (
  name: string,
  label: string,
  autoComplete: "current-password" | "new-password",
): FieldSpec => ({
  name,
  label,
  type: "password",
  autoComplete,
});

export const signInPassword: FieldSpec = {
  ...passwordField("password", "auth.password", "current-password"),
  required: true,
};
export const currentPassword = passwordField("currentPassword", "auth.currentPassword", "current-password");
export const newPassword: FieldSpec = {
  ...passwordField("newPassword", "auth.newPassword", "new-password"),
  hint: "auth.passwordHint",
};
export const confirmPassword = passwordField("confirmPassword", "auth.confirmPassword", "new-password");
