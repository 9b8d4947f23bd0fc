import type { PromotionStatus } from "@functions/commerce/promotions/status";
import { Code } from "@functions/shared/codes";
import { type AdminFailure, failureKey } from "~/components/admin/adminApi";
import { useT } from "~/i18n";

// Small pieces the promotion pages share: status badge tones, failure headlines, issue texts.

export const STATUS_TONE: Record<PromotionStatus, "neutral" | "success" | "danger" | "brand" | "warning"> = {
  UNSET_CONDITIONS: "danger",
  UNLISTED: "neutral",
  UPCOMING: "brand",
  IN_PROGRESS: "success",
  EXPIRED: "warning",
};

/** The headline of a failed call: this area's wording of a business code, else 422 / HTTP. */
export function usePromoFailure() {
  const t = useT();
  return (f: AdminFailure) => {
    if (f.status === 200 && f.code === Code.PROMOTION_CODE_EXISTS) return t("adminPromotions.codeTaken");
    if (f.status === 200 && f.code === Code.DATA_DOES_NOT_EXIST) return t("adminUi.notFound");
    if (f.issues.some((i) => i.path === "conditions") && f.issues.length === 1) {
      return t("adminPromotions.needsConditions");
    }
    const key = failureKey(f);
    const text = t(key);
    return text !== key ? text : t("adminPromotions.saveFailed");
  };
}

/** An issue's text: the shared validation message when there is one, else a generic one. */
export function useIssueText() {
  const t = useT();
  return (message: string | undefined) => {
    if (!message) return undefined;
    const text = t(message);
    return text !== message ? text : t("adminPromotions.invalid");
  };
}
