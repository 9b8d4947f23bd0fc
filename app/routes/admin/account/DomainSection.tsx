import { type FormEvent, useRef, useState } from "react";
import { Section } from "~/components/admin/AdminPage";
import { adminSend } from "~/components/admin/adminApi";
import { ConfirmDialog } from "~/components/admin/ConfirmDialog";
import { flash } from "~/components/admin/flash";
import { Button } from "~/components/ui";
import { useT } from "~/i18n";
import { ACCOUNT_API, type DomainView, useAccountFailure } from "./accountUi";

// The default web address of /admin/account-store: check a name, then change it after a confirm.
// The session cookie belongs to the old host, so a change ends on the new host's admin login.

type Status = { exists: boolean; reserved: boolean; isOwn: boolean };

export function DomainSection({ domain }: { domain: DomainView }) {
  const t = useT();
  const fail = useAccountFailure();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<{ name: string; s: Status } | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const hostOf = (name: string) => `${name}.${domain.baseDomain}`;
  const nameNow = () => (input.current?.value ?? "").trim();

  async function check() {
    const name = nameNow();
    const r = await adminSend<Status>("POST", ACCOUNT_API.domainExists, { domainName: name });
    if (!r.ok) {
      setStatus(null);
      setError(fail.fields(r).domainName ?? fail.text(r));
      return;
    }
    setError(null);
    setStatus({ name, s: r.data });
  }

  function ask(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setConfirming(nameNow());
  }

  async function change(name: string) {
    setBusy(true);
    const r = await adminSend<DomainView>("PATCH", ACCOUNT_API.domain, { domainName: name });
    setBusy(false);
    setConfirming(null);
    if (!r.ok) {
      setError(fail.fields(r).domainName ?? fail.text(r));
      flash.error(fail.text(r));
      return;
    }
    flash.success(t("adminAccount.domain.changed"));
    const here = new URL(window.location.href);
    window.location.assign(`${here.protocol}//${r.data.defaultDomain}${here.port ? `:${here.port}` : ""}/admin`);
  }

  const statusText = (x: { name: string; s: Status }) =>
    x.s.reserved
      ? t("adminAccount.domain.reserved")
      : x.s.isOwn
        ? t("adminAccount.domain.isOwn")
        : x.s.exists
          ? t("adminAccount.domain.taken", { host: hostOf(x.name) })
          : t("adminAccount.domain.available", { host: hostOf(x.name) });

  return (
    <Section
      id="account-domain"
      title={t("adminAccount.domain.title")}
      description={t("adminAccount.domain.description")}
    >
      <p className="text-sm">
        <span className="text-muted">{t("adminAccount.domain.current")}</span>{" "}
        <span className="font-medium break-all" data-testid="account-domain-current">
          {domain.defaultDomain ?? "—"}
        </span>
      </p>
      <form className="mt-4 flex flex-col gap-3" onSubmit={ask} data-testid="account-domain-form">
        <label htmlFor="f-domainName" className="text-sm font-medium">
          {t("adminAccount.domain.name")}
        </label>
        <div className="flex items-stretch">
          <input
            ref={input}
            id="f-domainName"
            name="domainName"
            defaultValue={domain.domainName ?? ""}
            autoCapitalize="none"
            autoComplete="off"
            spellCheck={false}
            maxLength={30}
            aria-invalid={error ? true : undefined}
            aria-describedby="f-domainName-msg"
            onChange={() => setStatus(null)}
            className="h-11 min-w-0 flex-1 rounded-l-lg border border-line bg-white px-3 text-[15px] outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
          />
          <span className="flex items-center rounded-r-lg border border-l-0 border-line bg-surface px-3 text-sm text-muted">
            .{domain.baseDomain}
          </span>
        </div>
        <p id="f-domainName-msg" className="min-h-5 text-sm" data-testid="account-domain-status">
          {error ? (
            <span className="text-danger">{error}</span>
          ) : status ? (
            <span className={status.s.exists ? "text-danger" : "text-[#166534]"}>{statusText(status)}</span>
          ) : null}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="secondary" onClick={check} data-testid="account-domain-check">
            {t("adminAccount.domain.check")}
          </Button>
          <Button type="submit" data-testid="account-domain-save">
            {t("adminAccount.domain.save")}
          </Button>
        </div>
      </form>
      {confirming !== null && (
        <ConfirmDialog
          title={t("adminAccount.domain.confirmTitle")}
          body={t("adminAccount.domain.confirmBody", { old: domain.defaultDomain ?? "", host: hostOf(confirming) })}
          confirmLabel={t("adminAccount.domain.confirm")}
          busy={busy}
          onConfirm={() => change(confirming)}
          onCancel={() => setConfirming(null)}
          testId="account-domain-confirm"
        />
      )}
    </Section>
  );
}
