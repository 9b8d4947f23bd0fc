// `npm run operator -- <command> …`: the platform operator's CLI over the /operator API.
// Local by default (http://127.0.0.1:8787, token from .dev.vars); --url and --token (or the
// OPERATOR_TOKEN env var) point it at a deployed Worker.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { root } from "./lib.mjs";

const HELP = `Storefleet operator CLI

Usage: npm run operator -- <command> [arguments] [--url URL] [--token TOKEN] [--json]

Commands
  list [--q TEXT]                         List stores with their hosts
  show <storeId>                          Show one store
  create --name NAME --type TYPE --host HOST [--trial TRIAL]
         [--admin-email E --admin-password P --admin-name N]
                                          Create a store on a host (answers at once)
  add-branch <headStoreId> --name NAME --domain-name NAME --admin-email E --admin-password P --admin-name N
         [--introducer STORE_ID] [--type BRANCH_TYPE]
                                          Add a branch to a head store's network on
                                          {domainName}.{head store's host}
  add-host <storeId> <host>               Point another host at a store
  remove-host <storeId> <host>            Detach a host
  set <storeId> [--status S] [--type T] [--trial T] [--default-domain D] [--name N]
                                          Change status, type, trial type, default domain
  add-user <storeId> --email E --password P --name N [--admin] [--root]
                                          Add a member (or an admin) to a store
  outbox <storeId> [--to EMAIL]           Read the local mail outbox (dev)

TYPE:   NORMAL | HEAD_STORE_MULTILEVEL | BRANCH_MULTILEVEL_PAY_BY_HEAD_STORE | BRANCH_MULTILEVEL_PAY_BY_SELF
TRIAL:  NONE | BY_VERIFYCODE | PERMANENT_FREE | PERMANENT_FREE_SINGLE | PERMANENT_FREE_STREAMING
STATUS: NORMAL | CLOSE_STORE_BY_USER | CLOSE_STORE_BY_SYSTEM | CLOSE_STORE_UNPAID | CLOSE_STORE_CONFIRM_PAID
        | CLOSE_STORE_RENEWED_FAIL | CLOSE_STORE_RENEWED_CONFIRM_PAID`;

const { values: o, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    url: { type: "string" },
    token: { type: "string" },
    json: { type: "boolean" },
    help: { type: "boolean", short: "h" },
    q: { type: "string" },
    name: { type: "string" },
    type: { type: "string" },
    host: { type: "string" },
    trial: { type: "string" },
    status: { type: "string" },
    "default-domain": { type: "string" },
    "admin-email": { type: "string" },
    "admin-password": { type: "string" },
    "admin-name": { type: "string" },
    email: { type: "string" },
    password: { type: "string" },
    admin: { type: "boolean" },
    root: { type: "boolean" },
    to: { type: "string" },
    "domain-name": { type: "string" },
    introducer: { type: "string" },
  },
});

function localToken() {
  const file = path.join(root, ".dev.vars");
  if (!existsSync(file)) return "dev-operator-token";
  return /^OPERATOR_TOKEN=(.*)$/m.exec(readFileSync(file, "utf8"))?.[1]?.trim() ?? "dev-operator-token";
}

const base = (o.url ?? process.env.OPERATOR_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8787}`).replace(/\/$/, "");
const token = o.token ?? process.env.OPERATOR_TOKEN ?? localToken();
const [command, ...args] = positionals;

async function call(method, p, body) {
  let res;
  try {
    res = await fetch(`${base}/operator${p}`, {
      method,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (e) {
    fail(`cannot reach ${base} (${e.cause?.code ?? e.message}). Is the server running (npm start)?`);
  }
  const json = await res.json().catch(() => null);
  if (!res.ok || json?.code !== 0) {
    const issues = (json?.issues ?? []).map((i) => `\n  - ${i.path}: ${i.message}`).join("");
    fail(`${res.status} ${json?.message ?? "request failed"} (code ${json?.code ?? "?"})${issues}`);
  }
  return json.data;
}

function fail(msg) {
  console.error(`✗ ${msg}`);
  process.exit(1);
}

const need = (v, what) => v ?? fail(`missing ${what} (see --help)`);
const id = () => need(args[0], "<storeId>");

function printStore(s) {
  console.log(`#${s.storeId}  ${s.name}  [${s.storeType} · ${s.status} · trial ${s.storeTrialType}]`);
  console.log(`    hosts: ${s.hosts.join(", ") || "-"}   default domain: ${s.defaultDomain ?? "-"}`);
}

const out = (data, pretty) => (o.json ? console.log(JSON.stringify(data, null, 2)) : pretty(data));

if (o.help || !command) {
  console.log(HELP);
  process.exit(command || o.help ? 0 : 1);
}

switch (command) {
  case "list": {
    const data = await call("GET", `/stores?limit=100${o.q ? `&q=${encodeURIComponent(o.q)}` : ""}`);
    out(data, (d) => {
      if (!d.length) console.log("No stores yet.");
      for (const s of d) printStore(s);
    });
    break;
  }
  case "show":
    out(await call("GET", `/stores/${id()}`), printStore);
    break;
  case "create": {
    const admin = o["admin-email"]
      ? {
          email: o["admin-email"],
          password: need(o["admin-password"], "--admin-password"),
          name: need(o["admin-name"], "--admin-name"),
        }
      : undefined;
    const data = await call("POST", "/stores", {
      name: need(o.name, "--name"),
      storeType: need(o.type, "--type"),
      host: need(o.host, "--host"),
      ...(o.trial ? { storeTrialType: o.trial } : {}),
      ...(admin ? { admin } : {}),
    });
    out(data, (d) => console.log(`✓ created store #${d.storeId}; it answers on ${o.host} now`));
    break;
  }
  case "add-branch": {
    const data = await call("POST", `/stores/${id()}/branches`, {
      name: need(o.name, "--name"),
      domainName: need(o["domain-name"], "--domain-name"),
      ...(o.introducer ? { introducerStoreId: Number(o.introducer) } : {}),
      ...(o.type ? { storeType: o.type } : {}),
      admin: {
        email: need(o["admin-email"], "--admin-email"),
        password: need(o["admin-password"], "--admin-password"),
        name: need(o["admin-name"], "--admin-name"),
      },
    });
    out(data, (d) => console.log(`✓ created branch #${d.storeId}; it answers on ${d.host} now`));
    break;
  }
  case "add-host":
    out(await call("POST", `/stores/${id()}/hosts`, { host: need(args[1], "<host>") }), (d) =>
      console.log(`✓ ${d.host} → store #${args[0]}`),
    );
    break;
  case "remove-host":
    out(await call("DELETE", `/stores/${id()}/hosts/${encodeURIComponent(need(args[1], "<host>"))}`), (d) =>
      console.log(`✓ removed ${d.host}`),
    );
    break;
  case "set": {
    const patch = {
      ...(o.status ? { status: o.status } : {}),
      ...(o.type ? { storeType: o.type } : {}),
      ...(o.trial ? { storeTrialType: o.trial } : {}),
      ...(o.name ? { name: o.name } : {}),
      ...(o["default-domain"] !== undefined ? { defaultDomain: o["default-domain"] || null } : {}),
    };
    out(await call("PATCH", `/stores/${id()}`, patch), printStore);
    break;
  }
  case "add-user": {
    const data = await call("POST", `/stores/${id()}/users`, {
      email: need(o.email, "--email"),
      password: need(o.password, "--password"),
      name: need(o.name, "--name"),
      isAdmin: Boolean(o.admin || o.root),
      isRoot: Boolean(o.root),
    });
    out(data, (d) => console.log(`✓ user #${d.userId} added to store #${args[0]}`));
    break;
  }
  case "outbox": {
    const data = await call("GET", `/stores/${id()}/outbox${o.to ? `?to=${encodeURIComponent(o.to)}` : ""}`);
    out(data, (d) => {
      if (!d.length) console.log("Outbox is empty.");
      for (const m of d) console.log(`— ${m.createdAt}  to ${m.to}\n  ${m.subject}\n${m.body.replace(/^/gm, "  ")}\n`);
    });
    break;
  }
  default:
    fail(`unknown command "${command}" (see --help)`);
}
