/** The `(team, x)` or `(x)` overloads of the permission methods (docs/api.md §3.3). */

/**
 * Splits `(team, rest, options?)` / `(rest, options?)`: a team is an object with a string
 * `id`; options objects and ids are not. The options (`{ signal }`) come after the rest.
 */
export function splitTeamArg<TeamT extends { id: string }, R, O = never>(first: TeamT | R | undefined, second: R | O | undefined, third?: O): [TeamT | null, R | undefined, O | undefined] {
  if (first !== null && typeof first === "object" && typeof (first as { id?: unknown }).id === "string") return [first as TeamT, second as R | undefined, third];
  return [null, first as R | undefined, second as O | undefined];
}
