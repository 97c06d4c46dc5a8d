/** Create a team; the new team becomes the selected one. */
import { useState } from "react";
import type { Team } from "../../lib/teams/team-types";
import type { CurrentUser } from "../../lib/users/user-types";
import { useFormAction } from "../forms/use-form-action";
import { useTranslation } from "../provider";
import { Button, ErrorText, Field, Form } from "../ui/form";
import { Section } from "./section";

export function CreateTeamPage({ user, onCreated }: { user: CurrentUser; onCreated: (team: Team) => void }) {
  const t = useTranslation();
  const [name, setName] = useState("");
  const create = useFormAction<"name">(
    async () => {
      onCreated(await user.createTeam({ displayName: name.trim() }));
    },
    { routes: { SCHEMA_ERROR: { field: "name", text: "Use a shorter team name." } }, validate: () => ({ name: name.trim() ? null : "Enter a team name." }) },
  );
  return (
    <Section title={t("Create a team")} description={t("Teams let you work together with other people.")}>
      <Form className="gh-stack" onSubmit={create.run} focusInvalid={create.failures}>
        <Field
          label={t("Team name")}
          required
          maxLength={256}
          value={name}
          error={create.fieldErrors.name}
          onChange={(e) => {
            setName(e.target.value);
            create.clear("name");
          }}
        />
        <ErrorText>{create.error}</ErrorText>
        <div>
          <Button type="submit" variant="primary" busy={create.busy}>
            {t("Create team")}
          </Button>
        </div>
      </Form>
    </Section>
  );
}
