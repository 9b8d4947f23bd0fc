import "../../i18n/areas/network/branchRenewal";
import type { Highlight } from "@functions/commerce/orders/model";
import { networkHighlightByType } from "@functions/shared/network/networkHighlights";
import { Network, X } from "lucide-react";
import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import { useT } from "../../i18n";
import { adminSend } from "./adminApi";

/**
 * The head store's top banner of network notices (spec back-office §2.4; functions/shared/
 * networkHighlights.ts): owners waiting for review, failed renewals, plan changes. Each links to
 * where the head store acts on it; "Got it" marks that kind read for every admin of the store.
 */
export function NetworkNoticeBar({ notices }: { notices: Highlight[] }) {
  const t = useT();
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState<number | null>(null);
  if (!notices.length) return null;
  const dismiss = async (id: number) => {
    setBusy(id);
    const r = await adminSend("DELETE", `/api/admin/highlights/${id}`);
    setBusy(null);
    if (r.ok) await revalidate();
  };
  return (
    <section
      aria-label={t("networkNotice.label")}
      className="border-b border-sky-200 bg-sky-50 px-3 py-1.5 text-sm min-[734px]:px-5"
      data-testid="network-notice-bar"
    >
      <ul className="flex flex-col divide-y divide-sky-100">
        {notices.map((n) => {
          const h = networkHighlightByType(n.type);
          if (!h) return null;
          return (
            <li key={n.id} className="flex flex-wrap items-center gap-2 py-1" data-testid={`network-notice-${n.type}`}>
              <Network size={16} aria-hidden className="shrink-0 text-sky-700" />
              <p className="min-w-0 flex-1">
                {t(`networkNotice.${n.type}`, { count: n.amount })}
                {n.content.message ? <span className="text-muted"> · {n.content.message}</span> : null}
              </p>
              <Link to={h.path} className="font-medium text-brand-700 underline">
                {t("networkNotice.open")}
              </Link>
              <button
                type="button"
                disabled={busy === n.id}
                onClick={() => dismiss(n.id)}
                className="inline-flex h-8 items-center gap-1 rounded-lg px-2 text-muted hover:bg-black/5 disabled:opacity-50"
                data-testid={`network-notice-read-${n.type}`}
              >
                <X size={14} aria-hidden /> {t("networkNotice.read")}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
