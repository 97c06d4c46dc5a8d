/**
 * Every section of account settings, loaded together in one chunk the first time any of
 * them is shown. One chunk instead of one per section: the sections share most of their
 * code (forms, errors, links), and each extra chunk boundary splits that shared code into
 * more small chunks of the first load, which compress worse (bench/README.md, size).
 */
export { ApiKeysPage } from "./api-keys-page";
export { EmailsAndAuthPage } from "./auth-page";
export { CreateTeamPage } from "./create-team-page";
export { ProfilePage } from "./profile-page";
export { SessionsPage } from "./sessions-page";
export { SettingsPage } from "./settings-page";
export { TeamPage } from "./team-page";
