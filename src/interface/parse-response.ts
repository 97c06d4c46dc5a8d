/**
 * Reading an answer of the service: the real status, known errors, bodies
 * (docs/protocol.md §3, §4). The only place that turns error JSON into classes.
 */
import type { KnownError, KnownErrorJson } from "../errors";
import { GatehouseAssertionError, InvalidResponseError } from "../errors";
import type { InterfaceOptions } from "./options";

/** An answer read in full (status line, headers, body text). */
export type RawResponse = { status: number; headers: Headers; text: string };

/** What one HTTP answer means, before any retry decision. */
export type ParsedResponse =
  | { kind: "ok"; status: number; body: unknown }
  | { kind: "known-error"; status: number; error: KnownError }
  | { kind: "status-error"; status: number; text: string; retryAfter: string | null };

/**
 * The real status: with `X-Stack-Override-Error-Status` the service answers errors
 * with 200 and puts the real status in `x-stack-actual-status`.
 */
export function actualStatus(response: { status: number; headers: Headers }): number {
  const header = response.headers.get("x-stack-actual-status");
  if (header === null) return response.status;
  const status = Number(header);
  if (!Number.isInteger(status) || status < 100 || status > 599) {
    throw new InvalidResponseError(`x-stack-actual-status is not an HTTP status: ${JSON.stringify(header)}`);
  }
  return status;
}

function isKnownErrorJson(value: unknown): value is KnownErrorJson {
  return (
    typeof value === "object" && value !== null &&
    typeof (value as KnownErrorJson).code === "string" &&
    typeof (value as KnownErrorJson).error === "string"
  );
}

/**
 * A known error from an answer carrying `x-stack-known-error`. The header is
 * authoritative and must equal the body's `code`; anything else breaks the protocol.
 * The registry (the whole catalogue) is loaded here, on the first error answer only, with
 * the interface's `loadKnownErrors`: a page that never meets one does not ship it.
 */
export async function parseKnownError(headerCode: string, text: string, status: number, options: InterfaceOptions): Promise<KnownError> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (cause) {
    throw new InvalidResponseError(`known error ${headerCode} without a JSON body`, { cause });
  }
  if (!isKnownErrorJson(json)) {
    throw new InvalidResponseError(`known error ${headerCode} whose body lacks "code" or "error"`);
  }
  if (json.code !== headerCode) {
    throw new InvalidResponseError(`x-stack-known-error is ${headerCode} but the body's code is ${json.code}`);
  }
  // The registry builds the catalogue class, or a generic KnownError keeping an unknown code.
  if (!options.loadKnownErrors) throw new GatehouseAssertionError("This interface was built without options.loadKnownErrors.");
  const { knownErrorFromJson } = await options.loadKnownErrors();
  return knownErrorFromJson(json, status);
}

/**
 * Classifies an answer. `responseType: "text"` is for the few endpoints that answer
 * plain text on success (`/check-feature-support`).
 */
export async function parseResponse(response: RawResponse, responseType: "json" | "text", options: InterfaceOptions): Promise<ParsedResponse> {
  const status = actualStatus(response);
  const text = response.text;
  const knownCode = response.headers.get("x-stack-known-error");
  if (knownCode !== null) return { kind: "known-error", status, error: await parseKnownError(knownCode, text, status, options) };
  if (status < 200 || status >= 300) return { kind: "status-error", status, text, retryAfter: response.headers.get("retry-after") };
  if (responseType === "text") return { kind: "ok", status, body: text };
  try {
    return { kind: "ok", status, body: JSON.parse(text) };
  } catch (cause) {
    // The text is not quoted: a success body may hold tokens.
    throw new InvalidResponseError(`expected a JSON body with status ${status}, got ${text.length} characters of non-JSON`, { cause });
  }
}
