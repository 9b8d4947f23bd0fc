// Registers the English messages (a side effect). Imported statically by the server and
// dynamically by the browser's entry, only when the page is in English.
import { en } from "./en";
import { registerMessages } from "./index";

registerMessages({}, en);
