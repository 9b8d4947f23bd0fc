import type { UserRow } from "@db/schema";
import { commerceDefaultStatements } from "../../commerce/shipping/storeDefaults";
import { AppError } from "../../platform/errors";
import type { StoreScope } from "../../platform/tenancy/scope";
import { forgetHosts } from "../../platform/tenancy/tenancy";
import { Code } from "../../shared/codes";
import { firstPlanEnd, termMonthsOf } from "../../shared/network/branchTerm";
import { registrationOrder } from "./checkout";
import { branchHostOf, type Network, networkOf, refuseOverCap } from "./network";

// POST /api/branch/multilevel: the paid application becomes a branch store in ONE batch
// (db/network/branches.ts create: store, host, root admin, tree rows, application CREATED, the invitation
// code's use). A retry or a double submit finds the application CREATED, or loses the batch on the
// network-unique domain name, and answers the same branch. Unpaid → REGISTRATION_NOT_PAID, nothing.

export type OpenInput = { applicationId?: number; orderId?: number };

const notFound = () => new AppError(Code.APPLICATION_NOT_FOUND, 200, "No branch application was found.");

async function applicationFor(net: Network, userId: number, input: OpenInput) {
  const a =
    input.applicationId !== undefined
      ? await net.reg.application(input.applicationId)
      : input.orderId !== undefined
        ? await net.reg.applicationByOrder(input.orderId)
        : await net.reg.applicationOf(userId);
  if (!a || a.userId !== userId) throw notFound();
  return a;
}

function addMonths(d: Date, n: number) {
  const x = new Date(d);
  x.setUTCMonth(x.getUTCMonth() + n);
  return x;
}

/** The plan the registration order bought: its end and product go into the create batch. */
const planOf = (net: Network, orderId: number | null) =>
  orderId ? net.seller.branchRenewals.planOfOrder(orderId) : Promise.resolve(undefined);

async function opened(net: Network, branchStoreId: number) {
  const branch = await net.seller.branches.find(branchStoreId);
  if (!branch) throw notFound();
  return { storeId: branch.id, domainName: branch.domainName, host: branch.defaultDomain, status: "CREATED" as const };
}

export async function openBranch(scope: StoreScope, user: UserRow, input: OpenInput) {
  const net = await networkOf(scope);
  const app = await applicationFor(net, user.id, input);
  if (app.status === "CREATED" && app.branchStoreId) return opened(net, app.branchStoreId);
  const order = app.orderId ? await registrationOrder(net, user.id, app.orderId) : undefined;
  if (order?.paymentStatus !== "PAID")
    throw new AppError(Code.REGISTRATION_NOT_PAID, 200, "The registration order is not paid.");
  await net.reg.markPaid(app.id);
  await refuseOverCap(scope, net);
  const hostname = branchHostOf(net, app.domainName);
  if (!hostname) throw new AppError(Code.BRANCH_DOMAIN_TAKEN, 200, "The head store has no host for branches.");
  const verification = app.verificationId ? await net.reg.verification(app.verificationId) : undefined;
  const trialEndsAt =
    verification && verification.trialLength > 0
      ? (verification.trialUnit === "MONTH"
          ? addMonths(new Date(), verification.trialLength)
          : new Date(Date.now() + verification.trialLength * 86_400_000)
        ).toISOString()
      : null;
  const plan = await planOf(net, app.orderId);
  try {
    await net.seller.branches.create(
      {
        headStoreId: net.head.id,
        introducerStoreId: app.introducerStoreId,
        type:
          net.setting.payType === "PAY_BY_SELF"
            ? "BRANCH_MULTILEVEL_PAY_BY_SELF"
            : "BRANCH_MULTILEVEL_PAY_BY_HEAD_STORE",
        name: app.profile.name,
        domainName: app.domainName,
        hostname,
        trialType: verification?.trialType ?? "NONE",
        trialEndsAt,
        planEndsAt: firstPlanEnd(
          trialEndsAt,
          new Date(),
          termMonthsOf(net.head.settingBranch, plan?.subscriptionCycles),
        ),
        planProductId: plan?.id ?? null,
        auditStatus: net.head.ifMustReviewUserInfo ? "UNAUDITED" : "NORMAL",
        admin: {
          email: app.email,
          name: app.profile.realName,
          passwordHash: user.passwordHash,
          phone: app.profile.phone,
        },
        applicationId: app.id,
      },
      (host) => [
        ...commerceDefaultStatements(scope.db, host),
        ...(verification ? [net.reg.countVerificationUseStatement(verification.id)] : []),
      ],
    );
  } catch (e) {
    // The twin submit won: its batch made the branch and marked the application CREATED.
    const again = await net.reg.application(app.id);
    if (again?.status === "CREATED" && again.branchStoreId) return opened(net, again.branchStoreId);
    if (await net.reg.hostTaken(hostname))
      throw new AppError(Code.BRANCH_DOMAIN_TAKEN, 200, "This domain name was taken meanwhile.");
    throw e;
  }
  await forgetHosts(scope.env.KV, [hostname]);
  const done = await net.reg.application(app.id);
  if (!done?.branchStoreId) throw notFound();
  return opened(net, done.branchStoreId);
}
