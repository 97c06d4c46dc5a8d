/**
 * The console's client for the emulator's own JSON under `/emulator/api` (projects with
 * their keys, mail, the request log, the clock): what the service's API has no route for.
 * Everything else goes through the admin tier. Same origin only (the console is served by
 * the emulator it talks to).
 */
import type { ConsoleProject } from "./page-props";
import type { ClockJson, EmailListJson, LoggedRequest, RequestFilter, RequestListJson } from "../interface/wire/emulator-api";

/** An answer of the emulator that is not a success: its status and what it said. */
export class EmulatorApiError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
    this.name = "EmulatorApiError";
  }
}

async function call<T>(path: string, init?: { method: "POST"; body: unknown }): Promise<T> {
  const response = await fetch(path, init ? { method: init.method, headers: { "content-type": "application/json" }, body: JSON.stringify(init.body) } : { headers: { accept: "application/json" } });
  const text = await response.text();
  if (!response.ok) {
    let message = text;
    try {
      const parsed = JSON.parse(text) as { error?: unknown };
      if (typeof parsed.error === "string") message = parsed.error;
    } catch {
      // plain text
    }
    throw new EmulatorApiError(response.status, message || `The emulator answered ${response.status}.`);
  }
  return JSON.parse(text) as T;
}

function query(params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) search.set(name, value);
  const text = search.toString();
  return text ? `?${text}` : "";
}

export const emulatorApi = {
  async projects(): Promise<ConsoleProject[]> {
    return (await call<{ items: ConsoleProject[] }>("/emulator/api/projects")).items;
  },
  createProject(displayName: string): Promise<ConsoleProject> {
    return call("/emulator/api/projects", { method: "POST", body: { display_name: displayName } });
  },
  emails(to?: string): Promise<EmailListJson> {
    return call(`/emulator/api/emails${query({ to })}`);
  },
  requests(filter: RequestFilter = {}): Promise<RequestListJson> {
    return call(`/emulator/api/requests${query(filter)}`);
  },
  request(id: string): Promise<LoggedRequest> {
    return call(`/emulator/api/requests/${encodeURIComponent(id)}`);
  },
  clock(): Promise<ClockJson> {
    return call("/emulator/api/clock");
  },
  advanceClock(ms: number): Promise<ClockJson> {
    return call("/emulator/api/clock/advance", { method: "POST", body: { ms } });
  },
};

export type EmulatorApi = typeof emulatorApi;
