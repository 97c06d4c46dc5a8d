/**
 * Development builds only: a hint when code calls a method its app's tier does not have
 * (docs/api.md §2, "Tiers"). From TypeScript the compiler says so; from plain JavaScript
 * `clientApp.listUsers()` would fail with a bare "clientApp.listUsers is not a function".
 *
 * How, without changing what anyone can observe: a Proxy sits in the prototype chain between
 * ClientApp.prototype and Object.prototype. A property lookup reaches it only when
 * no instance, tier prototype or Object.prototype has the name, and its `get` then answers
 * what Object.prototype would (`undefined` for an unknown name), having warned once per name
 * if the name is a method of a higher tier. `typeof`, `in`, `Object.keys`, `for...in` and
 * the instances themselves (their `#private` fields) are untouched; only known method names
 * warn, never the probes of React, devtools or `await` (`then`, `$$typeof`, `toJSON`,
 * symbols). The names come from the tier classes' own prototypes.
 */

type TierClass = { readonly prototype: object; readonly name: string };

/** The public method names a prototype defines itself (not inherited, not `_internal`, not accessors). */
function ownMethodNames(prototype: object): Set<string> {
  const names = new Set<string>();
  for (const name of Object.getOwnPropertyNames(prototype)) {
    const descriptor = Object.getOwnPropertyDescriptor(prototype, name);
    if (name !== "constructor" && !name.startsWith("_") && typeof descriptor?.value === "function") names.add(name);
  }
  return names;
}

/** The hint for `name` called on a `tier`: which tier has it, and how to get one. */
function hint(name: string, tier: string, owner: "ServerApp" | "AdminApp"): string {
  const has = owner === "ServerApp" ? "ServerApp (and AdminApp)" : "AdminApp";
  const how =
    owner === "ServerApp"
      ? "create a ServerApp with secretServerKey on the server (never in a browser)"
      : "create an AdminApp with superSecretAdminKey on the server (never in a browser)";
  return `gatehouse: ${name} is a method of ${has}; this is a ${tier}: ${how}. (This hint is shown in development builds only.)`;
}

/**
 * Puts the hinting Proxy above `ClientApp.prototype`. Called once by `./facades` (the module
 * above all three tiers), in development builds only.
 */
export function installTierHints(tiers: { ClientApp: TierClass; ServerApp: TierClass; AdminApp: TierClass }): void {
  const { ClientApp, ServerApp, AdminApp } = tiers;
  const client = ownMethodNames(ClientApp.prototype);
  const server = ownMethodNames(ServerApp.prototype);
  const owners = new Map<string, "ServerApp" | "AdminApp">();
  for (const name of server) if (!client.has(name)) owners.set(name, "ServerApp");
  for (const name of ownMethodNames(AdminApp.prototype)) if (!client.has(name) && !server.has(name)) owners.set(name, "AdminApp");
  const above = Object.getPrototypeOf(ClientApp.prototype) as object;
  const warned = new Set<string>();
  // The Proxy's target is an empty object above which Object.prototype sits, not
  // Object.prototype itself: a proxy's prototype is its target's, and Object.prototype's is
  // null, which would cut Object.prototype out of every app's chain (`app instanceof Object`
  // false). This way the chain still ends in Object.prototype, and a lookup that passes the
  // Proxy continues there.
  const hints = new Proxy(Object.create(above) as object, {
    get(target, name, receiver) {
      const owner = typeof name === "string" ? owners.get(name) : undefined;
      if (owner !== undefined && typeof name === "string" && !warned.has(name)) {
        warned.add(name);
        const tier = ServerApp.prototype.isPrototypeOf(receiver) ? "ServerApp" : "ClientApp";
        console.warn(hint(name, tier, owner));
      }
      return Reflect.get(target, name, receiver);
    },
  });
  Object.setPrototypeOf(ClientApp.prototype, hints);
}
