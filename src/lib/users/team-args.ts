/** The `(team, x)` or `(x)` overloads of the permission methods (docs/api.md §3.3). */

/** Splits `(team, rest)` / `(rest)`: a team is an object with a string `id`; options objects and ids are not. */
export function splitTeamArg<TeamT extends { id: string }, R>(first: TeamT | R | undefined, second: R | undefined): [TeamT | null, R | undefined] {
  if (first !== null && typeof first === "object" && typeof (first as { id?: unknown }).id === "string") return [first as TeamT, second];
  return [null, first as R | undefined];
}
