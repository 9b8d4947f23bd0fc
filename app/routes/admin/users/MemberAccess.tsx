import { Ban, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { Section } from "~/components/admin/AdminPage";
import { adminSend, failureKey } from "~/components/admin/adminApi";
import { ConfirmDialog } from "~/components/admin/ConfirmDialog";
import { flash } from "~/components/admin/flash";
import { Badge } from "~/components/admin/kit/Badge";
import { taipei } from "~/components/orders/format";
import { Button } from "~/components/ui";
import { useLocale, useT } from "~/i18n";
import { type MemberDetail, USERS_API } from "./lib";

// Block / unblock with a confirmation: a blocked member is signed out at once and can neither sign
// in nor check out (enforced by the server; this only asks and shows the state).

export function MemberAccess({ m, onChange }: { m: MemberDetail; onChange: (next: MemberDetail) => void }) {
  const t = useT();
  const locale = useLocale();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const blocked = Boolean(m.blockedAt);

  async function apply() {
    setBusy(true);
    const r = await adminSend<MemberDetail>("PATCH", USERS_API.one(m.id), { blocked: !blocked });
    setBusy(false);
    setAsking(false);
    if (!r.ok) return flash.error(t(failureKey(r)));
    flash.success(t(blocked ? "members.unblocked" : "members.blocked"));
    onChange(r.data);
  }

  return (
    <Section
      title={t("members.access")}
      actions={
        blocked ? (
          <Badge tone="danger">{t("members.status.blocked")}</Badge>
        ) : (
          <Badge tone="success">{t("members.status.normal")}</Badge>
        )
      }
    >
      <div className="flex flex-col gap-3 min-[734px]:flex-row min-[734px]:items-center min-[734px]:justify-between">
        <p className="text-sm" data-testid="member-access-state">
          {blocked ? t("members.blockedSince", { time: taipei(m.blockedAt, locale) }) : t("members.activeNote")}
        </p>
        <Button
          type="button"
          variant={blocked ? "secondary" : "danger"}
          onClick={() => setAsking(true)}
          data-testid={blocked ? "member-unblock" : "member-block"}
        >
          {blocked ? <ShieldCheck size={16} aria-hidden /> : <Ban size={16} aria-hidden />}
          {t(blocked ? "members.unblock" : "members.block")}
        </Button>
      </div>
      {asking && (
        <ConfirmDialog
          title={t(blocked ? "members.unblockTitle" : "members.blockTitle", { name: m.name })}
          body={t(blocked ? "members.unblockBody" : "members.blockBody")}
          confirmLabel={t(blocked ? "members.unblock" : "members.block")}
          tone={blocked ? "brand" : "danger"}
          busy={busy}
          onConfirm={() => void apply()}
          onCancel={() => setAsking(false)}
        />
      )}
    </Section>
  );
}
