/**
 * The code block of `gatehouse emulator`'s banner under the comment line that starts with
 * `heading` (e.g. "// Browser"), unindented, up to the next blank line: what a person would
 * copy. Null if the banner has no such block.
 */
export function bannerBlock(text: string, heading: string): string | null {
  const lines = text.split("\n");
  const start = lines.findIndex((line) => line.trimStart().startsWith(heading));
  if (start < 0) return null;
  const end = lines.findIndex((line, n) => n > start && line.trim() === "");
  return lines
    .slice(start, end < 0 ? undefined : end)
    .map((line) => line.replace(/^ {2}/, ""))
    .join("\n");
}
