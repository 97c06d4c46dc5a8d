/**
 * Routes outside `/api/v1`: the health check and the outbox's JSON (the console's Mail page
 * and the testing kit read it). The console's pages themselves are built files
 * (console/files.ts); its other JSON is in ./console-api.
 */
import type { EmailListJson } from "../../interface/wire/emulator-api";
import { contentEtag, revalidated, unchanged } from "../http/etag";
import { json, type RouteSpec, route } from "../http/route";
import { s } from "../http/schema";
import { emailsTo } from "../mail/outbox";
import { indexesOf } from "../state/indexes";
import { MAX_EMAILS_PER_PROJECT } from "../state/store";

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
    path: "/emulator/api/emails",
    access: "none",
    query: { to: s.string() },
    handler({ core, query, request }) {
      // `capacity`: emails kept per project; `dropped`: per project, how many older ones went to keep that bound.
      const dropped = Object.fromEntries([...indexesOf(core).droppedEmails].filter(([, count]) => count > 0));
      const list = { items: emailsTo(core, query.to), capacity: MAX_EMAILS_PER_PROJECT, dropped } satisfies EmailListJson;
      // Tagged by content: the Mail page's reads of an unchanged outbox (each time its event
      // stream opens, or its poll while the stream is refused) cost a 304 and no body. A sent
      // email never changes (its record is read-only), so its id stands for it: the tag
      // hashes the ids and the dropped counts, not the whole list a second time.
      const etag = contentEtag([list.items.map((email) => email.id), dropped]);
      if (unchanged(request.headers.get("if-none-match"), etag)) return { status: 304, text: "", headers: revalidated(etag) };
      return json(list, 200, revalidated(etag));
    },
  }),
];
