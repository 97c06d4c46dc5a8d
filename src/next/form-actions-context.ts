/**
 * The password forms' server actions, as `GatehouseNextProvider` hands them to the browser
 * half (client-provider.tsx), read by `<Handler>` (handler.tsx). Client-side modules only.
 */
import { createContext } from "react";
import type { PostedFormAction } from "../components/forms/posted-form";

export type PasswordFormActions = { signIn: PostedFormAction; signUp: PostedFormAction };

export const PasswordFormActionsContext = createContext<PasswordFormActions | null>(null);
