/**
 * `createTestProject()`: a fresh project per test, with its keys, ready apps of the three
 * tiers, the config and environment to hand an app under test, and the fixtures, mail and
 * clean-up bound to it. Projects share nothing: tests in parallel never see each other's users.
 */
import type { ProjectConfig } from "../emulator/index";
import { allFeaturesConfig } from "../emulator/state/projects";
import { AdminApp, ClientApp, ServerApp, type ClientAppOptions, type TeamApiKeyFirstView, type UserApiKeyFirstView } from "../index";
import { createTestApiKey, type TestApiKeyOptions } from "./api-keys";
import { IN_PROCESS_URL, type TestEmulator } from "./emulator";
import { TestingError } from "./errors";
import { waitForEmail, type TestEmail, type WaitForEmailOptions } from "./mail";
import { createTestTeam, type TestTeam, type TestTeamOptions } from "./teams";
import { createTestUser, type TestUser, type TestUserOptions } from "./users";

/** Options of {@link createTestProject}. */
export type TestProjectOptions = {
  /** Default: "Test Project". */
  displayName?: string | undefined;
  /**
   * Settings in the emulator's (snake_case) shape, merged over the kit's defaults: every
   * sign-in method, user and team API keys and the shared OAuth providers on, localhost trusted.
   */
  config?: Partial<ProjectConfig> | undefined;
  /**
   * `"default"`: use the emulator's built-in default project (for an app that configures no
   * project, like one relying on the defaults), which `close()` then leaves in place.
   * In-process emulators only.
   */
  project?: "default" | undefined;
};

/** What an app under test needs to reach the project: spread into `new ServerApp({ ...project.config })`. */
export type TestProjectConfig = {
  readonly baseUrl: string;
  readonly projectId: string;
  readonly publishableClientKey: string;
  readonly secretServerKey: string;
  readonly superSecretAdminKey: string;
  /** The emulator's in-process handler, when it runs in this process and does not listen (no URL reaches it then). */
  readonly fetch?: typeof fetch | undefined;
};

/** A project of a test, its apps and its fixtures. */
export type TestProject = {
  readonly id: string;
  readonly emulator: TestEmulator;
  readonly config: TestProjectConfig;
  /**
   * The environment an app under test reads when given no options: the gatehouse names and
   * the official SDK's (`NEXT_PUBLIC_STACK_PROJECT_ID`, `STACK_SECRET_SERVER_KEY`, ...).
   */
  readonly env: Readonly<Record<string, string>>;
  /** Apps of the three tiers for the test's own calls (memory token stores, no redirects). */
  readonly client: ClientApp;
  readonly server: ServerApp;
  readonly admin: AdminApp;
  /** A new client app of this project (memory token store unless told otherwise), e.g. one per simulated browser. */
  clientApp(options?: Partial<ClientAppOptions>): ClientApp;
  /** A client app signed in as `user` (a new session of it). */
  clientAppFor(user: TestUser): Promise<ClientApp>;
  /** A user, signed in unless `signedIn: false`; see {@link TestUserOptions} for the defaults. */
  createUser(options?: TestUserOptions): Promise<TestUser>;
  /** A team with its members and their permissions. */
  createTeam(options?: TestTeamOptions): Promise<TestTeam>;
  /** An API key of a user or a team; `value` is the secret. */
  createApiKey(owner: TestUser, options?: TestApiKeyOptions): Promise<UserApiKeyFirstView>;
  createApiKey(owner: TestTeam, options?: TestApiKeyOptions): Promise<TeamApiKeyFirstView>;
  /**
   * The next email to `to` from this project that this project's waits have not returned yet.
   * @throws EmailTimeoutError after `timeoutMs` (default 5000), listing what arrived.
   */
  waitForEmail(to: string, options?: WaitForEmailOptions): Promise<TestEmail>;
  /** Deletes the project on the emulator, with its users, teams, sessions and keys. */
  close(): Promise<void>;
};

/** The kit's project settings: every sign-in method and API keys on. */
function kitConfig(given: Partial<ProjectConfig> | undefined): Partial<ProjectConfig> {
  return { ...allFeaturesConfig(), ...given };
}

/** The scalar settings of the kit's defaults, for an emulator reached by URL (its dashboard API takes those). */
function remoteConfig(given: Partial<ProjectConfig> | undefined): Partial<ProjectConfig> {
  const all = kitConfig(undefined);
  return {
    magic_link_enabled: all.magic_link_enabled!,
    passkey_enabled: all.passkey_enabled!,
    client_team_creation_enabled: all.client_team_creation_enabled!,
    client_user_deletion_enabled: all.client_user_deletion_enabled!,
    allow_user_api_keys: all.allow_user_api_keys!,
    allow_team_api_keys: all.allow_team_api_keys!,
    ...given,
  };
}

/**
 * Makes a fresh project on `emulator` and returns it with its apps and fixtures.
 *
 * @example
 * ```ts
 * const project = await createTestProject(emulator);
 * const user = await project.createUser({ displayName: "Ada" });
 * ```
 */
export async function createTestProject(emulator: TestEmulator, options: TestProjectOptions = {}): Promise<TestProject> {
  const builtIn = options.project === "default";
  if (builtIn && !emulator.emulator) throw new TestingError('createTestProject({ project: "default" }) needs an emulator in this process.');
  const credentials = builtIn
    ? emulator.emulator!.defaultProject
    : await emulator._createProject({
        displayName: options.displayName ?? "Test Project",
        config: emulator.inProcess ? kitConfig(options.config) : remoteConfig(options.config),
      });
  const { id, publishableClientKey, secretServerKey, superSecretAdminKey } = credentials;
  const needsFetch = emulator.inProcess && emulator.url === IN_PROCESS_URL;
  const config: TestProjectConfig = {
    baseUrl: emulator.url,
    projectId: id,
    publishableClientKey,
    secretServerKey,
    superSecretAdminKey,
    ...(needsFetch ? { fetch: emulator.fetch } : {}),
  };
  const common = { baseUrl: emulator.url, projectId: id, publishableClientKey, fetch: emulator.fetch, redirectMethod: "none" as const };
  const clientApp = (extra: Partial<ClientAppOptions> = {}) => new ClientApp({ ...common, tokenStore: "memory", ...extra });
  const server = new ServerApp({ ...common, secretServerKey, tokenStore: "memory" });
  const admin = new AdminApp({ ...common, secretServerKey, superSecretAdminKey, tokenStore: "memory" });
  const read = new Set<string>();
  const permissions = new Set<string>();
  let closed = false;
  const now = () => (emulator.inProcess ? emulator.clock.now() : Date.now());

  const project: TestProject = {
    id,
    emulator,
    config,
    env: Object.freeze({
      GATEHOUSE_API_URL: emulator.url,
      GATEHOUSE_PROJECT_ID: id,
      GATEHOUSE_PUBLISHABLE_CLIENT_KEY: publishableClientKey,
      GATEHOUSE_SECRET_SERVER_KEY: secretServerKey,
      GATEHOUSE_SUPER_SECRET_ADMIN_KEY: superSecretAdminKey,
      NEXT_PUBLIC_STACK_API_URL: emulator.url,
      NEXT_PUBLIC_STACK_PROJECT_ID: id,
      NEXT_PUBLIC_STACK_PUBLISHABLE_CLIENT_KEY: publishableClientKey,
      STACK_SECRET_SERVER_KEY: secretServerKey,
      STACK_SUPER_SECRET_ADMIN_KEY: superSecretAdminKey,
    }),
    client: clientApp(),
    server,
    admin,
    clientApp,
    async clientAppFor(user) {
      const session = await user.signIn();
      return clientApp({ tokenStore: { accessToken: session.accessToken, refreshToken: session.refreshToken } });
    },
    createUser: (userOptions) => createTestUser(emulator, server, id, userOptions),
    createTeam: (teamOptions) => createTestTeam(server, admin, permissions, teamOptions),
    createApiKey: ((owner: TestUser | TestTeam, keyOptions: TestApiKeyOptions = {}) => createTestApiKey(owner as TestUser, keyOptions, now())) as TestProject["createApiKey"],
    waitForEmail: (to, waitOptions) => waitForEmail(emulator, id, read, to, waitOptions),
    async close() {
      if (closed || builtIn) return;
      closed = true;
      await (await admin.getProject()).delete();
    },
  };
  return project;
}
