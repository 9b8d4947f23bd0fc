// Storefront messages of slice FRAME (issue 13): the audit-profile modal of a branch's shell and
// the frame-message sign-in codes. The profile's field labels are the back office's (branchAudit.ts),
// registered here too because the storefront does not load the admin dictionary.
// Registered by this module itself (a side effect of importing it). zh-TW first; en has every key.
import { registerMessages } from "../../index";
import { branchAuditEn, branchAuditZhTW } from "./branchAudit";

const zhTW = {
  "auditModal.title": "請填寫分店主審核資料",
  "auditModal.body": "總店需要審核分店主資料。送出後總店會收到通知，審核結果會顯示在分店後台。",
  "auditModal.later": "稍後再填",
  "auditModal.sentTitle": "已送出審核資料",
  "auditModal.sentBody": "總店審核後會通知你；你也可以在後台「審核資料」查看與修改。",
  "code.400430": "這個網站不能在此嵌入登入。",
  "code.400431": "登入訊息不是給這家商店的。",
  "code.400432": "登入憑證無效或已過期。",
};

const en: Record<keyof typeof zhTW, string> = {
  "auditModal.title": "Fill in your branch owner profile",
  "auditModal.body":
    "The head store reviews branch owners. Once you send it, the head store is notified and the result shows in your back office.",
  "auditModal.later": "Later",
  "auditModal.sentTitle": "Profile sent for review",
  "auditModal.sentBody":
    "The head store will let you know; you can see and edit it under Audit profile in your back office.",
  "code.400430": "This site may not sign in from that frame.",
  "code.400431": "The sign-in message is for another store.",
  "code.400432": "The sign-in token is invalid or expired.",
};

const pick = (d: Record<string, string>) =>
  Object.fromEntries(Object.entries(d).filter(([k]) => k.startsWith("auditProfile.")));

registerMessages({ ...pick(branchAuditZhTW), ...zhTW }, { ...pick(branchAuditEn), ...en });
