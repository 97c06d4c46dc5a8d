/**
 * What the password forms' server actions do (GatehouseNextProvider defines the actions; this
 * is their body): a sign-in or sign-up form posted before hydration, with JavaScript off or
 * not yet loaded. Runs the form's own checks, signs in through the request's cookies
 * (`tokenStore: "nextjs-cookie"`, written on the action's response), then redirects: to
 * `after_auth_return_to` or the app's after-sign-in (after-sign-up) URL on success, back
 * to the form's page with `?password_error=<code>` on a failure. The code is all the
 * address carries: never the password, and not the email either (addresses end up in
 * history and server logs; the browser's autofill refills the field).
 */
import { headers } from "next/headers.js";
import { redirect, RedirectType } from "next/navigation.js";
import { isKnownError } from "../errors";
import { ClientApp } from "../lib/apps/facades";
import { AFTER_AUTH_RETURN_TO } from "../lib/urls/redirect";
import { assertTrustedRedirect, isRelativeUrl, relativePart } from "../lib/urls/redirect-rules";
import { CREDENTIAL_FORM_FIELDS, firstFailedCheck, signInChecks, signUpChecks } from "../lib/auth/credential-checks";
import { METHOD_PARAM, PASSWORD_METHOD, POSTED_ERROR_PARAM } from "../lib/urls/posted-form-params";
import { clientOptionsFromJson, type AppClientJson } from "./app-json";
import "./request-store";

export type PasswordFormKind = "sign-in" | "sign-up";

/** The code sent back for a failure that is no known error of the service (a network error...): the generic message. */
const UNKNOWN_FAILURE = "POST_FAILED";

// One copy of the app per configuration; each call reads the cookies of its own request.
const copies = new Map<string, ClientApp>();

function appFor(json: AppClientJson): ClientApp {
  const key = JSON.stringify(json);
  let app = copies.get(key);
  if (!app) copies.set(key, (app = new ClientApp({ ...clientOptionsFromJson(json), tokenStore: "nextjs-cookie", redirectMethod: "none" })));
  return app;
}

function field(form: FormData, name: string): string | null {
  const value = form.get(name);
  return typeof value === "string" ? value : null;
}

/** The origin the browser posted from (Next has checked it against the host: its CSRF rule for actions). */
async function requestOrigin(): Promise<string> {
  const list = await headers();
  const origin = list.get("origin");
  if (origin && /^https?:\/\/[^/]+$/.test(origin)) return origin;
  const host = list.get("x-forwarded-host") ?? list.get("host") ?? "localhost";
  const proto = list.get("x-forwarded-proto")?.split(",")[0]?.trim() === "https" ? "https" : "http";
  return `${proto}://${host}`;
}

/** `url` with `params` added to its query. */
function withParams(url: string, params: Record<string, string | null>): string {
  const query = new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== null));
  const text = query.toString();
  return text ? `${url}${url.includes("?") ? "&" : "?"}${text}` : url;
}

/** Any origin: only the path, query and fragment of what is resolved against it are kept. */
const PAGE_BASE = "http://gatehouse.invalid";

/**
 * The posted return path as the browser would read it on the form's `page`: root-relative,
 * with its line breaks and tabs dropped and everything past ASCII percent-encoded (Next
 * writes it into a `Location` header, which takes neither: node refused it and the action
 * ended in a 500 after signing in). Null when the browser would read it as another origin
 * (dropped, as everywhere).
 */
function returnPathOf(given: string, page: string): string | null {
  if (!isRelativeUrl(given)) return null;
  return relativePart(new URL(given, new URL(page, PAGE_BASE)));
}

/**
 * Handles one post of the form `kind` for the app `json` (its server-side options). Never
 * returns: it ends in Next's redirect.
 */
export async function submitPasswordForm(kind: PasswordFormKind, json: AppClientJson, form: FormData): Promise<never> {
  const email = (field(form, CREDENTIAL_FORM_FIELDS.email) ?? "").trim();
  const password = field(form, CREDENTIAL_FORM_FIELDS.password) ?? "";
  const given = field(form, AFTER_AUTH_RETURN_TO);
  const page = kind === "sign-in" ? json.urls.signIn : json.urls.signUp;
  const returnTo = given ? returnPathOf(given, page) : null;
  const back = (code: string): never => {
    const url = withParams(page, { [METHOD_PARAM]: PASSWORD_METHOD, [POSTED_ERROR_PARAM]: code, [AFTER_AUTH_RETURN_TO]: returnTo });
    assertTrustedRedirect(url);
    redirect(url, RedirectType.replace);
  };

  const checks = kind === "sign-in" ? signInChecks({ email, password }) : signUpChecks({ email, password, repeat: field(form, CREDENTIAL_FORM_FIELDS.repeat) });
  const failed = firstFailedCheck(checks);
  if (failed) back(failed);

  const app = appFor(json);
  let failure: unknown = null;
  try {
    const result =
      kind === "sign-in"
        ? await app.signInWithCredential({ email, password, noRedirect: true })
        : await app.signUpWithCredential({
            email,
            password,
            noRedirect: true,
            // The link in the verification mail: absolute, on the origin the form was posted from.
            verificationCallbackUrl: withParams(new URL(json.urls.emailVerification, await requestOrigin()).toString(), { [AFTER_AUTH_RETURN_TO]: returnTo }),
          });
    if (result.status === "error") failure = result.error;
  } catch (error) {
    failure = error;
  }
  if (failure !== null) {
    if (isKnownError(failure)) back(failure.errorCode);
    // Not the person's doing (the service unreachable, a misconfiguration): the page says
    // "Something went wrong", and the server's log says what.
    console.error(`gatehouse: the ${kind} form's server action failed:`, failure);
    back(UNKNOWN_FAILURE);
  }

  const target = returnTo ?? (kind === "sign-in" ? json.urls.afterSignIn : json.urls.afterSignUp);
  assertTrustedRedirect(target);
  redirect(target, RedirectType.push);
}
