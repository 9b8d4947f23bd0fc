// The cart's messages, registered (a side effect) by the purchase box and the cart pages, so the
// home page and lists do not carry them; the navbar badge's one key lives in the shop area.
import { cartEn, cartZhTW } from "./areas/cart";
import { registerMessages } from "./index";

registerMessages(cartZhTW, cartEn);
