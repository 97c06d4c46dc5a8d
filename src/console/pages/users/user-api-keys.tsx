/** A user's API keys: listed with revoke, and made here (the secret shown once, to copy). */
import { ApiKeysPanel } from "../../parts/api-keys-panel";
import type { UserPartProps } from "./user-part";

export function UserApiKeys({ user, page }: UserPartProps) {
  return (
    <ApiKeysPanel
      page={page}
      kind="user"
      ownerName={user.displayName || user.primaryEmail || "the user"}
      ownerId={user.id}
      list={() => user.listApiKeys()}
      create={(options) => user.createApiKey(options)}
    />
  );
}
