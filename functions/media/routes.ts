import { Hono } from "hono";
import type { AppEnv } from "../platform/envelope";

// /api: media uploads (admin).
export const mediaApiRoutes = new Hono<AppEnv>();
