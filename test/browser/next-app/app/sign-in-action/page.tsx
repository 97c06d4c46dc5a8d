import { signIn } from "./actions";

/** A sign-in form of the app's own, handled by a server action (no gatehouse component). */
export default async function SignInWithAction({ searchParams }: { searchParams: Promise<{ failed?: string }> }) {
  const { failed } = await searchParams;
  return (
    <main>
      <h1>Sign in with a server action</h1>
      {failed ? <p role="alert">Wrong email or password.</p> : null}
      <form action={signIn}>
        <label>
          Email <input name="email" type="email" required />
        </label>
        <label>
          Password <input name="password" type="password" required />
        </label>
        <button type="submit">Sign in here</button>
      </form>
    </main>
  );
}
