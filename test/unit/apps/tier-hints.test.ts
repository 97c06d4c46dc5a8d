/**
 * The development hint for a method of a higher tier called from plain JavaScript: one
 * warning per name naming the tier that has it, while everything a program can observe of
 * the app (`typeof`, `in`, keys, the error of the call, thenable and serialisation probes)
 * stays as it was. (Vitest runs with NODE_ENV "test", a development build.)
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { AdminApp, ClientApp, ServerApp } from "../../../src";

afterEach(() => vi.restoreAllMocks());

const options = { projectId: "tier-hints", publishableClientKey: "pck_x", baseUrl: "http://service.test", tokenStore: "memory" } as const;

/** The app as plain JavaScript sees it (no types to stop a call). */
const untyped = (app: object) => app as Record<string, unknown>;

function warnings() {
  return vi.spyOn(console, "warn").mockImplementation(() => {});
}

describe("a method of a higher tier, called from plain JavaScript", () => {
  it("on a ClientApp: warns once naming ServerApp, and the call fails as before", () => {
    const warn = warnings();
    const app = untyped(new ClientApp(options));
    expect(() => (app.listUsers as () => unknown)()).toThrow(TypeError);
    expect(app.listUsers).toBeUndefined();
    expect(warn.mock.calls).toEqual([
      [
        "gatehouse: listUsers is a method of ServerApp (and AdminApp); this is a ClientApp: create a ServerApp with secretServerKey on the server (never in a browser). (This hint is shown in development builds only.)",
      ],
    ]);
  });

  it("on a ClientApp, an AdminApp method names AdminApp; on a ServerApp too", () => {
    const warn = warnings();
    expect(untyped(new ClientApp(options)).listInternalApiKeys).toBeUndefined();
    expect(untyped(new ServerApp({ ...options, secretServerKey: "ssk_x" })).createProjectPermissionDefinition).toBeUndefined();
    expect(warn.mock.calls.map(([message]) => String(message).split(":").slice(0, 2).join(":"))).toEqual([
      "gatehouse: listInternalApiKeys is a method of AdminApp; this is a ClientApp",
      "gatehouse: createProjectPermissionDefinition is a method of AdminApp; this is a ServerApp",
    ]);
  });

  it("leaves typeof, in, own keys and enumeration as they were", () => {
    const warn = warnings();
    const app = new ClientApp(options);
    const keys = Object.keys(app);
    const enumerated: string[] = [];
    for (const key in app) enumerated.push(key);
    expect("createUser" in app).toBe(false);
    expect(Reflect.has(app, "deleteTeamPermissionDefinition")).toBe(false);
    expect(typeof untyped(app).createTeam).toBe("undefined");
    expect(Object.keys(app)).toEqual(keys);
    expect(enumerated).toEqual(keys);
    expect(enumerated.some((key) => ["listUsers", "createUser", "createTeam"].includes(key))).toBe(false);
    // Only the read (typeof) warned; `in` asks without reading.
    expect(warn.mock.calls.map(([message]) => String(message).split(" ")[1])).toEqual(["createTeam"]);
  });

  it("leaves the prototype chain's answers as they were: instanceof Object, isPrototypeOf, structuredClone", () => {
    const warn = warnings();
    for (const app of [new ClientApp(options), new ServerApp({ ...options, secretServerKey: "ssk_x" }), new AdminApp({ ...options, secretServerKey: "ssk_x", superSecretAdminKey: "sak_x" })]) {
      expect(app instanceof Object).toBe(true);
      expect(Object.prototype.isPrototypeOf(app)).toBe(true);
      expect(app instanceof ClientApp).toBe(true);
      // Walking up the chain from the app ends at Object.prototype, then null.
      let proto: object | null = app;
      const chain: (object | null)[] = [];
      while (proto !== null) chain.push((proto = Object.getPrototypeOf(proto) as object | null));
      expect(chain.at(-2)).toBe(Object.prototype);
      expect(structuredClone(app)).toEqual({ ...app });
    }
    expect(warn).not.toHaveBeenCalled();
  });

  it("never warns for the probes of React, devtools, await or serialisation, nor for a tier's own methods", async () => {
    const warn = warnings();
    const client = untyped(new ClientApp(options));
    const server = untyped(new ServerApp({ ...options, secretServerKey: "ssk_x" }));
    const admin = untyped(new AdminApp({ ...options, secretServerKey: "ssk_x", superSecretAdminKey: "sak_x" }));
    for (const probe of ["then", "$$typeof", "toJSON", "asymmetricMatch", "nodeType", "displayName", "_isMockFunction", "@@__IMMUTABLE_ITERABLE__@@"]) {
      expect(client[probe]).toBe((Object.prototype as Record<string, unknown>)[probe]);
    }
    for (const symbol of [Symbol.iterator, Symbol.toPrimitive, Symbol.toStringTag, Symbol.for("nodejs.util.inspect.custom")]) {
      expect((client as Record<symbol, unknown>)[symbol]).toBe((Object.prototype as Record<symbol, unknown>)[symbol]);
    }
    // `await app` looks up `then`: the app is no thenable, so it resolves to itself.
    expect(await (client as unknown as Promise<unknown>)).toBe(client);
    expect(String(client)).toBe("[object Object]");
    expect(typeof server.listUsers).toBe("function");
    expect(typeof admin.listUsers).toBe("function");
    expect(typeof admin.listInternalApiKeys).toBe("function");
    expect(typeof client.getUser).toBe("function");
    expect(warn).not.toHaveBeenCalled();
  });

  it("takes the names from the tiers' prototypes: every ServerApp method missing from ClientApp warns", () => {
    const warn = warnings();
    const client = untyped(new ClientApp(options));
    const serverOnly = Object.getOwnPropertyNames(ServerApp.prototype).filter(
      (name) => name !== "constructor" && !name.startsWith("_") && !(name in ClientApp.prototype) && typeof Object.getOwnPropertyDescriptor(ServerApp.prototype, name)?.value === "function",
    );
    expect(serverOnly).toContain("createUser");
    for (const name of serverOnly) expect(client[name]).toBeUndefined();
    // Each name warns once per process; the earlier tests already used a few of them.
    const named = warn.mock.calls.map(([message]) => String(message).split(" ")[1]);
    expect(named.length).toBeGreaterThan(0);
    expect(named.every((name) => serverOnly.includes(name!))).toBe(true);
    expect(serverOnly.filter((name) => !["listUsers", "createTeam"].includes(name)).every((name) => named.includes(name))).toBe(true);
  });
});
