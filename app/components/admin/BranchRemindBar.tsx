import "../../i18n/areas/network/branchRenewal";
import { REMIND_STORAGE_KEY, REMIND_TYPES, remindBarVisible } from "@functions/shared/network/branchRemind";
import { BellRing, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useT } from "../../i18n";

export type BranchRemind = {
  storeStatus: string;
  ifMustReviewUserInfo: boolean;
  notices: { type: string; message: string }[];
};

const storedAt = () => {
  const v = Number(window.localStorage.getItem(REMIND_STORAGE_KEY));
  return Number.isFinite(v) && v > 0 ? v : null;
};

/**
 * The branch remind bar of spec §2.4 (functions/shared/network/branchRemind.ts): a branch admin's notice
 * of the head store's review or a failed renewal. "Remind me later" stores the time in this
 * browser; the bar decides after hydration, since that time lives only here.
 */
export function BranchRemindBar({ remind }: { remind: BranchRemind | null }) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!remind) return setVisible(false);
    setVisible(
      remindBarVisible({
        isBranch: true,
        storeStatus: remind.storeStatus,
        noticeTypes: remind.notices.map((n) => n.type),
        ifMustReviewUserInfo: remind.ifMustReviewUserInfo,
        remindAt: storedAt(),
        now: Date.now(),
      }),
    );
  }, [remind]);
  if (!remind || !visible) return null;
  const notice = remind.notices.find((n) => (REMIND_TYPES as readonly string[]).includes(n.type));
  if (!notice) return null;
  const renew = notice.type === "BRANCH_RENEWED_FAIL" || notice.type === "BRANCH_RENEW_REMIND";
  const later = () => {
    window.localStorage.setItem(REMIND_STORAGE_KEY, String(Date.now()));
    setVisible(false);
  };
  return (
    <section
      aria-label={t("remind.label")}
      className="flex flex-wrap items-center gap-2 border-b border-amber-200 bg-amber-50 px-3 py-2 text-sm min-[734px]:px-5"
      data-testid="branch-remind-bar"
    >
      <BellRing size={16} aria-hidden className="shrink-0 text-amber-700" />
      <p className="min-w-0 flex-1">
        {t(`remind.${notice.type}`)}
        {notice.message ? ` ${notice.message}` : ""}
      </p>
      <Link
        to={renew ? "/registration-cart/update" : "/admin/settingpage/setting-audit-profile"}
        className="font-medium text-brand-700 underline"
      >
        {t(renew ? "remind.renew" : "remind.open")}
      </Link>
      <button
        type="button"
        onClick={later}
        className="inline-flex h-8 items-center gap-1 rounded-lg px-2 text-muted hover:bg-black/5"
        data-testid="branch-remind-later"
      >
        <X size={14} aria-hidden /> {t("remind.later")}
      </button>
    </section>
  );
}
