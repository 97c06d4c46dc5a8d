/** Labelled fields, buttons and announced messages shared by every form. */
import { useId, type ButtonHTMLAttributes, type FormHTMLAttributes, type InputHTMLAttributes, type ReactNode } from "react";
import { useTranslation } from "../provider";
import { Spinner } from "./spinner";

type FormProps = Omit<FormHTMLAttributes<HTMLFormElement>, "onSubmit"> & {
  /** Runs on submit, instead of the browser's page load (e.g. an action's `run`). */
  onSubmit: () => unknown;
};

/** A form that hands its submit to `onSubmit`. Class `gh-inline-form` puts one field and its button on a row. */
export function Form({ onSubmit, ...rest }: FormProps) {
  return (
    <form
      {...rest}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    />
  );
}

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

/** The six-digit code of an authenticator app (TOTP); typing keeps only the digits. */
export function TotpCodeField({ value, onChange, autoFocus }: { value: string; onChange: (code: string) => void; autoFocus?: boolean }) {
  const t = useTranslation();
  return (
    <Field
      label={t("Six-digit code from your authenticator app")}
      name="totp"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]{6}"
      maxLength={6}
      required
      autoFocus={autoFocus}
      value={value}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, "").slice(0, 6))}
    />
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
