import { describe, expect, it } from "vitest";
import { encodeQr } from "../../src/components/account-settings/qr-code";

/** Reads the 15 format bits around the top-left finder (ISO 18004 §7.9). */
function formatBits(grid: boolean[][]): number {
  const cells: [number, number][] = [
    [0, 8], [1, 8], [2, 8], [3, 8], [4, 8], [5, 8], [7, 8], [8, 8], [8, 7], [8, 5], [8, 4], [8, 3], [8, 2], [8, 1], [8, 0],
  ];
  return cells.reduce((bits, [r, c], i) => bits | ((grid[r]![c] ? 1 : 0) << i), 0);
}

function isFinder(grid: boolean[][], top: number, left: number): boolean {
  for (let r = 0; r < 7; r++) for (let c = 0; c < 7; c++) {
    const ring = Math.max(Math.abs(r - 3), Math.abs(c - 3));
    if (grid[top + r]![left + c] !== (ring !== 2)) return false;
  }
  return true;
}

describe("encodeQr", () => {
  const uri = "otpauth://totp/Default%20Project%3Aada%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Default%20Project&algorithm=SHA1&digits=6&period=30";

  it("picks the smallest version that holds the text", () => {
    // Byte-mode capacities at level M (ISO 18004 table 7): v1 14, v7 122, v8 152.
    expect(encodeQr("hello").length).toBe(21); // version 1
    expect(encodeQr("x".repeat(14)).length).toBe(21);
    expect(encodeQr("x".repeat(15)).length).toBe(25); // version 2
    expect(encodeQr("x".repeat(122)).length).toBe(45); // version 7
    expect(encodeQr(uri).length).toBe(49); // 151 bytes: version 8
  });

  it("draws the three finder patterns and the timing patterns", () => {
    const grid = encodeQr(uri);
    const n = grid.length;
    expect(isFinder(grid, 0, 0) && isFinder(grid, 0, n - 7) && isFinder(grid, n - 7, 0)).toBe(true);
    for (let i = 8; i < n - 8; i++) {
      expect(grid[6]![i]).toBe(i % 2 === 0);
      expect(grid[i]![6]).toBe(i % 2 === 0);
    }
    expect(grid[n - 8]![8]).toBe(true); // the dark module
  });

  it("writes valid format information for level M (a BCH codeword of 00 + mask)", () => {
    const bits = formatBits(encodeQr(uri)) ^ 0x5412;
    expect(bits >>> 13).toBe(0b00);
    let rem = bits;
    for (let i = 14; i >= 10; i--) if ((rem >>> i) & 1) rem ^= 0x537 << (i - 10);
    expect(rem).toBe(0);
  });

  it("refuses text longer than version 10 holds", () => {
    expect(() => encodeQr("x".repeat(300))).toThrow(RangeError);
  });
});
