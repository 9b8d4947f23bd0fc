import "../../i18n/areas/consignmentNotes";
import type { OrderDetail } from "@functions/commerce/orders/model";
import { printableOrders, printIdsOf } from "@functions/commerce/orders/print";
import { NOTE_SIZES, type NoteSize } from "@functions/commerce/shippingNotes/schemas";
import { requireAdminAccess } from "@functions/platform/http/adminWrite";
import { callRule } from "@functions/shared/access/adminPrivileges";
import { formatMoney } from "@functions/shared/pricing";
import { Printer } from "lucide-react";
import { data, Link } from "react-router";
import { orderShippingName, sep, taipei } from "../../components/orders/format";
import { PageMeta } from "../../components/PageMeta";
import { Button, cx } from "../../components/ui";
import { type Locale, useLocale, useT } from "../../i18n";
import { rcOf } from "../../lib/context.server";
import { useRoot } from "../../lib/useRoot";
import type { Route } from "./+types/consignment-note-print";
import "./consignment-notes.css";

// /consignment-note-print?ids=1,2&size=A4|LABEL — our own consignment notes, for the orders that
// do not ship through ECPay's print flow (POST /api/admin/shipping/consignmentNote submits here).
// A4 holds two notes a sheet, a label one note (100 × 150 mm); the named @page rules are in
// consignment-notes.css. Only an admin who may print consignment notes opens it (that call's
// row of the access table); ids of another store are left out.

export async function loader({ context, request }: Route.LoaderArgs) {
  const rc = rcOf(context);
  let scope: ReturnType<typeof requireAdminAccess>["scope"];
  try {
    scope = requireAdminAccess(rc, callRule("POST", "/api/admin/shipping/consignmentNote")).scope;
  } catch {
    throw data(null, { status: 404 });
  }
  const q = new URL(request.url).searchParams;
  const ids = printIdsOf(q);
  if (!ids) throw data(null, { status: 404 });
  const size: NoteSize = (NOTE_SIZES as readonly string[]).includes(q.get("size") ?? "")
    ? (q.get("size") as NoteSize)
    : "A4";
  const orders = await printableOrders(scope, { admin: true }, ids);
  if (!orders.length) throw data(null, { status: 404 });
  return { orders, size, ids: ids.join(",") };
}

const pieces = (o: OrderDetail) => o.items.reduce((n, i) => n + i.quantity, 0);

function Field({ label, children, locale }: { label: string; children: React.ReactNode; locale: Locale }) {
  return (
    <div>
      <dt className="inline text-muted">
        {label}
        {sep(locale)}
      </dt>
      <dd className="inline font-medium">{children}</dd>
    </div>
  );
}

function Note({ order, size }: { order: OrderDetail; size: NoteSize }) {
  const t = useT();
  const locale = useLocale();
  const { store } = useRoot();
  const r = order.receiver;
  const collect = order.paymentMethod === "CASH_ON_DELIVERY";
  const label = size === "LABEL";
  return (
    <article
      className={cx(
        "flex flex-col gap-3 border-2 border-ink bg-white p-4 text-ink print:break-inside-avoid",
        label
          ? "note-paper-label aspect-[2/3] w-full max-w-[100mm] print:w-[100mm] print:break-after-page"
          : "note-paper-a4 min-h-[125mm]",
      )}
      data-testid="consignment-note"
    >
      <header className="flex items-baseline justify-between gap-2 border-b-2 border-ink pb-2">
        <h2 className="text-lg font-bold">{t("notes.title")}</h2>
        <span className="text-xl font-bold tabular-nums" data-testid="note-order-number">
          {order.orderNumber}
        </span>
      </header>
      <section>
        <h3 className="text-xs font-semibold uppercase tracking-wide text-muted">{t("notes.receiver")}</h3>
        <p className="text-xl font-bold" data-testid="note-receiver">
          {r.name}
        </p>
        <p className="text-lg tabular-nums">{r.phone}</p>
        <p className="text-base">
          {r.cvs
            ? `${t("text.aside", { text: r.cvs.storeName, aside: r.cvs.storeId })} ${r.cvs.address}`
            : [r.postalCode, r.city, r.district, r.address].filter(Boolean).join(" ")}
        </p>
      </section>
      <section className="text-sm">
        <h3 className="text-xs font-semibold uppercase tracking-wide text-muted">{t("notes.sender")}</h3>
        <p className="font-medium">{store.storeName}</p>
      </section>
      <dl className={cx("grid gap-1 text-sm", label ? "grid-cols-1" : "grid-cols-2")}>
        <Field label={t("notes.method")} locale={locale}>
          {orderShippingName(order, locale)}
        </Field>
        <Field label={t("notes.date")} locale={locale}>
          {taipei(order.createdAt, locale)}
        </Field>
        <Field label={t("notes.pieces")} locale={locale}>
          {t("notes.piecesValue", { n: pieces(order) })}
        </Field>
        <Field label={t("notes.collect")} locale={locale}>
          <span data-testid="note-collect">{collect ? formatMoney(order.totalAmount) : t("notes.noCollect")}</span>
        </Field>
        {order.trackingNumber && (
          <Field label={t("notes.tracking")} locale={locale}>
            {order.trackingNumber}
          </Field>
        )}
      </dl>
      <p className="text-sm">
        <span className="text-muted">
          {t("notes.contents")}
          {sep(locale)}
        </span>
        {order.items
          .map((i) => `${i.productName}${i.spec ? ` (${i.spec})` : ""} × ${i.quantity}`)
          .join(locale === "en" ? ", " : "、")}
      </p>
      {order.note && (
        <p className="text-sm">
          <span className="text-muted">
            {t("notes.note")}
            {sep(locale)}
          </span>
          {order.note}
        </p>
      )}
    </article>
  );
}

export default function ConsignmentNotePrint({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { store } = useRoot();
  const { orders, size, ids } = loaderData;
  return (
    <main className="mx-auto w-full max-w-4xl bg-white px-5 py-8 text-ink print:max-w-none print:p-0">
      <PageMeta title={t("notes.many", { n: orders.length })} storeName={store.storeName} />
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <nav aria-label={t("notes.sizeLabel")} className="flex gap-2 text-sm">
          {NOTE_SIZES.map((s) => (
            <Link
              key={s}
              to={`?ids=${ids}&size=${s}`}
              aria-current={s === size ? "page" : undefined}
              className={cx("rounded-full border px-3 py-1", s === size ? "border-ink font-semibold" : "border-line")}
            >
              {t(`notes.size.${s}`)}
            </Link>
          ))}
        </nav>
        <Button type="button" onClick={() => window.print()} data-testid="print-button">
          <Printer size={16} aria-hidden /> {t("notes.many", { n: orders.length })}
        </Button>
      </div>
      <div
        className={cx(
          "grid min-w-0 gap-6 print:gap-[6mm]",
          size === "LABEL" ? "grid-cols-1 justify-items-center print:gap-0" : "grid-cols-1",
        )}
        data-size={size}
        data-testid="consignment-notes"
      >
        {orders.map((o) => (
          <Note key={o.id} order={o} size={size} />
        ))}
      </div>
    </main>
  );
}
