import { Hono } from "hono";
import type { AppEnv } from "../platform/envelope";

// /api: products, stocks, specs, special prices, import/export (storefront + admin).
export const productRoutes = new Hono<AppEnv>();
