// The web server is "up" before `npm start` has finished seeding; wait until both demo stores
// and their members exist. (Node cannot resolve *.localhost, so this asks 127.0.0.1.)
const PORT = Number(process.env.E2E_PORT ?? 8799);

export default async function globalSetup() {
  // Seeding both stores, their orders and the branch network takes about a minute on an idle
  // 2-core machine; a busy one may take several.
  const until = Date.now() + 300_000;
  while (Date.now() < until) {
    try {
      const res = await fetch(`http://127.0.0.1:${PORT}/operator/stores`, {
        headers: { authorization: "Bearer dev-operator-token" },
      });
      const body = (await res.json()) as { data?: { hosts: string[] }[] };
      const hosts = (body.data ?? []).flatMap((s) => s.hosts);
      // The demo branch network is seeded after both stores (its last branch: oak).
      if (hosts.includes("shop-a.localhost") && hosts.includes("oak.shop-b.localhost")) {
        const member = await fetch(`http://127.0.0.1:${PORT}/operator/stores/2/users`, {
          method: "POST",
          headers: { authorization: "Bearer dev-operator-token", "content-type": "application/json" },
          body: JSON.stringify({ email: "member@shop-b.test", password: "demo1234", name: "張小雨" }),
        });
        if (member.status === 409) {
          // Seeding is complete. Specs that sign in as an admin each get their own account: login
          // is rate limited per account (10 per 10 minutes), and the suite runs twice (two widths).
          for (const who of ["catalogue", "content", "browse"]) {
            const r = await fetch(`http://127.0.0.1:${PORT}/operator/stores/1/users`, {
              method: "POST",
              headers: { authorization: "Bearer dev-operator-token", "content-type": "application/json" },
              body: JSON.stringify({
                email: `e2e-${who}@shop-a.test`,
                password: "demo1234",
                name: "測試管理員",
                isAdmin: true,
              }),
            });
            if (r.status !== 201 && r.status !== 409) throw new Error(`e2e admin ${who}: HTTP ${r.status}`);
          }
          return;
        }
      }
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("demo stores were not seeded in time");
}
