// The web server is "up" before `npm start` has finished seeding; wait until both demo stores
// and their members exist. (Node cannot resolve *.localhost, so this asks 127.0.0.1.)
const PORT = Number(process.env.E2E_PORT ?? 8799);

export default async function globalSetup() {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    try {
      const res = await fetch(`http://127.0.0.1:${PORT}/operator/stores`, {
        headers: { authorization: "Bearer dev-operator-token" },
      });
      const body = (await res.json()) as { data?: { hosts: string[] }[] };
      const hosts = (body.data ?? []).flatMap((s) => s.hosts);
      if (hosts.includes("shop-a.localhost") && hosts.includes("shop-b.localhost")) {
        const member = await fetch(`http://127.0.0.1:${PORT}/operator/stores/2/users`, {
          method: "POST",
          headers: { authorization: "Bearer dev-operator-token", "content-type": "application/json" },
          body: JSON.stringify({ email: "member@shop-b.test", password: "demo1234", name: "張小雨" }),
        });
        if (member.status === 409) return; // the seed already created it: seeding is complete
      }
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("demo stores were not seeded in time");
}
