import { createContext } from "react-router";
import type { RequestContext } from "./scope";

/** The typed React Router context key: loaders and actions read the same RequestContext as Hono. */
export const requestContext = createContext<RequestContext>();
