/**
 * Paging through a list with the service's cursors: the cursor of each page seen so far is
 * kept, so "previous" goes back without loading everything, and "next" follows the cursor
 * the last page answered. Page 1 has no cursor.
 */
export type CursorTrail = { readonly cursors: readonly (string | undefined)[] };

export const FIRST_PAGE: CursorTrail = { cursors: [undefined] };

export function currentCursor(trail: CursorTrail): string | undefined {
  return trail.cursors[trail.cursors.length - 1];
}

export function pageNumber(trail: CursorTrail): number {
  return trail.cursors.length;
}

export function nextPage(trail: CursorTrail, nextCursor: string): CursorTrail {
  return { cursors: [...trail.cursors, nextCursor] };
}

export function previousPage(trail: CursorTrail): CursorTrail {
  return trail.cursors.length > 1 ? { cursors: trail.cursors.slice(0, -1) } : trail;
}
