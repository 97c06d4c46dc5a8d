/**
 * All routes of the emulator.
 *
 * Adding an area: create `routes/<area>.ts` exporting `export const <area>Routes: RouteSpec[]`
 * and spread it into `apiRoutes` below. A route declares its method, its path under
 * `/api/v1` (`:name` for parameters; literal segments win over parameters), `access`
 * ("none", or the tiers: CLIENT_AND_UP / SERVER_AND_UP / ADMIN_ONLY), `user: true` if a
 * signed-in user is required at validation, and `params` / `query` / `headers` / `body`
 * schemas built with `s` from `http/schema`. Unknown body fields are rejected, and unknown
 * query fields except on the routes of `./query-free` (whose service schema names no query).
 * The dispatcher parses the body, authenticates headers, validates (all in the service's
 * order) and calls `handler`, which returns `json(...)`, `text(...)`, `success()`, or throws
 * a known error of the SDK's catalogue (`new KnownErrors.X(...)` from `src/errors`) or a
 * `StatusError` (plain text). State is `core.state`; times come from `core.clock`.
 */
import type { RouteSpec } from "../http/route";
import { cliRoutes } from "./auth-cli";
import { mfaRoutes } from "./auth-mfa";
import { otpRoutes } from "./auth-otp";
import { passwordRoutes } from "./auth-password";
import { consoleApiRoutes } from "./console-api";
import { consoleImpersonateRoutes } from "./console-impersonate";
import { rootRoutes as pageRoutes } from "./emulator-pages";
import { metaRoutes } from "./meta";
import { oauthTokenRoutes } from "./oauth-token";
import { oauthRoutes } from "./oauth";
import { mockOAuthProviderRoutes } from "./oauth-mock-provider";
import { connectedAccountRoutes } from "./connected-accounts";
import { passkeyRoutes } from "./passkeys";
import { permissionDefinitionRoutes } from "./permission-definitions";
import { permissionRoutes } from "./permissions";
import { projectRoutes } from "./projects";
import { sessionRoutes } from "./sessions";
import { teamInvitationRoutes } from "./team-invitations";
import { teamMemberRoutes } from "./team-members";
import { teamRoutes } from "./teams";
import { userRoutes } from "./users";
import { apiKeyRoutes } from "./api-keys";
import { contactChannelRoutes } from "./contact-channels";
import { emailRoutes } from "./emails";
import { failedEmailsDigestRoutes } from "./failed-emails-digest";
import { internalApiKeyRoutes } from "./internal-api-keys";
import { metricsRoutes } from "./metrics";
import { withQueryRule } from "./query-free";

export const apiRoutes: RouteSpec[] = withQueryRule([
  ...metaRoutes,
  ...passwordRoutes,
  ...otpRoutes,
  ...mfaRoutes,
  ...cliRoutes,
  ...sessionRoutes,
  ...oauthTokenRoutes,
  ...oauthRoutes,
  ...connectedAccountRoutes,
  ...passkeyRoutes,
  ...userRoutes,
  ...projectRoutes,
  ...teamRoutes,
  ...teamMemberRoutes,
  ...teamInvitationRoutes,
  ...permissionRoutes,
  ...permissionDefinitionRoutes,
  ...contactChannelRoutes,
  ...apiKeyRoutes,
  ...internalApiKeyRoutes,
  ...emailRoutes,
  ...failedEmailsDigestRoutes,
  ...metricsRoutes,
]);

/** Routes outside `/api/v1`: health, the emulator's JSON for its console and the testing kit, the console's impersonation hand-over, the mock OAuth provider. (The console's pages are files: console/files.ts.) */
export const rootRoutes: RouteSpec[] = [...pageRoutes, ...consoleApiRoutes, ...consoleImpersonateRoutes, ...mockOAuthProviderRoutes];
