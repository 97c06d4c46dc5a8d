/**
 * A damaged or hand-edited data file is checked record by record when it is loaded: the
 * first bad record refuses the start with its path, instead of a 500 at some later request.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createEmulator, EmulatorDataError } from "../../src/emulator";
import { main } from "../../src/emulator/cli";
import { JSON_LIMITS } from "../../src/emulator/http/limits";
import { ecJwkPair } from "../support/key-pairs";
import { clientHeaders, send, serverHeaders, signUp } from "./default-project";

const dir = () => mkdtempSync(join(tmpdir(), "gatehouse-data-"));

/** A saved state with a signed-up user in a team; returns the file, its JSON and the ids. */
async function savedWorld() {
  const em = createEmulator();
  const { user_id, access_token } = await signUp(em, "file@example.com");
  const team = (await (await send(em, "POST", "/teams", clientHeaders(em, access_token), { display_name: "T", creator_user_id: "me" })).json()) as { id: string };
  const file = join(dir(), "state.json");
  em.save(file);
  const state = JSON.parse(readFileSync(file, "utf8")) as Record<string, Record<string, Record<string, unknown>>>;
  return { file, state, userId: user_id, teamId: team.id };
}

function loadError(file: string): string {
  try {
    createEmulator().load(file);
  } catch (error) {
    expect(error).toBeInstanceOf(EmulatorDataError);
    return (error as Error).message;
  }
  throw new Error("the file loaded");
}

describe("loading a data file", () => {
  it("names the record and field of a missing value", async () => {
    const { file, state, userId } = await savedWorld();
    delete state.users![userId]!.projectId;
    writeFileSync(file, JSON.stringify(state));
    expect(loadError(file)).toContain(`users.${userId}.projectId: missing`);
  });

  it("names wrong types, dangling references and records under the wrong key", async () => {
    const { file, state, userId, teamId } = await savedWorld();
    const channel = Object.keys(state.contactChannels!)[0]!;
    state.contactChannels![channel]!.usedForAuth = "yes";
    writeFileSync(file, JSON.stringify(state));
    expect(loadError(file)).toContain(`contactChannels.${channel}.usedForAuth: expected true or false`);

    state.contactChannels![channel]!.usedForAuth = true;
    const membership = Object.keys(state.teamMemberships!)[0]!;
    state.teamMemberships![membership]!.userId = "00000000-0000-4000-8000-00000000dead";
    writeFileSync(file, JSON.stringify(state));
    expect(loadError(file)).toContain(`teamMemberships.${membership}.userId: no user "00000000-0000-4000-8000-00000000dead"`);

    state.teamMemberships![membership]!.userId = userId;
    state.teams!["not-the-id"] = state.teams![teamId]!;
    writeFileSync(file, JSON.stringify(state));
    expect(loadError(file)).toContain(`teams.not-the-id: stored under the wrong key (expected ${teamId})`);
  });

  it("refuses metadata deeper than requests may send, and two sign-in channels for one email", async () => {
    const { file, state, userId } = await savedWorld();
    state.users![userId]!.clientMetadata = JSON.parse(`${"[".repeat(JSON_LIMITS.depth + 1)}${"]".repeat(JSON_LIMITS.depth + 1)}`);
    writeFileSync(file, JSON.stringify(state));
    expect(loadError(file)).toContain(`users.${userId}.clientMetadata: nested deeper than ${JSON_LIMITS.depth} levels`);

    state.users![userId]!.clientMetadata = null;
    const [id, channel] = Object.entries(state.contactChannels!)[0]!;
    state.contactChannels![`${id}-copy`] = { ...channel, id: `${id}-copy` };
    writeFileSync(file, JSON.stringify(state));
    expect(loadError(file)).toMatch(/value: "file@example.com" is already used for sign-in by contactChannels\./);
  });

  it("refuses values the emulator would fail on later: a signing key that does not import, a password hash it cannot check", async () => {
    const { file, state, userId } = await savedWorld();
    const projectId = state.users![userId]!.projectId as string;
    const signingKey = state.projects![projectId]!.signingKey as unknown as { privateJwk: Record<string, unknown>; publicJwk: Record<string, unknown> };
    const privateJwk = signingKey.privateJwk;
    signingKey.privateJwk = { ...privateJwk, x: "AA" };
    writeFileSync(file, JSON.stringify(state));
    expect(loadError(file)).toContain(`projects.${projectId}.signingKey.privateJwk: not a usable private key`);
    const other = ecJwkPair().privateJwk;
    signingKey.privateJwk = { ...privateJwk, d: other.d };
    writeFileSync(file, JSON.stringify(state));
    expect(loadError(file)).toContain(`projects.${projectId}.signingKey: the private and public keys are not one pair`);
    signingKey.privateJwk = privateJwk;
    signingKey.publicJwk = {};
    writeFileSync(file, JSON.stringify(state));
    expect(loadError(file)).toContain(`projects.${projectId}.signingKey.publicJwk: expected a P-256 EC key`);
    signingKey.publicJwk = { ...privateJwk, d: undefined };

    const hashes: [string, string][] = [
      ["scrypt$1048576$8$1$c2FsdA$aGFzaA", "scrypt parameters too costly"],
      ["scrypt$1000$8$1$c2FsdA$aGFzaA", "scrypt N must be a power of two"],
      ["md5:5f4dcc3b5aa765d61d8327deb882cf99", "expected scrypt$N$r$p$salt$hash or a bcrypt hash"],
    ];
    for (const [hash, problem] of hashes) {
      state.users![userId]!.passwordHash = hash;
      writeFileSync(file, JSON.stringify(state));
      expect(loadError(file), hash).toContain(`users.${userId}.passwordHash: ${problem}`);
    }
  });

  it("refuses references to records of another project, and API keys whose owner is gone", async () => {
    const { file, state, userId } = await savedWorld();
    const [channelId, channel] = Object.entries(state.contactChannels!)[0]!;
    channel.projectId = "internal";
    writeFileSync(file, JSON.stringify(state));
    expect(loadError(file)).toContain(`contactChannels.${channelId}.userId: user "${userId}" is in project "${state.users![userId]!.projectId}", not "internal"`);
    channel.projectId = state.users![userId]!.projectId;

    const keyId = "11111111-1111-4111-8111-111111111111";
    state.apiKeys![keyId] = { id: keyId, projectId: channel.projectId, type: "team", ownerId: userId, description: "k", isPublic: false, secret: "sk_x", createdAtMillis: 1, expiresAtMillis: null, manuallyRevokedAtMillis: null };
    writeFileSync(file, JSON.stringify(state));
    expect(loadError(file)).toContain(`apiKeys.${keyId}.ownerId: no team "${userId}"`);
  });

  it("accepts a UTF-8 byte-order mark", async () => {
    const { file } = await savedWorld();
    writeFileSync(file, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), readFileSync(file)]));
    const em = createEmulator();
    em.load(file);
    expect((await send(em, "GET", "/users", serverHeaders(em))).status).toBe(200);
  });

  it("refuses to start the bin on a bad record, naming the file and the record", async () => {
    const { file, state, userId } = await savedWorld();
    state.users![userId]!.signedUpAtMillis = "yesterday";
    writeFileSync(file, JSON.stringify(state));
    const err: string[] = [];
    const result = await main(["emulator", "--port", "0", "--data", file], { out: () => {}, err: (l) => err.push(l), handleSignals: false });
    expect(result.exitCode).toBe(1);
    expect(err.join("\n")).toContain(file);
    expect(err.join("\n")).toContain(`users.${userId}.signedUpAtMillis: expected a number`);
  });
});

describe("data files of the first version", () => {
  it("moves the extra areas into their tables and drops what deleted users left behind", async () => {
    const { file, state, userId } = await savedWorld();
    const v1: Record<string, unknown> = { version: 1 };
    for (const key of ["projects", "users", "contactChannels", "sessions", "verificationCodes", "teams", "teamMemberships", "emails"]) v1[key] = (state as Record<string, unknown>)[key];
    const projectId = Object.values(state.users!)[0]!.projectId as string;
    const keyId = "11111111-1111-4111-8111-111111111111";
    v1.extra = {
      projectApiKeys: {
        [keyId]: { id: keyId, projectId, type: "user", ownerId: userId, description: "kept", isPublic: false, secret: "sk_kept", createdAtMillis: 1, expiresAtMillis: null, manuallyRevokedAtMillis: null },
        gone: { id: "gone", projectId, type: "user", ownerId: "00000000-0000-4000-8000-00000000dead", description: "left behind", isPublic: false, secret: "sk_gone", createdAtMillis: 1, expiresAtMillis: null, manuallyRevokedAtMillis: null },
      },
      permissions: { definitions: {}, teamGrants: [], projectGrants: [{ projectId, userId: "00000000-0000-4000-8000-00000000dead", permissionId: "x" }] },
      emailTemplates: { [projectId]: { magic_link: { subject: "Sign in!", content: { root: { type: "EmailLayout", data: { childrenIds: [] } } } } } },
    };
    writeFileSync(file, JSON.stringify(v1));
    const em = createEmulator();
    em.load(file);
    expect(Object.keys(em.getState().apiKeys)).toEqual([keyId]);
    expect(em.getState().projectPermissionGrants).toEqual({});
    expect(Object.values(em.getState().emailTemplates).map((t) => t.subject)).toEqual(["Sign in!"]);
    expect((em.getState() as Record<string, unknown>).extra).toBeUndefined();
  });
});
