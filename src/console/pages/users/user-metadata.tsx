/** A user's three metadata fields, each edited as JSON (an object); see ./metadata-editor. */
import { MetadataEditor } from "../../parts/metadata-editor";
import { ConsoleSection } from "../../parts/section";
import type { UserPartProps } from "./user-part";

export function UserMetadata({ user, reload }: UserPartProps) {
  return (
    <ConsoleSection title="Metadata">
      <MetadataEditor
        label="Client metadata"
        hint="The user's app reads and writes it."
        value={user.clientMetadata}
        onSave={async (value) => {
          await user.update({ clientMetadata: value });
          await reload();
        }}
      />
      <MetadataEditor
        label="Client read-only metadata"
        hint="The user's app reads it; only a server writes it."
        value={user.clientReadOnlyMetadata}
        onSave={async (value) => {
          await user.update({ clientReadOnlyMetadata: value });
          await reload();
        }}
      />
      <MetadataEditor
        label="Server metadata"
        hint="Only servers read and write it."
        value={user.serverMetadata}
        onSave={async (value) => {
          await user.update({ serverMetadata: value });
          await reload();
        }}
      />
    </ConsoleSection>
  );
}
