/**
 * Request body parsing (docs/protocol.md §2): only the part of the content type before `;`
 * counts; no content type means no body; GET bodies are ignored.
 */
import { KnownErrors } from "../../errors";
import type { Call } from "./call";

export async function parseBody(call: Call): Promise<unknown> {
  if (call.method === "GET" || call.method === "HEAD") return undefined;
  const contentType = call.headers.get("content-type")?.split(";")[0];
  if (contentType === undefined || contentType === "") return undefined;
  const buffer = await call.body();
  const getText = () => {
    try {
      return new TextDecoder("utf-8", { fatal: true }).decode(buffer);
    } catch {
      throw new KnownErrors.BodyParsingError("Request body cannot be parsed as UTF-8");
    }
  };
  switch (contentType) {
    case "application/json": {
      const raw = getText();
      try {
        return JSON.parse(raw);
      } catch {
        throw new KnownErrors.BodyParsingError("Invalid JSON in request body");
      }
    }
    case "application/x-www-form-urlencoded": {
      const raw = getText();
      try {
        return Object.fromEntries(new URLSearchParams(raw).entries());
      } catch {
        throw new KnownErrors.BodyParsingError("Invalid form data in request body");
      }
    }
    case "text/plain":
      return getText();
    case "application/octet-stream":
      return buffer;
    default:
      throw new KnownErrors.BodyParsingError(`Unknown content type in request body: ${contentType}`);
  }
}

