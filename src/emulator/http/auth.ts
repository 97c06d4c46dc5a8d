/**
 * Project and user authentication from the request headers, exactly in the order of
 * docs/protocol.md §5.3. Runs for every `/api/v1` request before validation, so a
 * bad header wins over a bad body, and an expired token fails even where no user is needed.
 */
import { KnownErrors } from "../../errors";
import { INTERNAL_PROJECT_ID } from "../../interface/wire/defaults";
import type { Core } from "../core";
import { findProject, isValidProjectKey, managedProjectIds } from "../state/projects";
import { findUser } from "../state/users";
import type { AccessType } from "../state/types";
import { accessTokenError, verifyAccessToken, type AccessTokenClaims } from "../tokens/access-token";
import type { HeaderReader } from "./call";
import { StatusError } from "./errors";
import type { RequestAuth } from "./route";

const ACCESS_TYPES: readonly string[] = ["client", "server", "admin"];

export async function authenticate(core: Core, headers: HeaderReader): Promise<RequestAuth | null> {
  // Empty-string headers count as "not provided" (the seed SDK sends empty keys).
  const get = (name: string) => {
    const value = headers.get(name);
    return value === null || value === "" ? null : value;
  };
  const accessType = get("x-stack-access-type");
  const projectId = get("x-stack-project-id");
  const keys = {
    client: get("x-stack-publishable-client-key"),
    server: get("x-stack-secret-server-key"),
    admin: get("x-stack-super-secret-admin-key"),
  };
  const adminAccessToken = get("x-stack-admin-access-token");
  const userAccessToken = get("x-stack-access-token");

  // 1–4: the access type and project id.
  if (accessType === null) {
    if (keys.client || keys.server || keys.admin || adminAccessToken) throw new KnownErrors.ProjectKeyWithoutAccessType();
    return null;
  }
  if (!ACCESS_TYPES.includes(accessType)) throw new KnownErrors.InvalidAccessType(accessType);
  const type = accessType as AccessType;
  if (projectId === null) throw new KnownErrors.AccessTypeWithoutProjectId(type);

  const now = core.clock.now();
  const projectOf = (id: string) => findProject(core, id);

  // 5: the user's access token.
  let claims: AccessTokenClaims | null = null;
  if (userAccessToken !== null) {
    const result = await verifyAccessToken(userAccessToken, projectOf, now);
    if (!result.ok) throw accessTokenError(result);
    if (result.projectId !== projectId) throw new KnownErrors.InvalidProjectForAccessToken(projectId, result.claims.aud);
    claims = result.claims;
  }

  if (get("x-stack-development-override-key") !== null) {
    // The emulator behaves like the production service here (recorded in misc.json).
    throw new StatusError(401, "Development key override is only allowed in development or test environments");
  }

  // 6: keys, or an admin access token (which makes every key header irrelevant).
  let adminUser: RequestAuth["adminUser"] = null;
  if (adminAccessToken !== null) {
    const result = await verifyAccessToken(adminAccessToken, projectOf, now);
    if (!result.ok) {
      throw result.reason === "expired" ? new KnownErrors.AdminAccessTokenExpired(result.expiredAt) : new KnownErrors.UnparsableAdminAccessToken();
    }
    if (result.claims.aud !== INTERNAL_PROJECT_ID) throw new KnownErrors.AdminAccessTokenIsNotAdmin();
    const owner = findUser(core, INTERNAL_PROJECT_ID, result.claims.sub);
    if (!owner) {
      throw new StatusError(401, "The user associated with the admin access token is no longer valid. Please refresh the admin access token and try again.");
    }
    if (!managedProjectIds(owner.serverMetadata).includes(projectId)) throw new KnownErrors.AdminAccessTokenIsNotAdmin();
    if (!projectOf(projectId)) throw new KnownErrors.InvalidProjectForAdminAccessToken();
    adminUser = owner;
  } else {
    const key = keys[type];
    if (key === null) {
      throw type === "client" ? new KnownErrors.ClientAuthenticationRequired()
        : type === "server" ? new KnownErrors.ServerAuthenticationRequired()
        : new KnownErrors.AdminAuthenticationRequired();
    }
    const candidate = projectOf(projectId);
    if (!candidate || !isValidProjectKey(candidate, type, key, now)) {
      throw type === "client" ? new KnownErrors.InvalidPublishableClientKey(projectId)
        : type === "server" ? new KnownErrors.InvalidSecretServerKey(projectId)
        : new KnownErrors.InvalidSuperSecretAdminKey(projectId);
    }
  }

  // 7: project and branch.
  const project = projectOf(projectId);
  if (!project) throw new KnownErrors.ProjectNotFound(projectId);
  const branchId = get("x-stack-branch-id") ?? "main";
  if (branchId !== "main") throw new KnownErrors.BranchDoesNotExist(branchId);

  const user = claims ? findUser(core, projectId, claims.sub) ?? null : null;
  return { type, project, branchId, user, accessToken: claims, adminUser };
}
