/** A titled part of a console page (a `gc-section` of the console's stylesheet, with its own h2, named for screen readers). */
import { useId, type ReactNode } from "react";

export function ConsoleSection({ title, children, note }: { title: string; children: ReactNode; note?: ReactNode }) {
  const id = useId();
  return (
    <section className="gc-section" aria-labelledby={id}>
      {/* Focusable by script only: where the keyboard's focus goes when the row it was on is removed. */}
      <h2 id={id} className="gh-h2" tabIndex={-1}>
        {title}
      </h2>
      {note ? <p className="gh-note">{note}</p> : null}
      {children}
    </section>
  );
}

/**
 * For a button that removes its own row (revoke, remove, delete): a function that moves the
 * focus to the heading of the button's section, called once the row is gone, so the
 * keyboard's place is not lost to the top of the page.
 */
export function focusSectionOf(button: HTMLElement): () => void {
  const heading = button.closest("section")?.querySelector<HTMLElement>("h2");
  return () => heading?.focus();
}
