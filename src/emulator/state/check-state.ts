/**
 * Checks a state read from a file record by record, so that a damaged or hand-edited
 * file is refused at start with the path of the first bad field
 * (`users.<id>.projectId: missing`), never answered with a 500 later.
 *
 * Each table has a field list: a field's rule checks its type (and JSON values are held
 * to the request limits); references (`projectId`, `userId`, `teamId`, an API key's owner)
 * must name a stored record of the same project; every record must be stored under its own
 * key. Values the emulator computes with are checked as it will use them: a project's
 * signing key must import as a P-256 key pair, a password hash must be one the emulator can
 * check (its own scrypt with bounded parameters, or a bcrypt hash, which never matches).
 */
import { createPrivateKey, createPublicKey, sign, verify } from "node:crypto";
import { JSON_LIMITS } from "../http/limits";
import { TEMPLATE_TYPES } from "../mail/default-templates";
import { passwordHashProblem } from "./password";
import { keyOf } from "./store";
import { TABLE_NAMES, type EmulatorState, type RecordOf, type TableName } from "./types";

/** Returns the problem with a value, or null. `state` is for references. */
type Rule = (value: unknown, state: EmulatorState) => string | null;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

const str: Rule = (v) => (typeof v === "string" ? null : "expected a string");
const num: Rule = (v) => (typeof v === "number" && Number.isFinite(v) ? null : "expected a number");
const bool: Rule = (v) => (typeof v === "boolean" ? null : "expected true or false");
const orNull = (rule: Rule): Rule => (v, s) => (v === null ? null : rule(v, s) === null ? null : `${rule(v, s)} or null`);
const oneOf = (values: readonly string[]): Rule => (v) => (typeof v === "string" && values.includes(v) ? null : `expected one of: ${values.join(", ")}`);
const optional = (rule: Rule): Rule => (v, s) => (v === undefined ? null : rule(v, s));

/** A JSON value within the limits requests are held to. */
const json: Rule = (v) => {
  const stack: [unknown, number][] = [[v, 1]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    if (value === null || typeof value === "string" || typeof value === "boolean") continue;
    if (typeof value === "number") {
      if (!Number.isFinite(value)) return "expected a JSON value";
      continue;
    }
    if (typeof value !== "object") return "expected a JSON value";
    if (depth > JSON_LIMITS.depth) return `nested deeper than ${JSON_LIMITS.depth} levels`;
    for (const child of Array.isArray(value) ? value : Object.values(value)) stack.push([child, depth + 1]);
  }
  return null;
};

/** A stored record of `table` under this key. */
const ref = (table: TableName, what: string): Rule => (v, s) => {
  if (typeof v !== "string") return "expected a string";
  return Object.hasOwn(s[table], v) ? null : `no ${what} "${v}"`;
};

const arrayOf = (rule: Rule): Rule => (v, s) => {
  if (!Array.isArray(v)) return "expected an array";
  for (let i = 0; i < v.length; i++) {
    const problem = rule(v[i], s);
    if (problem !== null) return `[${i}]${nested(problem)}`;
  }
  return null;
};

type Fields = Record<string, Rule>;

const objectOf = (fields: Fields): Rule => (v, s) => {
  if (!isObject(v)) return "expected an object";
  const problem = firstProblem(v, fields, s);
  return problem === null ? null : `.${problem}`;
};

/** How a problem follows a path: `.field: ...` and `[0]: ...` attach, a plain text gets `: `. */
const nested = (problem: string) => (problem.startsWith(".") || problem.startsWith("[") ? problem : `: ${problem}`);

/** `field: problem` of the first bad field, or null. */
/** Each field list as entries, made once (a file of 100,000 users has 300,000 records to check). */
const fieldEntries = new WeakMap<Fields, [string, Rule][]>();

function firstProblem(record: Record<string, unknown>, fields: Fields, state: EmulatorState): string | null {
  let entries = fieldEntries.get(fields);
  if (entries === undefined) fieldEntries.set(fields, (entries = Object.entries(fields)));
  for (const [name, rule] of entries) {
    if (!(name in record) && !rule(undefined, state)) continue;
    if (!(name in record)) return `${name}: missing`;
    const problem = rule(record[name], state);
    if (problem !== null) return `${name}${nested(problem)}`;
  }
  return null;
}

/** A JWK that imports as one half of a P-256 key pair (ES256 signing keys). */
const ecJwk = (half: "private" | "public"): Rule => (v) => {
  if (!isObject(v)) return "expected an object";
  if (v.kty !== "EC" || v.crv !== "P-256") return "expected a P-256 EC key (kty EC, crv P-256)";
  try {
    const key = (half === "private" ? createPrivateKey : createPublicKey)({ key: v as JsonWebKey, format: "jwk" });
    return key.asymmetricKeyType === "ec" ? null : "expected a P-256 EC key";
  } catch (error) {
    return `not a usable ${half} key (${(error as Error).message})`;
  }
};

/** A project's signing key: both halves import, and a signature made with one verifies with the other. */
const signingKeyPair: Rule = (v, s) => {
  const problem = objectOf({ kid: str, privateJwk: ecJwk("private"), publicJwk: ecJwk("public") })(v, s);
  if (problem !== null) return problem;
  const { privateJwk, publicJwk } = v as { privateJwk: JsonWebKey; publicJwk: JsonWebKey };
  const probe = Buffer.from("gatehouse emulator key check");
  const signature = sign("sha256", probe, createPrivateKey({ key: privateJwk, format: "jwk" }));
  return verify("sha256", probe, createPublicKey({ key: publicJwk, format: "jwk" }), signature) ? null : "the private and public keys are not one pair";
};

const passwordHash: Rule = (v) => (typeof v === "string" ? passwordHashProblem(v) : "expected a string");

const project = ref("projects", "project");
/** `{ "YYYY-MM-DD": millis, ... }`. */
const activeDays: Rule = (v) => {
  if (!isObject(v)) return "expected an object";
  for (const [day, at] of Object.entries(v)) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return `.${day}: expected a YYYY-MM-DD key`;
    if (typeof at !== "number" || !Number.isFinite(at)) return `.${day}: expected a number`;
  }
  return null;
};
const user = ref("users", "user");
const team = ref("teams", "team");
const time = num;

const config = objectOf({
  allow_localhost: bool, sign_up_enabled: bool, credential_enabled: bool, magic_link_enabled: bool, passkey_enabled: bool,
  client_team_creation_enabled: bool, client_user_deletion_enabled: bool, allow_user_api_keys: bool, allow_team_api_keys: bool,
  oauth_providers: arrayOf(objectOf({ id: str, type: oneOf(["shared", "standard"]) })),
  domains: arrayOf(objectOf({ domain: str, handler_path: str })),
  email_config: objectOf({ type: oneOf(["shared", "standard"]) }),
  create_team_on_sign_up: bool,
  team_creator_default_permissions: arrayOf(objectOf({ id: str })),
  team_member_default_permissions: arrayOf(objectOf({ id: str })),
  user_default_permissions: arrayOf(objectOf({ id: str })),
  oauth_account_merge_strategy: oneOf(["link_method", "raise_error", "allow_duplicates"]),
});

const definition = objectOf({ id: str, description: orNull(str), containedPermissionIds: arrayOf(str) });

const CODE_DATA: Record<string, Fields> = {
  contact_channel_verification: { user_id: str, contact_channel_id: str, email: str },
  password_reset: { user_id: str },
  otp_sign_in: { email: str, user_id: orNull(str), impersonation: optional(bool) },
  mfa_attempt: { user_id: str, is_new_user: bool },
  team_invitation: { team_id: str, email: str, callback_url: str },
  passkey_registration_challenge: { challenge: str, user_id: str },
  passkey_authentication_challenge: { challenge: str },
};

/** The data of a code: an object here, its fields checked against its type's below. */
const codeData: Rule = (v) => (isObject(v) ? null : "expected an object");

const TABLE_FIELDS: { [T in TableName]: Fields } = {
  projects: {
    id: str, displayName: str, description: str, createdAtMillis: time, isProductionMode: bool, config, anonymousSignUpEnabled: bool,
    apiKeySets: arrayOf(objectOf({
      id: str, description: str, publishableClientKey: orNull(str), secretServerKey: orNull(str), superSecretAdminKey: orNull(str),
      createdAtMillis: time, expiresAtMillis: orNull(time), manuallyRevokedAtMillis: orNull(time),
    })),
    signingKey: signingKeyPair,
  },
  users: {
    id: str, projectId: project, displayName: orNull(str), profileImageUrl: orNull(str), signedUpAtMillis: time, lastActiveAtMillis: time,
    clientMetadata: json, clientReadOnlyMetadata: json, serverMetadata: json, passwordHash: orNull(passwordHash), otpAuthEnabled: bool,
    passkeyAuthEnabled: bool, totpSecretBase64: orNull(str), isAnonymous: bool, selectedTeamId: orNull(str),
    oauthAccounts: arrayOf(objectOf({ providerId: str, accountId: str, email: orNull(str) })),
  },
  contactChannels: {
    id: str, projectId: project, userId: user, type: oneOf(["email"]), value: str, isPrimary: bool, isVerified: bool, usedForAuth: bool, createdAtMillis: time,
  },
  sessions: {
    id: str, projectId: project, userId: user, refreshToken: str, createdAtMillis: time, lastUsedAtMillis: time, expiresAtMillis: orNull(time), isImpersonation: bool,
  },
  verificationCodes: {
    id: str, projectId: project, type: oneOf(Object.keys(CODE_DATA)), code: str, createdAtMillis: time, expiresAtMillis: time,
    usedAtMillis: orNull(time), attemptCount: num, data: codeData,
  },
  teams: {
    id: str, projectId: project, displayName: str, profileImageUrl: orNull(str), clientMetadata: json, clientReadOnlyMetadata: json, serverMetadata: json, createdAtMillis: time,
  },
  teamMemberships: {
    id: str, projectId: project, teamId: team, userId: user, displayName: orNull(str), profileImageUrl: orNull(str), createdAtMillis: time,
  },
  permissionDefinitions: { projectId: project, team: arrayOf(definition), project: arrayOf(definition) },
  teamPermissionGrants: { projectId: project, teamId: team, userId: user, permissionId: str },
  projectPermissionGrants: { projectId: project, userId: user, permissionId: str },
  apiKeys: {
    id: str, projectId: project, type: oneOf(["user", "team"]), ownerId: str, description: str, isPublic: bool, secret: str,
    createdAtMillis: time, expiresAtMillis: orNull(time), manuallyRevokedAtMillis: orNull(time),
  },
  passkeys: { userId: user, projectId: project, credentialId: str, publicKey: str, counter: num, transports: arrayOf(str) },
  cliAuthAttempts: {
    id: str, projectId: project, pollingCode: str, loginCode: str, refreshToken: orNull(str), createdAtMillis: time, expiresAtMillis: time, usedAtMillis: orNull(time),
  },
  emailTemplates: { projectId: project, type: oneOf(TEMPLATE_TYPES), subject: str, content: json },
  oauthFlows: {
    innerState: str, projectId: project, providerId: str, type: oneOf(["authenticate", "link"]), linkUserId: orNull(str), redirectUri: str,
    state: str, scope: str, codeChallenge: str, codeChallengeMethod: str, errorRedirectUrl: orNull(str), afterCallbackRedirectUrl: orNull(str),
    providerScope: orNull(str), createdAtMillis: time, upstream: optional(objectOf({ codeVerifier: str, redirectUri: str })),
  },
  oauthProviderCodes: { code: str, innerState: str, providerId: str, email: str, createdAtMillis: time, used: bool },
  oauthAuthorizationCodes: {
    code: str, projectId: project, userId: str, redirectUri: str, codeChallenge: str, codeChallengeMethod: str, isNewUser: bool,
    afterCallbackRedirectUrl: orNull(str), expiresAtMillis: time, used: bool,
  },
  oauthProviderTokens: {
    projectId: project, providerId: str, accountId: str,
    accessTokens: arrayOf(objectOf({ token: str, scopes: arrayOf(str), expiresAtMillis: time })),
    refreshTokens: arrayOf(objectOf({ token: str, scopes: arrayOf(str) })),
  },
  userActivity: {
    projectId: project, userId: str, lastActiveAtMillis: time, activeDays: activeDays, countryCode: orNull(str), sequence: optional(num),
  },
};

const EMAIL_FIELDS: Fields = {
  id: str, projectId: str, to: str, from: optional(str), subject: str, text: str, html: str, sentAt: time, links: arrayOf(str), code: optional(str), otp: optional(str),
  error: optional(objectOf({ errorType: str, message: str })),
};

/**
 * A reference to a record of another project (`userId: user "<id>" is in project "<p>", not "<q>"`),
 * or an API key whose owner is missing; null when every reference stays in the record's project.
 * Runs after the field rules, so references name stored records of the right types.
 */
function otherProjectProblem(state: EmulatorState, table: TableName, record: Record<string, unknown>): string | null {
  const projectId = record.projectId;
  if (typeof projectId !== "string") return null;
  const check = (field: string, rows: Record<string, { projectId: string }>, what: string): string | null => {
    const id = record[field];
    if (typeof id !== "string") return null;
    const target = Object.hasOwn(rows, id) ? rows[id] : undefined;
    if (target === undefined) return `${field}: no ${what} "${id}"`;
    return target.projectId === projectId ? null : `${field}: ${what} "${id}" is in project "${target.projectId}", not "${projectId}"`;
  };
  if (table === "apiKeys") return check("ownerId", record.type === "user" ? state.users : state.teams, record.type === "user" ? "user" : "team");
  // A selected team that is gone reads as none; one of another project would be shown.
  if (table === "users") return typeof record.selectedTeamId === "string" && Object.hasOwn(state.teams, record.selectedTeamId) ? check("selectedTeamId", state.teams, "team") : null;
  if (!("userId" in TABLE_FIELDS[table]) && !("teamId" in TABLE_FIELDS[table])) return null;
  return (TABLE_FIELDS[table].userId === user ? check("userId", state.users, "user") : null)
    ?? ("teamId" in TABLE_FIELDS[table] ? check("teamId", state.teams, "team") : null);
}

/** Where `key` would be written in a path (ids as they are; others quoted). */
const pathKey = (key: string) => (/^[\w$:-]+$/.test(key) ? key : JSON.stringify(key));

/** The first problem of one record, as it follows the record's path (`: ...` or `.field: ...`), or null. */
function recordProblem(state: EmulatorState, table: TableName, fields: Fields, key: string, record: unknown): string | null {
  if (!isObject(record)) return ": expected an object";
  const problem = firstProblem(record, fields, state);
  if (problem !== null) return `.${problem}`;
  if (table === "verificationCodes") {
    const dataProblem = objectOf(CODE_DATA[record.type as string]!)(record.data, state);
    if (dataProblem !== null) return `.data${nested(dataProblem)}`;
  }
  const expected = keyOf(table, record as RecordOf<typeof table>);
  if (expected !== key) return `: stored under the wrong key (expected ${pathKey(expected)})`;
  const crossing = otherProjectProblem(state, table, record);
  return crossing === null ? null : `.${crossing}`;
}

/**
 * The first problem of a state whose top-level shape is right (every table an object,
 * `emails` an array), as `<table>.<key>.<field>: <problem>`; null when every record is sound.
 */
export function stateProblem(state: EmulatorState): string | null {
  for (const table of TABLE_NAMES) {
    const fields = TABLE_FIELDS[table];
    const rows = state[table] as Record<string, unknown>;
    for (const key of Object.keys(rows)) {
      const problem = recordProblem(state, table, fields, key, rows[key]);
      // The record's path is written only for the one reported.
      if (problem !== null) return `${table}.${pathKey(key)}${problem}`;
    }
  }
  const signIn = new Map<string, string>();
  for (const [key, channel] of Object.entries(state.contactChannels)) {
    if (!channel.usedForAuth) continue;
    const owner = `${channel.projectId}\u0000${channel.value}`;
    const other = signIn.get(owner);
    if (other !== undefined) return `contactChannels.${pathKey(key)}.value: "${channel.value}" is already used for sign-in by contactChannels.${pathKey(other)}`;
    signIn.set(owner, key);
  }
  for (let i = 0; i < state.emails.length; i++) {
    const email = state.emails[i];
    if (!isObject(email)) return `emails[${i}]: expected an object`;
    const problem = firstProblem(email, EMAIL_FIELDS, state);
    if (problem !== null) return `emails[${i}].${problem}`;
  }
  return null;
}
