/**
 * The shape of every success answer of the areas a first page does not use (see
 * `./shapes` for the rest and for what a shape checks). Imported only by the call
 * modules of `./calls/later`, so it loads with them.
 */
import { list, maybe, obj, text } from "./shape";
import { SERVER_USER } from "./shapes";

const ids = /* @__PURE__ */ list(/* @__PURE__ */ obj("id"));

// ── Sign-in methods ────────────────────────────────────────────────────────

/** OTP, MFA and passkey sign-in. */
export const SIGN_IN_NEW_USER = /* @__PURE__ */ obj("access_token refresh_token user_id? is_new_user:b?");
/** Token endpoint, code exchange. */
export const CODE_EXCHANGE = /* @__PURE__ */ obj("access_token refresh_token is_new_user:b? after_callback_redirect_url?");
export const NONCE = /* @__PURE__ */ obj("nonce");
export const PASSKEY_INITIATE = /* @__PURE__ */ obj("code options_json:o");
export const CLI_INITIATE = /* @__PURE__ */ obj("polling_code login_code expires_at");
export const CLI_POLL = /* @__PURE__ */ obj("status refresh_token?");
export const ACCESS_TOKEN = /* @__PURE__ */ obj("access_token");

// ── Teams, contact channels, permissions, sessions ───────────────────────────────────

const PROFILE_FIELDS = "team_id user_id display_name? profile_image_url?";
export const MEMBER_PROFILE = /* @__PURE__ */ obj(PROFILE_FIELDS);
export const SERVER_MEMBER_PROFILE = /* @__PURE__ */ obj(PROFILE_FIELDS, { user: SERVER_USER });
export const INVITATION = /* @__PURE__ */ obj("id team_id expires_at_millis:n recipient_email");
export const INVITATION_SENT = /* @__PURE__ */ obj("id");
export const INVITATION_DETAILS = /* @__PURE__ */ obj("team_id team_display_name");
export const CONTACT_CHANNEL = /* @__PURE__ */ obj("id user_id? value type used_for_auth:b is_verified:b is_primary:b");
export const PERMISSION = /* @__PURE__ */ obj("id");
export const SESSION = /* @__PURE__ */ obj("id user_id? created_at:n is_impersonation:b is_current_session:b last_used_at:n? last_used_at_end_user_ip_info:o?");

// ── API keys ───────────────────────────────────────────────────────────────

const KEY_FIELDS = "id description created_at_millis:n expires_at_millis:n? manually_revoked_at_millis:n? is_public:b?";
const LAST_FOUR = /* @__PURE__ */ obj("last_four");
export const USER_API_KEY = /* @__PURE__ */ obj(`${KEY_FIELDS} user_id`, { value: LAST_FOUR });
export const USER_API_KEY_FIRST_VIEW = /* @__PURE__ */ obj(`${KEY_FIELDS} user_id value`);
export const TEAM_API_KEY = /* @__PURE__ */ obj(`${KEY_FIELDS} team_id`, { value: LAST_FOUR });
export const TEAM_API_KEY_FIRST_VIEW = /* @__PURE__ */ obj(`${KEY_FIELDS} team_id value`);
const MASKED = /* @__PURE__ */ maybe(LAST_FOUR);
export const INTERNAL_API_KEY = /* @__PURE__ */ obj(KEY_FIELDS, {
  publishable_client_key: MASKED,
  secret_server_key: MASKED,
  super_secret_admin_key: MASKED,
});
export const INTERNAL_API_KEY_FIRST_VIEW = /* @__PURE__ */ obj(`${KEY_FIELDS} publishable_client_key? secret_server_key? super_secret_admin_key?`);

// ── Projects, permission definitions, email, metrics ───────────────────────

const CONFIG_FIELDS =
  "sign_up_enabled:b credential_enabled:b magic_link_enabled:b passkey_enabled:b client_team_creation_enabled:b " +
  "client_user_deletion_enabled:b allow_user_api_keys:b allow_team_api_keys:b";
export const PROJECT = /* @__PURE__ */ obj("id display_name", { config: /* @__PURE__ */ obj(CONFIG_FIELDS, { enabled_oauth_providers: ids }) });
export const ADMIN_PROJECT = /* @__PURE__ */ obj("id display_name description? created_at_millis:n user_count:n is_production_mode:b", {
  config: /* @__PURE__ */ obj(`${CONFIG_FIELDS} allow_localhost:b create_team_on_sign_up:b oauth_account_merge_strategy`, {
    oauth_providers: /* @__PURE__ */ list(/* @__PURE__ */ obj("id type")),
    enabled_oauth_providers: ids,
    domains: /* @__PURE__ */ list(/* @__PURE__ */ obj("domain handler_path")),
    email_config: /* @__PURE__ */ obj("type"),
    team_creator_default_permissions: ids,
    team_member_default_permissions: ids,
    user_default_permissions: ids,
  }),
});
export const PERMISSION_DEFINITION = /* @__PURE__ */ obj("id description?", { contained_permission_ids: /* @__PURE__ */ list(text) });
export const EMAIL_TEMPLATE = /* @__PURE__ */ obj("type subject is_default:b content:j");
export const SENT_EMAIL = /* @__PURE__ */ obj("id subject sent_at_millis:n", { to: /* @__PURE__ */ list(text), sender_config: /* @__PURE__ */ obj("type") });
export const TEST_EMAIL = /* @__PURE__ */ obj("success:b error_message?");
const DAILY = /* @__PURE__ */ list(/* @__PURE__ */ obj("date activity:n"));
export const METRICS = /* @__PURE__ */ obj("total_users:n users_by_country:o", {
  daily_users: DAILY,
  daily_active_users: DAILY,
  recently_registered: /* @__PURE__ */ list(SERVER_USER),
  recently_active: /* @__PURE__ */ list(SERVER_USER),
  login_methods: /* @__PURE__ */ list(/* @__PURE__ */ obj("method count:n")),
});
export const SVIX_TOKEN = /* @__PURE__ */ obj("token");
