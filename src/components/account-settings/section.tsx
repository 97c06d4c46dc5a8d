/** A titled block of an account-settings page. */
import { useId, type ReactNode } from "react";

export function Section({ title, description, children }: { title: string; description?: ReactNode; children?: ReactNode }) {
  const id = useId();
  return (
    <section className="gh-section" aria-labelledby={id}>
      <h3 id={id} className="gh-h3">
        {title}
      </h3>
      {description ? <p className="gh-muted">{description}</p> : null}
      {children}
    </section>
  );
}
