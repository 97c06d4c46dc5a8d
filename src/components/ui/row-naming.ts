/**
 * Names for the buttons of a list row that act on the row's subject (an email, a member, a
 * session, a key): each button is named by its own visible text, then the subject
 * ("Remove ada@example.com"). The visible words then start the accessible name in every
 * language (WCAG 2.5.3, label in name), and a screen reader still hears what the button
 * acts on. Put `subject` on the element that shows the subject, `named(...)` on a button.
 */
import { useId } from "react";

export function useRowNaming(): { subject: { id: string }; named: (what: string) => { id: string; "aria-labelledby": string } } {
  const base = useId();
  const subjectId = `${base}subject`;
  return { subject: { id: subjectId }, named: (what) => ({ id: `${base}${what}`, "aria-labelledby": `${base}${what} ${subjectId}` }) };
}
