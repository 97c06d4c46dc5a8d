/**
 * Where the password forms post before the page's script runs, when the host has a server
 * side for them (gatehouse/next's `<Handler>` provides it: a server action per form). With
 * no provider (plain React, react-dom/server) the forms render as they always did: a submit
 * before hydration goes nowhere useful. After hydration the forms' own submit runs either way
 * (it prevents the browser's submit, so React never calls the action).
 */
import { createContext, useContext } from "react";

export type PostedFormAction = (formData: FormData) => void | Promise<void>;

export type PostedForms = {
  signIn: PostedFormAction | null;
  signUp: PostedFormAction | null;
  /** The code the last post came back with (`?password_error=`), shown as the form would show it. */
  error: string | null;
  /** The password form was asked for (`?method=password`, or a post came back with an error). */
  passwordChosen: boolean;
  /** The page's `after_auth_return_to`, posted with the form (the action goes there on success). */
  returnTo: string | null;
};

export const PostedFormsContext = createContext<PostedForms | null>(null);

/** The posting side of the form `kind` on this page, or null (no host support, or none for this form). */
export function usePostedForm(kind: "sign-in" | "sign-up"): { action: PostedFormAction; error: string | null; returnTo: string | null } | null {
  const forms = useContext(PostedFormsContext);
  const action = forms && (kind === "sign-in" ? forms.signIn : forms.signUp);
  return forms && action ? { action, error: forms.error, returnTo: forms.returnTo } : null;
}

/** True when the page was asked for the password form (see {@link PostedForms.passwordChosen}). */
export function usePasswordFormChosen(): boolean {
  return useContext(PostedFormsContext)?.passwordChosen ?? false;
}
