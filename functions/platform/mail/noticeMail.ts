import { isMailedType, MAIL_WINDOW_DEFAULT, notificationPath } from "../../shared/highlights/notifications";
import type { StoreScope } from "../tenancy/scope";
import { sendMail } from "./mail";
import { originOf } from "./mailBrand";

// The mail switch (issue 28 §2, docs/decisions/notification-mail.md): a new order, low stock or a
// branch's feedback also reaches the store's main admin by e-mail when its type switch is on and
// its object is not muted, at most one mail per type within the store's window (10 minutes unless
// set). Called after the event's batch committed; the window is claimed in one statement, so two
// events at once send one mail. A mail that cannot go is logged, never the event's failure.

const WORDS = {
  ORDER_UNPROCESSED: {
    zh: "新訂單",
    en: "New order",
    zhLine: (m: string) => `訂單 ${m}`,
    enLine: (m: string) => `Order ${m}`,
  },
  PRODUCT_UNDER_STOCK: {
    zh: "庫存偏低",
    en: "Low stock",
    zhLine: (m: string) => `「${m}」庫存已到提醒數量`,
    enLine: (m: string) => `“${m}” is at its low-stock level`,
  },
  BRANCH_FEEDBACK_NEW: {
    zh: "分店意見回饋",
    en: "Branch feedback",
    zhLine: (m: string) => `${m} 送出意見回饋`,
    enLine: (m: string) => `${m} sent feedback`,
  },
} as const;

/** Mails the latest notification of `type` when the switch, the muted objects and the window allow. */
export async function mailNotice(scope: StoreScope, type: string, now = new Date()): Promise<boolean> {
  if (!isMailedType(type)) return false;
  try {
    if (!(await scope.notifications.claimMail(type, "latest", now.toISOString()))) return false;
    const [latest] = await scope.notifications.latest([type], 1);
    if (!latest) return false;
    const [owner] = await scope.staff.list();
    if (!owner?.email) return false;
    const settings = await scope.notifications.settings();
    const minutes = settings?.mailWindowMinutes ?? MAIL_WINDOW_DEFAULT;
    const w = WORDS[type];
    const origin = originOf(scope.store);
    const link = `${origin ?? ""}${notificationPath(type, latest.objectId)}`;
    const all = `${origin ?? ""}/admin/notifications-all`;
    await sendMail(scope, {
      to: owner.email,
      subject: `【${scope.store.name}】${w.zh} / ${w.en}`,
      body: [
        `${w.zhLine(latest.message)}`,
        `到後台查看：${link}`,
        `${minutes} 分鐘內同類通知不再另寄郵件，全部通知：${all}`,
        "",
        `${w.enLine(latest.message)}`,
        `See it in the back office: ${link}`,
        `No other mail of this type for ${minutes} minutes; every notification: ${all}`,
      ].join("\n"),
    });
    return true;
  } catch (e) {
    console.error("notice mail not sent", scope.storeId, type, e);
    return false;
  }
}
