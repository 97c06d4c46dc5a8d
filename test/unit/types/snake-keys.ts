/**
 * `SnakeKeysOf<T>`: every snake_case property name reachable from `T`: its own keys, the
 * keys of its data properties, array items and what its methods resolve to, a few
 * levels deep. Skipped on purpose: `toClientJson` (returns the wire JSON, docs/api.md §3.1), a
 * known error's `details` (the service's error JSON, see src/errors/known-error.ts) and
 * `_`-prefixed internals (marked `@internal`, not part of the public API).
 */
type Skipped = "toClientJson" | "details" | `_${string}`;
type Depth = [never, 0, 1, 2, 3, 4];

export type SnakeKeysOf<T, D extends number = 5> = [D] extends [never]
  ? never
  : T extends Date | Uint8Array | string | number | boolean | null | undefined
    ? never
    : T extends (...args: any) => infer R
      ? SnakeKeysOf<Awaited<R>, Depth[D]>
      : T extends readonly (infer U)[]
        ? SnakeKeysOf<U, Depth[D]>
        : T extends object
          ? {
              [K in keyof T & string]: K extends Skipped ? never : (K extends `${string}_${string}` ? K : never) | SnakeKeysOf<T[K], Depth[D]>;
            }[keyof T & string]
          : never;
