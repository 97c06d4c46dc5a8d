/**
 * `gatehouse/react`: the provider, hooks and UI components (docs/api.md §4), plus everything
 * of `gatehouse`, so a React app imports from one place. Loading this module connects the
 * SDK's hook twins (`app.useUser()`, `user.useTeams()`, ...) to React; the core entry
 * never imports React.
 */
export * from "./index";

export { GatehouseProvider, useApp, useUser, useProject } from "./components/provider";
export type { GatehouseProviderProps } from "./components/provider";
export { GatehouseTheme } from "./components/theme";
export type { GatehouseThemeProps } from "./components/theme";
export type { ColorMode, ThemeColors, ThemeConfig } from "./components/theme-values";
export { preloadLanguage, LOCALES } from "./components/translation";
export type { Locale } from "./components/translation";
export type { MockApiKey, MockEmail, MockProject, MockSession, MockTeam, MockTeamMember, MockUser } from "./components/preview/preview-types";
export { Handler } from "./handler/handler";
export type { HandlerProps, HandlerComponentProps } from "./handler/handler";

export { UserButton } from "./components/user-button";
export type { UserButtonProps, UserButtonExtraItem } from "./components/user-button";
export { AuthPage, SignIn, SignUp } from "./components/auth/auth-page";
export type { AuthPageProps } from "./components/auth/auth-page";
export { CredentialSignIn } from "./components/auth/credential-sign-in";
export { CredentialSignUp } from "./components/auth/credential-sign-up";
export { MagicLinkSignIn } from "./components/auth/magic-link-sign-in";
export { OAuthButton, OAuthButtonGroup } from "./components/auth/oauth-button";
export type { OAuthButtonProps, OAuthButtonGroupProps } from "./components/auth/oauth-button";
export { AccountSettings } from "./components/account-settings/account-settings";
export type { AccountSettingsProps, AccountSettingsExtraItem } from "./components/account-settings/account-settings";
export { EmailVerification } from "./components/pages/email-verification";
export { ForgotPassword } from "./components/pages/forgot-password";
export { PasswordReset } from "./components/pages/password-reset";
export { CliAuthConfirmation } from "./components/pages/cli-auth-confirmation";
export { SelectedTeamSwitcher } from "./components/selected-team-switcher";
export type { SelectedTeamSwitcherProps } from "./components/selected-team-switcher";
export { UserAvatar } from "./components/user-avatar";
export type { UserAvatarProps } from "./components/user-avatar";
export { MessageCard } from "./components/message-card";
export type { MessageCardProps } from "./components/message-card";
