/**
 * Meta routes (docs/protocol.md §13.2): welcome text, feature support, version check, JWKS.
 */
import { text, json, type RouteSpec, route } from "../http/route";
import { s } from "../http/schema";
import { primaryEmailChannel } from "../state/users";
import { jwksEntry } from "../tokens/keys";
import { findProject } from "../state/projects";

const WELCOME = "Welcome to the Stack API endpoint! Please refer to the documentation at https://docs.stack-auth.com.";
const CURRENT_VERSION = "2.8.16";

function compareSemver(a: number[], b: number[]): number {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

export const metaRoutes: RouteSpec[] = [
  route({
    method: "GET",
    path: "/",
    access: "none",
    handler({ core, auth }) {
      if (!auth) return text(`${WELCOME}\n\nAuthentication: None`);
      const tier = auth.type[0]!.toUpperCase() + auth.type.slice(1);
      const who = auth.user ? primaryEmailChannel(core, auth.user.id)?.value ?? auth.user.id : "None";
      return text(`${WELCOME}\n\nAuthentication: ${tier}\n  Project: ${auth.project.id}\n  User: ${who}`);
    },
  }),
  route({
    method: "POST",
    path: "/check-feature-support",
    access: "none",
    handler({ body }) {
      const name = typeof body === "object" && body !== null && typeof (body as any).feature_name === "string" ? (body as any).feature_name : "This feature";
      return text(`${name} is not yet supported. Please reach out to Stack support for more information.`);
    },
  }),
  route({
    method: "POST",
    path: "/check-version",
    access: "none",
    body: s.object({ clientVersion: s.string().defined() }).defined(),
    handler({ body }) {
      const version: string = body.clientVersion;
      const m = /^v?(\d+)\.(\d+)\.(\d+)$/.exec(version);
      if (!m) {
        return json({
          upToDate: false,
          error: `The client version you specified (v${version}) is not a valid semver version. Please update to the latest version as soon as possible to ensure that you get the latest feature and security updates.`,
          severe: true,
        });
      }
      const given = [Number(m[1]), Number(m[2]), Number(m[3])];
      if (compareSemver(given, CURRENT_VERSION.split(".").map(Number)) >= 0) return json({ upToDate: true });
      return json({
        upToDate: false,
        error: `YOUR VERSION OF STACK AUTH IS SEVERELY OUTDATED. YOU SHOULD UPDATE IT AS SOON AS POSSIBLE. WE CAN'T APPLY SECURITY UPDATES IF YOU DON'T UPDATE STACK AUTH REGULARLY. (your version is v${given.join(".")}; the current version is v${CURRENT_VERSION}).`,
        severe: true,
      });
    },
  }),
  route({
    method: "GET",
    path: "/projects/:project_id/.well-known/jwks.json",
    access: "none",
    handler({ core, params }) {
      const project = findProject(core, params.project_id);
      if (!project) return text("Project not found", 404);
      return json({ keys: [jwksEntry(project.signingKey)] });
    },
  }),
];
