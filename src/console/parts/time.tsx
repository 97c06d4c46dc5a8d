/** A moment shown by the console: a `<time>` element (machine-readable, and one selector for whatever changes between runs). */
import { formatTime } from "./format";

export function Time({ date }: { date: Date | null | undefined }) {
  if (!date || Number.isNaN(date.getTime())) return <>never</>;
  return <time dateTime={date.toISOString()}>{formatTime(date)}</time>;
}
