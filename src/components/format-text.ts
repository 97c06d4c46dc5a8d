/** Turns an English UI text and its values into the text shown (see `translation.ts`). */
export type Translator = (english: string, values?: Record<string, string | number>) => string;

/** Replaces `{name}` placeholders in a UI text; unknown names stay as they are. */
export function fillIn(text: string, values?: Record<string, string | number>): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
