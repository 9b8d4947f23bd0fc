import type { UserRow } from "@db/schema";
import { AppError } from "../../platform/errors";
import type { StoreScope } from "../../platform/tenancy/scope";
import { Code } from "../../shared/codes";
import { RESERVED_DOMAIN_NAMES } from "../../shared/store/storeAccount";
import { branchHostOf, type Network, networkOf, refuseOverCap } from "./network";
import { type ApplicationInput, needsVerificationCode } from "./rules";

// The spec §5 form → a DRAFT branch_applications row. The same checks answer the form's live
// questions (ifUuidExists, ifEmailExists, ifIdentificationExists) and guard the save.

const issue = (code: (typeof Code)[keyof typeof Code], path: string, message: string, text: string) =>
  new AppError(code, 200, text, [{ path, message }]);

export async function domainNameExists(net: Network, domainName: string, userId: number): Promise<boolean> {
  if (RESERVED_DOMAIN_NAMES.has(domainName)) return true;
  const host = branchHostOf(net, domainName);
  if (!host) return true;
  const [held, taken] = await Promise.all([net.reg.domainNameHeld(domainName, userId), net.reg.hostTaken(host)]);
  return held || taken;
}

/** The invitation code the form needs (head store's trial type BY_VERIFYCODE) or may carry. */
export async function verificationFor(net: Network, code: string | undefined) {
  const needed = needsVerificationCode(net.setting.trialType);
  if (!code) {
    if (needed)
      throw issue(
        Code.VERIFICATION_INVALID,
        "verificationCode",
        "validation.required",
        "An invitation code is required.",
      );
    return null;
  }
  const v = await net.reg.validVerification(code);
  if (!v)
    throw issue(
      Code.VERIFICATION_INVALID,
      "verificationCode",
      "validation.verificationCode",
      "The invitation code is not valid.",
    );
  return v;
}

export async function saveApplication(scope: StoreScope, user: UserRow, input: ApplicationInput) {
  const net = await networkOf(scope);
  await refuseOverCap(scope, net);
  const current = await net.reg.applicationOf(user.id);
  if (current && current.status !== "DRAFT")
    throw new AppError(Code.REGISTRATION_PLAN_INCOMPLETE, 200, "This application is already paid.");
  if (await domainNameExists(net, input.domainName, user.id))
    throw issue(Code.BRANCH_DOMAIN_TAKEN, "domainName", "validation.domainNameTaken", "This domain name is taken.");
  if (await net.reg.emailHeld(input.email, user.id))
    throw issue(Code.BRANCH_EMAIL_TAKEN, "email", "validation.emailTaken", "This e-mail already opened a branch.");
  if (await net.reg.identificationHeld(input.identification, user.id))
    throw issue(
      Code.IDENTIFICATION_TAKEN,
      "identification",
      "validation.identificationTaken",
      "This ID is already registered.",
    );
  const verification = await verificationFor(net, input.verificationCode);
  const { email, identification, domainName, confirmEmail: _c, verificationCode: _v, ...profile } = input;
  const id = await net.reg.saveDraft({
    introducerStoreId: net.introducerStoreId,
    userId: user.id,
    domainName,
    email,
    identification,
    verificationId: verification?.id ?? null,
    profile,
  });
  return { id, status: "DRAFT", domainName, host: branchHostOf(net, domainName) };
}

/** The member's application as the pages show it (null when none). */
export async function applicationView(scope: StoreScope, user: UserRow) {
  const net = await networkOf(scope);
  const a = await net.reg.applicationOf(user.id);
  if (!a) return null;
  return {
    id: a.id,
    status: a.status,
    domainName: a.domainName,
    email: a.email,
    identification: a.identification,
    profile: a.profile,
    orderId: a.orderId,
    branchStoreId: a.branchStoreId,
    host: branchHostOf(net, a.domainName),
  };
}
