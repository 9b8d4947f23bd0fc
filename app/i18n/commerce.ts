// The messages of the address book and the checkout pages, registered (a side effect) by the
// modules that use them, so pages without an address or a payment step do not carry them.
import { addressEn, addressZhTW } from "./areas/address";
import { checkoutEn, checkoutZhTW } from "./areas/checkout";
import { registerMessages } from "./index";

registerMessages({ ...addressZhTW, ...checkoutZhTW }, { ...addressEn, ...checkoutEn });
