// The branch income list's views (spec back-office §2.2 /admin/incomelist/{view}); isomorphic.
export const INCOME_VIEWS = ["orderDetails", "isTempUnpaid", "isTempCancel"] as const;
export type IncomeView = (typeof INCOME_VIEWS)[number];
