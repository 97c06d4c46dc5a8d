import type { SnakeKeysOf } from "./snake-keys";
import type { CurrentInternalUser, AdminApp, AdminProject } from "../../../src";
export const c: SnakeKeysOf<CurrentInternalUser> = 1;
export const d: SnakeKeysOf<AdminApp> = 1;
