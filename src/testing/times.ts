/** How long what the emulator issues lives, for tests that move its clock past it. */
import { ACCESS_TOKEN_LIFETIME_SECONDS } from "../emulator/tokens/access-token";

/** An access token lives this long (ms): `emulator.advanceTime(ACCESS_TOKEN_LIFETIME_MS)` expires every one issued so far. */
export const ACCESS_TOKEN_LIFETIME_MS = ACCESS_TOKEN_LIFETIME_SECONDS * 1000;
