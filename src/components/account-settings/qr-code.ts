/**
 * A small QR code encoder (ISO/IEC 18004): byte mode, error correction level M,
 * versions 1–10 (up to 213 bytes), enough for an `otpauth://` URI. Returns the module
 * grid; {@link qrSvgPath} turns it into one SVG path.
 */

/** Error-correction codewords per block and block count at level M, versions 1..10. */
const ECC_PER_BLOCK = [10, 16, 26, 18, 24, 16, 18, 22, 22, 26];
const BLOCKS = [1, 1, 1, 2, 2, 4, 4, 4, 5, 5];
/** Alignment pattern centres, versions 2..10 (version 1 has none). */
const ALIGN = [[], [6, 18], [6, 22], [6, 26], [6, 30], [6, 34], [6, 22, 38], [6, 24, 42], [6, 26, 46], [6, 28, 50]];

// GF(256) with the QR polynomial x^8 + x^4 + x^3 + x^2 + 1.
const EXP = new Uint8Array(512);
const LOG = new Uint8Array(256);
for (let i = 0, x = 1; i < 255; i++, x = (x << 1) ^ (x & 0x80 ? 0x11d : 0)) {
  EXP[i] = x;
  LOG[x] = i;
}
for (let i = 255; i < 512; i++) EXP[i] = EXP[i - 255]!;
const mul = (a: number, b: number) => (a === 0 || b === 0 ? 0 : EXP[LOG[a]! + LOG[b]!]!);

/** Reed–Solomon remainder of `data` for a code with `degree` check bytes. */
function reedSolomon(data: number[], degree: number): number[] {
  let gen = [1];
  for (let i = 0; i < degree; i++) {
    const next = new Array<number>(gen.length + 1).fill(0);
    gen.forEach((g, j) => {
      next[j] ^= g;
      next[j + 1] ^= mul(g, EXP[i]!);
    });
    gen = next;
  }
  const rem = new Array<number>(degree).fill(0);
  for (const byte of data) {
    const factor = byte ^ rem.shift()!;
    rem.push(0);
    for (let j = 0; j < degree; j++) rem[j]! ^= mul(gen[j + 1]!, factor);
  }
  return rem;
}

function rawDataModules(ver: number): number {
  let n = (16 * ver + 128) * ver + 64;
  if (ver >= 2) {
    const align = Math.floor(ver / 7) + 2;
    n -= (25 * align - 10) * align - 55;
    if (ver >= 7) n -= 36;
  }
  return n;
}

function dataCapacity(ver: number): number {
  return Math.floor(rawDataModules(ver) / 8) - ECC_PER_BLOCK[ver - 1]! * BLOCKS[ver - 1]!;
}

/** BCH remainder (format and version information). */
function bch(value: number, poly: number, bits: number): number {
  let rem = value << bits;
  const top = 31 - Math.clz32(poly);
  for (let i = 31 - Math.clz32(rem); i >= top; i--) if ((rem >>> i) & 1) rem ^= poly << (i - top);
  return (value << bits) | rem;
}

const MASKS: ((r: number, c: number) => boolean)[] = [
  (r, c) => (r + c) % 2 === 0,
  (r) => r % 2 === 0,
  (_r, c) => c % 3 === 0,
  (r, c) => (r + c) % 3 === 0,
  (r, c) => (Math.floor(r / 2) + Math.floor(c / 3)) % 2 === 0,
  (r, c) => ((r * c) % 2) + ((r * c) % 3) === 0,
  (r, c) => (((r * c) % 2) + ((r * c) % 3)) % 2 === 0,
  (r, c) => (((r + c) % 2) + ((r * c) % 3)) % 2 === 0,
];

/** The QR code of `text` (UTF-8) as rows of dark (true) / light modules. Throws when longer than 213 bytes. */
export function encodeQr(text: string): boolean[][] {
  const bytes = [...new TextEncoder().encode(text)];
  const ver = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].find((v) => 4 + (v < 10 ? 8 : 16) + bytes.length * 8 <= dataCapacity(v) * 8);
  if (!ver) throw new RangeError(`Text too long for a QR code here (${bytes.length} bytes, at most 213).`);
  const capacity = dataCapacity(ver);

  // Data bits: byte mode, count, bytes, terminator, padding.
  const bits: number[] = [];
  const put = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  put(0b0100, 4);
  put(bytes.length, ver < 10 ? 8 : 16);
  bytes.forEach((b) => put(b, 8));
  put(0, Math.min(4, capacity * 8 - bits.length));
  put(0, (8 - (bits.length % 8)) % 8);
  const data: number[] = [];
  for (let i = 0; i < bits.length; i += 8) data.push(bits.slice(i, i + 8).reduce((a, b) => (a << 1) | b, 0));
  for (let pad = 0xec; data.length < capacity; pad ^= 0xec ^ 0x11) data.push(pad);

  // Blocks with their check bytes, interleaved.
  const blockCount = BLOCKS[ver - 1]!;
  const ecc = ECC_PER_BLOCK[ver - 1]!;
  const total = Math.floor(rawDataModules(ver) / 8);
  const shortBlocks = blockCount - (total % blockCount);
  const shortLen = Math.floor(total / blockCount) - ecc;
  const blocks: number[][] = [];
  const checks: number[][] = [];
  for (let i = 0, k = 0; i < blockCount; i++) {
    const len = shortLen + (i < shortBlocks ? 0 : 1);
    const block = data.slice(k, (k += len));
    blocks.push(block);
    checks.push(reedSolomon(block, ecc));
  }
  const codewords: number[] = [];
  for (let i = 0; i <= shortLen; i++) blocks.forEach((b) => i < b.length && codewords.push(b[i]!));
  for (let i = 0; i < ecc; i++) checks.forEach((c) => codewords.push(c[i]!));

  // Function patterns.
  const size = ver * 4 + 17;
  const grid = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  const fixed = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  const set = (r: number, c: number, dark: boolean) => {
    if (r < 0 || c < 0 || r >= size || c >= size) return;
    grid[r]![c] = dark;
    fixed[r]![c] = true;
  };
  for (const [r0, c0] of [[3, 3], [3, size - 4], [size - 4, 3]] as const) {
    for (let dr = -4; dr <= 4; dr++) for (let dc = -4; dc <= 4; dc++) {
      const d = Math.max(Math.abs(dr), Math.abs(dc));
      set(r0 + dr, c0 + dc, d !== 2 && d !== 4);
    }
  }
  for (let i = 8; i < size - 8; i++) {
    set(6, i, i % 2 === 0);
    set(i, 6, i % 2 === 0);
  }
  const centres = ALIGN[ver - 1]!;
  for (const r of centres) for (const c of centres) {
    if ((r === 6 && c === 6) || (r === 6 && c === size - 7) || (r === size - 7 && c === 6)) continue;
    for (let dr = -2; dr <= 2; dr++) for (let dc = -2; dc <= 2; dc++) set(r + dr, c + dc, Math.max(Math.abs(dr), Math.abs(dc)) !== 1);
  }
  const drawFormat = (mask: number) => {
    const f = bch((0b00 << 3) | mask, 0x537, 10) ^ 0x5412; // level M = 00
    const bit = (i: number) => ((f >>> i) & 1) === 1;
    for (let i = 0; i <= 5; i++) set(i, 8, bit(i));
    set(7, 8, bit(6));
    set(8, 8, bit(7));
    set(8, 7, bit(8));
    for (let i = 9; i < 15; i++) set(8, 14 - i, bit(i));
    for (let i = 0; i < 8; i++) set(8, size - 1 - i, bit(i));
    for (let i = 8; i < 15; i++) set(size - 15 + i, 8, bit(i));
    set(size - 8, 8, true); // the dark module
  };
  drawFormat(0); // reserves the format areas before data placement
  if (ver >= 7) {
    const v = bch(ver, 0x1f25, 12);
    for (let i = 0; i < 18; i++) {
      const dark = ((v >>> i) & 1) === 1;
      set(size - 11 + (i % 3), Math.floor(i / 3), dark);
      set(Math.floor(i / 3), size - 11 + (i % 3), dark);
    }
  }

  // Data modules: two-column zigzag from the bottom right, skipping the timing column.
  let bitIndex = 0;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let vert = 0; vert < size; vert++) {
      for (let j = 0; j < 2; j++) {
        const c = right - j;
        const upward = ((right + 1) & 2) === 0;
        const r = upward ? size - 1 - vert : vert;
        if (fixed[r]![c] || bitIndex >= codewords.length * 8) continue;
        grid[r]![c] = ((codewords[bitIndex >>> 3]! >>> (7 - (bitIndex & 7))) & 1) === 1;
        bitIndex++;
      }
    }
  }

  // The mask with the lowest penalty wins.
  let best: boolean[][] = grid;
  let bestScore = Infinity;
  MASKS.forEach((mask, m) => {
    const candidate = grid.map((row, r) => row.map((dark, c) => (fixed[r]![c] ? dark : dark !== mask(r, c))));
    const saved = grid.map((row) => [...row]);
    grid.splice(0, size, ...candidate);
    drawFormat(m);
    const score = penalty(grid);
    if (score < bestScore) {
      bestScore = score;
      best = grid.map((row) => [...row]);
    }
    grid.splice(0, size, ...saved);
  });
  return best;
}

/** The standard's penalty rules: runs, 2×2 blocks, finder-like sequences, dark/light balance. */
function penalty(grid: boolean[][]): number {
  const size = grid.length;
  let score = 0;
  const lines = [...grid, ...grid.map((_, c) => grid.map((row) => row[c]!))];
  for (const line of lines) {
    let run = 1;
    for (let i = 1; i <= size; i++) {
      if (i < size && line[i] === line[i - 1]) run++;
      else {
        if (run >= 5) score += run - 2;
        run = 1;
      }
    }
    const s = line.map((d) => (d ? "1" : "0")).join("");
    score += 40 * ((s.match(/(?=10111010000|00001011101)/g) ?? []).length);
  }
  for (let r = 0; r < size - 1; r++) for (let c = 0; c < size - 1; c++) {
    const d = grid[r]![c];
    if (d === grid[r]![c + 1] && d === grid[r + 1]![c] && d === grid[r + 1]![c + 1]) score += 3;
  }
  const dark = grid.flat().filter(Boolean).length;
  score += 10 * Math.floor(Math.abs((dark * 20) / (size * size) - 10));
  return score;
}

/** One SVG path (`M x y h1 v1 h-1 z` per dark module), for a viewBox of the grid size plus a 4-module quiet zone. */
export function qrSvgPath(grid: boolean[][], quiet = 4): string {
  const parts: string[] = [];
  grid.forEach((row, r) => row.forEach((dark, c) => dark && parts.push(`M${c + quiet} ${r + quiet}h1v1h-1z`)));
  return parts.join("");
}
