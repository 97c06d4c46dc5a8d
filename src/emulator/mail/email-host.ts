/**
 * What the emulator concludes about an SMTP host without contacting it (the emulator never
 * delivers mail, docs/protocol.md §14), for `POST /internal/send-test-email` and for the
 * mail of a project with a `standard` email config:
 * - `outbox`: the emulator's own outbox host ({@link EMULATOR_OUTBOX_HOST});
 * - `not-found`: a name no resolver can answer: not a host name at all, a name under a
 *   top-level domain reserved never to resolve (RFC 2606 / RFC 6761: `invalid`, `test`,
 *   `example`), a subdomain of `example.com`/`.net`/`.org`, or a dotted name ending in
 *   digits that is not an IPv4 address (`host.0.0.0.0`). The service's mailer fails such
 *   a host at its DNS lookup;
 * - `unreachable`: any other host, which the emulator does not try.
 */

import type { EmailFailure, ProjectRecord } from "../state/types";

/** The SMTP host that means "the emulator's outbox" in `POST /internal/send-test-email`. */
export const EMULATOR_OUTBOX_HOST = "outbox.emulator.invalid";

export type EmailHostVerdict = "outbox" | "not-found" | "unreachable";

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const RESERVED_TLDS = new Set(["invalid", "test", "example"]);
const EXAMPLE_DOMAINS = new Set(["example.com", "example.net", "example.org"]);

function isIpv6Literal(host: string): boolean {
  const inner = host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host;
  return inner.includes(":") && /^[0-9a-f:.]+$/.test(inner);
}

export function emailHostVerdict(rawHost: string): EmailHostVerdict {
  const host = rawHost.trim().toLowerCase().replace(/\.$/, "");
  if (host === EMULATOR_OUTBOX_HOST) return "outbox";
  if (IPV4.test(host) || isIpv6Literal(host)) return "unreachable";
  const labels = host.split(".");
  if (host.length === 0 || host.length > 253 || !labels.every((label) => LABEL.test(label))) return "not-found";
  const tld = labels.at(-1)!;
  if (/^\d+$/.test(tld)) return "not-found";
  if (RESERVED_TLDS.has(tld)) return "not-found";
  if (labels.length > 2 && EXAMPLE_DOMAINS.has(labels.slice(-2).join("."))) return "not-found";
  return "unreachable";
}

/** The service's failure for an SMTP host its DNS lookup does not find (not retried). */
export const HOST_NOT_FOUND: EmailFailure = {
  errorType: "HOST_NOT_FOUND",
  message: "Failed to connect to the email host. Please make sure the email host configuration is correct.",
};

/**
 * How mail sent through the project's own email config fails, or undefined when it goes to
 * the outbox: a `standard` config whose host cannot exist fails as the service's mailer
 * would. Any other host (which the emulator does not try) and the shared config deliver.
 */
export function projectMailFailure(project: ProjectRecord): EmailFailure | undefined {
  const config = project.config.email_config;
  return config.type === "standard" && emailHostVerdict(config.host) === "not-found" ? HOST_NOT_FOUND : undefined;
}
