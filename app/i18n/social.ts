// Social sign-in messages, registered (a side effect) by the modules that show them.
import { socialEn, socialZhTW } from "./areas/social";
import { registerMessages } from "./index";

registerMessages(socialZhTW, socialEn);
