/**
 * Reading and changing projects: the public project (every tier), the admin view, and
 * the projects a signed-in user of the `internal` project owns.
 */
import { InvalidResponseError } from "../../errors/transport";
import type { AdminProjectJson, ProjectJson } from "../../interface/wire/projects";
import { CacheKind } from "../core/cache-kinds";
import { abortable, loadFor, via } from "../core/call-options";
import type { CallOptions } from "../core/call-options";
import type { AdminContext, ClientContext } from "../core/context";
import { sessionEntry } from "../core/session-access";
import { useEntry } from "../core/hook-bridge";
import type { Session } from "../session/session";
import { getProductionModeErrors } from "../urls/production-mode";
import { adminProjectDataFromJson, adminProjectUpdateToJson, projectFromJson } from "./project-mappers";
import type { OwnedProjectOf, AdminProject, AdminProjectCreateOptions, AdminProjectUpdateOptions, Project } from "./project-types";

/**
 * The project the service answered with must be the app's own: a mismatch means `projectId`
 * or `baseUrl` (or a proxy in between) points somewhere else, and nothing it says can be used.
 */
function assertSameProject<J extends { id: string }>(ctx: ClientContext, json: J): J {
  if (json.id !== ctx.projectId) {
    throw new InvalidResponseError(
      `it answered with project "${json.id}", but this app is for project "${ctx.projectId}"; check the app's projectId and baseUrl.`,
    );
  }
  return json;
}

function projectEntry(ctx: ClientContext) {
  return ctx.cache.entry<Project>(CacheKind.project, [], async (signal) => projectFromJson(assertSameProject(ctx, await ctx.iface.withSignal(signal).getProject())));
}

/** `app.getProject()` on the client and server tiers. */
export function getProject(ctx: ClientContext, options?: CallOptions): Promise<Project> {
  return loadFor(projectEntry(ctx), options);
}

/**
 * Seeds the project entry with what a server render read (`gatehouse/next`), so the first
 * render needs no request. A value the entry already holds is kept.
 */
export function seedProject(ctx: ClientContext, json: ProjectJson): void {
  const entry = projectEntry(ctx);
  if (entry.getSnapshot().status === "pending" && json.id === ctx.projectId) entry.set(projectFromJson(json));
}

export function useProject(ctx: ClientContext): Project {
  return useEntry(ctx, "useProject", projectEntry(ctx));
}

/** How an admin project's `update` / `delete` reach the service. */
type AdminProjectActions = {
  update(body: ReturnType<typeof adminProjectUpdateToJson>): Promise<AdminProjectJson>;
  delete(): Promise<unknown>;
  /** Called with the fresh JSON after an update; stores it where it is cached and refreshes what it makes stale. */
  stored(json: AdminProjectJson): Promise<void>;
  deleted(): Promise<void>;
};

/** An AdminProject snapshot with its methods. */
function adminProjectFromJson(json: AdminProjectJson, actions: AdminProjectActions): AdminProject {
  const data = adminProjectDataFromJson(json);
  const errors = () => getProductionModeErrors(data);
  return Object.freeze({
    ...data,
    async update(options: AdminProjectUpdateOptions) {
      await actions.stored(await actions.update(adminProjectUpdateToJson(options)));
    },
    async delete() {
      await actions.delete();
      await actions.deleted();
    },
    // A Promise as the official SDK's is; computed from the snapshot all the same.
    getProductionModeErrors: async () => errors(),
    // Computed from the snapshot: nothing to subscribe to, so no bridge is needed.
    useProductionModeErrors: errors,
  });
}

function adminActions(ctx: AdminContext): AdminProjectActions {
  return {
    update: (body) => ctx.iface.updateAdminProject(body),
    delete: () => ctx.iface.deleteAdminProject(),
    async stored(json) {
      adminProjectEntry(ctx).set(adminProjectFromJson(json, adminActions(ctx)));
      await projectEntry(ctx).invalidate();
    },
    async deleted() {
      await ctx.cache.invalidateWhere((kind) => kind === CacheKind.adminProject || kind === CacheKind.project);
    },
  };
}

function adminProjectEntry(ctx: AdminContext) {
  return ctx.cache.entry<AdminProject>(CacheKind.adminProject, [], async () =>
    adminProjectFromJson(assertSameProject(ctx, await ctx.iface.getAdminProject()), adminActions(ctx)),
  );
}

/** `adminApp.getProject()`. */
export function getAdminProject(ctx: AdminContext): Promise<AdminProject> {
  return adminProjectEntry(ctx).load();
}

export function useAdminProject(ctx: AdminContext): AdminProject {
  return useEntry(ctx, "useProject", adminProjectEntry(ctx));
}

// --- projects owned by a user of the `internal` project -------------------------------

/** An owned project with its AdminApp (made by the factory the owner app's facade handed in). */
async function ownedProject(ctx: ClientContext, session: Session, json: AdminProjectJson): Promise<OwnedProjectOf<object>> {
  const app = await ctx.ownedApps({
    react: ctx.react,
    projectId: json.id,
    projectOwnerSession: session,
    baseUrl: ctx.options.baseUrl,
    fetch: ctx.options.fetch,
    timeoutMs: ctx.options.timeoutMs,
    extraRequestHeaders: ctx.options.extraRequestHeaders,
  });
  // The AdminApp's context, opened now (its tier's modules load on use).
  const ownedCtx = (await (app as unknown as { _ready(): Promise<AdminContext> })._ready());
  const project = adminProjectFromJson(json, {
    update: (body) => ownedCtx.iface.updateAdminProject(body),
    delete: () => ownedCtx.iface.deleteAdminProject(),
    async stored(fresh) {
      adminProjectEntry(ownedCtx).set(adminProjectFromJson(fresh, adminActions(ownedCtx)));
      await ownedProjectsEntry(ctx, session).invalidate();
    },
    async deleted() {
      await ownedProjectsEntry(ctx, session).invalidate();
    },
  });
  return Object.freeze({ ...project, app });
}

function ownedProjectsEntry(ctx: ClientContext, session: Session) {
  return sessionEntry<OwnedProjectOf<object>[]>(ctx, CacheKind.ownedProjects, session, [], async (signal) => {
    const list = await ctx.iface.withSignal(signal).listOwnedProjects(session);
    return Promise.all(list.map((json) => ownedProject(ctx, session, json)));
  }, []);
}

function requireInternal(ctx: ClientContext, method: string): void {
  if (ctx.projectId !== "internal") {
    throw new Error(`${method} is only available on apps of the "internal" project (the dashboard's own project); this app's project is "${ctx.projectId}".`);
  }
}

export function listOwnedProjects(ctx: ClientContext, session: Session, options?: CallOptions): Promise<OwnedProjectOf<object>[]> {
  requireInternal(ctx, "listOwnedProjects");
  return loadFor(ownedProjectsEntry(ctx, session), options);
}

export function useOwnedProjects(ctx: ClientContext, session: Session): OwnedProjectOf<object>[] {
  requireInternal(ctx, "useOwnedProjects");
  return useEntry(ctx, "useOwnedProjects", ownedProjectsEntry(ctx, session));
}

/** Creates a project owned by the signed-in internal user; refreshes the owned list. */
export async function createOwnedProject(ctx: ClientContext, session: Session, options: AdminProjectCreateOptions & CallOptions): Promise<OwnedProjectOf<object>> {
  requireInternal(ctx, "createProject");
  const body = { ...adminProjectUpdateToJson(options), display_name: options.displayName };
  const json = await via(ctx, options).createOwnedProject(body, session);
  await abortable(ownedProjectsEntry(ctx, session).invalidate(), options);
  return ownedProject(ctx, session, json);
}
