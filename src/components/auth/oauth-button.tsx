/** One button per OAuth provider (docs/api.md §4.5 `OAuthButton`, `OAuthButtonGroup`). */
import { Suspense, useEffect, useState } from "react";
import type { Project } from "../../lib/projects/project-types";
import { useApp, useProject, useTranslation } from "../provider";
import { Button, ErrorText } from "../ui/form";
import { useAction } from "../ui/use-action";
import { lazyPart } from "../ui/lazy-part";
import { PROVIDER_STYLES } from "./provider-styles";

/**
 * The logo is its own chunk (the icon paths are most of the bytes), fetched while the page
 * reads the project config; a box of the logo's size holds its place meanwhile. A lazy
 * part, not a bare `lazy`: a server render waits for it before the page's shell
 * (`serverPartsLoaded`), so the first HTML has the logo, not a box swapped later by a script.
 */
const ProviderLogo = lazyPart(() => import("./provider-logo"), (m) => m.default);

/** Where the last provider used is remembered, to mark its button. */
const LAST_PROVIDER_KEY = "gatehouse-last-oauth-provider";

function readLastProvider(): string | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage.getItem(LAST_PROVIDER_KEY);
  } catch {
    return null;
  }
}

export type OAuthButtonProps = {
  provider: string;
  type: "sign-in" | "sign-up";
  /** Renders the button without starting a sign-in (previews). */
  isMock?: boolean | undefined;
};

/** Starts the OAuth flow with `provider`; the page then leaves for the provider. */
export function OAuthButton({ provider, type, isMock = false }: OAuthButtonProps) {
  const app = useApp();
  const t = useTranslation();
  const [lastUsed, setLastUsed] = useState(false);
  useEffect(() => setLastUsed(readLastProvider() === provider), [provider]);
  const style = PROVIDER_STYLES[provider];
  const name = style?.name ?? provider;
  const action = useAction(async () => {
    if (isMock) return;
    try {
      window.localStorage.setItem(LAST_PROVIDER_KEY, provider);
    } catch {
      // storage unavailable: only the "last used" mark is lost
    }
    await app.signInWithOAuth(provider as Parameters<typeof app.signInWithOAuth>[0]);
  });
  return (
    <div className="gh-stack" style={{ gap: ".25rem" }}>
      <Button
        block
        className="gh-oauth"
        busy={action.busy}
        onClick={() => void action.run()}
        style={style ? { background: style.background, color: style.color, borderColor: style.background === "#ffffff" ? undefined : style.background } : undefined}
      >
        {style && !action.busy ? (
          <Suspense fallback={<span className="gh-provider-logo" />}>
            <ProviderLogo provider={provider} color={style.logo} />
          </Suspense>
        ) : null}
        {type === "sign-up" ? t("Sign up with {provider}", { provider: name }) : t("Sign in with {provider}", { provider: name })}
        {lastUsed ? <span className="gh-badge">{t("Last used")}</span> : null}
      </Button>
      <ErrorText>{action.error}</ErrorText>
    </div>
  );
}

export type OAuthButtonGroupProps = { type: "sign-in" | "sign-up"; mockProject?: Pick<Project, "config"> };

/** A button for each provider the project enables. */
export function OAuthButtonGroup({ type, mockProject }: OAuthButtonGroupProps) {
  return mockProject ? <ProviderButtons type={type} project={mockProject} isMock /> : <LiveGroup type={type} />;
}

function LiveGroup({ type }: { type: "sign-in" | "sign-up" }) {
  return <ProviderButtons type={type} project={useProject()} isMock={false} />;
}

/** @internal The buttons for a project config already read. */
export function ProviderButtons({ type, project, isMock }: { type: "sign-in" | "sign-up"; project: Pick<Project, "config">; isMock: boolean }) {
  return (
    <div className="gh-stack" style={{ gap: ".5rem" }}>
      {project.config.oauthProviders.map((p) => (
        <OAuthButton key={p.id} provider={p.id} type={type} isMock={isMock} />
      ))}
    </div>
  );
}
