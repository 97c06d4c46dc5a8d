/**
 * A form's submit: checks the fields first (nothing is sent while one is wrong), then runs
 * the action and puts each error the service answers on the field it is about, worded for
 * that form. Errors no field owns are the form's, shown above its button.
 */
import { isValidElement, use, useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { isKnownError } from "../../errors";
import type { ClientApp } from "../../lib/apps/client-app";
import { friendlyErrorMessage } from "../error-messages";
import { useApp, useTranslation } from "../provider";
import type { Translator } from "../format-text";
import { AppLink, withReturnTo } from "../ui/link";
import type { ActionOutcome } from "../ui/use-action";
import { LINK_TEXT, type ErrorLink } from "./link-texts";
import { postedKnownError } from "./posted-error";
import { PASSWORD_BOUNDS } from "./validation";

/** A page a message may link to, as the way out of the error. */
export type { ErrorLink } from "./link-texts";

/**
 * Where an error code of the service goes: its field, and the form's own English wording
 * (`{min}`/`{max}` filled in from the error's details); without `text`, the general one.
 */
export type ErrorRoute<F extends string> = { field: F; text?: string; link?: ErrorLink };

export type FieldErrors<F extends string> = Partial<Record<F, ReactNode>>;

export type FormActionOptions<F extends string> = {
  /** Error code -> field (and wording). */
  routes?: Partial<Record<string, ErrorRoute<F>>> | undefined;
  /** Runs before sending; English messages per field (`null`/omitted: fine). */
  validate?: (() => Partial<Record<F, string | null>>) | undefined;
  /**
   * The error code a post of this form before hydration came back with (see
   * posted-form.tsx): the form starts out showing it as it would show that error itself.
   */
  postedError?: string | null | undefined;
};

export type FormAction<F extends string> = {
  run: () => Promise<void>;
  busy: boolean;
  done: boolean;
  /** The error no field owns (above the submit button). */
  error: string | null;
  fieldErrors: FieldErrors<F>;
  /** Forgets a field's error (call it when the person edits that field). */
  clear: (field: F) => void;
  /** Sets the form's error by hand (e.g. a check of the form itself). */
  setError: (message: string | null) => void;
  /** Grows with every submit that ended in an error: `<Form focusInvalid={…}>` moves focus then. */
  failures: number;
};

export function useFormAction<F extends string>(fn: () => Promise<ActionOutcome>, options: FormActionOptions<F> = {}): FormAction<F> {
  const t = useTranslation();
  const app = useApp();
  // A posted error is shown from the first render (the server's HTML has it too). Its error
  // needs the error registry, which the host has loaded before the page (./posted-error);
  // a host that did not is waited for here.
  const posted = options.postedError ? postedKnownError(options.postedError) : null;
  const postedFailure = posted === null || isKnownError(posted) ? posted : use(posted).knownErrorFromJson({ code: options.postedError!, error: "" });
  const [initial] = useState(() => (postedFailure ? describeFailure(postedFailure, options.routes ?? {}, t, app) : null));
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(initial?.message ?? null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<F>>(initial?.fields ?? {});
  const [failures, setFailures] = useState(0);
  const mounted = useRef(true);
  const latest = useRef({ fn, options });
  latest.current = { fn, options };
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(async () => {
    const { fn: action, options: current } = latest.current;
    const problems = Object.entries(current.validate?.() ?? {}).filter(([, message]) => message) as [F, string][];
    if (problems.length > 0) {
      setFieldErrors(Object.fromEntries(problems.map(([field, message]) => [field, fillInBounds(t, message)])) as FieldErrors<F>);
      setError(null);
      setDone(false);
      setFailures((n) => n + 1);
      return;
    }
    setBusy(true);
    setError(null);
    setFieldErrors({});
    setDone(false);
    let failure: unknown = null;
    let message: string | null = null;
    try {
      const outcome = await action();
      if (typeof outcome === "string") message = outcome;
      else if (outcome?.status === "error") failure = outcome.error ?? new Error("failed");
    } catch (e) {
      failure = e;
    }
    if (!mounted.current) return;
    let fields: FieldErrors<F> = {};
    if (failure !== null) ({ fields, message } = describeFailure(failure, current.routes ?? {}, t, app));
    setFieldErrors(fields);
    setError(message);
    const failed = message !== null || Object.keys(fields).length > 0;
    setDone(!failed);
    if (failed) setFailures((n) => n + 1);
    setBusy(false);
  }, [t, app]);

  const clear = useCallback((field: F) => {
    setFieldErrors((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);

  return { run, busy, done, error, fieldErrors, clear, setError, failures };
}

/** Where a failure shows: on the field its route names (in the form's words), or as the form's message. */
function describeFailure<F extends string>(
  failure: unknown,
  routes: Partial<Record<string, ErrorRoute<F>>>,
  t: Translator,
  app: ClientApp,
): { fields: FieldErrors<F>; message: string | null } {
  const route = routeOf(failure, routes);
  const text = route?.text ? t(route.text, boundsOf(failure)) : friendlyErrorMessage(failure, t);
  if (!route) return { fields: {}, message: text };
  return { fields: { [route.field]: withLink(text, route.link ? linkTo(app, t, route.link) : null) } as FieldErrors<F>, message: null };
}

function linkTo(app: ClientApp, t: Translator, link: ErrorLink): ReactNode {
  const href = link === "sign-in" ? withReturnTo(app.urls.signIn) : link === "sign-up" ? withReturnTo(app.urls.signUp) : app.urls.forgotPassword;
  return <AppLink href={href}>{t(LINK_TEXT[link])}</AppLink>;
}

function routeOf<F extends string>(error: unknown, routes: Partial<Record<string, ErrorRoute<F>>>): ErrorRoute<F> | null {
  if (!isKnownError(error)) return null;
  for (const code of error.codes) {
    const route = routes[code];
    if (route) return route;
  }
  return null;
}

/** `{min}`/`{max}` of a password error's details (the service's rule otherwise). */
function boundsOf(error: unknown): Record<string, number> {
  const details = (isKnownError(error) ? error.details ?? {} : {}) as { min_length?: number; maxLength?: number };
  return { min: details.min_length ?? PASSWORD_BOUNDS.min, max: details.maxLength ?? PASSWORD_BOUNDS.max };
}

function fillInBounds(t: Translator, message: string): string {
  return t(message, PASSWORD_BOUNDS);
}

function withLink(text: string, link: ReactNode): ReactNode {
  if (!isValidElement(link)) return text;
  return (
    <>
      {text} {link}
    </>
  );
}

