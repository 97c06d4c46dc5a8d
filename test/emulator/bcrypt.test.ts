/**
 * The emulator's bcrypt check (src/emulator/state/bcrypt.ts) against known hashes: a
 * published test vector of OpenBSD's and John the Ripper's suites, the hash of the
 * service's own end-to-end suite, and hashes made with
 * the bcryptjs library (the one the service checks imported hashes with).
 */
import { describe, expect, it } from "vitest";
import { isBcryptHash, verifyBcrypt } from "../../src/emulator/state/bcrypt";

const LONG = "x".repeat(72);

const VECTORS: [string, string][] = [
  ["U*U", "$2a$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW"],
  // The imported hash of the service's own end-to-end suite.
  ["hello-world", "$2a$13$TVyY/gpw9Db/w1fBeJkCgeNg2Rae2JfNqrPnSAKtj.ufAO5cVF13."],
  ["Correct-Horse-9", "$2a$06$eDoJBEZKpIjHp/kdC1lbCOL5HgkOkauAluDB/BNVPQtwT2FGzp1m6"],
  ["Correct-Horse-9", "$2y$04$Dk0dJlRKJvzFSR0WEs74Le10YYERkibtqrx8LsP66kF5jFjgiKjRW"],
  ["", "$2a$04$2T/z5RQy7XMTFwl4c.97o.xAVtB7Eqm.t9YJZCZuTJRwA37NJgph2"],
  ["pässwörd 漢字 🙂", "$2b$05$dfNl25dCyCXBIOmzFOkVhurj4IxW1OzP2qZXjCB8PZ6etn41Wemmi"],
  [LONG, "$2b$04$n3793b1u0EJEyGsX2XDSzeE9lda/lYcyiC.Tr2LHjz8XWb5Jy5bJq"],
];

describe("bcrypt verification", () => {
  it.each(VECTORS)("%j matches %s", async (password, hash) => {
    expect(isBcryptHash(hash)).toBe(true);
    expect(await verifyBcrypt(password, hash)).toBe(true);
  });

  it.each(VECTORS.filter(([p]) => p !== LONG))("a changed password does not match %s", async (password, hash) => {
    expect(await verifyBcrypt(`${password}!`, hash)).toBe(false);
    if (password !== "") expect(await verifyBcrypt(password.slice(1), hash)).toBe(false);
  });

  it("$2a$, $2b$ and $2y$ hash alike", async () => {
    const [, hash] = VECTORS[2]!;
    for (const version of ["2a", "2b", "2y"]) expect(await verifyBcrypt("Correct-Horse-9", hash.replace("2a", version))).toBe(true);
  });

  it("only the first 72 bytes of a password count", async () => {
    const [, hash] = VECTORS[6]!;
    expect(await verifyBcrypt(`${LONG}and more`, hash)).toBe(true);
    expect(await verifyBcrypt(LONG.slice(1), hash)).toBe(false);
  });

  it("a changed salt or hash character does not match", async () => {
    const [password, hash] = VECTORS[0]!;
    expect(await verifyBcrypt(password, hash.replace("$CCCC", "$DCCC"))).toBe(false);
    // The last character carries 4 bits of the hash (and 2 unused ones): change those 4.
    expect(await verifyBcrypt(password, `${hash.slice(0, -1)}.`)).toBe(false);
  });

  it.each([
    "$2a$03$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW",
    "$2a$17$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW",
    "$2x$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW",
    "$2a$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOe",
    "$2a$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOe!",
  ])("refuses %s", async (hash) => {
    expect(isBcryptHash(hash)).toBe(false);
    expect(await verifyBcrypt("U*U", hash)).toBe(false);
  });
});
