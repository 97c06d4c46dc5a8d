/**
 * Projects: the built-in ones, creation, key checks.
 */
import {
  DEFAULT_PROJECT_ID,
  DEFAULT_PUBLISHABLE_CLIENT_KEY,
  DEFAULT_SECRET_SERVER_KEY,
  DEFAULT_SUPER_SECRET_ADMIN_KEY,
  INTERNAL_PROJECT_ID,
  INTERNAL_PUBLISHABLE_CLIENT_KEY,
  INTERNAL_SECRET_SERVER_KEY,
  INTERNAL_SUPER_SECRET_ADMIN_KEY,
} from "../../interface/wire/defaults";
import { generateSigningKey } from "../tokens/keys";
import { newId, newProjectKey } from "./ids";
import type { Core } from "../core";
import { get, insert, update } from "./store";
import { emptyState, type AccessType, type ApiKeySetRecord, type EmulatorState, type ProjectConfig, type ProjectRecord } from "./types";

/** The config of a project created through `POST /internal/projects` with no config (docs/protocol.md §13.16). */
export function newProjectConfig(): ProjectConfig {
  return {
    allow_localhost: true,
    sign_up_enabled: true,
    credential_enabled: true,
    magic_link_enabled: false,
    passkey_enabled: false,
    client_team_creation_enabled: false,
    client_user_deletion_enabled: false,
    allow_user_api_keys: false,
    allow_team_api_keys: false,
    oauth_providers: [],
    domains: [],
    email_config: { type: "shared" },
    create_team_on_sign_up: false,
    team_creator_default_permissions: [{ id: "team_admin" }],
    team_member_default_permissions: [{ id: "team_member" }],
    user_default_permissions: [],
    oauth_account_merge_strategy: "link_method",
  };
}

/** Everything on, shared OAuth for the four providers that have shared keys: the config of the built-in projects. */
export function allFeaturesConfig(): ProjectConfig {
  return {
    ...newProjectConfig(),
    magic_link_enabled: true,
    passkey_enabled: true,
    client_team_creation_enabled: true,
    client_user_deletion_enabled: true,
    allow_user_api_keys: true,
    allow_team_api_keys: true,
    oauth_providers: ["github", "google", "microsoft", "spotify"].map((id) => ({ id, type: "shared" as const })),
  };
}

/**
 * The `internal` project's config as the service seeds it: sign-in by password, magic link
 * and the shared OAuth providers, but no passkeys, no API keys, no client team creation
 * and no client self-deletion.
 */
export function internalProjectConfig(): ProjectConfig {
  return {
    ...allFeaturesConfig(),
    passkey_enabled: false,
    client_team_creation_enabled: false,
    client_user_deletion_enabled: false,
    allow_user_api_keys: false,
    allow_team_api_keys: false,
  };
}

/** One key set of a project: the three keys of the `x-stack-*-key` headers. */
export type ProjectKeys = {
  /** For `x-stack-publishable-client-key` (client access). */
  publishableClientKey: string;
  /** For `x-stack-secret-server-key` (server access). */
  secretServerKey: string;
  /** For `x-stack-super-secret-admin-key` (admin access). */
  superSecretAdminKey: string;
};

/** Options of `Emulator.createProject`; everything not given takes the service's defaults. */
export type NewProjectOptions = {
  /** The project id; default: a new UUID. */
  id?: string;
  /** Default: "Test Project" (through `createProject`). */
  displayName?: string;
  /** Default: "". */
  description?: string;
  /** Project settings in the wire's (snake_case) shape, merged over the defaults. */
  config?: Partial<ProjectConfig>;
  /** Allow `POST /auth/anonymous/sign-up` (the service allows it only for some projects). Default: false. */
  anonymousSignUpEnabled?: boolean;
  /** Default: false. */
  isProductionMode?: boolean;
  /** A key set to create with the project; `true` generates one. Default: none. */
  keys?: Partial<ProjectKeys> | boolean;
};

export function buildProject(options: NewProjectOptions, now: number): { project: ProjectRecord; keys: ProjectKeys | null } {
  const project: ProjectRecord & { apiKeySets: ApiKeySetRecord[] } = {
    id: options.id ?? newId(),
    displayName: options.displayName ?? "New Project",
    description: options.description ?? "",
    createdAtMillis: now,
    isProductionMode: options.isProductionMode ?? false,
    config: { ...newProjectConfig(), ...options.config },
    anonymousSignUpEnabled: options.anonymousSignUpEnabled ?? false,
    apiKeySets: [],
    signingKey: generateSigningKey(),
  };
  let keys: ProjectKeys | null = null;
  if (options.keys) {
    const given = options.keys === true ? {} : options.keys;
    keys = {
      publishableClientKey: given.publishableClientKey ?? newProjectKey("pck"),
      secretServerKey: given.secretServerKey ?? newProjectKey("ssk"),
      superSecretAdminKey: given.superSecretAdminKey ?? newProjectKey("sak"),
    };
    project.apiKeySets.push(keySet(keys, now));
  }
  return { project, keys };
}

export function findProject(core: Core, projectId: string): ProjectRecord | undefined {
  return get(core, "projects", projectId);
}

export function insertProject(core: Core, project: ProjectRecord): ProjectRecord {
  return insert(core, "projects", project);
}

export function updateProject(core: Core, project: ProjectRecord, changes: Partial<ProjectRecord>): ProjectRecord {
  return update(core, "projects", project, changes);
}

function keySet(keys: ProjectKeys, now: number): ApiKeySetRecord {
  return {
    id: newId(),
    description: "Emulator key set",
    ...keys,
    createdAtMillis: now,
    expiresAtMillis: null,
    manuallyRevokedAtMillis: null,
  };
}

/** A fresh state holding the built-in default project and the `internal` project. */
export function createInitialState(now: number): EmulatorState {
  const state = emptyState();
  const defaultProject = buildProject({
    id: DEFAULT_PROJECT_ID,
    displayName: "Default Project",
    config: allFeaturesConfig(),
    anonymousSignUpEnabled: true,
    keys: {
      publishableClientKey: DEFAULT_PUBLISHABLE_CLIENT_KEY,
      secretServerKey: DEFAULT_SECRET_SERVER_KEY,
      superSecretAdminKey: DEFAULT_SUPER_SECRET_ADMIN_KEY,
    },
  }, now).project;
  const internal = buildProject({
    id: INTERNAL_PROJECT_ID,
    displayName: "Stack Dashboard",
    description: "Stack's admin dashboard",
    config: internalProjectConfig(),
    // Seed allows anonymous users on `internal` (docs/protocol.md §12).
    anonymousSignUpEnabled: true,
    keys: {
      publishableClientKey: INTERNAL_PUBLISHABLE_CLIENT_KEY,
      secretServerKey: INTERNAL_SECRET_SERVER_KEY,
      superSecretAdminKey: INTERNAL_SUPER_SECRET_ADMIN_KEY,
    },
  }, now).project;
  state.projects[defaultProject.id] = defaultProject;
  state.projects[internal.id] = internal;
  return state;
}

const KEY_FIELD = {
  client: "publishableClientKey",
  server: "secretServerKey",
  admin: "superSecretAdminKey",
} as const;

/** True when `key` is a live key of `project` for the tier (not revoked, not expired). */
export function isValidProjectKey(project: ProjectRecord, type: AccessType, key: string, now: number): boolean {
  return project.apiKeySets.some((set) =>
    set[KEY_FIELD[type]] === key
    && set.manuallyRevokedAtMillis === null
    && (set.expiresAtMillis === null || set.expiresAtMillis > now));
}

/** The ids of the projects a user of `internal` manages (`server_metadata.managedProjectIds`). */
export function managedProjectIds(serverMetadata: unknown): string[] {
  if (typeof serverMetadata !== "object" || serverMetadata === null || Array.isArray(serverMetadata)) return [];
  const ids = (serverMetadata as Record<string, unknown>).managedProjectIds;
  return Array.isArray(ids) ? ids.filter((x): x is string => typeof x === "string") : [];
}
