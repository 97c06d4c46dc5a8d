/** The API key fixture: a user's or a team's key, its secret value shown once. */
import type { TeamApiKeyFirstView, UserApiKeyFirstView } from "../index";
import type { TestTeam } from "./teams";
import type { TestUser } from "./users";

/** Options of `project.createApiKey()`: whose key, and when it expires. */
export type TestApiKeyOptions = {
  description?: string | undefined;
  /** Lifetime in ms from now (emulator time when it runs here). Default: never expires. */
  expiresInMs?: number | undefined;
};

export async function createTestApiKey(owner: TestUser, options: TestApiKeyOptions, now: number): Promise<UserApiKeyFirstView>;
export async function createTestApiKey(owner: TestTeam, options: TestApiKeyOptions, now: number): Promise<TeamApiKeyFirstView>;
export async function createTestApiKey(owner: TestUser | TestTeam, options: TestApiKeyOptions, now: number): Promise<UserApiKeyFirstView | TeamApiKeyFirstView> {
  const description = options.description ?? "test key";
  const expiresAt = options.expiresInMs === undefined ? null : new Date(now + options.expiresInMs);
  return "serverUser" in owner ? owner.serverUser.createApiKey({ description, expiresAt }) : owner.serverTeam.createApiKey({ description, expiresAt });
}
