import { TransportError } from "./transport";

/**
 * A part of the SDK that loads on first use (a lazy chunk of the app's bundle) could not be
 * loaded: an old tab after a redeploy removed the chunk, or the network failed. Retryable:
 * the next call that needs it loads it again. The import's own error is the `cause`.
 */
export class ModuleLoadError extends TransportError {
  static override readonly errorName: string = "ModuleLoadError";
  readonly retryable = true as const;
  constructor(cause: unknown) {
    super(
      "A part of the sign-in code could not be loaded (the network failed, or the app was updated since this page loaded). Try again; reload the page if it keeps failing.",
      { cause },
    );
  }
}
