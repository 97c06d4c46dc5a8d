/**
 * A button that may be unavailable for a reason the person should hear: then it stays
 * focusable (`aria-disabled`), does nothing when pressed, and points at the element that
 * says why (`aria-describedby`, see `<GuardReason>`).
 */
import type { ComponentProps } from "react";
import { Button } from "../ui/form";

export function GuardedButton({ blockedBy, onClick, ...props }: ComponentProps<typeof Button> & { blockedBy: string | null }) {
  if (!blockedBy) return <Button onClick={onClick} {...props} />;
  return <Button {...props} aria-disabled="true" aria-describedby={blockedBy} className="gh-unavailable" onClick={(event) => event.preventDefault()} />;
}

/** Why a guarded button is unavailable (rendered only when it is). */
export function GuardReason({ id, children }: { id: string; children: string | null }) {
  if (!children) return null;
  return (
    <p id={id} className="gh-note">
      {children}
    </p>
  );
}
