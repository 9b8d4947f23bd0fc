import { sendMail } from "../../platform/mail/mail";
import { countHit, type Limit, readCount, refuseIfOver } from "../../platform/rateLimit";
import type { StoreScope } from "../../platform/tenancy/scope";

/**
 * Login throttling counts FAILURES, never successes, and never locks an account: a stranger's wrong
 * passwords slow down the stranger's address, not the owner. Worked example in docs/decisions.md.
 */
export const LOGIN_LIMITS = {
  // Failed logins from one address, whatever the email: the cap against credential stuffing.
  // Shops, offices and carriers share addresses, so it is looser than the per-account one.
  address: { max: 30, windowS: 600 },
  // Failed logins for one account from one address: guessing one person's password.
  accountAddress: { max: 10, windowS: 3600 },
  // Failed logins for one account from everywhere, and from how many addresses: past both, the
  // account is "under attack" and its owner hears of it (by mail, at most once per `alert` window).
  account: { max: 20, windowS: 3600 },
  attackAddresses: 3,
  alert: { max: 1, windowS: 3600 },
} satisfies Record<string, Limit | number>;

const keys = (s: StoreScope, email: string, ip: string) => ({
  address: `login-fail-ip:${s.storeId}:${ip}`,
  accountAddress: `login-fail-pair:${s.storeId}:${email}:${ip}`,
  account: `login-fail-acct:${s.storeId}:${email}`,
  accountAddresses: `login-fail-acct-ips:${s.storeId}:${email}`,
  alert: `login-alert:${s.storeId}:${email}`,
});

/**
 * Before the password is checked: 429 if this address failed too often, overall or for this
 * account. Whatever other addresses did to the account does not count here.
 */
export async function refuseThrottledLogin(s: StoreScope, email: string, ip: string, now = Date.now()) {
  const k = keys(s, email, ip);
  await refuseIfOver(
    s.db,
    [
      [k.address, LOGIN_LIMITS.address],
      [k.accountAddress, LOGIN_LIMITS.accountAddress],
    ],
    now,
  );
}

/**
 * After a wrong password (or an unknown email): counts the failure and, when the account is under
 * attack from several addresses, mails its owner — once per alert window, whatever comes next.
 */
export async function recordLoginFailure(
  s: StoreScope,
  email: string,
  ip: string,
  owner: { email: string; name: string } | null,
  now = Date.now(),
) {
  const k = keys(s, email, ip);
  const [, pair, total] = await Promise.all([
    countHit(s.db, k.address, LOGIN_LIMITS.address, now),
    countHit(s.db, k.accountAddress, LOGIN_LIMITS.accountAddress, now),
    countHit(s.db, k.account, LOGIN_LIMITS.account, now),
  ]);
  if (!owner) return;
  // accountAddress and account share the hour window, so the first failure of a pair in it is a
  // new address for the account in that same hour.
  const addresses =
    pair === 1
      ? await countHit(s.db, k.accountAddresses, LOGIN_LIMITS.account, now)
      : await readCount(s.db, k.accountAddresses, LOGIN_LIMITS.account, now);
  if (total < LOGIN_LIMITS.account.max || addresses < LOGIN_LIMITS.attackAddresses) return;
  if ((await countHit(s.db, k.alert, LOGIN_LIMITS.alert, now)) > LOGIN_LIMITS.alert.max) return;
  await sendMail(s, attackMail(s, owner, total, addresses));
}

function attackMail(s: StoreScope, owner: { email: string; name: string }, failures: number, addresses: number) {
  const store = s.store.name;
  return {
    to: owner.email,
    subject: `【${store}】帳號登入異常通知 / Unusual sign-in attempts on your account`,
    body: [
      `${owner.name} 您好：`,
      "",
      `過去一小時內，有人從 ${addresses} 個不同網路位址嘗試以錯誤密碼登入您的帳號，共 ${failures} 次。`,
      "您的帳號沒有被鎖定，您仍可照常登入。若這些嘗試不是您本人，建議您盡快變更密碼，並使用其他網站未曾使用過的密碼。",
      "",
      "---",
      "",
      `Hello ${owner.name},`,
      "",
      `In the past hour someone tried to sign in to your account with a wrong password ${failures} times, from ${addresses} different network addresses.`,
      "Your account is not locked and you can sign in as usual. If this was not you, change your password soon and pick one you use nowhere else.",
    ].join("\n"),
  };
}
