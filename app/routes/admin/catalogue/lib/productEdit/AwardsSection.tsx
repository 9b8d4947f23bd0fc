import { AWARD_TEXT_MAX } from "@functions/commerce/awards/schemas";
import type { AwardGroupView } from "@functions/commerce/awards/service";
import { Award, Plus, X } from "lucide-react";
import { type KeyboardEvent, useState } from "react";
import { Section } from "~/components/admin/AdminPage";
import { adminSend, failureKey, issuesByPath } from "~/components/admin/adminApi";
import { TextField } from "~/components/admin/FormBits";
import { flash } from "~/components/admin/flash";
import { Button } from "~/components/ui";
import { useT } from "~/i18n";

// The product editor's awards (POST, GET /api/admin/product/awards; DELETE /{id}): the awards this
// product won, each maybe shared with other products, and a row to add one. Saved at once, apart
// from the product form (it sits inside that form, so no nested <form> and Enter adds here).

export const AWARDS_API = "/api/admin/product/awards";
type Draft = { title: string; issuer: string; year: string };
const EMPTY: Draft = { title: "", issuer: "", year: "" };

export function AwardsSection({ productId, initial }: { productId: number; initial: AwardGroupView[] }) {
  const t = useT();
  const [groups, setGroups] = useState(initial);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const [busy, setBusy] = useState(false);

  async function add() {
    setBusy(true);
    const year = draft.year.trim();
    const r = await adminSend<AwardGroupView>("POST", AWARDS_API, {
      title: draft.title,
      issuer: draft.issuer,
      year: year ? Number(year) : null,
      productIds: [productId],
    });
    setBusy(false);
    if (!r.ok) {
      const issues = issuesByPath(r.issues);
      const fieldErrors = { title: issues.title, issuer: issues.issuer, year: issues.year };
      if (Object.values(fieldErrors).some(Boolean))
        setErrors(Object.fromEntries(Object.entries(fieldErrors).map(([k, v]) => [k, v && t(v)])));
      else flash.error(t(failureKey(r)));
      return;
    }
    setGroups((g) => [r.data, ...g]);
    setDraft(EMPTY);
    setErrors({});
    flash.success(t("awards.added", { title: r.data.title }));
  }
  async function remove(g: AwardGroupView) {
    const item = g.items.find((i) => i.productId === productId);
    if (!item) return;
    const r = await adminSend("DELETE", `${AWARDS_API}/${item.id}`);
    if (!r.ok) return flash.error(t(failureKey(r)));
    setGroups((all) => all.filter((x) => x.groupId !== g.groupId));
    flash.success(t("awards.removed", { title: g.title }));
  }
  const onEnter = (e: KeyboardEvent) => {
    if (e.key !== "Enter") return;
    e.preventDefault();
    if (!busy) void add();
  };
  const field = (k: keyof Draft) => ({
    name: `award-${k}`,
    value: draft[k],
    onChange: (v: string) => setDraft((d) => ({ ...d, [k]: v })),
    error: errors[k],
    onKeyDown: onEnter,
  });

  return (
    <Section title={t("awards.title")} description={t("awards.description")} id="awards">
      <div className="flex flex-col gap-4" data-testid="product-awards">
        {groups.length === 0 ? (
          <p className="text-sm text-muted">{t("awards.empty")}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-line rounded-xl border border-line">
            {groups.map((g) => {
              const others = g.items.filter((i) => i.productId !== productId).map((i) => i.productName);
              return (
                <li key={g.groupId} className="flex items-start gap-3 p-3" data-testid="product-award">
                  <Award size={20} aria-hidden className="mt-0.5 shrink-0 text-amber-600" />
                  <div className="min-w-0 flex-1">
                    <p className="font-medium">{g.title}</p>
                    {(g.issuer || g.year) && (
                      <p className="text-sm text-muted">{[g.issuer, g.year].filter(Boolean).join(" · ")}</p>
                    )}
                    {others.length > 0 && (
                      <p className="text-xs text-muted">{t("awards.others", { names: others.join("、") })}</p>
                    )}
                  </div>
                  <Button
                    type="button"
                    variant="secondary"
                    className="h-9 shrink-0"
                    onClick={() => void remove(g)}
                    aria-label={t("awards.removeOf", { title: g.title })}
                  >
                    <X size={16} aria-hidden /> {t("awards.remove")}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        <div className="grid gap-3 min-[734px]:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_minmax(0,1fr)] min-[734px]:items-end">
          <TextField label={t("awards.name")} {...field("title")} maxLength={AWARD_TEXT_MAX} />
          <TextField label={t("awards.issuer")} {...field("issuer")} maxLength={AWARD_TEXT_MAX} />
          <TextField label={t("awards.year")} {...field("year")} inputMode="numeric" maxLength={4} />
          <Button
            type="button"
            onClick={() => void add()}
            disabled={busy || !draft.title.trim()}
            data-testid="award-add"
            className="h-11 min-[734px]:col-start-3 min-[734px]:justify-self-end"
          >
            <Plus size={16} aria-hidden /> {busy ? t("awards.adding") : t("awards.add")}
          </Button>
        </div>
      </div>
    </Section>
  );
}
