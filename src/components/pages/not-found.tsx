/** The handler's answer to an unknown path: a card with a Home button. */
import { MessageCard } from "../message-card";
import { useApp, useTranslation } from "../provider";

export function NotFound({ fullPage = false }: { fullPage?: boolean }) {
  const app = useApp();
  const t = useTranslation();
  return (
    <MessageCard title={t("Page not found")} fullPage={fullPage} primaryButtonText={t("Home")} primaryAction={() => app.redirectToHome()}>
      {t("The page you are looking for does not exist.")}
    </MessageCard>
  );
}
