import { useT } from "../../../i18n";
import { TextField } from "../../admin/FormBits";

// The branch owner's review profile (reviewInput in functions/store/account/schemas.ts): one field list
// for the back-office page setting-audit-profile and the storefront's audit-profile modal.

export const AUDIT_PROFILE_FIELDS = [
  ["ownerName", "text", 30],
  ["phone", "tel", 10],
  ["email", "email", 120],
  ["companyName", "text", 60],
  ["companyId", "text", 8],
  ["address", "text", 120],
] as const;

export type AuditProfileKey = (typeof AUDIT_PROFILE_FIELDS)[number][0];
export type AuditProfileValues = Record<AuditProfileKey, string>;

/** The form's values from the stored profile (null before the owner's first submission). */
export function auditProfileValues(p: Partial<Record<AuditProfileKey, string | null>> | null): AuditProfileValues {
  return {
    ownerName: p?.ownerName ?? "",
    phone: p?.phone ?? "",
    email: p?.email ?? "",
    companyName: p?.companyName ?? "",
    companyId: p?.companyId ?? "",
    address: p?.address ?? "",
  };
}

type Binder = (k: AuditProfileKey) => {
  name: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
};

export function AuditProfileFields({ field, testPrefix }: { field: Binder; testPrefix: string }) {
  const t = useT();
  return (
    <div className="grid gap-4 min-[734px]:grid-cols-2">
      {AUDIT_PROFILE_FIELDS.map(([k, type, max]) => (
        <TextField
          key={k}
          label={t(`auditProfile.${k}`)}
          {...field(k)}
          type={type}
          maxLength={max}
          required={k === "ownerName" || k === "phone" || k === "email"}
          inputMode={k === "phone" || k === "companyId" ? "numeric" : undefined}
          className={k === "address" ? "min-[734px]:col-span-2" : undefined}
          testId={`${testPrefix}-${k}`}
        />
      ))}
    </div>
  );
}
