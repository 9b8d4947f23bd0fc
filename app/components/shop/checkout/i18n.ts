// The checkout page's messages, registered (a side effect) by the modules that use them, like the
// cart's: the address fields' and flow pages' (commerce), the cart's line problems, and its own.
import "~/i18n/commerce";
import "~/i18n/cartMessages";
import { registerMessages } from "~/i18n";
import { checkoutPageEn, checkoutPageZhTW } from "~/i18n/areas/checkoutPage";

registerMessages(checkoutPageZhTW, checkoutPageEn);
