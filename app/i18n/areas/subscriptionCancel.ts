// Messages of the member's cancel feedback (/profile/subscription/:id, the cancel dialog): the
// spec's five cancel reasons as a shopper reads them. Registered by this module itself. zh-TW
// first; en has every key.
import { registerMessages } from "../index";

const zhTW = {
  "subs.feedback.legend": "取消原因（選填，可複選）",
  "subs.feedback.content": "想對店家說的話（選填）",
  "subs.feedback.reason.ACCIDENTAL_SUBSCRIBE": "不小心訂閱",
  "subs.feedback.reason.NO_LONGER_NEED_BRANCH": "不再需要",
  "subs.feedback.reason.SUBSCRIBED_WITHOUT_CONSENT": "未經我同意以我的名義訂閱",
  "subs.feedback.reason.UNKNOWN_PURCHASE": "不明的購買",
  "subs.feedback.reason.BRANCH_DIFFERS_FROM_EXPECTATION": "與預期不同",
};

const en: Record<keyof typeof zhTW, string> = {
  "subs.feedback.legend": "Why are you cancelling? (optional, choose any)",
  "subs.feedback.content": "Anything to tell the store? (optional)",
  "subs.feedback.reason.ACCIDENTAL_SUBSCRIBE": "I subscribed by accident",
  "subs.feedback.reason.NO_LONGER_NEED_BRANCH": "I no longer need it",
  "subs.feedback.reason.SUBSCRIBED_WITHOUT_CONSENT": "Someone subscribed in my name without consent",
  "subs.feedback.reason.UNKNOWN_PURCHASE": "I don't recognise this purchase",
  "subs.feedback.reason.BRANCH_DIFFERS_FROM_EXPECTATION": "It isn't what I expected",
};

registerMessages(zhTW, en);
