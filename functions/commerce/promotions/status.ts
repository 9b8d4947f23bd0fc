// Spec §4 promotion status text, isomorphic (the back-office list and edit pages import it too).
// The 1111 / 3333 sentinels need no special case: as ISO strings they sort before / after any real
// time, so "upcoming" and "expired" never hold for them.
import { NO_LIMIT_END, NO_LIMIT_START } from "../../shared/commerce/commerce";

export const PROMOTION_STATUSES = ["UNSET_CONDITIONS", "UNLISTED", "UPCOMING", "IN_PROGRESS", "EXPIRED"] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/** i18n keys of the status text (zh-TW first; registered by the back-office messages). */
export const PROMOTION_STATUS_KEYS: Record<PromotionStatus, string> = {
  UNSET_CONDITIONS: "promotion.status.unsetConditions",
  UNLISTED: "promotion.status.unlisted",
  UPCOMING: "promotion.status.upcoming",
  IN_PROGRESS: "promotion.status.inProgress",
  EXPIRED: "promotion.status.expired",
};

/** The texts the keys stand for (spec §4), for the message catalogues. */
export const PROMOTION_STATUS_TEXT: Record<"zh-TW" | "en", Record<PromotionStatus, string>> = {
  "zh-TW": {
    UNSET_CONDITIONS: "未設定條件，請刪除後重新建立",
    UNLISTED: "未上架",
    UPCOMING: "即將開始",
    IN_PROGRESS: "進行中",
    EXPIRED: "已結束",
  },
  en: {
    UNSET_CONDITIONS: "Conditions not set, please delete and recreate",
    UNLISTED: "Unlisted",
    UPCOMING: "Upcoming",
    IN_PROGRESS: "In progress",
    EXPIRED: "Expired",
  },
};

type Timed = { isOpen: boolean; startAt: string; endAt: string; conditions: readonly unknown[] };

export function promotionStatus(p: Timed, now: string): PromotionStatus {
  if (!p.isOpen) return p.conditions.length === 0 ? "UNSET_CONDITIONS" : "UNLISTED";
  if (now < p.startAt) return "UPCOMING";
  if (now > p.endAt) return "EXPIRED";
  return "IN_PROGRESS";
}

/** Back-office list filter "showing": bit flags PENDING=1, ON_GOING=2, FINISHED=4. */
export const SHOWING = { PENDING: 1, ON_GOING: 2, FINISHED: 4 } as const;
export function timesOfShowing(showing: number): ("UPCOMING" | "IN_PROGRESS" | "EXPIRED")[] {
  const out: ("UPCOMING" | "IN_PROGRESS" | "EXPIRED")[] = [];
  if (showing & SHOWING.PENDING) out.push("UPCOMING");
  if (showing & SHOWING.ON_GOING) out.push("IN_PROGRESS");
  if (showing & SHOWING.FINISHED) out.push("EXPIRED");
  return out;
}

export const hasNoStartLimit = (startAt: string) => startAt.startsWith("1111");
export const hasNoEndLimit = (endAt: string) => endAt.startsWith("3333");
export { NO_LIMIT_END, NO_LIMIT_START };
