// @vitest-environment happy-dom
// @vitest-environment-options { "url": "http://localhost:3000/" }
/**
 * Hooks cancel what an unmounted component started (issue 17): when the last component
 * watching an entry unmounts while the entry's refetch is in flight, that fetch is
 * aborted; while another component still watches, it keeps loading and that component
 * shows the answer. The fault layer holds the service's answer meanwhile.
 */
import { act, cleanup, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { ClientApp } from "../../src/index";
import type { CurrentUser, Team } from "../../src/index";
import { createEmulator } from "../../src/emulator/index";
import { GatehouseProvider } from "../../src/react";
import { faultyFetch } from "../flow/support/faults";
import { uniqueEmail } from "./setup-app";

afterEach(() => cleanup());

const TEAMS = /\/api\/v1\/teams$/;
/** Only for a hang: an abort comes within a few ms on a quiet machine, but a loaded one can stall a turn for seconds. */
const PROMPT_MS = 20_000;

function TeamNames({ user, label }: { user: CurrentUser; label: string }) {
  const teams = user.useTeams();
  return <p>{`${label}: ${teams.map((team) => team.displayName).join(", ")}`}</p>;
}

/** A signed-in app whose requests go through the fault layer, with one team. */
async function signedIn() {
  const emulator = createEmulator();
  const faults = faultyFetch(emulator.fetch);
  const app = new ClientApp({ baseUrl: "http://emulator.test", fetch: faults, tokenStore: "memory", redirectMethod: "none" });
  const result = await app.signUpWithCredential({ email: uniqueEmail("hook-cancel"), password: "a long enough password", noRedirect: true });
  if (result.status !== "ok") throw result.error;
  const user = (await app.getUser({ or: "throw" })) as CurrentUser;
  const team = await user.createTeam({ displayName: "Alpha" });
  return { app, user, team, faults };
}

function mount(app: ClientApp, user: CurrentUser, labels: string[]) {
  const views = labels.map((label) => (
    <Suspense key={label} fallback={<p>loading</p>}>
      <TeamNames user={user} label={label} />
    </Suspense>
  ));
  return render(<GatehouseProvider app={app}>{views}</GatehouseProvider>);
}

async function until(check: () => boolean): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > PROMPT_MS) throw new Error(`not within ${PROMPT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe("hooks cancel what an unmounted component started", () => {
  it("aborts the refetch of an entry when its last watcher unmounts", async () => {
    const { app, user, team, faults } = await signedIn();
    const view = mount(app, user, ["only"]);
    expect(await screen.findByText("only: Alpha")).toBeTruthy();

    // A write makes the watched list stale: the hook's refetch is held by the "service".
    faults.inject({ method: "GET", path: TEAMS, fault: { kind: "hold" }, times: 1 });
    const update = team.update({ displayName: "Beta" });
    const held = await faults.held(TEAMS);

    view.unmount();
    await until(() => faults.aborted.includes(held));
    await update; // the write is done; the refresh nobody watches was let go without an error
    faults.release();

    // Nothing stale was kept as an answer: the next read fetches the new name.
    expect((await user.listTeams()).map((t: Team) => t.displayName)).toEqual(["Beta"]);
  });

  it("keeps loading while another component still watches the entry, and shows it the answer", async () => {
    const { app, user, team, faults } = await signedIn();
    const view = mount(app, user, ["first", "second"]);
    expect(await screen.findByText("first: Alpha")).toBeTruthy();
    expect(await screen.findByText("second: Alpha")).toBeTruthy();

    faults.inject({ method: "GET", path: TEAMS, fault: { kind: "hold" }, times: 1 });
    const update = team.update({ displayName: "Beta" });
    const held = await faults.held(TEAMS);

    view.rerender(
      <GatehouseProvider app={app}>
        <Suspense fallback={<p>loading</p>}>
          <TeamNames key="second" user={user} label="second" />
        </Suspense>
      </GatehouseProvider>,
    );
    expect(screen.queryByText(/^first:/)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(faults.aborted).not.toContain(held);

    await act(async () => {
      faults.release();
      await update;
    });
    expect(await screen.findByText("second: Beta")).toBeTruthy();
  });
});
