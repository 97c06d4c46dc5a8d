/** API Keys: the user's own keys. */
import type { CurrentUser } from "../../lib/users/user-types";
import { useTranslation } from "../provider";
import { ApiKeysSection } from "./api-keys-section";

export function ApiKeysPage({ user }: { user: CurrentUser }) {
  const t = useTranslation();
  return (
    <ApiKeysSection
      keys={user.useApiKeys()}
      create={(options) => user.createApiKey(options)}
      texts={{ create: t("Create an API key"), description: t("API keys let programs act as you. Keep them secret."), list: t("Your API keys"), empty: t("No API keys yet.") }}
    />
  );
}
