/** The team's API keys (for members with `$manage_api_keys`). */
import type { Team } from "../../lib/teams/team-types";
import { useTranslation } from "../provider";
import { ApiKeysSection } from "./api-keys-section";

export function TeamApiKeys({ team }: { team: Team }) {
  const t = useTranslation();
  return (
    <ApiKeysSection
      keys={team.useApiKeys()}
      create={(options) => team.createApiKey(options)}
      texts={{
        create: t("Create a team API key"),
        description: t("Team API keys let programs act for this team. Keep them secret."),
        list: t("Team API keys"),
        empty: t("This team has no API keys yet."),
      }}
    />
  );
}
