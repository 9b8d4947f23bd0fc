import type { ReceiverJson } from "@functions/shared/commerce/commerce";
import { useMemo, useState } from "react";
import type { AddressValue } from "../AddressFields";
import type { ShippingChoice } from "./checkout.server";
import {
  type BookEntry,
  type CvsStore,
  F,
  type FormValues,
  isPickupMethod,
  NO_STORE,
  sourcesOf,
  storeKeysFor,
} from "./form";
import type { ReceiverKind } from "./ReceiverSection";

/** What the page's loader gives the choice: the address book, the store picked on the map, the current receiver. */
type DeliveryData = {
  book: readonly BookEntry[];
  picked: CvsStore | null;
  current?: ReceiverJson | null;
  initial: { receiverId: string };
};

/**
 * The shipping method and receiver a form is choosing (the checkout and a subscription's change of
 * shipping): the keyed receivers, the chosen method, store and address, and what follows from them.
 */
export function useDeliveryChoice(
  data: DeliveryData,
  /** The posted values after a refused post, else empty. */
  echo: FormValues,
  startMethodId: number | null,
  shipping: readonly ShippingChoice[],
) {
  const { book, picked, current = null } = data;
  const src = useMemo(() => sourcesOf(book, picked, current), [book, picked, current]);
  const defaultKeys = useMemo(() => new Set(book.filter((e) => e.isDefault).map((e) => String(e.id))), [book]);
  const [methodId, setMethodId] = useState<number | null>(startMethodId);
  const [receiverId, setReceiverId] = useState(echo[F.receiverId] ?? data.initial.receiverId);
  const [cvsPref, setCvsPref] = useState(echo[F.cvsChoice] ?? "");
  const [address, setAddress] = useState<AddressValue>({
    city: echo[F.city] ?? "",
    district: echo[F.district] ?? "",
    postalCode: echo[F.postalCode] ?? "",
    address: echo[F.address] ?? "",
  });

  const choice = shipping.find((c) => c.method.id === methodId) ?? null;
  const method = choice?.method ?? null;
  const pickup = method ? isPickupMethod(method) : false;
  const storeKeys = storeKeysFor(method?.cvsChain ?? null, src);
  const cvsChoice = storeKeys.includes(cvsPref) ? cvsPref : (storeKeys[0] ?? NO_STORE);
  const typedHome = !src.homes.has(receiverId);
  /** The city the bill is priced for: the typed one, else the chosen saved receiver's. */
  const homeCity = typedHome ? address.city : (src.homes.get(receiverId)?.city ?? "");

  /** The receiver section's kind; `checkoutQuery` tells the map page where to come back to. */
  const kind = (checkoutQuery: string): ReceiverKind | null =>
    method
      ? pickup
        ? {
            pickup: true,
            chain: method.cvsChain,
            mapHref: method.cvsChain
              ? `/shipping-redirect-middle-page?shippingMethodId=${method.id}&${checkoutQuery}`
              : null,
          }
        : { pickup: false }
      : null;

  return {
    src,
    defaultKeys,
    methodId,
    setMethodId,
    receiverId,
    setReceiverId,
    setCvsPref,
    address,
    setAddress,
    choice,
    method,
    pickup,
    cvsChoice,
    typedHome,
    homeCity,
    kind,
  };
}
