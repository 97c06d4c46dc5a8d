/**
 * Completing an MFA-gated sign-in (docs/protocol.md §13.4 `/auth/mfa/sign-in`, docs/protocol.md §7.6).
 * The attempt codes come from `requireNoMfa` / `signInOrRequireMfa` (tokens/mfa.ts).
 */
import { KnownErrors } from "../../errors";
import { CLIENT_AND_UP, json, type RouteSpec, route } from "../http/route";
import { s } from "../http/schema";
import { markCodeUsed, redeemCode } from "../state/codes";
import { findUser } from "../state/users";
import { newUserSessionBody } from "../tokens/mfa";
import { isValidTotp } from "../tokens/totp";
import { requireAuth } from "./common";

export const mfaRoutes: RouteSpec[] = [
  route({
    method: "POST",
    path: "/auth/mfa/sign-in",
    access: CLIENT_AND_UP,
    body: s.object({
      type: s.string().defined().oneOf(["totp"]),
      totp: s.string().defined(),
      code: s.code45().defined(),
    }).defined(),
    async handler({ core, auth, body, baseUrl, headers }) {
      const { project } = requireAuth(auth);
      // The code's own checks come first; a wrong TOTP leaves the attempt code usable.
      const attempt = redeemCode(core, project.id, "mfa_attempt", body.code, { consume: false });
      const user = findUser(core, project.id, attempt.data.user_id);
      if (!user) throw new KnownErrors.UserNotFound();
      if (user.totpSecretBase64 === null || !isValidTotp(user.totpSecretBase64, body.totp, core.clock.now())) throw new KnownErrors.InvalidTotpCode();
      markCodeUsed(core, attempt);
      return json(await newUserSessionBody(core, project, user, baseUrl, attempt.data.is_new_user, headers));
    },
  }),
];
