/** A team's profile: its name, its three metadata fields as JSON, and deleting it. */
import { Button, ErrorText, Field, Form, StatusText } from "../../../components/ui/form";
import { ConfirmButton } from "../../parts/confirm-button";
import { consoleHref } from "../../parts/console-links";
import { Time } from "../../parts/time";
import { MetadataEditor } from "../../parts/metadata-editor";
import { ConsoleSection } from "../../parts/section";
import { useConsoleAction } from "../../parts/use-console-action";
import type { TeamPartProps } from "./team-part";
import { useDraft } from "../../parts/use-draft";

export function TeamProfile({ team, reload, page }: TeamPartProps) {
  const [name, setName] = useDraft(team.displayName);
  const rename = useConsoleAction(async () => {
    if (!name.trim()) return "A team needs a name.";
    await team.update({ displayName: name.trim() });
    await reload();
    return undefined;
  });
  return (
    <div className="gh-stack">
      <ConsoleSection title="Team name" note={<>Created <Time date={team.createdAt} />.</>}>
        <Form onSubmit={rename.run} className="gh-inline-form" aria-label="Team name">
          <Field label="Team name" hideLabel value={name} onChange={(e) => setName(e.target.value)} />
          <Button type="submit" variant="primary">
            Save name
          </Button>
        </Form>
        {rename.done ? <StatusText>Team name saved.</StatusText> : null}
        <ErrorText>{rename.error}</ErrorText>
      </ConsoleSection>
      <ConsoleSection title="Metadata">
        <MetadataEditor
          label="Client metadata"
          hint="Members' apps read it; team admins write it."
          value={team.clientMetadata}
          onSave={async (value) => {
            await team.update({ clientMetadata: value });
            await reload();
          }}
        />
        <MetadataEditor
          label="Client read-only metadata"
          hint="Members' apps read it; only a server writes it."
          value={team.clientReadOnlyMetadata}
          onSave={async (value) => {
            await team.update({ clientReadOnlyMetadata: value });
            await reload();
          }}
        />
        <MetadataEditor
          label="Server metadata"
          hint="Only servers read and write it."
          value={team.serverMetadata}
          onSave={async (value) => {
            await team.update({ serverMetadata: value });
            await reload();
          }}
        />
      </ConsoleSection>
      <ConsoleSection title="Delete this team" note="Deletes the team, its memberships, invitations and API keys. The members' accounts stay. This cannot be undone.">
        <div>
          <ConfirmButton
            label="Delete team"
            question={`Delete ${team.displayName} for good?`}
            confirmLabel="Yes, delete the team"
            onConfirm={async () => {
              await team.delete();
              page.navigate(consoleHref(page, "teams"));
            }}
          />
        </div>
      </ConsoleSection>
    </div>
  );
}
