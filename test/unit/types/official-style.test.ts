// Snippets written the way code for the official SDK is written (issue 13 §4), with only the
// documented renames. They are type-checked by `tsc --noEmit` (npm test's typecheck) and never
// run: each is a function the runtime asserts only look at.
import { describe, expect, expectTypeOf, it } from "vitest";
import type { ActiveSession, AdminApp, AdminProject, ClientApp, CurrentUser, Json, ServerApp, ServerTeam, ServerUser } from "../../../src";

// An interface, not a type alias: TypeScript gives it no implicit index signature, so it does
// not fit `Json` itself; the official SDK's `any` takes it.
interface Preferences {
  theme: "dark" | "light";
  tabs: string[];
  beta?: boolean;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
declare const fromUntypedCode: any;

// `await project.getProductionModeErrors()`: a Promise in the official SDK.
async function productionModeErrors(admin: AdminApp): Promise<string[]> {
  const project = await admin.getProject();
  const errors = await project.getProductionModeErrors();
  return errors.map((e) => e.message);
}

// Promise.all over it, as a settings page does.
async function productionModeTogether(project: AdminProject): Promise<number> {
  const [errors] = await Promise.all([project.getProductionModeErrors(), project.update({ displayName: "P" })]);
  return errors.length;
}

// Metadata: interface-typed objects, `any` values and plain literals.
async function metadata(user: CurrentUser, server: ServerUser, team: ServerTeam, app: ServerApp, prefs: Preferences): Promise<Json> {
  await user.update({ clientMetadata: prefs });
  await user.setClientMetadata(prefs);
  await user.setClientMetadata(fromUntypedCode);
  await user.update({ clientMetadata: { ...user.clientMetadata as object, onboarded: true } });
  await server.update({ serverMetadata: prefs, clientReadOnlyMetadata: fromUntypedCode });
  await server.setServerMetadata({ plan: "pro", seats: 3, prefs });
  await server.setClientReadOnlyMetadata(prefs);
  await team.update({ clientMetadata: prefs, clientReadOnlyMetadata: prefs, serverMetadata: fromUntypedCode });
  await app.createUser({ primaryEmail: "a@b.c", clientMetadata: prefs, serverMetadata: fromUntypedCode, clientReadOnlyMetadata: [prefs] });
  return user.clientMetadata; // the read side stays Json
}

// Any provider id the project has configured, not only the built-in list.
async function oauth(app: ClientApp, providerFromConfig: string): Promise<void> {
  await app.signInWithOAuth("google");
  await app.signInWithOAuth("twitch");
  await app.signInWithOAuth(providerFromConfig);
}

// `signOut` with a URL.
async function signOut(app: ClientApp, user: CurrentUser): Promise<void> {
  await app.signOut({ redirectUrl: new URL("/goodbye", window.location.href) });
  await user.signOut({ redirectUrl: new URL("/goodbye", window.location.href) });
  await user.signOut({ redirectUrl: "/goodbye" });
}

// Active sessions read the official way: `undefined` checks compile.
function sessionLine(session: ActiveSession): string {
  const lastUsed: Date | undefined = session.lastUsedAt ?? undefined;
  const city: string | undefined = session.geoInfo === undefined ? undefined : session.geoInfo?.cityName ?? undefined;
  return `${lastUsed?.toISOString() ?? "never"} ${city ?? ""}`;
}

describe("code written for the official SDK's types", () => {
  it("compiles (tsc checks the snippets above)", () => {
    for (const snippet of [productionModeErrors, productionModeTogether, metadata, oauth, signOut, sessionLine]) {
      expect(snippet).toBeTypeOf("function");
    }
  });

  it("keeps the stricter shapes where they help", () => {
    expectTypeOf<AdminProject["useProductionModeErrors"]>().returns.toBeArray();
    expectTypeOf<CurrentUser["clientMetadata"]>().toEqualTypeOf<Json>();
    expectTypeOf<ServerUser["serverMetadata"]>().toEqualTypeOf<Json>();
    // Values that are not JSON-like at all are still refused.
    // @ts-expect-error a symbol is not metadata
    expectTypeOf<CurrentUser["setClientMetadata"]>().toBeCallableWith(Symbol("x"));
    // @ts-expect-error undefined is not metadata
    expectTypeOf<CurrentUser["setClientMetadata"]>().toBeCallableWith(undefined);
    // @ts-expect-error a number is not a redirect target
    expectTypeOf<ClientApp["signOut"]>().toBeCallableWith({ redirectUrl: 3 });
  });
});
