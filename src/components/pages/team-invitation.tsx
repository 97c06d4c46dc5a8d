/**
 * The link of a team invitation email: signed out, it asks to sign in (and comes back
 * here); signed in, it shows the team and an accept button.
 */
import { useState } from "react";
import { friendlyErrorMessage } from "../error-messages";
import { MessageCard } from "../message-card";
import { useApp, useTranslation, useUser } from "../provider";
import { PageFrame } from "../ui/card";
import { currentSearchParams } from "../ui/link";
import { Spinner } from "../ui/spinner";
import { useOnce } from "../ui/use-once";

type Props = { searchParams?: Record<string, string>; fullPage?: boolean };

export function TeamInvitation({ searchParams, fullPage = false }: Props) {
  const app = useApp();
  const t = useTranslation();
  const user = useUser();
  const code = searchParams?.code ?? currentSearchParams().get("code");
  if (!code) {
    return <MessageCard title={t("Invalid team invitation link")} fullPage={fullPage}>{t("This link has no invitation code. Use the link from the email.")}</MessageCard>;
  }
  if (!user) {
    return (
      <MessageCard
        title={t("Team invitation")}
        fullPage={fullPage}
        primaryButtonText={t("Sign in")}
        primaryAction={() => app.redirectToSignIn()}
        secondaryButtonText={t("Sign up")}
        secondaryAction={() => app.redirectToSignUp()}
      >
        {t("Sign in or create an account to join the team.")}
      </MessageCard>
    );
  }
  return <SignedInInvitation code={code} fullPage={fullPage} userId={user.id} />;
}

function SignedInInvitation({ code, fullPage, userId }: { code: string; fullPage: boolean; userId: string }) {
  const app = useApp();
  const t = useTranslation();
  const details = useOnce(`team-invitation:${userId}:${code}`, () => app.getTeamInvitationDetails(code));
  const [accepted, setAccepted] = useState<string | null>(null);
  if (details.status === "running") {
    return (
      <PageFrame fullPage={fullPage}>
        <Spinner />
      </PageFrame>
    );
  }
  const failure = details.status === "failed" ? details.error : details.value.status === "error" ? details.value.error : null;
  if (failure || details.status !== "done" || details.value.status !== "ok") {
    return (
      <MessageCard title={t("Invalid team invitation link")} fullPage={fullPage} primaryButtonText={t("Go home")} primaryAction={() => app.redirectToHome()}>
        {friendlyErrorMessage(failure, t)}
      </MessageCard>
    );
  }
  const teamName = details.value.data.teamDisplayName;
  if (accepted) {
    return (
      <MessageCard title={t("You joined {team}", { team: teamName })} fullPage={fullPage} primaryButtonText={t("Go home")} primaryAction={() => app.redirectToHome()}>
        {t("You are now a member of this team.")}
      </MessageCard>
    );
  }
  return (
    <MessageCard
      title={t("Team invitation")}
      fullPage={fullPage}
      primaryButtonText={t("Join team")}
      primaryAction={async () => {
        const result = await app.acceptTeamInvitation(code);
        if (result.status === "error") throw result.error;
        setAccepted(teamName);
      }}
      secondaryButtonText={t("Ignore")}
      secondaryAction={() => app.redirectToHome()}
    >
      {t("You are invited to join {team}.", { team: teamName })}
    </MessageCard>
  );
}
