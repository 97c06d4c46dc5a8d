/**
 * Users on the wire: server view (docs/protocol.md §13.9) and client view (§13.9).
 */
import type { ClientUserJson, ServerUserJson } from "../../interface/wire/users";
import type { TeamJson, ServerTeamJson } from "../../interface/wire/teams";
import type { Core } from "../core";
import type { AccessType, TeamRecord, UserRecord } from "../state/types";
import { get } from "../state/store";
import { primaryEmailChannel } from "../state/users";

export function clientTeamView(team: TeamRecord): TeamJson {
  return {
    id: team.id,
    display_name: team.displayName,
    profile_image_url: team.profileImageUrl,
    client_metadata: team.clientMetadata,
    client_read_only_metadata: team.clientReadOnlyMetadata,
  } as TeamJson;
}

export function serverTeamView(team: TeamRecord): ServerTeamJson {
  return {
    ...clientTeamView(team),
    created_at_millis: team.createdAtMillis,
    server_metadata: team.serverMetadata,
  } as ServerTeamJson;
}

function selectedTeam(core: Core, user: UserRecord): TeamRecord | null {
  if (user.selectedTeamId === null) return null;
  return get(core, "teams", user.selectedTeamId) ?? null;
}

export function serverUserView(core: Core, user: UserRecord): ServerUserJson {
  const email = primaryEmailChannel(core, user.id);
  const team = selectedTeam(core, user);
  const hasPassword = user.passwordHash !== null;
  return {
    id: user.id,
    display_name: user.displayName,
    primary_email: email?.value ?? null,
    primary_email_verified: email?.isVerified ?? false,
    primary_email_auth_enabled: email?.usedForAuth ?? false,
    profile_image_url: user.profileImageUrl,
    signed_up_at_millis: user.signedUpAtMillis,
    client_metadata: user.clientMetadata,
    client_read_only_metadata: user.clientReadOnlyMetadata,
    server_metadata: user.serverMetadata,
    has_password: hasPassword,
    otp_auth_enabled: user.otpAuthEnabled,
    auth_with_email: hasPassword || user.otpAuthEnabled,
    requires_totp_mfa: user.totpSecretBase64 !== null,
    passkey_auth_enabled: user.passkeyAuthEnabled,
    oauth_providers: user.oauthAccounts.map((a) => ({ id: a.providerId, account_id: a.accountId, email: a.email })),
    selected_team_id: team ? team.id : null,
    selected_team: team ? serverTeamView(team) : null,
    last_active_at_millis: user.lastActiveAtMillis,
    is_anonymous: user.isAnonymous,
  };
}

export function clientUserView(core: Core, user: UserRecord): ClientUserJson {
  const server = serverUserView(core, user);
  const team = selectedTeam(core, user);
  return {
    id: server.id,
    primary_email: server.primary_email,
    primary_email_verified: server.primary_email_verified,
    display_name: server.display_name,
    client_metadata: server.client_metadata,
    client_read_only_metadata: server.client_read_only_metadata,
    profile_image_url: server.profile_image_url,
    signed_up_at_millis: server.signed_up_at_millis,
    has_password: server.has_password,
    auth_with_email: server.auth_with_email,
    oauth_providers: server.oauth_providers,
    selected_team_id: server.selected_team_id,
    requires_totp_mfa: server.requires_totp_mfa,
    otp_auth_enabled: server.otp_auth_enabled,
    passkey_auth_enabled: server.passkey_auth_enabled,
    is_anonymous: server.is_anonymous,
    selected_team: team ? clientTeamView(team) : null,
  };
}

/** The view for the caller's tier: client callers get the client view. */
export function userViewFor(core: Core, type: AccessType, user: UserRecord): ClientUserJson | ServerUserJson {
  return type === "client" ? clientUserView(core, user) : serverUserView(core, user);
}
