import type { z } from "zod";
import type { Db } from "../../db/client";
import { branchesOf } from "../../db/network/branches";
import { findStore, storeIdForHost } from "../../db/stores";
import { commerceDefaultStatements } from "../commerce/shipping/storeDefaults";
import { hashPassword } from "../platform/crypto";
import { AppError, invalid, notFound } from "../platform/errors";
import { normaliseHostname } from "../platform/tenancy/hostname";
import { forgetHosts } from "../platform/tenancy/tenancy";
import { Code } from "../shared/codes";
import { firstPlanEnd, termMonthsOf } from "../shared/network/branchTerm";
import type { createBranchInput } from "./schemas";

// An operator adds a branch to a head store's network directly (moving an existing network onto
// the platform, demo seeds): the same atomic create as a paid registration, without the payment.

type Deps = { db: Db; kv: KVNamespace };

export async function createBranch({ db, kv }: Deps, headStoreId: number, input: z.infer<typeof createBranchInput>) {
  const head = await findStore(db, headStoreId);
  if (!head) throw notFound();
  if (head.type !== "HEAD_STORE_MULTILEVEL") {
    throw invalid([{ path: "headStoreId", message: "validation.notHeadStore" }], "Not a head store.");
  }
  const branches = branchesOf(db, head.id);
  const introducerStoreId = input.introducerStoreId ?? head.id;
  if (introducerStoreId !== head.id && !(await branches.find(introducerStoreId))) {
    throw invalid(
      [{ path: "introducerStoreId", message: "validation.notInNetwork" }],
      "Introducer not in this network.",
    );
  }
  const base = (head.settingBranch as { branchBaseDomain?: string } | null)?.branchBaseDomain || head.defaultDomain;
  const hostname = normaliseHostname(`${input.domainName}.${base}`);
  if (!hostname) throw invalid([{ path: "domainName", message: "validation.hostname" }], "Invalid host.");
  if ((await storeIdForHost(db, hostname)) !== null || (await branches.byDomainName(input.domainName))) {
    throw new AppError(Code.HOST_ALREADY_USED, 409, `Host ${hostname} is already used by a store.`, [
      { path: "domainName", message: "validation.domainNameTaken" },
    ]);
  }
  const storeId = await branches.create(
    {
      headStoreId: head.id,
      introducerStoreId,
      type: input.storeType ?? "BRANCH_MULTILEVEL_PAY_BY_HEAD_STORE",
      name: input.name,
      domainName: input.domainName,
      hostname,
      trialType: input.storeTrialType ?? "NONE",
      trialEndsAt: null,
      planEndsAt:
        input.planEndsAt === undefined
          ? firstPlanEnd(null, new Date(), termMonthsOf(head.settingBranch, null))
          : input.planEndsAt && new Date(input.planEndsAt).toISOString(),
      auditStatus: input.auditStatus ?? "NORMAL",
      admin: {
        email: input.admin.email,
        name: input.admin.name,
        passwordHash: await hashPassword(input.admin.password),
      },
    },
    (host) => commerceDefaultStatements(db, host),
  );
  await forgetHosts(kv, [hostname]);
  return { storeId, host: hostname };
}
