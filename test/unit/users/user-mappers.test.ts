import { describe, expect, it } from "vitest";
import type { ServerUserJson } from "../../../src/interface/wire/users";
import {
  bytesToBase64,
  serverUserCreateToJson,
  serverUserFromJson,
  serverUserUpdateToJson,
  toClientUserJson,
  userFromJson,
  userUpdateToJson,
} from "../../../src/lib/users/user-mappers";

const json: ServerUserJson = {
  id: "2f6e0e4e-9c1b-4d55-a0d4-8c3f6f0b6a11",
  primary_email: "ada@example.com",
  primary_email_verified: true,
  primary_email_auth_enabled: true,
  display_name: "Ada",
  selected_team: {
    id: "t1",
    display_name: "Team",
    profile_image_url: null,
    client_metadata: null,
    client_read_only_metadata: null,
    created_at_millis: 1,
    server_metadata: { secret: true },
  },
  selected_team_id: "t1",
  profile_image_url: null,
  signed_up_at_millis: 1_700_000_000_000,
  has_password: true,
  otp_auth_enabled: false,
  passkey_auth_enabled: false,
  client_metadata: { theme: "dark" },
  client_read_only_metadata: null,
  server_metadata: { plan: "pro" },
  last_active_at_millis: 1_700_000_100_000,
  is_anonymous: false,
  oauth_providers: [{ id: "github", account_id: "42", email: null }],
  auth_with_email: true,
  requires_totp_mfa: true,
};

describe("userFromJson / serverUserFromJson", () => {
  it("maps every field to camelCase with Dates", () => {
    const user = serverUserFromJson(json);
    expect(user).toMatchObject({
      id: json.id,
      displayName: "Ada",
      primaryEmail: "ada@example.com",
      primaryEmailVerified: true,
      profileImageUrl: null,
      signedUpAt: new Date(1_700_000_000_000),
      clientMetadata: { theme: "dark" },
      clientReadOnlyMetadata: null,
      hasPassword: true,
      otpAuthEnabled: false,
      passkeyAuthEnabled: false,
      isMultiFactorRequired: true,
      isAnonymous: false,
      emailAuthEnabled: true,
      oauthProviders: [{ id: "github" }],
      lastActiveAt: new Date(1_700_000_100_000),
      serverMetadata: { plan: "pro" },
      primaryEmailAuthEnabled: true,
    });
    expect(Object.keys(user).some((k) => k.includes("_"))).toBe(false);
  });

  it("gives back the client view, without server fields", () => {
    const client = userFromJson(json).toClientJson();
    expect(client).toEqual(toClientUserJson(json));
    expect(client).not.toHaveProperty("server_metadata");
    expect(client).not.toHaveProperty("last_active_at_millis");
    expect(client).not.toHaveProperty("primary_email_auth_enabled");
    expect(client.selected_team).toEqual({ id: "t1", display_name: "Team", profile_image_url: null, client_metadata: null, client_read_only_metadata: null });
  });
});

describe("userUpdateToJson", () => {
  it("maps set fields to snake_case and drops undefined ones", () => {
    expect(userUpdateToJson({ displayName: "B", clientMetadata: { a: 1 }, selectedTeamId: null, otpAuthEnabled: true, profileImageUrl: undefined })).toEqual({
      display_name: "B",
      client_metadata: { a: 1 },
      selected_team_id: null,
      otp_auth_enabled: true,
    });
  });

  it("sends a TOTP secret as base64 and null to disable it", () => {
    const secret = new Uint8Array([0, 1, 2, 250, 251, 252, 253, 254, 255]);
    expect(userUpdateToJson({ totpMultiFactorSecret: secret })).toEqual({ totp_secret_base64: Buffer.from(secret).toString("base64") });
    expect(userUpdateToJson({ totpMultiFactorSecret: null })).toEqual({ totp_secret_base64: null });
    expect(bytesToBase64(new Uint8Array([]))).toBe("");
  });

  it("adds the server fields for server updates and creates", () => {
    expect(serverUserUpdateToJson({ displayName: "C", primaryEmail: "c@example.com", primaryEmailVerified: true, serverMetadata: { x: 1 }, password: "pw" })).toEqual({
      display_name: "C",
      primary_email: "c@example.com",
      primary_email_verified: true,
      server_metadata: { x: 1 },
      password: "pw",
    });
    expect(serverUserCreateToJson({ primaryEmail: "d@example.com", primaryEmailAuthEnabled: true, password: "pw", clientReadOnlyMetadata: null })).toEqual({
      primary_email: "d@example.com",
      primary_email_auth_enabled: true,
      password: "pw",
      client_read_only_metadata: null,
    });
  });
});
