/**
 * One admin-tier app per project, built from the project's keys and talking to the emulator
 * that serves the console (its origin is the base URL). Kept for the page's lifetime, so a
 * page switching projects back and forth keeps its caches.
 */
import { AdminApp } from "../index";
import type { ConsoleProject } from "./page-props";

const apps = new Map<string, { keys: string; app: AdminApp }>();

export function adminAppOf(project: ConsoleProject): AdminApp {
  const keys = `${project.publishableClientKey} ${project.secretServerKey} ${project.superSecretAdminKey}`;
  const known = apps.get(project.id);
  if (known && known.keys === keys) return known.app;
  const app = new AdminApp({
    projectId: project.id,
    publishableClientKey: project.publishableClientKey,
    secretServerKey: project.secretServerKey,
    superSecretAdminKey: project.superSecretAdminKey,
    baseUrl: window.location.origin,
    // The console acts with the project's keys; it signs nobody in.
    tokenStore: null,
  });
  apps.set(project.id, { keys, app });
  return app;
}
