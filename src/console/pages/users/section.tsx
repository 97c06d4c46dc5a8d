/** A titled part of a console page (a `gc-section` of the console's stylesheet, with its own h2, named for screen readers). */
import { useId, type ReactNode } from "react";

export function ConsoleSection({ title, children, note }: { title: string; children: ReactNode; note?: ReactNode }) {
  const id = useId();
  return (
    <section className="gc-section" aria-labelledby={id}>
      <h2 id={id} className="gh-h2">
        {title}
      </h2>
      {note ? <p className="gh-note">{note}</p> : null}
      {children}
    </section>
  );
}
