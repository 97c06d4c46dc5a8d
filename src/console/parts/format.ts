/** Times in the console: UTC to the minute, the same on every machine (and in screenshots). */
export function formatTime(date: Date | null | undefined): string {
  if (!date || Number.isNaN(date.getTime())) return "never";
  return `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

/** `1 user`, `2 users`. */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
}
