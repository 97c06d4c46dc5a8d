/**
 * The API keys of a user or a team, through the admin tier: each key's description, last
 * four characters, expiry and state, with revoke for a valid one; and a form that makes a key
 * (description, expiry) and shows its secret once, with a copy button. An expiry counts from
 * the emulator's clock, which every expiry is measured against (the Time page moves it), and
 * a key's state is judged by it too. Only
 * when the project allows keys of that kind: the service refuses them otherwise, and the
 * panel says where to turn them on.
 */
import { useId, useState, type ReactNode } from "react";
import type { ApiKeyCreationOptions, TeamApiKey, UserApiKey } from "../../index";
import { Button, ErrorText, Field, Form } from "../../components/ui/form";
import { CopyValue } from "../copy-button";
import { emulatorApi } from "../emulator-api";
import type { ConsolePageProps } from "../page-props";
import { ConsoleLink } from "./console-links";
import { ConsoleSection, focusSectionOf } from "./section";
import { Time } from "./time";
import { useConsoleAction } from "./use-console-action";
import { useLoaded } from "./use-loaded";

const DAY_MS = 86_400_000;
/** The expiries offered, in days; "never" too. */
export const API_KEY_EXPIRY_DAYS = [1, 7, 30, 90, 365] as const;

type ListedKey = UserApiKey | TeamApiKey;

export type ApiKeysPanelProps = {
  page: ConsolePageProps;
  kind: "user" | "team";
  /** Who the keys act as: "the user", "the team" (for the notes). */
  ownerName: string;
  /** Tells reloads apart: the owner's id. */
  ownerId: string;
  list: () => Promise<ListedKey[]>;
  create: (options: ApiKeyCreationOptions) => Promise<{ value: string }>;
};

/** Why a key no longer works, by the emulator's clock (the key's own `whyInvalid()` reads this machine's). */
function whyInvalid(key: ListedKey, now: number): "manually-revoked" | "expired" | null {
  if (key.manuallyRevokedAt) return "manually-revoked";
  if (key.expiresAt && key.expiresAt.getTime() <= now) return "expired";
  return null;
}

function stateOf(key: ListedKey, why: ReturnType<typeof whyInvalid>): ReactNode {
  return why === "manually-revoked" ? (
    <>
      revoked <Time date={key.manuallyRevokedAt} />
    </>
  ) : why === "expired" ? (
    "expired"
  ) : (
    "valid"
  );
}

export function ApiKeysPanel(props: ApiKeysPanelProps) {
  const project = useLoaded(() => props.page.app.getProject(), props.page.project.id);
  if (project.error) return <ErrorText>{project.error}</ErrorText>;
  if (!project.data) return <p className="gh-muted" role="status">Loading…</p>;
  const allowed = props.kind === "user" ? project.data.config.allowUserApiKeys : project.data.config.allowTeamApiKeys;
  if (!allowed) {
    return (
      <ConsoleSection title="API keys">
        <p className="gh-text">
          {props.page.project.displayName} does not allow {props.kind} API keys. Turn them on under{" "}
          <ConsoleLink props={props.page} path="projects">
            Projects
          </ConsoleLink>{" "}
          to list and make them here.
        </p>
      </ConsoleSection>
    );
  }
  return <AllowedApiKeys {...props} />;
}

function AllowedApiKeys({ kind, ownerName, ownerId, list, create }: ApiKeysPanelProps) {
  // Read with the emulator's clock, against which each key's expiry is judged.
  const keys = useLoaded(async () => {
    const [items, clock] = await Promise.all([list(), emulatorApi.clock()]);
    return items.map((key) => ({ key, why: whyInvalid(key, clock.now) }));
  }, `${kind}\n${ownerId}`);
  const revoke = useConsoleAction(async (key: ListedKey, after: () => void) => {
    await key.revoke();
    await keys.reload();
    after();
  });
  const [description, setDescription] = useState("");
  const [days, setDays] = useState("30");
  const [made, setMade] = useState<{ description: string; value: string } | null>(null);
  const expiryId = useId();
  const make = useConsoleAction(async () => {
    setMade(null);
    const text = description.trim();
    if (!text) return "Describe what the key is for.";
    const expiresAt = days === "never" ? null : new Date((await emulatorApi.clock()).now + Number(days) * DAY_MS);
    const key = await create({ description: text, expiresAt });
    setMade({ description: text, value: key.value });
    setDescription("");
    await keys.reload();
    return undefined;
  });
  return (
    <div className="gh-stack">
      <ConsoleSection title="API keys" note={`Keys that act as ${ownerName} in scripts and servers. The whole key is shown only once, when made.`}>
        <ErrorText>{keys.error ?? revoke.error}</ErrorText>
        {keys.data?.length === 0 ? <p className="gh-muted">No API keys.</p> : null}
        {keys.data && keys.data.length > 0 ? (
          <ul className="gh-list" aria-label="API keys">
            {keys.data.map(({ key, why }) => (
              <li key={key.id} className="gh-list-item">
                <div>
                  <p className="gh-text">
                    {key.description || "No description"} <span className="gh-badge">{stateOf(key, why)}</span>
                  </p>
                  <p className="gh-note">
                    Ends in <code>{key.value.lastFour}</code> · made <Time date={key.createdAt} /> · {key.expiresAt ? <>expires <Time date={key.expiresAt} /></> : "never expires"}
                  </p>
                </div>
                {why === null ? (
                  <Button variant="danger" aria-label={`Revoke the key ${key.description || key.value.lastFour}`} onClick={(e) => void revoke.run(key, focusSectionOf(e.currentTarget))}>
                    Revoke
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </ConsoleSection>
      <ConsoleSection title="Make an API key" note="The expiry counts from the emulator's clock.">
        <Form onSubmit={make.run} className="gh-stack" aria-label="Make an API key">
          <Field label="Description" autoComplete="off" maxLength={256} value={description} onChange={(e) => setDescription(e.target.value)} hint="What the key is for, e.g. the script that uses it." />
          <div className="gh-field">
            <label className="gh-label" htmlFor={expiryId}>
              Expires
            </label>
            <select id={expiryId} className="gh-input" value={days} onChange={(e) => setDays(e.target.value)}>
              {API_KEY_EXPIRY_DAYS.map((d) => (
                <option key={d} value={String(d)}>
                  In {d} {d === 1 ? "day" : "days"}
                </option>
              ))}
              <option value="never">Never</option>
            </select>
          </div>
          <div className="gh-row">
            <Button type="submit" variant="primary">
              Make the key
            </Button>
          </div>
        </Form>
        <ErrorText>{make.error}</ErrorText>
        {made ? (
          <div className="gh-stack">
            <p className="gh-success" role="status">
              Made the key “{made.description}”. Copy it now: it is not shown again.
            </p>
            <CopyValue value={made.value} label="Copy the new API key" />
          </div>
        ) : null}
      </ConsoleSection>
    </div>
  );
}
