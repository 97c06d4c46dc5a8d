import { NO_TOKENS, checkTokenPair, sameTokens, type TokenPair } from "./token-pair";
import { TokenListeners, type TokenStore } from "./token-store";

/**
 * Tokens in memory: `tokenStore: "memory"` (one per app, lost on reload) and the store
 * built from a `{ accessToken, refreshToken }` object.
 */
export class MemoryTokenStore implements TokenStore {
  #tokens: TokenPair;
  readonly #listeners = new TokenListeners();

  /**
   * Takes the tokens as the caller gave them (checked here, since they come from outside).
   *
   * @throws TypeError when a token is not a string or null, or is the string `'undefined'`.
   */
  constructor(initial: { accessToken?: unknown; refreshToken?: unknown } = NO_TOKENS) {
    this.#tokens = checkTokenPair(initial, "tokenStore");
  }

  get(): TokenPair {
    return this.#tokens;
  }

  set(tokens: TokenPair): void {
    const next = checkTokenPair(tokens, "tokenStore");
    if (sameTokens(next, this.#tokens)) return;
    this.#tokens = next;
    this.#listeners.notify();
  }

  subscribe(listener: () => void): () => void {
    return this.#listeners.add(listener);
  }
}
