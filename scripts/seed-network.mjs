// Seeds 森林總店's demo branch network through the operator API (POST /operator/stores/:id/branches,
// the same atomic create a paid registration uses). Idempotent: a branch whose host exists is kept.
import { DEMO_NETWORK } from "./demo-data.mjs";

export async function seedNetwork(call, byHost) {
  const headId = byHost.get(DEMO_NETWORK.head);
  if (headId === undefined) return [];
  const ids = new Map();
  const out = [];
  for (const b of DEMO_NETWORK.branches) {
    const host = `${b.domainName}.${DEMO_NETWORK.head}`;
    let storeId = byHost.get(host);
    if (storeId === undefined) {
      const r = await call("POST", `/operator/stores/${headId}/branches`, {
        name: b.name,
        domainName: b.domainName,
        introducerStoreId: b.introducer ? ids.get(b.introducer) : undefined,
        storeType: b.storeType,
        auditStatus: b.auditStatus,
        admin: b.admin,
      });
      if (r.status !== 201) throw new Error(`branch ${host}: ${JSON.stringify(r.body)}`);
      storeId = r.body.data.storeId;
    }
    ids.set(b.domainName, storeId);
    out.push({ host, storeId, name: b.name, admin: b.admin });
  }
  return out;
}
