/**
 * Constants both sides of the wire agree on. Constants only: the emulator imports this.
 */

/** The hosted service's API base (docs/protocol.md §1). */
export const DEFAULT_BASE_URL = "https://api.stack-auth.com";

/**
 * The project the SDK uses when none is configured, and that the emulator always
 * serves: `new ClientApp({ baseUrl: "http://127.0.0.1:8102" })` works with no setup.
 * It does not exist on the hosted service.
 */
export const DEFAULT_PROJECT_ID = "00000000-0000-4000-8000-0000000000d1";
export const DEFAULT_PUBLISHABLE_CLIENT_KEY = "pck_gatehouse-default-project-publishable-client-key";
/** The emulator's keys for the default project. Never valid on the hosted service. */
export const DEFAULT_SECRET_SERVER_KEY = "ssk_gatehouse-default-project-secret-server-key";
export const DEFAULT_SUPER_SECRET_ADMIN_KEY = "sak_gatehouse-default-project-super-secret-admin-key";

/** The `internal` project's keys of the service's own local-development setup (the emulator serves them). */
export const INTERNAL_PROJECT_ID = "internal";
export const INTERNAL_PUBLISHABLE_CLIENT_KEY = "this-publishable-client-key-is-for-local-development-only";
export const INTERNAL_SECRET_SERVER_KEY = "this-secret-server-key-is-for-local-development-only";
export const INTERNAL_SUPER_SECRET_ADMIN_KEY = "this-super-secret-admin-key-is-for-local-development-only";

/** Passkey options carry this RP id; the client replaces it with the page's hostname. */
export const PASSKEY_RP_ID_PLACEHOLDER = "THIS_VALUE_WILL_BE_REPLACED.example.com";

/** Default port of the emulator (the service's own local-development port). */
export const EMULATOR_DEFAULT_PORT = 8102;
