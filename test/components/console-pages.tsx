/**
 * The console's pages in jsdom, against a real in-process emulator: an admin-tier app of its
 * default project, and the shell's part played by a few lines (the path below the page,
 * `navigate` moving it). The impersonation route is reached through `fetch`, sent to the
 * same emulator.
 */
import { render } from "@testing-library/react";
import { useState, type ComponentType } from "react";
import { afterEach, beforeEach } from "vitest";
import { AdminApp } from "../../src/index";
import { createEmulator, type Emulator } from "../../src/emulator/index";
import type { ConsolePageProps, ConsoleProject } from "../../src/console/page-props";

export function consoleWorld(options: { now?: number } = {}) {
  const emulator = createEmulator(options.now === undefined ? {} : { now: options.now });
  const p = emulator.defaultProject;
  const project: ConsoleProject = { id: p.id, displayName: "Default project", publishableClientKey: p.publishableClientKey, secretServerKey: p.secretServerKey, superSecretAdminKey: p.superSecretAdminKey };
  const app = new AdminApp({ baseUrl: "http://localhost:8102", fetch: emulator.fetch, projectId: p.id, publishableClientKey: p.publishableClientKey, secretServerKey: p.secretServerKey, superSecretAdminKey: p.superSecretAdminKey, tokenStore: "memory" });
  return { emulator, project, app };
}

/** Sends the page's own `fetch` calls (relative to the page) to the emulator. */
export function routeFetchTo(get: () => Emulator) {
  const original = globalThis.fetch;
  beforeEach(() => {
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => get().fetch(new URL(String(input), "http://localhost:8102").toString(), init)) as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = original;
  });
}

/** Where the console is: the path of the last navigation, for a test to check. */
export type Location = { path: string };

/** Renders `Page` at `/emulator/<section>/<rest>`, moving with its own `navigate`. */
export function ConsoleAt({ Page, section, start, world, location }: { Page: ComponentType<ConsolePageProps>; section: string; start: string[]; world: ReturnType<typeof consoleWorld>; location: Location }) {
  const [path, setPath] = useState(`/emulator/${[section, ...start].join("/")}`);
  location.path = path;
  const url = new URL(path, "http://localhost:8102");
  const segments = url.pathname.split("/").filter(Boolean).map(decodeURIComponent);
  if (segments[1] !== section) return <p>Left for {url.pathname}</p>;
  return <Page project={world.project} app={world.app} rest={segments.slice(2)} search={url.searchParams} navigate={setPath} />;
}

/** Renders `Page` at `/emulator/<section>/<start>` for `world`; the location returned follows its moves. */
export function renderConsolePage(Page: ComponentType<ConsolePageProps>, section: string, world: ReturnType<typeof consoleWorld>, start: string[] = []): Location {
  const location: Location = { path: "" };
  render(<ConsoleAt Page={Page} section={section} start={start} world={world} location={location} />);
  return location;
}
