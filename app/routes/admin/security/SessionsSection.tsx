import type { SessionView } from "@functions/shared/people/security";
import { deviceName, isMobileAgent } from "@functions/shared/userAgent";
import { LogOut, Monitor, Smartphone } from "lucide-react";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { Section } from "~/components/admin/AdminPage";
import { adminSend, failureKey } from "~/components/admin/adminApi";
import { ConfirmDialog } from "~/components/admin/ConfirmDialog";
import { flash } from "~/components/admin/flash";
import { Badge } from "~/components/admin/kit/Badge";
import { Button } from "~/components/ui";
import { useLocale, useT } from "~/i18n";
import { formatTaipei } from "~/lib/taipeiTime";

export const SESSIONS_API = "/api/admin/store/user/sessions";

/** The admin's signed-in devices, newest first, with revoke one / all others. */
export function SessionsSection({ sessions }: { sessions: SessionView[] }) {
  const t = useT();
  const locale = useLocale();
  const { revalidate } = useRevalidator();
  const [confirm, setConfirm] = useState<SessionView | "others" | null>(null);
  const [busy, setBusy] = useState(false);
  const nameOf = (s: SessionView) => deviceName(s.userAgent) ?? t("security.unknownDevice");
  const others = sessions.filter((s) => !s.current);

  async function run() {
    if (!confirm) return;
    setBusy(true);
    const r =
      confirm === "others"
        ? await adminSend<{ revoked: number }>("DELETE", SESSIONS_API)
        : await adminSend("DELETE", `${SESSIONS_API}/${confirm.id}`);
    setBusy(false);
    setConfirm(null);
    if (!r.ok) {
      flash.error(t(failureKey(r)));
    } else {
      flash.success(
        confirm === "others"
          ? t("security.revokedOthers", { count: (r.data as { revoked: number }).revoked })
          : t("security.revoked"),
      );
    }
    await revalidate();
  }

  return (
    <Section
      title={t("security.sessions")}
      description={t("security.sessionsBody")}
      id="sessions"
      actions={
        others.length > 0 ? (
          <Button variant="secondary" onClick={() => setConfirm("others")} data-testid="sessions-revoke-others">
            <LogOut size={16} aria-hidden /> {t("security.revokeOthers")}
          </Button>
        ) : undefined
      }
    >
      <ul className="flex flex-col divide-y divide-line" data-testid="sessions-list">
        {sessions.map((s) => {
          const Icon = isMobileAgent(s.userAgent) ? Smartphone : Monitor;
          return (
            <li
              key={s.id}
              className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 min-[734px]:flex-row min-[734px]:items-center"
              data-testid="session-row"
              data-current={s.current ? "true" : "false"}
            >
              <div className="flex min-w-0 flex-1 items-start gap-3">
                <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-surface text-muted">
                  <Icon size={20} aria-hidden />
                </span>
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    <span className="break-words">{nameOf(s)}</span>
                    {s.current && <Badge tone="success">{t("security.thisDevice")}</Badge>}
                  </p>
                  <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm text-muted">
                    <dt>{t("security.address")}</dt>
                    <dd className="break-all">{s.ip || t("security.unknownAddress")}</dd>
                    <dt>{t("security.signedIn")}</dt>
                    <dd>{formatTaipei(s.createdAt, locale)}</dd>
                    <dt>{t("security.lastSeen")}</dt>
                    <dd>{formatTaipei(s.lastSeenAt, locale)}</dd>
                  </dl>
                </div>
              </div>
              {!s.current && (
                <Button
                  variant="secondary"
                  className="w-full min-[734px]:w-auto"
                  onClick={() => setConfirm(s)}
                  data-testid="session-revoke"
                >
                  {t("security.revoke")}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {others.length === 0 && <p className="mt-3 text-sm text-muted">{t("security.onlyThis")}</p>}
      {confirm && (
        <ConfirmDialog
          title={t(confirm === "others" ? "security.revokeOthersTitle" : "security.revokeTitle")}
          body={
            confirm === "others"
              ? t("security.revokeOthersBody")
              : t("security.revokeBody", { device: nameOf(confirm) })
          }
          confirmLabel={t(confirm === "others" ? "security.revokeOthers" : "security.revoke")}
          busy={busy}
          onConfirm={run}
          onCancel={() => setConfirm(null)}
        />
      )}
    </Section>
  );
}
