/**
 * Development or production build: the components add hints for whoever sets the app up
 * (what a configuration error means, the nearest handler page) only in development.
 */

/** True in a production build (`process.env.NODE_ENV === "production"`, as bundlers replace it). */
export function isProductionBuild(): boolean {
  try {
    // Bundlers replace this expression; without one, `process` may not exist (a development page).
    return process.env.NODE_ENV === "production";
  } catch {
    return false;
  }
}
