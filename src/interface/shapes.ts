/**
 * The shape of every success answer of the calls an app's first page may make (users,
 * sign-in, tokens), as the SDK reads it: the wire types of `./wire`, restricted
 * to what is read (fields the service may add are not looked at). The other areas' are
 * in `./area-shapes`, which loads with their call modules. Built with `./shape`; each is
 * pure, so a bundle keeps only the ones its calls use.
 */
import { list, maybe, obj, text } from "./shape";

export { text };

/** Any object: the answers the SDK does not read (`{ success: true }`, `{}`, code checks). */
export const OBJECT = /* @__PURE__ */ obj("");

/** Password / anonymous sign-in and sign-up, `POST /auth/sessions`. */
export const SIGN_IN = /* @__PURE__ */ obj("access_token refresh_token user_id?");
/** Token endpoint, refresh grant: a new access token is the whole point of the answer. */
export const REFRESH = /* @__PURE__ */ obj("access_token");

const TEAM_FIELDS = "id display_name profile_image_url?";
export const TEAM = /* @__PURE__ */ obj(TEAM_FIELDS);
export const SERVER_TEAM = /* @__PURE__ */ obj(`${TEAM_FIELDS} created_at_millis:n`);

const USER_FIELDS =
  "id primary_email? primary_email_verified:b display_name? profile_image_url? signed_up_at_millis:n has_password:b " +
  "auth_with_email:b? requires_totp_mfa:b otp_auth_enabled:b passkey_auth_enabled:b is_anonymous:b selected_team_id?";
const PROVIDERS = /* @__PURE__ */ list(/* @__PURE__ */ obj("id account_id? email?"));
export const USER = /* @__PURE__ */ obj(USER_FIELDS, { oauth_providers: PROVIDERS, selected_team: /* @__PURE__ */ maybe(TEAM) });
export const SERVER_USER = /* @__PURE__ */ obj(`${USER_FIELDS} primary_email_auth_enabled:b last_active_at_millis:n`, {
  oauth_providers: PROVIDERS,
  selected_team: /* @__PURE__ */ maybe(SERVER_TEAM),
});
/** One page of `GET /users`. */
export const USER_PAGE = /* @__PURE__ */ obj("", { items: /* @__PURE__ */ list(SERVER_USER), pagination: /* @__PURE__ */ maybe(/* @__PURE__ */ obj("next_cursor?")) });
