/**
 * The checks a project must pass before it goes to production (docs/api.md §3.9): its
 * trusted domains are where the service may send users and tokens, so they must be
 * real HTTPS origins.
 */

/** One problem, with the dashboard page that fixes it. */
export type ProductionModeError = {
  message: string;
  /** Relative to the dashboard: `/projects/<id>/domains`. */
  relativeFixUrl: string;
};

/** What the checks read from a project (the camelCase AdminProject fits). */
export type ProductionModeInput = {
  id: string;
  config: { allowLocalhost: boolean; domains: readonly { domain: string }[] };
};

function isLocalhostName(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host === "localhost" || host.endsWith(".localhost");
}

function isIpAddress(hostname: string): boolean {
  // The URL parser normalises IPv4 (also hex/octal/short forms) to dotted decimal and
  // wraps IPv6 in brackets, so these two shapes cover every IP literal.
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || /^\[[0-9a-f:.]+\]$/i.test(hostname);
}

function isLoopbackIp(hostname: string): boolean {
  return /^127\./.test(hostname) || hostname === "[::1]";
}

/** The problems that keep `project` from production mode; empty when there are none. */
export function getProductionModeErrors(project: ProductionModeInput): ProductionModeError[] {
  const relativeFixUrl = `/projects/${project.id}/domains`;
  const errors: ProductionModeError[] = [];
  const add = (message: string) => errors.push({ message, relativeFixUrl });

  if (project.config.allowLocalhost) {
    add("Localhost is not allowed in production mode, turn off 'Allow localhost' in project settings");
  }
  for (const { domain } of project.config.domains) {
    let url: URL;
    try {
      url = new URL(domain);
    } catch {
      add(`Trusted domain is not a valid URL: ${domain}`);
      continue;
    }
    if (isLocalhostName(url.hostname) || isLoopbackIp(url.hostname)) {
      add(`Localhost domains are not allowed to be trusted in production mode: ${domain}`);
    } else if (isIpAddress(url.hostname)) {
      add(`Direct IPs are not valid for trusted domains in production mode: ${domain}`);
    } else if (url.protocol !== "https:") {
      add(`Trusted domains should be HTTPS: ${domain}`);
    }
  }
  return errors;
}
