/**
 * The Requests page: the emulator's log of the last API requests (method, route, project,
 * key tier, status, known error, duration), filtered by any of them, each opening to what
 * was asked and answered, headers and bodies, with secrets masked by the emulator before
 * they were logged. What a developer needs when "sign-in fails" and nobody knows what the
 * service said.
 *
 * The console's own calls (its pages use the admin tier like any app) are hidden unless
 * asked for, with how many were hidden said, so that the list is what the app asked. The
 * list follows new requests while the tab is shown: the emulator's events say when the log
 * changed (a poll stands in while their stream is not open).
 */
import { Button, ErrorText, Field, Form } from "../../../components/ui/form";
import { useConsole } from "../../console-context";
import { ConsoleLink } from "../../console-link";
import { emulatorApi } from "../../emulator-api";
import type { LoggedMessage, LoggedRequest, RequestFilter } from "../../../interface/wire/emulator-api";
import type { ConsolePageProps } from "../../page-props";
import { type Follow, useLoad } from "../../use-load";
import { formatInstant } from "../time";
import { useDraft } from "../../parts/use-draft";

/** Told of changes by the emulator's events; polled every 2 s only while their stream is not open. */
const FOLLOW: Follow = { pollMs: 2000, live: "requests" };

const METHODS = ["GET", "POST", "PATCH", "PUT", "DELETE", "OPTIONS"];
const FILTERS = ["method", "route", "project", "status", "error"] as const;

/** The address's parameter that shows the console's own calls (`?console=shown`); hidden without it. */
const SHOW_CONSOLE = "console";

function filterOf(search: URLSearchParams): RequestFilter {
  const filter: RequestFilter = {};
  for (const name of FILTERS) {
    const value = search.get(name)?.trim();
    if (value) filter[name] = value;
  }
  return filter;
}

/** The list's address: the filters, and the console's own calls shown or not. */
function listPath(filter: RequestFilter, showConsole: boolean): string {
  const query = new URLSearchParams();
  for (const name of FILTERS) {
    const value = filter[name]?.trim();
    if (value) query.set(name, value);
  }
  if (showConsole) query.set(SHOW_CONSOLE, "shown");
  const text = query.toString();
  return `/emulator/requests${text ? `?${text}` : ""}`;
}

function statusClass(status: number): string {
  return status >= 400 ? "gc-bad" : "gc-ok";
}

function ms(duration: number): string {
  return `${duration < 10 ? duration.toFixed(1) : Math.round(duration)} ms`;
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

export function RequestsPage(props: ConsolePageProps) {
  return props.rest[0] ? <RequestDetail id={props.rest[0]} /> : <RequestList {...props} />;
}

function RequestList({ search, navigate }: ConsolePageProps) {
  const { projects } = useConsole();
  const filter = filterOf(search);
  const showConsole = search.get(SHOW_CONSOLE) === "shown";
  const key = JSON.stringify(filter);
  // The form follows the address (back and forward); showing the console's calls or not keeps what is typed.
  const [draft, setDraft] = useDraft<RequestFilter>(filter, key);
  const asked: RequestFilter = showConsole ? filter : { ...filter, source: "app" };
  const log = useLoad(`requests ${key} ${showConsole}`, () => emulatorApi.requests(asked), FOLLOW);
  const nameOf = (id: string | null) => (id === null ? "" : projects.find((p) => p.id === id)?.displayName ?? id);

  const apply = () => navigate(listPath(draft, showConsole));
  const set = (name: keyof RequestFilter) => (value: string) => setDraft((d) => ({ ...d, [name]: value }));
  const filtered = Object.keys(filter).length > 0;
  const consoleCount = log.data?.bySource.console ?? 0;

  return (
    <>
      <h1 className="gc-h1">Requests</h1>
      <Form className="gc-filters" role="search" aria-label="Requests" onSubmit={apply}>
        <div className="gh-field">
          <label className="gh-label" htmlFor="requests-method">
            Method
          </label>
          <select id="requests-method" className="gh-input" value={draft.method ?? ""} onChange={(e) => set("method")(e.target.value)}>
            <option value="">Any</option>
            {METHODS.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </select>
        </div>
        <Field label="Route" name="route" value={draft.route ?? ""} onChange={(e) => set("route")(e.target.value)} placeholder="sign-in" />
        <div className="gh-field">
          <label className="gh-label" htmlFor="requests-project">
            Project
          </label>
          <select id="requests-project" className="gh-input" value={draft.project ?? ""} onChange={(e) => set("project")(e.target.value)}>
            <option value="">Any</option>
            {projects.map((p) => (
              <option key={p.id} value={p.id}>
                {p.displayName}
              </option>
            ))}
          </select>
        </div>
        <Field label="Status" name="status" value={draft.status ?? ""} onChange={(e) => set("status")(e.target.value)} placeholder="404, 4xx or error" />
        <Field label="Known error" name="error" value={draft.error ?? ""} onChange={(e) => set("error")(e.target.value)} placeholder="USER_NOT_FOUND" />
        <Button type="submit" variant="primary">
          Filter
        </Button>
        {filtered ? (
          <Button variant="ghost" onClick={() => navigate(listPath({}, showConsole))}>
            Clear filters
          </Button>
        ) : null}
      </Form>
      <label className="gc-toggle gc-show-console">
        <input type="checkbox" checked={showConsole} onChange={(e) => navigate(listPath(filter, e.target.checked))} />
        Show the console&apos;s own requests
      </label>
      <ErrorText>{log.error ? `The request log could not be read: ${log.error.message}` : null}</ErrorText>
      {log.data ? (
        <>
          <p role="status" className="gc-summary">
            {plural(log.data.items.length, showConsole ? "request" : "request of your app", "requests of your app")}
            {filtered ? " matching the filters" : ""}, newest first
            {showConsole
              ? consoleCount > 0
                ? `, ${consoleCount} of them the console's own`
                : ""
              : consoleCount > 0
                ? `; ${plural(consoleCount, "request")} of the console's own hidden`
                : ""}
            . New requests appear here as they are made.
          </p>
          <p className="gc-muted">The log keeps the last {log.data.capacity} API requests ({log.data.kept} now).</p>
          {log.data.items.length > 0 ? (
            <table className="gc-table">
              <caption className="gh-sr-only">API requests, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Time</th>
                  <th scope="col">Method</th>
                  <th scope="col">Path</th>
                  <th scope="col">Project</th>
                  <th scope="col">Key</th>
                  <th scope="col">Status</th>
                  <th scope="col">Known error</th>
                  <th scope="col">Duration</th>
                  {showConsole ? <th scope="col">From</th> : null}
                </tr>
              </thead>
              <tbody>
                {log.data.items.map((r) => (
                  <tr key={r.id}>
                    <td className="gc-num">
                      <time dateTime={new Date(r.startedAt).toISOString()}>{new Date(r.startedAt).toISOString().slice(11, 19)}</time>
                    </td>
                    <td>{r.method}</td>
                    <td className="gc-long">
                      <ConsoleLink href={`/emulator/requests/${encodeURIComponent(r.id)}`}>{r.path}</ConsoleLink>
                    </td>
                    <td className="gc-long">{nameOf(r.project)}</td>
                    <td>{r.tier ?? ""}</td>
                    <td className={`gc-num ${statusClass(r.status)}`}>{r.status}</td>
                    <td className="gc-long">{r.knownError ?? ""}</td>
                    <td className="gc-num gc-duration">{ms(r.durationMs)}</td>
                    {showConsole ? <td>{r.source === "console" ? "console" : "app"}</td> : null}
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </>
      ) : log.error ? null : (
        <p className="gc-muted">Reading the log…</p>
      )}
    </>
  );
}

function Message({ title, message }: { title: string; message: LoggedMessage }) {
  const id = `message-${title.toLowerCase()}`;
  const headers = Object.entries(message.headers).map(([name, value]) => `${name}: ${value}`).join("\n");
  return (
    <section className="gc-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <h3>Headers</h3>
      <pre className="gc-pre">{headers || "(none)"}</pre>
      <h3>Body</h3>
      <pre className="gc-pre">{message.body ?? "(empty)"}</pre>
    </section>
  );
}

function RequestDetail({ id }: { id: string }) {
  const { projects } = useConsole();
  const entry = useLoad<LoggedRequest>(`request ${id}`, () => emulatorApi.request(id));
  const back = (
    <p>
      <ConsoleLink href="/emulator/requests">All requests</ConsoleLink>
    </p>
  );
  if (entry.error) {
    return (
      <>
        <h1 className="gc-h1">Request not found</h1>
        <p>{entry.error.message}</p>
        {back}
      </>
    );
  }
  const r = entry.data;
  if (!r) return <p className="gc-muted">Reading the request…</p>;
  const project = r.project === null ? "none" : projects.find((p) => p.id === r.project)?.displayName ?? r.project;
  return (
    <>
      {back}
      <h1 className="gc-h1 gc-long">
        {r.method} {r.path}
      </h1>
      <section className="gc-section" aria-labelledby="request-summary">
        <h2 id="request-summary">Summary</h2>
        <dl className="gc-fields">
          <dt>Route</dt>
          <dd>{r.route ?? "no route matched"}</dd>
          <dt>Project</dt>
          <dd>{project}</dd>
          <dt>Key</dt>
          <dd>{r.tier ?? "none"}</dd>
          <dt>From</dt>
          <dd>{r.source === "console" ? "the console (a fetch from one of its pages)" : "an app or another client"}</dd>
          <dt>Status</dt>
          <dd className={statusClass(r.status)}>{r.status}</dd>
          <dt>Known error</dt>
          <dd>{r.knownError ?? "none"}</dd>
          <dt>Duration</dt>
          <dd className="gc-duration">{ms(r.durationMs)}</dd>
          <dt>Time</dt>
          <dd>
            <time dateTime={new Date(r.startedAt).toISOString()}>{formatInstant(r.startedAt)}</time>
          </dd>
          <dt>Request id</dt>
          <dd>
            <code className="gc-value">{r.id}</code>
          </dd>
        </dl>
      </section>
      <Message title="Request" message={r.request} />
      <Message title="Answer" message={r.answer} />
    </>
  );
}
