/**
 * The handler's answer to an unknown path: a card with a Home button. In development builds
 * a mistyped page (`/handler/sgn-in`) also gets a link to the nearest page.
 */
import { MessageCard } from "../message-card";
import { useApp, useTranslation } from "../provider";
import { AppLink } from "../ui/link";

export function NotFound({ fullPage = false, suggestion }: { fullPage?: boolean; suggestion?: string | undefined }) {
  const app = useApp();
  const t = useTranslation();
  return (
    <MessageCard title={t("Page not found")} fullPage={fullPage} primaryButtonText={t("Home")} primaryAction={() => app.redirectToHome()}>
      {t("The page you are looking for does not exist.")}
      {suggestion ? (
        <span role="note" style={{ display: "block", marginTop: ".5rem" }}>
          Development hint: did you mean <AppLink href={suggestion}>{suggestion}</AppLink>? (Not shown in production builds.)
        </span>
      ) : null}
    </MessageCard>
  );
}
