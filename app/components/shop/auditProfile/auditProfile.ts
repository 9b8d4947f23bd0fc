// The branch owner's profile review (spec back-office §7 auditProfile): asked by the storefront
// layout's modal, answered by its lazily loaded dialog.
export const AUDIT_PROFILE_PATH = "/api/admin/branch/auditProfile";
