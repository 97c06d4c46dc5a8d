/**
 * A form field's draft of a stored value: what the person types, put back to the stored
 * value whenever that changes (after a save and reload, or a new address). The reset happens
 * while rendering, not in an effect: an effect runs after the first paint, so a keystroke
 * that came before it (a fast typist, a test, a slow machine) was overwritten by the value
 * the field already showed.
 */
import { useState, type Dispatch, type SetStateAction } from "react";

export function useDraft<T>(stored: T, resetKey: unknown = stored): [T, Dispatch<SetStateAction<T>>] {
  const [draft, setDraft] = useState(stored);
  const [seen, setSeen] = useState(resetKey);
  if (!Object.is(seen, resetKey)) {
    setSeen(resetKey);
    setDraft(stored);
    return [stored, setDraft];
  }
  return [draft, setDraft];
}
