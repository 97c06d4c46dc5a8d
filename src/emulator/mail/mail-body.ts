/**
 * An email body as a list of blocks, and its text and HTML renderings. The service builds
 * its mails from editor documents (a heading, a greeting, a button or a code, a divider, a
 * closing note) and sends both an HTML and a plain-text version; the emulator's mails have
 * the same blocks, so an app's test that reads either version finds what it would find in
 * the service's mail: in the text, every block is a paragraph of its own (a one-time code
 * is alone on its line), a button is `label: url`.
 */

export type MailBlock =
  | { kind: "heading"; text: string }
  | { kind: "text"; text: string }
  /** A short code shown alone (the one-time sign-in code). */
  | { kind: "code"; text: string }
  | { kind: "button"; label: string; url: string }
  | { kind: "divider" };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** The plain-text version: one paragraph per block, separated by a blank line; dividers leave no text. */
export function mailText(blocks: readonly MailBlock[]): string {
  const paragraphs: string[] = [];
  for (const block of blocks) {
    switch (block.kind) {
      case "heading":
      case "text":
      case "code":
        if (block.text !== "") paragraphs.push(block.text);
        break;
      case "button":
        paragraphs.push(block.label === "" ? block.url : `${block.label}: ${block.url}`);
        break;
      case "divider":
        break;
    }
  }
  return paragraphs.join("\n\n");
}

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case "heading":
      return `<h3 style="text-align:center">${escapeHtml(block.text)}</h3>`;
    case "text":
      return `<p style="text-align:center">${escapeHtml(block.text)}</p>`;
    case "code":
      return `<p style="text-align:center;font-size:24px;font-weight:bold;letter-spacing:4px"><code>${escapeHtml(block.text)}</code></p>`;
    case "button":
      return `<p style="text-align:center"><a href="${escapeHtml(block.url)}" style="display:inline-block;padding:8px 16px;border-radius:4px;background:#f0f0f0;color:#000;font-weight:bold;text-decoration:none">${escapeHtml(block.label || block.url)}</a></p>`;
    case "divider":
      return `<hr>`;
  }
}

/** The HTML version: a whole document whose preview text (hidden) is the subject. */
export function mailHtml(subject: string, blocks: readonly MailBlock[]): string {
  return [
    `<!DOCTYPE html>`,
    `<html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="font-family:sans-serif;color:#242424">`,
    `<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(subject)}</div>`,
    ...blocks.map(blockHtml),
    `</body></html>`,
  ].join("\n");
}
