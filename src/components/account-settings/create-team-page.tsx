/** Create a team; the new team becomes the selected one. */
import { useState } from "react";
import type { Team } from "../../lib/teams/team-types";
import type { CurrentUser } from "../../lib/users/user-types";
import { useTranslation } from "../provider";
import { Button, ErrorText, Field, Form } from "../ui/form";
import { useAction } from "../ui/use-action";
import { Section } from "./section";

export function CreateTeamPage({ user, onCreated }: { user: CurrentUser; onCreated: (team: Team) => void }) {
  const t = useTranslation();
  const [name, setName] = useState("");
  const create = useAction(async () => {
    onCreated(await user.createTeam({ displayName: name.trim() }));
  });
  return (
    <Section title={t("Create a team")} description={t("Teams let you work together with other people.")}>
      <Form className="gh-stack" onSubmit={create.run}>
        <Field label={t("Team name")} required value={name} onChange={(e) => setName(e.target.value)} />
        <ErrorText>{create.error}</ErrorText>
        <div>
          <Button type="submit" variant="primary" busy={create.busy} disabled={!name.trim()}>
            {t("Create team")}
          </Button>
        </div>
      </Form>
    </Section>
  );
}
