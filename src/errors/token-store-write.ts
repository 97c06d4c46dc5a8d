/**
 * A sign-in whose tokens the app's token store cannot keep past the current request: with
 * `tokenStore: "nextjs-cookie"`, a sign-in in a Next.js server component, where Next lets
 * no code set cookies. Thrown (not returned in a `Result`): it is a mistake in where the
 * call is made, not an outcome to handle. `cause` is the host's own error.
 */
export class TokenStoreWriteError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "TokenStoreWriteError";
  }
}
