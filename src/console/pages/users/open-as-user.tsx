/**
 * "Open the app as this user". The developer names the app's magic-link callback page; the
 * emulator checks it against the project's trusted domains and answers a one-time link
 * (five minutes, single use) that signs the app in as this user, in a session marked as an
 * impersonation. Any app whose handler shows gatehouse's magic-link page takes it unchanged.
 */
import { useState } from "react";
import { Button, ErrorText, Field, Form } from "../../../components/ui/form";
import { CopyValue } from "../../copy-button";
import { Time } from "../../parts/time";
import { rememberCallbackUrl, rememberedCallbackUrl, requestImpersonationLink, suggestedCallbackUrl, type ImpersonationLink } from "../../parts/impersonation";
import { ConsoleSection } from "../../parts/section";
import { useConsoleAction } from "../../parts/use-console-action";
import { useLoaded } from "../../parts/use-loaded";
import type { UserPartProps } from "./user-part";

export function OpenAsUser({ user, page }: UserPartProps) {
  const project = useLoaded(() => page.app.getProject(), page.project.id);
  const [typed, setTyped] = useState<string | null>(null);
  const [remembered] = useState(() => rememberedCallbackUrl(page.project.id));
  const url = typed ?? remembered ?? (project.data || project.error ? suggestedCallbackUrl(project.data) : "");
  const [link, setLink] = useState<ImpersonationLink | null>(null);
  const name = user.displayName || user.primaryEmail || user.id;
  const open = useConsoleAction(async () => {
    setLink(null);
    if (!url.trim()) return "Enter the URL of the app's magic-link callback page.";
    setLink(await requestImpersonationLink(page.project.id, user.id, url.trim()));
    rememberCallbackUrl(page.project.id, url.trim());
    return undefined;
  });
  return (
    <ConsoleSection
      title="Open the app as this user"
      note="Makes a sign-in link for the app's magic-link callback page (its handler's /magic-link-callback). The URL must be trusted by the project: a trusted domain, or localhost while the project allows it. Open the link in a browser that is not signed in to the app."
    >
      <Form onSubmit={open.run} className="gh-stack" aria-label="Open the app as this user">
        <Field label="The app's magic-link callback page" type="url" autoComplete="off" value={url} onChange={(e) => setTyped(e.target.value)} />
        <div className="gh-row">
          <Button type="submit" variant="primary">
            Make a sign-in link
          </Button>
        </div>
      </Form>
      <ErrorText>{open.error}</ErrorText>
      {link ? (
        <div className="gh-stack">
          <p className="gh-success" role="status">
            A link that signs in as {name}, once, until <Time date={link.expiresAt} />.
          </p>
          <p className="gh-text">
            <a href={link.url} target="_blank" rel="noreferrer">
              Open the app as {name}
            </a>{" "}
            (a new tab), or copy the link to another browser:
          </p>
          <CopyValue value={link.url} label="Copy the sign-in link" />
        </div>
      ) : null}
    </ConsoleSection>
  );
}
