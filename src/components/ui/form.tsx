/** Labelled fields, buttons and announced messages shared by every form. */
import { useEffect, useId, useRef, type ButtonHTMLAttributes, type FormHTMLAttributes, type InputHTMLAttributes, type ReactNode } from "react";
import { useTranslation } from "../provider";
import { Spinner } from "./spinner";

type FormProps = Omit<FormHTMLAttributes<HTMLFormElement>, "onSubmit" | "action"> & {
  /** Runs on submit, instead of the browser's page load (e.g. an action's `run`). */
  onSubmit: () => unknown;
  /**
   * A server action (gatehouse/next) the browser posts to before hydration. After hydration
   * `onSubmit` runs instead: it prevents the submit, and React calls no action then.
   */
  action?: ((formData: FormData) => void | Promise<void>) | undefined;
  /** When this number grows (a submit failed), focus moves to the first invalid field. */
  focusInvalid?: number | undefined;
};

/**
 * A form that hands its submit to `onSubmit` (and says `method="post"`, for a submit made
 * before hydration; with an `action`, React sets the method and the fields it posts). Class `gh-inline-form` puts one field and
 * its button on a row. The browser's own validation is off (`noValidate`): the forms check
 * their fields themselves, in the page's language, and say what to do on the field.
 */
export function Form({ onSubmit, focusInvalid = 0, action, ...rest }: FormProps) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (focusInvalid > 0) ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusInvalid]);
  return (
    <form
      ref={ref}
      noValidate
      // A submit before the page's script runs (a server-rendered form) posts the fields in
      // the body, never in the address (a GET would put a password in the URL and the logs).
      {...(action ? { action } : { method: "post" })}
      {...rest}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    />
  );
}

export type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id"> & {
  label: string;
  /** A message about this field; it is announced and linked with aria-describedby. */
  error?: ReactNode | undefined;
  /** A rule or help shown before anything goes wrong (linked with aria-describedby). */
  hint?: ReactNode | undefined;
  /** Beside the input, inside its box (e.g. a show-password button); gets the input's id. */
  adornment?: ((inputId: string) => ReactNode) | undefined;
  /** The label is for screen readers only (a heading right above already names the field). */
  hideLabel?: boolean | undefined;
};

/** An input with its visible label. */
export function Field({ label, error, hint, adornment, hideLabel = false, ...input }: FieldProps) {
  const id = useId();
  // An error replaces the hint (both say the same rule, and stacked they read twice).
  const shownHint = error ? null : hint;
  const describedBy = [shownHint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  const control = <input id={id} className="gh-input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />;
  return (
    <div className="gh-field">
      <label className={hideLabel ? "gh-sr-only" : "gh-label"} htmlFor={id}>
        {label}
      </label>
      {adornment ? (
        <div className="gh-input-group">
          {control}
          {adornment(id)}
        </div>
      ) : (
        control
      )}
      {shownHint ? (
        <p id={`${id}-hint`} className="gh-muted">
          {shownHint}
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
export function TotpCodeField({ value, onChange, autoFocus, error }: { value: string; onChange: (code: string) => void; autoFocus?: boolean; error?: ReactNode }) {
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
      error={error}
      value={value}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, "").slice(0, 6))}
    />
  );
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: "primary" | "secondary" | "danger" | "ghost" | undefined;
  busy?: boolean | undefined;
  block?: boolean | undefined;
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
export function ErrorText({ children }: { children?: ReactNode }) {
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
