import { describe, expect, it } from "vitest";
import { getProductionModeErrors } from "../../../src/lib/urls/production-mode";

const fix = "/projects/p1/domains";

function project(allowLocalhost: boolean, domains: string[]) {
  return { id: "p1", config: { allowLocalhost, domains: domains.map((domain) => ({ domain })) } };
}

describe("getProductionModeErrors", () => {
  it("is empty for HTTPS domains and localhost off", () => {
    expect(getProductionModeErrors(project(false, ["https://app.example.com", "https://example.org/base"]))).toEqual([]);
  });

  it("reports each problem with its exact message and the domains fix link", () => {
    const errors = getProductionModeErrors(
      project(true, ["not a url", "http://localhost:3000", "https://app.localhost", "http://127.0.0.1", "https://10.0.0.1", "https://[2001:db8::1]", "http://example.com"]),
    );
    expect(errors).toEqual([
      { message: "Localhost is not allowed in production mode, turn off 'Allow localhost' in project settings", relativeFixUrl: fix },
      { message: "Trusted domain is not a valid URL: not a url", relativeFixUrl: fix },
      { message: "Localhost domains are not allowed to be trusted in production mode: http://localhost:3000", relativeFixUrl: fix },
      { message: "Localhost domains are not allowed to be trusted in production mode: https://app.localhost", relativeFixUrl: fix },
      { message: "Localhost domains are not allowed to be trusted in production mode: http://127.0.0.1", relativeFixUrl: fix },
      { message: "Direct IPs are not valid for trusted domains in production mode: https://10.0.0.1", relativeFixUrl: fix },
      { message: "Direct IPs are not valid for trusted domains in production mode: https://[2001:db8::1]", relativeFixUrl: fix },
      { message: "Trusted domains should be HTTPS: http://example.com", relativeFixUrl: fix },
    ]);
  });
});
