import { z } from "zod";

// Spec storefront §4 "Messages from a parent frame": what a parent may post to a framed store page
// and what the page answers. Shared by the page's listener (app/lib/frameMessages.ts) and the
// server's check (functions/network/registration/frame.ts). Contract: docs/decisions/registration.md.

const token = z.string().min(20).max(100);

export const frameMessage = z.discriminatedUnion("type", [
  z.object({ type: z.literal("loginRegistStore"), token }),
  z.object({
    type: z.literal("BranchRegist"),
    storeId: z.number().int().positive(),
    token,
    userName: z.string().trim().min(1).max(120),
  }),
]);
export type FrameMessage = z.infer<typeof frameMessage>;

/** POST /api/frame/session: the message and the origin the browser reported for it (event.origin). */
export const frameSessionInput = z.strictObject({ message: frameMessage, origin: z.string().max(300) });
export type FrameSessionInput = z.infer<typeof frameSessionInput>;

export type FrameReply =
  | { type: "loginRegistStore"; status: "complete" }
  | { type: "BranchRegist"; status: "complete"; redirectUrl: string };
