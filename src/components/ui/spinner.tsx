/** A busy indicator; the label is for screen readers. */
import { useTranslationNow } from "../provider";

export function Spinner({ label }: { label?: string }) {
  const t = useTranslationNow();
  return <span className="gh-spinner" role="status" aria-label={label ?? t("Loading")} />;
}
