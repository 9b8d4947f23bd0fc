import { type FrameMessage, type FrameReply, frameMessage } from "../../functions/shared/frameMessages";

// The framed page's side of the parent-frame messages (functions/shared/frameMessages.ts). Only a
// message from the page's own parent window with a valid payload goes to the server, and only the
// server's yes (origin allowed to frame this store, the right store, a live token) signs in and
// earns a reply, posted to that parent's origin alone. Anything else is ignored without a word.

export type FrameEvent = { data: unknown; origin: string; source: unknown };

export type FrameDeps = {
  /** This host's store id (a BranchRegist for another store is ignored). */
  storeId: number;
  parent: { postMessage: (message: FrameReply, targetOrigin: string) => void };
  /** POST /api/frame/session; null when the server refused. */
  exchange: (body: { message: FrameMessage; origin: string }) => Promise<{ redirectUrl: string | null } | null>;
  onSignedIn: () => void;
};

/** Handles one message event; the reply it posted, or null when it ignored the message. */
export async function handleFrameMessage(e: FrameEvent, deps: FrameDeps): Promise<FrameReply | null> {
  if (e.source !== deps.parent || !e.origin || e.origin === "null") return null;
  const parsed = frameMessage.safeParse(e.data);
  if (!parsed.success) return null;
  const message = parsed.data;
  if (message.type === "BranchRegist" && message.storeId !== deps.storeId) return null;
  const answer = await deps.exchange({ message, origin: e.origin });
  if (!answer) return null;
  const reply: FrameReply =
    message.type === "BranchRegist"
      ? { type: "BranchRegist", status: "complete", redirectUrl: answer.redirectUrl ?? "" }
      : { type: "loginRegistStore", status: "complete" };
  deps.parent.postMessage(reply, e.origin);
  deps.onSignedIn();
  return reply;
}

/** Listens while the page is framed (a top-level page never listens); returns the stop function. */
export function listenForFrameMessages(win: Window, deps: Omit<FrameDeps, "parent">): () => void {
  if (win.parent === win) return () => {};
  const onMessage = (e: MessageEvent) => void handleFrameMessage(e, { ...deps, parent: win.parent });
  win.addEventListener("message", onMessage);
  return () => win.removeEventListener("message", onMessage);
}
