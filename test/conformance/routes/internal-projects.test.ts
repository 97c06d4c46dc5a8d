/**
 * `GET`/`PATCH /internal/projects/current`: the `internal` project's seeded config, and the
 * validation of a `standard` email config and OAuth provider.
 */
import { describe, expect, it } from "vitest";
import { expectSchemaError, INTERNAL, newEmulator, send, tierHeaders } from "./service";

// A host that could exist: a project whose SMTP host cannot (smtp.example.com) fails its mail.
const SMTP = { type: "standard", host: "smtp.app-mail.dev", port: 587, username: "u", password: "p", sender_name: "App", sender_email: "noreply@app.example.com" };

function patchConfig(config: Record<string, unknown>) {
  const em = newEmulator();
  return send(em, "PATCH", "/api/v1/internal/projects/current", tierHeaders(em.defaultProject, "admin"), { config });
}

describe("internal project", () => {
  it("GET /internal/projects/current on `internal`: no passkeys, API keys, client team creation or client deletion", async () => {
    const em = newEmulator();
    const answer = await send(em, "GET", "/api/v1/internal/projects/current", tierHeaders(INTERNAL, "admin"));
    expect(answer.status).toBe(200);
    expect(answer.body.config).toMatchObject({
      allow_team_api_keys: false,
      allow_user_api_keys: false,
      client_team_creation_enabled: false,
      client_user_deletion_enabled: false,
      passkey_enabled: false,
      credential_enabled: true,
      magic_link_enabled: true,
    });
  });
});

describe("GET /projects/current", () => {
  it("the client view of `internal`", async () => {
    const em = newEmulator();
    const answer = await send(em, "GET", "/api/v1/projects/current", tierHeaders(INTERNAL, "client"));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      id: "internal",
      display_name: "Stack Dashboard",
      config: {
        allow_team_api_keys: false,
        allow_user_api_keys: false,
        client_team_creation_enabled: false,
        client_user_deletion_enabled: false,
        credential_enabled: true,
        enabled_oauth_providers: [{ id: "github" }, { id: "google" }, { id: "microsoft" }, { id: "spotify" }],
        magic_link_enabled: true,
        passkey_enabled: false,
        sign_up_enabled: true,
      },
    });
  });
});

describe("PATCH /internal/projects/current validation", () => {
  it.each(["host", "username", "password", "sender_name"])("a standard email config with an empty %s: 'must not be empty'", async (field) => {
    const answer = await patchConfig({ email_config: { ...SMTP, [field]: "" } });
    expectSchemaError(answer, `body.config.email_config.${field} must not be empty`);
  });

  it("a standard email config without a host: 'must be defined'", async () => {
    const { host: _host, ...rest } = SMTP;
    expectSchemaError(await patchConfig({ email_config: rest }), "body.config.email_config.host must be defined");
  });

  it("a shared email config may leave the SMTP fields empty", async () => {
    const answer = await patchConfig({ email_config: { type: "shared", host: "" } });
    expect(answer.status).toBe(200);
  });

  it("a standard OAuth provider with an empty client_secret: 'must not be empty'", async () => {
    const answer = await patchConfig({ oauth_providers: [{ id: "github", type: "standard", client_id: "id", client_secret: "" }] });
    expectSchemaError(answer, "body.config.oauth_providers[0].client_secret must not be empty");
    expect(answer.body.error).not.toContain("client_secret must be defined");
  });

  it("a standard OAuth provider without a client_id: 'must be defined'", async () => {
    const answer = await patchConfig({ oauth_providers: [{ id: "github", type: "standard", client_secret: "s" }] });
    expectSchemaError(answer, "body.config.oauth_providers[0].client_id must be defined");
  });

  it("a shared OAuth provider may send empty client fields", async () => {
    const answer = await patchConfig({ oauth_providers: [{ id: "github", type: "shared", client_id: "", client_secret: "" }] });
    expect(answer.status).toBe(200);
  });

  it("a domain whose handler path does not start with /: 'Handler path must start with /'", async () => {
    const answer = await patchConfig({ domains: [{ domain: "https://app.example.com", handler_path: "handler" }] });
    expectSchemaError(answer, "Handler path must start with /");
  });
});
