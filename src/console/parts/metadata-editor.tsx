/**
 * One metadata field edited as JSON: the text must parse and be an object, else the
 * problem shows on the field and nothing is sent. Used for users and teams alike.
 */
import { useId, useState } from "react";
import type { Json } from "../../index";
import { Button, ErrorText, Form, StatusText } from "../../components/ui/form";
import { formatJson, parseJsonObject } from "./json-object";
import { useConsoleAction } from "./use-console-action";
import { useDraft } from "./use-draft";

export function MetadataEditor({ label, hint, value, onSave }: { label: string; hint: string; value: Json; onSave: (value: { [key: string]: Json }) => Promise<void> }) {
  const id = useId();
  const stored = formatJson(value);
  // A reload after a save (or someone else's change) shows the stored value again.
  const [text, setText] = useDraft(stored);
  const [invalid, setInvalid] = useState<string | null>(null);
  const save = useConsoleAction(async () => {
    const parsed = parseJsonObject(text);
    if (!parsed.ok) {
      setInvalid(parsed.error);
      return;
    }
    setInvalid(null);
    await onSave(parsed.value);
  });
  const describedBy = [`${id}-hint`, invalid ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <Form onSubmit={save.run} className="gh-stack" aria-label={label}>
      <div className="gh-field">
        <label className="gh-label" htmlFor={id}>
          {label}
        </label>
        <textarea
          id={id}
          className="gh-input gh-code"
          rows={Math.min(12, Math.max(3, text.split("\n").length))}
          spellCheck={false}
          value={text}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => {
            setText(e.target.value);
            if (invalid) setInvalid(null);
          }}
        />
        <p id={`${id}-hint`} className="gh-note">
          {hint}
        </p>
        {invalid ? (
          <p id={`${id}-error`} className="gh-error" role="alert">
            {invalid}
          </p>
        ) : null}
      </div>
      <div className="gh-row">
        <Button type="submit" variant="primary">
          Save {label.toLowerCase()}
        </Button>
        {save.done && !invalid ? <StatusText>Saved.</StatusText> : null}
      </div>
      <ErrorText>{save.error}</ErrorText>
    </Form>
  );
}
