/** API keys of a user or a team: create (the secret is shown once), list by last four characters, revoke. */
import { useId, useState } from "react";
import type { ApiKeyCreationOptions } from "../../lib/api-keys/api-key-types";
import { formatDate } from "../format-dates";
import { useFormAction } from "../forms/use-form-action";
import { useLocale, useTranslation } from "../provider";
import { useRowNaming } from "../ui/row-naming";
import { Button, ErrorText, Field, Form, StatusText } from "../ui/form";
import { useAction } from "../ui/use-action";
import { Section } from "./section";

const DAY_MS = 86_400_000;
const EXPIRY_DAYS = [1, 7, 30, 90, 365];

/** What the section needs of a key (a user's or a team's). */
export type ListedKey = {
  readonly id: string;
  readonly description: string;
  readonly expiresAt: Date | undefined;
  readonly value: { readonly lastFour: string };
  whyInvalid(): "manually-revoked" | "expired" | null;
  revoke(): Promise<void>;
};

export type ApiKeysSectionProps = {
  keys: readonly ListedKey[];
  create: (options: ApiKeyCreationOptions) => Promise<{ value: string }>;
  /** Headings and help: a user's own keys or a team's. */
  texts: { create: string; description: string; list: string; empty: string };
};

export function ApiKeysSection({ keys, create, texts }: ApiKeysSectionProps) {
  const t = useTranslation();
  const [description, setDescription] = useState("");
  const [days, setDays] = useState("30");
  const [created, setCreated] = useState<string | null>(null);
  const expiryId = useId();
  const action = useFormAction<"description">(
    async () => {
      const expiresAt = days === "never" ? null : new Date(Date.now() + Number(days) * DAY_MS);
      setCreated((await create({ description: description.trim(), expiresAt })).value);
      setDescription("");
    },
    { validate: () => ({ description: description.trim() ? null : "Describe what the key is for." }) },
  );
  return (
    <div className="gh-stack">
      <Section title={texts.create} description={texts.description}>
        <Form className="gh-stack" onSubmit={action.run} focusInvalid={action.failures}>
          <Field
            label={t("Description")}
            required
            maxLength={256}
            value={description}
            error={action.fieldErrors.description}
            onChange={(e) => {
              setDescription(e.target.value);
              action.clear("description");
            }}
          />
          <div className="gh-field">
            <label className="gh-label" htmlFor={expiryId}>
              {t("Expires")}
            </label>
            <select id={expiryId} className="gh-input" value={days} onChange={(e) => setDays(e.target.value)}>
              {EXPIRY_DAYS.map((d) => (
                <option key={d} value={String(d)}>
                  {t("In {days} days", { days: d })}
                </option>
              ))}
              <option value="never">{t("Never")}</option>
            </select>
          </div>
          <ErrorText>{action.error}</ErrorText>
          <div>
            <Button type="submit" variant="primary" busy={action.busy}>
              {t("Create API key")}
            </Button>
          </div>
        </Form>
        {created ? (
          <div className="gh-stack" role="status">
            <StatusText>{t("Copy this key now. It will not be shown again.")}</StatusText>
            <code className="gh-code" aria-label={t("New API key")}>
              {created}
            </code>
          </div>
        ) : null}
      </Section>
      <Section title={texts.list}>
        {keys.length === 0 ? <p className="gh-muted">{texts.empty}</p> : null}
        <ul className="gh-list" aria-label={texts.list}>
          {keys.map((key) => (
            <KeyRow key={key.id} apiKey={key} />
          ))}
        </ul>
      </Section>
    </div>
  );
}

function KeyRow({ apiKey }: { apiKey: ListedKey }) {
  const t = useTranslation();
  const locale = useLocale();
  const revoke = useAction(() => apiKey.revoke());
  const why = apiKey.whyInvalid();
  const { subject, named } = useRowNaming();
  return (
    <li className="gh-list-item">
      <span className="gh-stack" style={{ gap: 0 }}>
        <span {...subject}>{apiKey.description}</span>
        <span className="gh-muted">
          {t("Ends in {lastFour}", { lastFour: apiKey.value.lastFour })} ·{" "}
          {why === "manually-revoked"
            ? t("Revoked")
            : why === "expired"
              ? t("Expired")
              : apiKey.expiresAt
                ? t("Expires {date}", { date: formatDate(apiKey.expiresAt, locale) })
                : t("Never expires")}
        </span>
      </span>
      {why === null ? (
        <Button variant="danger" busy={revoke.busy} onClick={() => void revoke.run()} {...named("revoke")}>
          {t("Revoke")}
        </Button>
      ) : null}
      <ErrorText>{revoke.error}</ErrorText>
    </li>
  );
}
