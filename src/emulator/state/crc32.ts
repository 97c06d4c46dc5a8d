/**
 * CRC-32 (the IEEE / zlib polynomial), used as the checksum at the end of user and
 * team API key strings (docs/protocol.md §13.15).
 */

const TABLE: Uint32Array = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 of the UTF-8 bytes of `text`, as 8 lowercase hex digits. */
export function crc32Hex(text: string): string {
  let crc = 0xffffffff;
  for (const byte of new TextEncoder().encode(text)) crc = TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return ((crc ^ 0xffffffff) >>> 0).toString(16).padStart(8, "0");
}
