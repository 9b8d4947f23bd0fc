import { Hono } from "hono";
import type { AppEnv } from "../platform/envelope";

// /api: categories, topics, tags, information (storefront + admin).
export const taxonomyRoutes = new Hono<AppEnv>();
