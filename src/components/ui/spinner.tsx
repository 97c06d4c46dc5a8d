/** A busy indicator; the label is for screen readers. */
import { useTranslation } from "../provider";

export function Spinner({ label }: { label?: string }) {
  const t = useTranslation();
  return <span className="gh-spinner" role="status" aria-label={label ?? t("Loading")} />;
}
