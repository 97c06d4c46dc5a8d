/** Labelled fields, buttons and announced messages shared by every form. */
import { useId, type ButtonHTMLAttributes, type InputHTMLAttributes, type ReactNode } from "react";
import { Spinner } from "./spinner";

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id"> & {
  label: string;
  /** A message about this field; it is announced and linked with aria-describedby. */
  error?: string | null;
  hint?: ReactNode;
};

/** An input with its visible label. */
export function Field({ label, error, hint, ...input }: FieldProps) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="gh-field">
      <label className="gh-label" htmlFor={id}>
        {label}
      </label>
      <input id={id} className="gh-input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint ? (
        <p id={`${id}-hint`} className="gh-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="gh-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: "primary" | "secondary" | "danger" | "ghost";
  busy?: boolean;
  block?: boolean;
};

/** A button that shows a spinner and ignores clicks while `busy`. */
export function Button({ variant = "secondary", busy = false, block = false, className, disabled, children, type = "button", ...rest }: ButtonProps) {
  const classes = ["gh-button", variant === "secondary" ? "" : `gh-${variant}`, block ? "gh-block" : "", className ?? ""].filter(Boolean).join(" ");
  return (
    <button type={type} className={classes} disabled={disabled || busy} aria-busy={busy || undefined} {...rest}>
      {busy ? <Spinner /> : null}
      {children}
    </button>
  );
}

/** An error announced to screen readers (empty: renders nothing). */
export function ErrorText({ children }: { children?: string | null }) {
  if (!children) return null;
  return (
    <p className="gh-error" role="alert">
      {children}
    </p>
  );
}

/** A success or status message, announced politely. */
export function StatusText({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <p className="gh-success" role="status" aria-live="polite">
      {children}
    </p>
  );
}
