import { Hono } from "hono";
import type { AppEnv } from "../platform/envelope";

// /api: banners, pages, articles, bulletins, style and menu settings (storefront + admin).
export const contentRoutes = new Hono<AppEnv>();
