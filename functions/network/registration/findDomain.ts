import { branchHostsByEmail } from "@db/network/registration";
import { sendMail } from "../../platform/mail/mail";
import { enforceLimit, LIMITS } from "../../platform/rateLimit";
import type { StoreScope } from "../../platform/tenancy/scope";

/**
 * /find-branch-domain: mails the branch hosts of this e-mail in the network. Like forgot-password
 * it always answers the same (the page never says whether a branch exists) and is rate-limited
 * per address and per e-mail.
 */
export async function findBranchDomain(
  s: StoreScope,
  email: string,
  locale: "zh-TW" | "en",
  ip: string,
  origin: string,
) {
  await enforceLimit(s.db, `find-branch-ip:${s.headStoreId}:${ip}`, LIMITS.forgotPasswordIp);
  await enforceLimit(s.db, `find-branch:${s.headStoreId}:${email}`, LIMITS.forgotPassword);
  const hosts = await branchHostsByEmail(s.db, s.headStoreId, email);
  if (!hosts.length) return;
  const zh = locale === "zh-TW";
  const list = hosts.map((h) => `https://${h}/admin`).join("\n");
  await sendMail(s, {
    to: email,
    origin,
    locale,
    subject: zh ? `【${s.store.name}】您的分店網址` : `[${s.store.name}] Your branch address`,
    body: zh
      ? `您好：\n\n您的分店後台網址：\n${list}\n\n若您沒有提出此要求，請忽略本信。`
      : `Hello,\n\nYour branch back office:\n${list}\n\nIf you did not ask for this, ignore this mail.`,
  });
}
