/** API Keys: create (the secret is shown once), list by last four characters, revoke. */
import { useState } from "react";
import type { UserApiKey, UserApiKeyFirstView } from "../../lib/api-keys/api-key-types";
import type { CurrentUser } from "../../lib/users/user-types";
import { useTranslation } from "../provider";
import { Button, ErrorText, Field, Form, StatusText } from "../ui/form";
import { useAction } from "../ui/use-action";
import { Section } from "./section";

const DAY_MS = 86_400_000;
const EXPIRY_DAYS = [1, 7, 30, 90, 365];

export function ApiKeysPage({ user }: { user: CurrentUser }) {
  const t = useTranslation();
  const keys = user.useApiKeys();
  const [description, setDescription] = useState("");
  const [days, setDays] = useState("30");
  const [created, setCreated] = useState<UserApiKeyFirstView | null>(null);
  const create = useAction(async () => {
    const expiresAt = days === "never" ? null : new Date(Date.now() + Number(days) * DAY_MS);
    setCreated(await user.createApiKey({ description: description.trim(), expiresAt }));
    setDescription("");
  });
  return (
    <div className="gh-stack">
      <Section title={t("Create an API key")} description={t("API keys let programs act as you. Keep them secret.")}>
        <Form className="gh-stack" onSubmit={create.run}>
          <Field label={t("Description")} required value={description} onChange={(e) => setDescription(e.target.value)} />
          <div className="gh-field">
            <label className="gh-label" htmlFor="gh-api-key-expiry">
              {t("Expires")}
            </label>
            <select id="gh-api-key-expiry" className="gh-input" value={days} onChange={(e) => setDays(e.target.value)}>
              {EXPIRY_DAYS.map((d) => (
                <option key={d} value={String(d)}>
                  {t("In {days} days", { days: d })}
                </option>
              ))}
              <option value="never">{t("Never")}</option>
            </select>
          </div>
          <ErrorText>{create.error}</ErrorText>
          <div>
            <Button type="submit" variant="primary" busy={create.busy}>
              {t("Create API key")}
            </Button>
          </div>
        </Form>
        {created ? (
          <div className="gh-stack" role="status">
            <StatusText>{t("Copy this key now. It will not be shown again.")}</StatusText>
            <code className="gh-code" aria-label={t("New API key")}>
              {created.value}
            </code>
          </div>
        ) : null}
      </Section>
      <Section title={t("Your API keys")}>
        {keys.length === 0 ? <p className="gh-muted">{t("No API keys yet.")}</p> : null}
        <ul className="gh-list" aria-label={t("Your API keys")}>
          {keys.map((key) => (
            <KeyRow key={key.id} apiKey={key} />
          ))}
        </ul>
      </Section>
    </div>
  );
}

function KeyRow({ apiKey }: { apiKey: UserApiKey }) {
  const t = useTranslation();
  const revoke = useAction(() => apiKey.revoke());
  const why = apiKey.whyInvalid();
  return (
    <li className="gh-list-item">
      <span className="gh-stack" style={{ gap: 0 }}>
        <span>{apiKey.description}</span>
        <span className="gh-muted">
          {t("Ends in {lastFour}", { lastFour: apiKey.value.lastFour })} ·{" "}
          {why === "manually-revoked" ? t("Revoked") : why === "expired" ? t("Expired") : apiKey.expiresAt ? t("Expires {date}", { date: apiKey.expiresAt.toLocaleDateString() }) : t("Never expires")}
        </span>
      </span>
      {why === null ? (
        <Button variant="danger" busy={revoke.busy} onClick={() => void revoke.run()} aria-label={t("Revoke {name}", { name: apiKey.description })}>
          {t("Revoke")}
        </Button>
      ) : null}
      <ErrorText>{revoke.error}</ErrorText>
    </li>
  );
}
