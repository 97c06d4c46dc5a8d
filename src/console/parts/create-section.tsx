/**
 * A list page's "Create a …" part: a titled section holding one form, its fields, a
 * primary submit button (busy while the action runs) and the action's error below.
 */
import type { ReactNode } from "react";
import { Button, ErrorText, Form } from "../../components/ui/form";
import type { ConsoleAction } from "./use-console-action";

export function CreateSection({ id, title, submitLabel, action, children }: {
  /** The heading's id, naming both the section and the form. */
  id: string;
  title: string;
  submitLabel: string;
  action: ConsoleAction<[]>;
  children: ReactNode;
}) {
  return (
    <section className="gc-section" aria-labelledby={id}>
      <h2 id={id} className="gh-h2">
        {title}
      </h2>
      <Form onSubmit={action.run} className="gh-stack" aria-labelledby={id}>
        {children}
        <div className="gh-row">
          <Button type="submit" variant="primary" busy={action.busy}>
            {submitLabel}
          </Button>
        </div>
        <ErrorText>{action.error}</ErrorText>
      </Form>
    </section>
  );
}
