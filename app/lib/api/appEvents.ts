import { createAppEvents } from "./events";

/** The app-wide event bus and alert state that <AppOverlays/> renders (no client attached, so
 * pages can listen without loading the request layer). */
export const appEvents = createAppEvents();
