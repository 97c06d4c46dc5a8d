/** Texts of the error page for OAuth errors a person can act on, by code. */
export const OAUTH_TEXTS: Record<string, { title: string; body: string }> = {
  OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER: {
    title: "Account already connected",
    body: "This account is already connected to another user. Sign in with that user, or use another account.",
  },
  USER_ALREADY_CONNECTED_TO_ANOTHER_OAUTH_CONNECTION: {
    title: "Already connected",
    body: "Your user is already connected to another account of this provider.",
  },
  OAUTH_PROVIDER_ACCESS_DENIED: {
    title: "Access denied",
    body: "The sign-in provider did not grant access. Try again and allow access when asked.",
  },
};

/** Every English text above (for `translationOverrides`). */
export const ERROR_PAGE_TEXTS: readonly string[] = Object.values(OAUTH_TEXTS).flatMap((v) => [v.title, v.body]);
