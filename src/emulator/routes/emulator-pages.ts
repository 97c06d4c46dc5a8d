/**
 * Routes outside `/api/v1`: the health check and the emulator's own inbox pages.
 */
import { json, type RouteSpec, route } from "../http/route";
import { s } from "../http/schema";
import { renderInbox } from "../mail/inbox-page";
import { emailsTo } from "../mail/outbox";
import { indexesOf } from "../state/indexes";

export const rootRoutes: RouteSpec[] = [
  route({
    method: "GET",
    path: "/health",
    access: "none",
    query: { db: s.string() },
    handler: () => json({ status: "ok" }),
  }),
  route({
    method: "GET",
    path: "/emulator",
    access: "none",
    query: { to: s.string() },
    handler({ core, query }) {
      const to = query.to?.trim() || undefined;
      return new Response(renderInbox(emailsTo(core, to), indexesOf(core).droppedEmails, to), { status: 200, headers: { "content-type": "text/html; charset=utf-8" } });
    },
  }),
  route({
    method: "GET",
    path: "/emulator/api/emails",
    access: "none",
    query: { to: s.string() },
    handler({ core, query }) {
      return json({ items: emailsTo(core, query.to) });
    },
  }),
];
