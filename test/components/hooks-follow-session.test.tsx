// @vitest-environment happy-dom
// @vitest-environment-options { "url": "http://localhost:3000/" }
/**
 * Mounted hooks follow the token store: a sign-in, a sign-out, a token change made in
 * another tab (a second app on the same cookies) and an anonymous sign-up re-render them,
 * with no reload and no remount.
 */
import { act, cleanup, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { ClientApp } from "../../src/index";
import { createEmulator } from "../../src/emulator/index";
import type { CurrentUser } from "../../src/index";
import { GatehouseProvider, useUser } from "../../src/react";
import { testApp, uniqueEmail } from "./setup-app";

afterEach(() => {
  cleanup();
  for (const cookie of document.cookie.split("; ")) document.cookie = `${cookie.split("=")[0]}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});

const PASSWORD = "a long enough password";

function Who({ or }: { or?: "anonymous" }) {
  const user = useUser(or ? { or } : {});
  if (!user) return <p>signed out</p>;
  return <p>{user.isAnonymous ? "anonymous user" : `signed in as ${user.primaryEmail}`}</p>;
}

function mount(app: ClientApp, or?: "anonymous") {
  render(
    <GatehouseProvider app={app}>
      <Suspense fallback={<p>loading</p>}>
        <Who or={or} />
      </Suspense>
    </GatehouseProvider>,
  );
}

describe("hooks follow the token store", () => {
  it("useUser() shows an in-app sign-up at once, then the sign-out", async () => {
    const { app } = testApp();
    mount(app);
    expect(await screen.findByText("signed out")).toBeTruthy();

    const email = uniqueEmail("follow");
    await act(async () => void (await app.signUpWithCredential({ email, password: PASSWORD, noRedirect: true })));
    expect(await screen.findByText(`signed in as ${email}`)).toBeTruthy();
    expect((await app.getUser())?.primaryEmail).toBe(email);

    await act(async () => (await app.getUser())!.signOut());
    expect(await screen.findByText("signed out")).toBeTruthy();
  });

  it("follows a sign-in made in another tab that shares the cookies", async () => {
    const emulator = createEmulator();
    const tab = () => new ClientApp({ baseUrl: "http://emulator.test", fetch: emulator.fetch, tokenStore: "cookie", redirectMethod: "none" });
    const first = tab();
    const second = tab();
    mount(first);
    expect(await screen.findByText("signed out")).toBeTruthy();

    const email = uniqueEmail("other-tab");
    expect((await second.signUpWithCredential({ email, password: PASSWORD, noRedirect: true })).status).toBe("ok");
    expect(await screen.findByText(`signed in as ${email}`, {}, { timeout: 3000 })).toBeTruthy();

    await (await second.getUser())!.signOut();
    expect(await screen.findByText("signed out", {}, { timeout: 3000 })).toBeTruthy();
  });

  it("useUser({ or: 'anonymous' }) signs up and shows the anonymous user without a reload", async () => {
    const { app } = testApp();
    mount(app, "anonymous");
    expect(await screen.findByText("anonymous user")).toBeTruthy();
    expect((await app.getUser({ or: "anonymous-if-exists" }))?.isAnonymous).toBe(true);
  });

  it("sign-out leaves session-keyed hooks empty, with no request and no error", async () => {
    const emulator = createEmulator();
    const calls: string[] = [];
    const fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      calls.push(`${request.method} ${new URL(request.url).pathname}`);
      return emulator.fetch(request);
    }) as typeof globalThis.fetch;
    const app = new ClientApp({ baseUrl: "http://emulator.test", fetch, tokenStore: "memory", redirectMethod: "none" });
    await app.signUpWithCredential({ email: uniqueEmail("leaver"), password: PASSWORD, noRedirect: true });
    const user = (await app.getUser({ or: "throw" })) as CurrentUser;
    function Lists() {
      return <p>{`${user.useContactChannels().length} channels, ${user.useTeams().length} teams, ${user.usePermissions().length} permissions`}</p>;
    }
    render(
      <GatehouseProvider app={app}>
        <Suspense fallback={<p>loading</p>}>
          <Lists />
        </Suspense>
      </GatehouseProvider>,
    );
    expect(await screen.findByText("1 channels, 0 teams, 0 permissions")).toBeTruthy();
    await act(async () => user.signOut());
    const afterSignOut = calls.length;
    expect(await screen.findByText("0 channels, 0 teams, 0 permissions")).toBeTruthy();
    await act(async () => void (await user.listTeams()));
    expect(calls.slice(afterSignOut)).toEqual([]); // the ended session's reads ask nothing
  });
});
