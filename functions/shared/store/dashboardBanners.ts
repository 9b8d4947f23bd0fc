// The back-office dashboard's banners and overlays of spec back-office §2.4, as pure rules so the
// admin shell and the tests read the same ones (app/routes/admin/layout.tsx draws them).

/**
 * What a store's status does to the back office: CLOSE_STORE_BY_SYSTEM an overlay with locked
 * scrolling, CLOSE_STORE_RENEWED_FAIL a different overlay; unpaid, confirmed-paid and closed by the
 * system show no admin content. (The route guard already sends the admins of unpaid, confirmed-paid
 * and renew-failed stores to the registration pages; this is what the shell shows if one renders.)
 */
export type ClosedLayer = { overlay: "bySystem" | "renewFail" | null; hideContent: boolean };

const HIDDEN = new Set(["CLOSE_STORE_UNPAID", "CLOSE_STORE_CONFIRM_PAID", "CLOSE_STORE_BY_SYSTEM"]);

export function closedLayerOf(status: string): ClosedLayer {
  const overlay =
    status === "CLOSE_STORE_BY_SYSTEM" ? "bySystem" : status === "CLOSE_STORE_RENEWED_FAIL" ? "renewFail" : null;
  return { overlay, hideContent: HIDDEN.has(status) || overlay !== null };
}

/**
 * The top banner's important notices: a highlight of these types, with where its link goes
 * (BRANCH_SELECTIONS_CHANGE → the notifications list). BRANCH_PLAN_CHANGE, the head store's
 * network notice linking to the registration plan page, is drawn by the network notice bar.
 */
export const IMPORTANT_NOTICES = [{ type: "BRANCH_SELECTIONS_CHANGE", path: "/admin/notifications-all" }] as const;

export type ImportantNotice = { type: string; path: string; amount: number; message: string };

export function importantNoticesOf(
  highlights: readonly { type: string; amount: number; content: { message?: string | null } }[],
): ImportantNotice[] {
  return IMPORTANT_NOTICES.flatMap((n) => {
    const h = highlights.find((x) => x.type === n.type && x.amount > 0);
    return h ? [{ type: n.type, path: n.path, amount: h.amount, message: h.content.message ?? "" }] : [];
  });
}
