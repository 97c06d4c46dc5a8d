/**
 * Data files written by earlier versions of the emulator, brought to the current shape
 * before they are checked. Version 1 kept the later areas (API keys, passkeys, permissions,
 * OAuth, CLI logins, email templates) in an untyped `extra` bag; version 2 gives each kind
 * of record a table. Version 1 also left some records behind when it deleted a user or a
 * project (grants, passkeys, API keys, ...): those are dropped here.
 */
import { TABLE_NAMES, STATE_VERSION } from "./types";

type Raw = Record<string, unknown>;

const isObject = (v: unknown): v is Raw => typeof v === "object" && v !== null && !Array.isArray(v);
const objectOr = (v: unknown): Raw => (isObject(v) ? v : {});
const arrayOr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** Returns the state in the current shape (not yet checked), or the input when it is neither version. */
export function migrateState(raw: Raw): Raw {
  if (raw.version !== 1) return raw;
  const extra = objectOr(raw.extra);
  const state: Raw = { version: STATE_VERSION };
  for (const name of TABLE_NAMES) state[name] = {};
  for (const name of ["projects", "users", "contactChannels", "sessions", "verificationCodes", "teams", "teamMemberships"]) state[name] = raw[name];
  state.emails = raw.emails;
  state.apiKeys = objectOr(extra.projectApiKeys);
  state.passkeys = objectOr(extra.passkeys);
  state.cliAuthAttempts = objectOr(extra.cliAuthAttempts);

  const templates: Raw = {};
  for (const [projectId, byType] of Object.entries(objectOr(extra.emailTemplates))) {
    for (const [type, stored] of Object.entries(objectOr(byType))) {
      if (isObject(stored)) templates[`${projectId}/${type}`] = { projectId, type, subject: stored.subject, content: stored.content };
    }
  }
  state.emailTemplates = templates;

  const permissions = objectOr(extra.permissions);
  const definitions: Raw = {};
  for (const [projectId, defs] of Object.entries(objectOr(permissions.definitions))) {
    definitions[projectId] = { projectId, team: objectOr(defs).team, project: objectOr(defs).project };
  }
  state.permissionDefinitions = definitions;
  const teamGrants: Raw = {};
  for (const g of arrayOr(permissions.teamGrants)) if (isObject(g)) teamGrants[`${g.teamId}/${g.userId}/${g.permissionId}`] = g;
  state.teamPermissionGrants = teamGrants;
  const projectGrants: Raw = {};
  for (const g of arrayOr(permissions.projectGrants)) if (isObject(g)) projectGrants[`${g.userId}/${g.permissionId}`] = g;
  state.projectPermissionGrants = projectGrants;

  const oauth = objectOr(extra.oauth);
  state.oauthFlows = objectOr(oauth.flows);
  state.oauthProviderCodes = objectOr(oauth.providerCodes);
  state.oauthAuthorizationCodes = objectOr(oauth.authorizationCodes);
  state.oauthProviderTokens = objectOr(oauth.providerTokens);

  dropLeftovers(state);
  return state;
}

/** Records of the former `extra` areas whose project, user or team no longer exists. */
function dropLeftovers(state: Raw): void {
  const has = (table: string, id: unknown) => typeof id === "string" && isObject(state[table]) && Object.hasOwn(state[table] as Raw, id);
  const areas = ["apiKeys", "passkeys", "cliAuthAttempts", "emailTemplates", "permissionDefinitions", "teamPermissionGrants",
    "projectPermissionGrants", "oauthFlows", "oauthAuthorizationCodes", "oauthProviderTokens"];
  for (const area of areas) {
    const table = state[area] as Raw;
    for (const [key, record] of Object.entries(table)) {
      if (!isObject(record)) continue;
      const gone = !has("projects", record.projectId)
        || ("userId" in record && area !== "oauthAuthorizationCodes" && !has("users", record.userId))
        || ("teamId" in record && !has("teams", record.teamId))
        || (area === "apiKeys" && !has(record.type === "team" ? "teams" : "users", record.ownerId));
      if (gone) delete table[key];
    }
  }
}
