import { systemBulletinsOf } from "@db/systemBulletins";
import type { StoreScope } from "../../platform/tenancy/scope";
import type { Bulletin } from "../../shared/commerce/catalogue";
import { found } from "./common";

// The operator's notices to every store (GET /api/{product}/bulletins, the back office's
// notifications-{product}-bulletin-list). Not a store's rows: the same shown list for every store.

export type SystemBulletin = Omit<Bulletin, "categoryId">;

/** The notice board shows the latest notices; older ones are of no use to a store. */
export const SYSTEM_BULLETIN_MAX = 100;

const systemBulletinOf = (r: SystemBulletin): SystemBulletin => ({
  id: r.id,
  title: r.title,
  content: r.content,
  isTop: r.isTop,
  createdAt: r.createdAt,
});

export async function listSystemBulletins(scope: StoreScope): Promise<SystemBulletin[]> {
  return (await systemBulletinsOf(scope.db).listShown(SYSTEM_BULLETIN_MAX)).map(systemBulletinOf);
}

export async function getSystemBulletin(scope: StoreScope, id: number): Promise<SystemBulletin> {
  return systemBulletinOf(found(await systemBulletinsOf(scope.db).findShown(id)));
}
