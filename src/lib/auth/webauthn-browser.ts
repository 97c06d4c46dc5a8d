/**
 * The two ceremonies `./passkeys` runs, from `@simplewebauthn/browser`. Loaded on the first
 * passkey call; naming them here rather than importing the package whole (`import()` of its
 * root) lets a bundler drop the rest of it (signals, capability checks, autofill).
 */
export { startAuthentication, startRegistration } from "@simplewebauthn/browser";
