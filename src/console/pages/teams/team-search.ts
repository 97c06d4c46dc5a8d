/** Search and paging over the whole team list the service answers (it does not page teams). */
export function matchingTeams<T extends { id: string; displayName: string }>(teams: readonly T[], query: string): T[] {
  const q = query.trim().toLowerCase();
  const sorted = [...teams].sort((a, b) => a.displayName.localeCompare(b.displayName) || a.id.localeCompare(b.id));
  return q ? sorted.filter((t) => t.displayName.toLowerCase().includes(q) || t.id.toLowerCase() === q) : sorted;
}

/** Page `page` (from 1, kept within the pages there are) of `items`. */
export function pageOf<T>(items: readonly T[], page: number, perPage: number): { items: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(items.length / perPage));
  const current = Math.min(Math.max(1, page), pages);
  return { items: items.slice((current - 1) * perPage, current * perPage), page: current, pages };
}
