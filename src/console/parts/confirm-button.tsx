/**
 * A change that cannot be undone (delete a user or a team): the first press asks, and
 * only "Yes, delete" does it. Cancel, or Escape, takes the question back.
 */
import { useState } from "react";
import { Button, ErrorText } from "../../components/ui/form";
import { useConsoleAction } from "./use-console-action";

export function ConfirmButton({ label, question, confirmLabel, onConfirm }: { label: string; question: string; confirmLabel: string; onConfirm: () => Promise<void> }) {
  const [asking, setAsking] = useState(false);
  const action = useConsoleAction(onConfirm);
  if (!asking) {
    return (
      <Button variant="danger" onClick={() => setAsking(true)}>
        {label}
      </Button>
    );
  }
  return (
    <div className="gh-stack" role="group" aria-label={label} onKeyDown={(e) => e.key === "Escape" && setAsking(false)}>
      <p className="gh-text">{question}</p>
      <div className="gh-row">
        <Button autoFocus variant="danger" onClick={() => void action.run()}>
          {confirmLabel}
        </Button>
        <Button onClick={() => setAsking(false)}>
          Cancel
        </Button>
      </div>
      <ErrorText>{action.error}</ErrorText>
    </div>
  );
}
