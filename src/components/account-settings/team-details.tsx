/** A team's name and image (for members with `$update_team`), and my own name in the team. */
import { useState } from "react";
import type { Team } from "../../lib/teams/team-types";
import type { CurrentUser } from "../../lib/users/user-types";
import { useFormAction } from "../forms/use-form-action";
import { useTranslation } from "../provider";
import { Button, ErrorText, Field, Form, StatusText } from "../ui/form";
import { ImageUpload } from "../ui/image-upload";
import { UserAvatar } from "../user-avatar";
import { Section } from "./section";

export function TeamDetails({ team }: { team: Team }) {
  const t = useTranslation();
  const [name, setName] = useState(team.displayName);
  const save = useFormAction<"name">(() => team.update({ displayName: name.trim() }), {
    routes: { SCHEMA_ERROR: { field: "name", text: "Use a shorter team name." } },
    validate: () => ({ name: name.trim() ? null : "Enter a team name." }),
  });
  return (
    <>
      <Section title={t("Team name")} description={t("The name every member sees.")}>
        <Form className="gh-inline-form" onSubmit={save.run} focusInvalid={save.failures}>
          <Field
            label={t("Team name")}
            required
            maxLength={256}
            value={name}
            error={save.fieldErrors.name}
            onChange={(e) => {
              setName(e.target.value);
              save.clear("name");
            }}
          />
          <Button type="submit" variant="primary" busy={save.busy}>
            {t("Save")}
          </Button>
        </Form>
        <ErrorText>{save.error}</ErrorText>
        {save.done ? <StatusText>{t("Saved.")}</StatusText> : null}
      </Section>
      <Section title={t("Team image")}>
        <ImageUpload
          label={t("Team image")}
          preview={<UserAvatar user={{ displayName: team.displayName, profileImageUrl: team.profileImageUrl }} size={56} border />}
          hasImage={team.profileImageUrl !== null}
          onChange={(url) => team.update({ profileImageUrl: url })}
        />
      </Section>
    </>
  );
}

/** The user's display name in this team (the team profile), which overrides their account name there. */
export function MyTeamProfile({ user, team }: { user: CurrentUser; team: Team }) {
  const t = useTranslation();
  const profile = user.useTeamProfile(team);
  const [name, setName] = useState(profile.displayName ?? "");
  const save = useFormAction<"name">(() => profile.update({ displayName: name.trim() }), {
    routes: { SCHEMA_ERROR: { field: "name", text: "Use a shorter name." } },
  });
  return (
    <Section title={t("Your name in this team")} description={t("Other members see this name instead of your display name.")}>
      <Form className="gh-inline-form" onSubmit={save.run} focusInvalid={save.failures}>
        <Field
          label={t("Your name in this team")}
          maxLength={256}
          value={name}
          error={save.fieldErrors.name}
          onChange={(e) => {
            setName(e.target.value);
            save.clear("name");
          }}
        />
        <Button type="submit" variant="primary" busy={save.busy}>
          {t("Save")}
        </Button>
      </Form>
      <ErrorText>{save.error}</ErrorText>
      {save.done ? <StatusText>{t("Saved.")}</StatusText> : null}
    </Section>
  );
}
