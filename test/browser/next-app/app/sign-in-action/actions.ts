"use server";
import { redirect } from "next/navigation";
import { serverApp } from "../../gatehouse";

/**
 * Signs in from a form. On success gatehouse sets the token cookies on this response and
 * redirects to `urls.afterSignIn` the Next way (its `redirect()` throws, so nothing after
 * the call runs); a wrong password comes back as an error result.
 */
export async function signIn(form: FormData): Promise<void> {
  const result = await serverApp.signInWithCredential({
    email: String(form.get("email") ?? ""),
    password: String(form.get("password") ?? ""),
  });
  if (result.status === "error") redirect("/sign-in-action?failed=1");
}
