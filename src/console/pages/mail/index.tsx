/**
 * The Mail page: every email the emulator captured instead of sending, newest first, with the
 * code or link of each shown on its own with a copy button. Filtered by recipient (`?to=`,
 * the inbox's old address keeps working); shows new mail as the emulator's events announce it
 * (polling the outbox only while their stream is not open). The cap on
 * kept mail, and how many were dropped to keep it, are said.
 */
import { Button, ErrorText, Field, Form } from "../../../components/ui/form";
import { CopyButton, CopyValue } from "../../copy-button";
import { emulatorApi } from "../../emulator-api";
import type { CapturedEmailJson } from "../../../interface/wire/emulator-api";
import type { ConsolePageProps } from "../../page-props";
import { type Follow, useLoad } from "../../use-load";
import { formatInstant } from "../time";
import { useDraft } from "../../parts/use-draft";

/** Told of changes by the emulator's events; polled every 1.5 s only while their stream is not open. */
const FOLLOW: Follow = { pollMs: 1500, live: "emails" };

/** Emails shown at once (the JSON has them all). */
export const MAIL_SHOWN = 200;

/** A link is clickable only when it is a web address; anything else is shown as text. */
function isWebLink(link: string): boolean {
  try {
    const { protocol } = new URL(link);
    return protocol === "http:" || protocol === "https:";
  } catch {
    return false;
  }
}

function Mail({ email }: { email: CapturedEmailJson }) {
  const headingId = `mail-${email.id}`;
  return (
    <article className="gc-section gc-mail" aria-labelledby={headingId}>
      <header>
        <h2 id={headingId}>{email.subject}</h2>
        <p className="gc-muted">
          {email.from ? `from ${email.from} ` : ""}to {email.to} · <time dateTime={new Date(email.sentAt).toISOString()}>{formatInstant(email.sentAt)}</time> · project {email.projectId}
        </p>
      </header>
      {email.otp || email.code || email.links.length > 0 ? (
        <dl className="gc-fields">
          {email.otp ? (
            <>
              <dt>One-time code</dt>
              <dd>
                <CopyValue value={email.otp} label={`Copy the one-time code of “${email.subject}”`} />
              </dd>
            </>
          ) : null}
          {email.code ? (
            <>
              <dt>Code</dt>
              <dd>
                <CopyValue value={email.code} label={`Copy the code of “${email.subject}”`} />
              </dd>
            </>
          ) : null}
          {email.links.map((link, i) => {
            const name = email.links.length > 1 ? `Link ${i + 1}` : "Link";
            return (
              <div key={`${i} ${link}`} className="gc-contents">
                <dt>{name}</dt>
                <dd className="gc-link-row">
                  {isWebLink(link) ? (
                    <a href={link} className="gc-long-link">
                      {link}
                    </a>
                  ) : (
                    <span className="gc-long-link">{link}</span>
                  )}{" "}
                  <CopyButton value={link} label={`Copy ${name.toLowerCase()} of “${email.subject}”`} />
                </dd>
              </div>
            );
          })}
        </dl>
      ) : null}
      <details>
        <summary>Text of the email</summary>
        <pre className="gc-pre">{email.text}</pre>
      </details>
    </article>
  );
}

export function MailPage({ search, navigate }: ConsolePageProps) {
  const to = search.get("to")?.trim() ?? "";
  const [recipient, setRecipient] = useDraft(to);
  const mail = useLoad(`mail ${to}`, () => emulatorApi.emails(to || undefined), FOLLOW);
  const emails = mail.data ? mail.data.items.slice(-MAIL_SHOWN).reverse() : [];
  const total = mail.data?.items.length ?? 0;
  const dropped = Object.entries(mail.data?.dropped ?? {}).filter(([, n]) => n > 0);

  const filter = () => navigate(recipient.trim() ? `/emulator/mail?to=${encodeURIComponent(recipient.trim())}` : "/emulator/mail");

  return (
    <>
      <h1 className="gc-h1">Mail</h1>
      <Form className="gc-filters" role="search" aria-label="Mail" onSubmit={filter}>
        <Field label="Recipient" type="email" name="to" autoComplete="off" value={recipient} onChange={(e) => setRecipient(e.target.value)} />
        <Button type="submit">Filter</Button>
        {to ? (
          <Button variant="ghost" onClick={() => navigate("/emulator/mail")}>
            Show all mail
          </Button>
        ) : null}
      </Form>
      <ErrorText>{mail.error ? `The outbox could not be read: ${mail.error.message}` : null}</ErrorText>
      {mail.data ? (
        <>
          <p role="status" className="gc-summary">
            {total === 0 ? "No emails" : `${total} email${total === 1 ? "" : "s"}`}
            {to ? ` to ${to}` : ""}
            {total > MAIL_SHOWN ? `, the newest ${MAIL_SHOWN} shown` : ""}. New mail appears here as it is sent.
          </p>
          <p className="gc-muted">
            The emulator keeps the newest {mail.data.capacity} emails of each project; older ones are dropped. Also as JSON:{" "}
            <a href={`/emulator/api/emails${to ? `?to=${encodeURIComponent(to)}` : ""}`}>/emulator/api/emails</a>
          </p>
          {dropped.map(([project, count]) => (
            <p key={project} className="gc-muted">
              {count} older email{count === 1 ? " was" : "s were"} dropped from project {project}.
            </p>
          ))}
          {emails.map((email) => (
            <Mail key={email.id} email={email} />
          ))}
        </>
      ) : mail.error ? null : (
        <p className="gc-muted">Reading the outbox…</p>
      )}
    </>
  );
}
