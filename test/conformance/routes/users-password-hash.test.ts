/**
 * `POST /users` with `password_hash`: a user migrated from another system signs in with
 * their password. The service accepts bcrypt hashes `$2a$`, `$2b$` and `$2y$` of cost up to
 * 16 (the suite's own hash, and others made with the bcryptjs library the service uses).
 */
import { describe, expect, it } from "vitest";
import { expectKnownError, expectTextError, newEmulator, PASSWORD, send, tierHeaders } from "./service";

/** [password, hash]: each hash is of its password. */
const VECTORS: [string, string][] = [
  // The service's own end-to-end case.
  ["hello-world", "$2a$13$TVyY/gpw9Db/w1fBeJkCgeNg2Rae2JfNqrPnSAKtj.ufAO5cVF13."],
  [PASSWORD, "$2b$10$c2z1qX/szva58O66FiX7ieNMMiMEnur1nRz2fmutckUHOsca5TYGu"],
  [PASSWORD, "$2y$04$Dk0dJlRKJvzFSR0WEs74Le10YYERkibtqrx8LsP66kF5jFjgiKjRW"],
  ["pässwörd 漢字 🙂", "$2b$05$dfNl25dCyCXBIOmzFOkVhurj4IxW1OzP2qZXjCB8PZ6etn41Wemmi"],
];

describe("POST /users with password_hash, then POST /auth/password/sign-in", () => {
  it.each(VECTORS)("password %j with hash %s signs in, a wrong password does not", async (password, hash) => {
    const em = newEmulator();
    const project = em.defaultProject;
    const email = `migrated-${hash.slice(1, 3)}-${hash.slice(4, 6)}@example.com`;
    const created = await send(em, "POST", "/api/v1/users", tierHeaders(project, "server"), { primary_email: email, primary_email_auth_enabled: true, password_hash: hash });
    expect(created.status).toBe(201);
    expect(created.body.has_password).toBe(true);
    const ok = await send(em, "POST", "/api/v1/auth/password/sign-in", tierHeaders(project, "client"), { email, password });
    expect(ok.status).toBe(200);
    expect(ok.body.user_id).toBe(created.body.id);
    const wrong = await send(em, "POST", "/api/v1/auth/password/sign-in", tierHeaders(project, "client"), { email, password: `${password}x` });
    expectKnownError(wrong, 400, "EMAIL_PASSWORD_MISMATCH");
  });

  it.each([
    ["cost 17", "$2b$17$c2z1qX/szva58O66FiX7ieNMMiMEnur1nRz2fmutckUHOsca5TYGu"],
    ["cost 03", "$2b$03$c2z1qX/szva58O66FiX7ieNMMiMEnur1nRz2fmutckUHOsca5TYGu"],
    ["version 2x", "$2x$10$c2z1qX/szva58O66FiX7ieNMMiMEnur1nRz2fmutckUHOsca5TYGu"],
    ["too short", "$2b$10$c2z1qX/szva58O66FiX7ieNMMiMEnur1nRz2fmutckUHOsca5TYG"],
    ["not bcrypt", "md5$abcdef"],
  ])("a hash the service refuses (%s): plain-text 400", async (_what, hash) => {
    const em = newEmulator();
    const answer = await send(em, "POST", "/api/v1/users", tierHeaders(em.defaultProject, "server"), { primary_email: "refused@example.com", password_hash: hash });
    expectTextError(answer, 400, "Invalid password hash. Make sure it's a supported algorithm in Modular Crypt Format.");
  });
});
