/**
 * bcrypt verification, for password hashes imported through `POST /users` (`password_hash`).
 * The emulator never makes bcrypt hashes (its own are scrypt, ./password); it only checks a
 * password against an imported `$2a$`, `$2b$` or `$2y$` hash, as the service does.
 *
 * The algorithm is bcrypt as published by Provos and Mazières ("A Future-Adaptable Password
 * Scheme", USENIX 1999) and as OpenBSD's `bcrypt(3)` defines the `$2b$` format:
 * - the key is the password's UTF-8 bytes followed by a NUL byte, cut to 72 bytes;
 * - the salt is 16 bytes, written as 22 characters of bcrypt's base-64 alphabet
 *   (`./A-Za-z0-9`), after the two-digit cost;
 * - EksBlowfishSetup: Blowfish's initial state (the hexadecimal digits of pi), expanded
 *   with salt and key, then 2^cost times expanded with the key alone and with the salt alone;
 * - the 24-byte text "OrpheanBeholderScryDoubt" is encrypted 64 times (ECB, three blocks)
 *   and its first 23 bytes, in the same base 64 (31 characters), end the hash.
 * `$2a$` and `$2y$` hash the same way for passwords shorter than 256 bytes (the only
 * difference of `$2a$` in old OpenBSD was a length that wrapped at 256).
 *
 * Blowfish's initial P-array and S-boxes are the first 8,336 hexadecimal digits of pi's
 * fraction; they are computed here (Machin's formula in fixed point, once, on first use)
 * rather than written out as a table.
 */
import { timingSafeEqual } from "node:crypto";

const ALPHABET = "./ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const HASH = /^\$2([aby])\$(\d{2})\$([./A-Za-z0-9]{22})([./A-Za-z0-9]{31})$/;
/** Costs the service accepts (4 to 16). */
const MIN_COST = 4;
const MAX_COST = 16;
/** Rounds of the cost loop between two yields to the event loop. */
const ROUNDS_PER_SLICE = 64;

/** Decodes `length` bytes from bcrypt's base 64 (no padding; unused low bits are ignored). */
function decodeBase64(text: string, length: number): Uint8Array {
  const out = new Uint8Array(length);
  let bits = 0;
  let bitCount = 0;
  let n = 0;
  for (const ch of text) {
    bits = (bits << 6) | ALPHABET.indexOf(ch);
    bitCount += 6;
    if (bitCount >= 8) {
      bitCount -= 8;
      if (n < length) out[n++] = (bits >> bitCount) & 0xff;
    }
  }
  return out;
}

let piWords: Uint32Array | null = null;

/** arctan(1/x) * 2^bits, by its Taylor series in fixed point. */
function arctanInverse(x: bigint, bits: bigint): bigint {
  const xSquared = x * x;
  let term = (1n << bits) / x;
  let sum = term;
  for (let k = 1n; term !== 0n; k++) {
    term /= xSquared;
    const part = term / (2n * k + 1n);
    sum = k % 2n === 1n ? sum - part : sum + part;
  }
  return sum;
}

/** The first 1,042 32-bit words of pi's fractional part: Blowfish's 18 P entries, then the 4 × 256 S entries. */
function blowfishInitialWords(): Uint32Array {
  if (piWords) return piWords;
  const count = 18 + 4 * 256;
  const wanted = BigInt(count * 32);
  const bits = wanted + 64n; // guard bits for the series' rounding
  const pi = 16n * arctanInverse(5n, bits) - 4n * arctanInverse(239n, bits);
  const fraction = (pi - (3n << bits)) >> (bits - wanted);
  const words = new Uint32Array(count);
  for (let i = 0; i < count; i++) words[i] = Number((fraction >> (wanted - BigInt(32 * (i + 1)))) & 0xffffffffn);
  piWords = words;
  return words;
}

/** Blowfish's state: P (18 words) and the four S-boxes (256 words each) in one array. */
class Blowfish {
  readonly p: Uint32Array;
  readonly s: Uint32Array;
  private readonly block = new Uint32Array(2);

  constructor() {
    const init = blowfishInitialWords();
    this.p = init.slice(0, 18);
    this.s = init.slice(18);
  }

  /** Encrypts `block[0..1]` in place (16 rounds). */
  private encryptBlock(): void {
    const { p, s, block } = this;
    let l = block[0]!;
    let r = block[1]!;
    l ^= p[0]!;
    for (let i = 1; i < 17; i += 2) {
      r ^= (((s[l >>> 24]! + s[256 | ((l >>> 16) & 0xff)]!) ^ s[512 | ((l >>> 8) & 0xff)]!) + s[768 | (l & 0xff)]!) ^ p[i]!;
      l ^= (((s[r >>> 24]! + s[256 | ((r >>> 16) & 0xff)]!) ^ s[512 | ((r >>> 8) & 0xff)]!) + s[768 | (r & 0xff)]!) ^ p[i + 1]!;
    }
    block[0] = r ^ p[17]!;
    block[1] = l;
  }

  encrypt(l: number, r: number): [number, number] {
    this.block[0] = l;
    this.block[1] = r;
    this.encryptBlock();
    return [this.block[0]!, this.block[1]!];
  }

  /**
   * XORs P with the key (as a cyclic stream of big-endian words), then replaces P and the
   * S-boxes by a chain of encryptions, each of the previous block XORed with the next two
   * words of the salt stream (none when `salt` is null).
   */
  expand(key: Uint8Array, salt: Uint8Array | null): void {
    const stream = (data: Uint8Array, at: { i: number }) => {
      let word = 0;
      for (let k = 0; k < 4; k++) {
        word = (word << 8) | data[at.i]!;
        at.i = (at.i + 1) % data.length;
      }
      return word >>> 0;
    };
    const keyAt = { i: 0 };
    for (let i = 0; i < 18; i++) this.p[i] = this.p[i]! ^ stream(key, keyAt);
    const saltAt = { i: 0 };
    const { block } = this;
    block[0] = 0;
    block[1] = 0;
    const fill = (target: Uint32Array) => {
      for (let i = 0; i < target.length; i += 2) {
        if (salt) {
          block[0] = block[0]! ^ stream(salt, saltAt);
          block[1] = block[1]! ^ stream(salt, saltAt);
        }
        this.encryptBlock();
        target[i] = block[0]!;
        target[i + 1] = block[1]!;
      }
    };
    fill(this.p);
    fill(this.s);
  }
}

/** The password's bcrypt key: its UTF-8 bytes and a NUL, at most 72 bytes. */
function keyOf(password: string): Uint8Array {
  const utf8 = new TextEncoder().encode(password);
  const key = new Uint8Array(Math.min(utf8.length + 1, 72));
  key.set(utf8.subarray(0, key.length));
  return key;
}

/** "OrpheanBeholderScryDoubt" as six big-endian words. */
const MAGIC = (() => {
  const bytes = new TextEncoder().encode("OrpheanBeholderScryDoubt");
  const words: number[] = [];
  for (let i = 0; i < 24; i += 4) words.push(((bytes[i]! << 24) | (bytes[i + 1]! << 16) | (bytes[i + 2]! << 8) | bytes[i + 3]!) >>> 0);
  return words;
})();

/** True for a `$2a$`/`$2b$`/`$2y$` hash the emulator can check: cost 4 to 16, 22 + 31 characters. */
export function isBcryptHash(hash: string): boolean {
  const m = HASH.exec(hash);
  return m !== null && Number(m[2]) >= MIN_COST && Number(m[2]) <= MAX_COST;
}

/** The 23 raw bytes bcrypt derives from `password` with this salt and cost (yielding to the event loop as it goes). */
export async function bcryptDerive(password: string, salt: Uint8Array, cost: number): Promise<Uint8Array> {
  const key = keyOf(password);
  const state = new Blowfish();
  state.expand(key, salt);
  const rounds = 2 ** cost;
  for (let round = 0; round < rounds; round++) {
    state.expand(key, null);
    state.expand(salt, null);
    if ((round + 1) % ROUNDS_PER_SLICE === 0 && round + 1 < rounds) await new Promise<void>((resolve) => setImmediate(resolve));
  }
  const text = [...MAGIC];
  for (let i = 0; i < 64; i++) {
    for (let b = 0; b < 6; b += 2) [text[b], text[b + 1]] = state.encrypt(text[b]!, text[b + 1]!);
  }
  const out = new Uint8Array(23);
  for (let i = 0; i < 23; i++) out[i] = (text[i >> 2]! >>> (24 - 8 * (i & 3))) & 0xff;
  return out;
}

/** True when `password` matches the bcrypt `hash`; false for a hash {@link isBcryptHash} refuses. */
export async function verifyBcrypt(password: string, hash: string): Promise<boolean> {
  const m = HASH.exec(hash);
  if (!m || !isBcryptHash(hash)) return false;
  const derived = await bcryptDerive(password, decodeBase64(m[3]!, 16), Number(m[2]));
  return timingSafeEqual(derived, decodeBase64(m[4]!, 23));
}
