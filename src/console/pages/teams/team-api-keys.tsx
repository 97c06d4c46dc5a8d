/** A team's API keys: listed with revoke, and made here (the secret shown once, to copy). */
import { ApiKeysPanel } from "../../parts/api-keys-panel";
import type { TeamPartProps } from "./team-part";

export function TeamApiKeys({ team, page }: TeamPartProps) {
  return (
    <ApiKeysPanel
      page={page}
      kind="team"
      ownerName={team.displayName || "the team"}
      ownerId={team.id}
      list={() => team.listApiKeys()}
      create={(options) => team.createApiKey(options)}
    />
  );
}
