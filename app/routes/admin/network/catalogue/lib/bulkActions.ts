import type { useT } from "~/i18n";
import type { useBcSend } from "./useSend";

// The bulk actions the category and product lists share: the head store authorises rows for its
// branches or withdraws them; a branch lists or unlists them in its shop.

type T = ReturnType<typeof useT>;
type Send = ReturnType<typeof useBcSend>["send"];
type Row = { id: number };

const ids = (rows: Row[]) => rows.map((r) => r.id);

export const authorizeAction = <R extends Row>(t: T, send: Send, path: string) => ({
  key: "authorize",
  label: t("bc.authorize"),
  run: (rows: R[]) =>
    send("PATCH", path, { ids: ids(rows), isForBranch: true }, t("bc.authorizeDone", { count: rows.length })),
});

export const withdrawAction = <R extends Row>(t: T, send: Send, path: string) => ({
  key: "withdraw",
  label: t("bc.withdraw"),
  danger: true,
  confirm: (rows: R[]) => ({
    title: t("bc.withdraw"),
    body: t("bc.withdrawDone", { count: rows.length }),
  }),
  run: (rows: R[]) =>
    send("PATCH", path, { ids: ids(rows), isForBranch: false }, t("bc.withdrawDone", { count: rows.length })),
});

/** List and unlist: one write of every selected row's choice with its listing switched. */
export const listingActions = <R extends Row>(
  t: T,
  send: Send,
  method: "PATCH" | "POST",
  path: string,
  item: (row: R, isDisplay: boolean) => unknown,
) =>
  [true, false].map((on) => ({
    key: on ? "list" : "unlist",
    label: t(on ? "bc.list" : "bc.unlist"),
    run: (rows: R[]) =>
      send(method, path, { items: rows.map((r) => item(r, on)) }, t("bc.listDone", { count: rows.length })),
  }));
