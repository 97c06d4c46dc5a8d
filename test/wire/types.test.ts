/** The typed surface: Result methods name their errors, list methods return items. */
import { describe, expectTypeOf, it } from "vitest";
import type { KnownErrors, Result } from "../../src/errors";
import type { ClientInterface } from "../../src/interface/client-interface";
import type { ServerInterface } from "../../src/interface/server-interface";
import type { ClientUserJson, ServerUserJson, SignInResponseJson, TeamJson } from "../../src/interface/wire";

describe("Interface method types", () => {
  it("signInWithPassword returns its listed errors in a Result", () => {
    expectTypeOf<Awaited<ReturnType<ClientInterface["signInWithPassword"]>>>().toEqualTypeOf<
      Result<
        SignInResponseJson,
        KnownErrors.EmailPasswordMismatch | KnownErrors.InvalidTotpCode | KnownErrors.MultiFactorAuthenticationRequired
      >
    >();
  });

  it("getCurrentUser is the client view; the server variant the server view", () => {
    expectTypeOf<Awaited<ReturnType<ClientInterface["getCurrentUser"]>>>().toEqualTypeOf<
      Result<ClientUserJson, KnownErrors.CannotGetOwnUserWithoutUser>
    >();
    expectTypeOf<Awaited<ReturnType<ServerInterface["getServerCurrentUser"]>>>().toEqualTypeOf<
      Result<ServerUserJson, KnownErrors.CannotGetOwnUserWithoutUser>
    >();
  });

  it("list methods return the items", () => {
    expectTypeOf<Awaited<ReturnType<ClientInterface["listTeams"]>>>().toEqualTypeOf<TeamJson[]>();
    expectTypeOf<Awaited<ReturnType<ServerInterface["listUsers"]>>>().toEqualTypeOf<{ items: ServerUserJson[]; next_cursor: string | null }>();
  });
});
