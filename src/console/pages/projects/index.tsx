/**
 * The Projects page: the picked project's keys (each with a copy button), its settings as
 * the admin tier changes them (`project.update({ config })`): sign-up, the sign-in methods,
 * OAuth providers, team creation, API keys, trusted domains; every project of the emulator;
 * and creating a project.
 */
import { useState } from "react";
import type { AdminProject, AdminProjectConfig, AdminProjectConfigUpdateOptions } from "../../../index";
import { Button, ErrorText, Field, Form, StatusText } from "../../../components/ui/form";
import { useConsole } from "../../console-context";
import { CopyValue } from "../../copy-button";
import { emulatorApi } from "../../emulator-api";
import type { ConsolePageProps } from "../../page-props";
import { useLoad } from "../../use-load";

type BooleanSetting = { [K in keyof AdminProjectConfig]: AdminProjectConfig[K] extends boolean ? K : never }[keyof AdminProjectConfig];

const SIGN_IN: { key: BooleanSetting; label: string }[] = [
  { key: "signUpEnabled", label: "Sign-up" },
  { key: "credentialEnabled", label: "Password" },
  { key: "magicLinkEnabled", label: "Magic link and one-time code" },
  { key: "passkeyEnabled", label: "Passkeys" },
  { key: "allowLocalhost", label: "Localhost callback URLs" },
];

const TEAMS_AND_KEYS: { key: BooleanSetting; label: string }[] = [
  { key: "clientTeamCreationEnabled", label: "Users create teams" },
  { key: "createTeamOnSignUp", label: "A team for each new user" },
  { key: "allowUserApiKeys", label: "User API keys" },
  { key: "allowTeamApiKeys", label: "Team API keys" },
  { key: "clientUserDeletionEnabled", label: "Users delete their account" },
];

const PROVIDERS: { id: string; label: string }[] = [
  { id: "google", label: "Google" },
  { id: "github", label: "GitHub" },
  { id: "microsoft", label: "Microsoft" },
  { id: "apple", label: "Apple" },
  { id: "facebook", label: "Facebook" },
  { id: "discord", label: "Discord" },
  { id: "gitlab", label: "GitLab" },
  { id: "bitbucket", label: "Bitbucket" },
  { id: "linkedin", label: "LinkedIn" },
  { id: "spotify", label: "Spotify" },
  { id: "x", label: "X" },
];

export function ProjectsPage({ project, app }: ConsolePageProps) {
  const admin = useLoad<AdminProject>(`project ${project.id}`, () => app.getProject());
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const save = async (config: AdminProjectConfigUpdateOptions, what: string) => {
    // One change at a time; the controls stay enabled (a control disabled under the keyboard's focus loses it).
    if (!admin.data || saving) return;
    setSaving(true);
    setNotice(null);
    setError(null);
    try {
      await admin.data.update({ config });
      await admin.reload();
      setNotice(`Saved: ${what}.`);
    } catch (e) {
      setError(`Not saved: ${(e as Error).message}`);
    } finally {
      setSaving(false);
    }
  };

  const config = admin.data?.config;
  const toggles = (legend: string, items: { key: BooleanSetting; label: string }[]) =>
    config ? (
      <fieldset className="gc-toggles" aria-busy={saving || undefined}>
        <legend>{legend}</legend>
        {items.map(({ key, label }) => (
          <label key={key} className="gc-toggle">
            <input type="checkbox" checked={config[key]} onChange={(e) => void save({ [key]: e.target.checked }, `${label} ${e.target.checked ? "on" : "off"}`)} />
            {label}
          </label>
        ))}
      </fieldset>
    ) : null;

  const providerIds = new Set(config?.oauthProviders.map((p) => p.id));
  const toggleProvider = (id: string, label: string, on: boolean) => {
    if (!config) return;
    const kept = config.oauthProviders.filter((p) => p.id !== id);
    void save({ oauthProviders: on ? [...kept, { id, type: "shared" }] : kept }, `${label} sign-in ${on ? "on" : "off"}`);
  };

  return (
    <>
      <h1 className="gc-h1">Projects</h1>
      <section className="gc-section" aria-labelledby="project-keys">
        <h2 id="project-keys">{project.displayName}</h2>
        <p className="gc-muted">The project picked at the top. An app reaches it with these keys, at this emulator's address.</p>
        <dl className="gc-fields">
          <dt>Project id</dt>
          <dd>
            <CopyValue value={project.id} label="Copy the project id" />
          </dd>
          <dt>Publishable client key</dt>
          <dd>
            <CopyValue value={project.publishableClientKey} label="Copy the publishable client key" />
          </dd>
          <dt>Secret server key</dt>
          <dd>
            <CopyValue value={project.secretServerKey} label="Copy the secret server key" />
          </dd>
          <dt>Super secret admin key</dt>
          <dd>
            <CopyValue value={project.superSecretAdminKey} label="Copy the super secret admin key" />
          </dd>
          <dt>Base URL</dt>
          <dd>
            <CopyValue value={window.location.origin} label="Copy the base URL" />
          </dd>
        </dl>
      </section>
      <section className="gc-section" aria-labelledby="project-settings">
        <h2 id="project-settings">Settings</h2>
        <ErrorText>{admin.error ? `The project could not be read: ${admin.error.message}` : null}</ErrorText>
        {config ? (
          <>
            {toggles("Sign-up and sign-in", SIGN_IN)}
            <fieldset className="gc-toggles" aria-busy={saving || undefined}>
              <legend>OAuth providers (shared keys: the emulator's mock provider)</legend>
              {PROVIDERS.map(({ id, label }) => (
                <label key={id} className="gc-toggle">
                  <input type="checkbox" checked={providerIds.has(id)} onChange={(e) => toggleProvider(id, label, e.target.checked)} />
                  {label}
                </label>
              ))}
            </fieldset>
            {toggles("Teams and API keys", TEAMS_AND_KEYS)}
          </>
        ) : admin.error ? null : (
          <p className="gc-muted">Reading the project…</p>
        )}
        <StatusText>{notice}</StatusText>
        <ErrorText>{error}</ErrorText>
      </section>
      {config ? <Domains domains={config.domains} save={save} /> : null}
      <AllProjects current={project.id} />
    </>
  );
}

function Domains({ domains, save }: { domains: AdminProjectConfig["domains"]; save: (config: AdminProjectConfigUpdateOptions, what: string) => Promise<void> }) {
  const [domain, setDomain] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [focusInvalid, setFocusInvalid] = useState(0);
  const add = async () => {
    const value = domain.trim().replace(/\/+$/, "");
    let url: URL | null = null;
    try {
      url = new URL(value);
    } catch {
      // reported below
    }
    if (!url || (url.protocol !== "http:" && url.protocol !== "https:")) {
      setProblem("Enter the app's address, such as https://app.example.com.");
      setFocusInvalid((n) => n + 1);
      return;
    }
    if (domains.some((d) => d.domain === value)) {
      setProblem("This domain is already trusted.");
      setFocusInvalid((n) => n + 1);
      return;
    }
    setProblem(null);
    await save({ domains: [...domains, { domain: value, handlerPath: "/handler" }] }, `${value} trusted`);
    setDomain("");
  };
  return (
    <section className="gc-section" aria-labelledby="project-domains">
      <h2 id="project-domains">Trusted domains</h2>
      <p className="gc-muted">Where sign-in may send people back to (callback and redirect URLs), besides localhost when allowed above.</p>
      {domains.length === 0 ? (
        <p>No trusted domains.</p>
      ) : (
        <ul className="gc-list">
          {domains.map((d) => (
            <li key={d.domain}>
              <span>
                <code className="gc-value">{d.domain}</code> <span className="gc-muted">handler {d.handlerPath}</span>
              </span>
              <Button variant="danger" className="gc-small" aria-label={`Remove ${d.domain}`} onClick={() => void save({ domains: domains.filter((x) => x.domain !== d.domain) }, `${d.domain} removed`)}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Form className="gc-filters" onSubmit={add} focusInvalid={focusInvalid} aria-label="Add a trusted domain">
        <Field label="Domain" name="domain" type="url" placeholder="https://app.example.com" value={domain} onChange={(e) => setDomain(e.target.value)} error={problem} />
        <Button type="submit">
          Add domain
        </Button>
      </Form>
    </section>
  );
}

function AllProjects({ current }: { current: string }) {
  const { projects, selectProject, reloadProjects } = useConsole();
  const [name, setName] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [focusInvalid, setFocusInvalid] = useState(0);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const create = async () => {
    if (!name.trim()) {
      setProblem("Enter a name for the project.");
      setFocusInvalid((n) => n + 1);
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      const created = await emulatorApi.createProject(name.trim());
      await reloadProjects();
      selectProject(created.id);
      setName("");
      setNotice(`Created ${created.displayName}; it is the picked project now.`);
    } catch (e) {
      setProblem(`The project was not created: ${(e as Error).message}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="gc-section" aria-labelledby="all-projects">
      <h2 id="all-projects">All projects</h2>
      <ul className="gc-list">
        {projects.map((p) => (
          <li key={p.id}>
            <span>
              {p.displayName} <span className="gc-muted">{p.id}</span>
            </span>
            {p.id === current ? (
              <span className="gc-muted">Picked</span>
            ) : (
              <Button className="gc-small" onClick={() => selectProject(p.id)} aria-label={`Pick ${p.displayName}`}>
                Pick
              </Button>
            )}
          </li>
        ))}
      </ul>
      <h3>Create a project</h3>
      <Form className="gc-filters" onSubmit={create} focusInvalid={focusInvalid} aria-label="Create a project">
        <Field label="Display name" name="displayName" value={name} onChange={(e) => setName(e.target.value)} error={problem} autoComplete="off" />
        <Button type="submit" variant="primary" busy={busy}>
          Create project
        </Button>
      </Form>
      <StatusText>{notice}</StatusText>
    </section>
  );
}
