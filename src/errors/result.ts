/**
 * `Result<T, E>`: how methods return *expected* failures (docs/api.md marks which).
 * Anything unexpected (network, unlisted known errors) is thrown instead.
 */
export type Result<T, E = unknown> =
  | { status: "ok"; data: T }
  | { status: "error"; error: E };

export const Result = {
  ok<T>(data: T): Result<T, never> {
    return { status: "ok", data };
  },
  error<E>(error: E): Result<never, E> {
    return { status: "error", error };
  },
  /** The data of an ok result; throws the error of an error result. */
  orThrow<T>(result: Result<T, unknown>): T {
    if (result.status === "ok") return result.data;
    throw result.error;
  },
  /** Maps the data of an ok result. */
  map<T, U, E>(result: Result<T, E>, fn: (data: T) => U): Result<U, E> {
    return result.status === "ok" ? { status: "ok", data: fn(result.data) } : result;
  },
};
