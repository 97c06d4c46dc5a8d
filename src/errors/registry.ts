/**
 * From wire code to class: the one place a known-error body becomes a typed error
 * (docs/protocol.md §4.6, decoding rule).
 */
import type * as Catalogue from "./catalogue";
// The areas one by one, not the `./catalogue` namespace: the package entry re-exports that
// namespace, and a bundler that splits code would then put every class in the first chunk
// of any app that loads the registry (lazily, on the first error answer). Same list as
// `./catalogue/index.ts`; the registry tests check that both hold the same classes.
import * as Request from "./catalogue/request";
import * as ProjectAuth from "./catalogue/project-auth";
import * as AdminAccessToken from "./catalogue/admin-access-token";
import * as ProjectAuthRequired from "./catalogue/project-auth-required";
import * as Session from "./catalogue/session";
import * as Users from "./catalogue/users";
import * as Projects from "./catalogue/projects";
import * as SignUp from "./catalogue/sign-up";
import * as Passwords from "./catalogue/passwords";
import * as Verification from "./catalogue/verification";
import * as Mfa from "./catalogue/mfa";
import * as Passkeys from "./catalogue/passkeys";
import * as Permissions from "./catalogue/permissions";
import * as Teams from "./catalogue/teams";
import * as Oauth from "./catalogue/oauth";
import * as OauthConnections from "./catalogue/oauth-connections";
import * as Cli from "./catalogue/cli";
import * as ApiKeys from "./catalogue/api-keys";
import { KnownError } from "./known-error";
import type { KnownErrorJson } from "./known-error";

/** A catalogue class, seen from the registry. */
export type KnownErrorClass = (abstract new (...args: any[]) => KnownError) & {
  readonly code: string;
  readonly status: number;
  fromJson(json: KnownErrorJson, status?: number): KnownError;
};

/** Instance types of the leaf classes: the ones whose `errorCode` is a literal (groups keep `string`). */
type LeafInstance<C> = C extends abstract new (...args: any[]) => infer I
  ? I extends KnownError
    ? string extends I["errorCode"] ? never : I
    : never
  : never;

/**
 * Every error the service (or this SDK) can produce, as a union: a `switch` on
 * `errorCode` narrows it to one class.
 */
export type AnyKnownError = LeafInstance<(typeof Catalogue)[keyof typeof Catalogue]>;

/** Every code sent on the wire (or made client-side). Accept foreign codes as `KnownErrorCode | (string & {})`. */
export type KnownErrorCode = AnyKnownError["errorCode"];

function isKnownErrorClass(value: unknown): value is KnownErrorClass {
  return typeof value === "function" && value.prototype instanceof KnownError;
}

/** The leaf classes: a group is a class that another catalogue class extends; groups are never sent. */
function leafClasses(): KnownErrorClass[] {
  const areas = [
    Request, ProjectAuth, AdminAccessToken, ProjectAuthRequired, Session, Users, Projects, SignUp, Passwords, Verification, Mfa, Passkeys, Permissions, Teams, Oauth, OauthConnections, Cli, ApiKeys,
  ];
  const all = areas.flatMap((area) => Object.values(area)).filter(isKnownErrorClass);
  const groups = new Set<unknown>(all.map((cls) => Object.getPrototypeOf(cls)));
  return all.filter((cls) => !groups.has(cls));
}

// Marked pure so that importing anything from `src/errors` does not drag the whole
// catalogue into a bundle: the registry is loaded (lazily) only to decode error answers.
/** The leaf classes, one per wire code. */
export const knownErrorClasses: readonly KnownErrorClass[] = /* @__PURE__ */ leafClasses();

function byCode(classes: readonly KnownErrorClass[]): Map<string, KnownErrorClass> {
  return new Map(classes.map((cls) => [cls.code, cls]));
}

const classByCode = /* @__PURE__ */ byCode(knownErrorClasses);

/** True when this copy of the SDK has a class for `code`. */
export function isKnownErrorCode(code: KnownErrorCode | (string & {})): code is KnownErrorCode {
  return classByCode.has(code);
}

/**
 * Turns a known-error body into an error of its class, rebuilt from `details`.
 * A code this copy does not know becomes a plain `KnownError` that keeps the raw
 * code, the service's message and the status, so a newer service never breaks an
 * older client.
 *
 * @param status the status the service answered with (`x-stack-actual-status` when present)
 */
export function knownErrorFromJson(json: KnownErrorJson, status?: number): KnownError {
  const cls = classByCode.get(json.code);
  if (cls) return cls.fromJson(json, status);
  return new KnownError(status ?? KnownError.status, json.error, json.details, { code: json.code });
}
