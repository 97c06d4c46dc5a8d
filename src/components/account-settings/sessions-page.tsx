/**
 * Active Sessions: where the account is signed in (place, address, when), each other
 * session can be ended, or all of them at once.
 */
import { useCallback, useEffect, useState } from "react";
import type { ActiveSession } from "../../lib/active-sessions/active-session-types";
import type { CurrentUser } from "../../lib/users/user-types";
import { friendlyErrorMessage } from "../error-messages";
import { countryName, formatDateTime, formatRelative } from "../format-dates";
import { useLocale, useTranslation } from "../provider";
import type { Translator } from "../format-text";
import { useRowNaming } from "../ui/row-naming";
import { Button, ErrorText, StatusText } from "../ui/form";
import { Spinner } from "../ui/spinner";
import { useAction } from "../ui/use-action";
import { Section } from "./section";

/** "Berlin, BE, Germany" from what the service knows of a session's place (null when nothing). */
export function sessionPlace(geo: ActiveSession["geoInfo"], locale: string): string | null {
  if (!geo) return null;
  const parts = [geo.cityName, geo.regionCode, geo.countryCode ? countryName(geo.countryCode, locale) : null].filter((p): p is string => !!p);
  return parts.length > 0 ? [...new Set(parts)].join(", ") : null;
}

export function SessionsPage({ user }: { user: CurrentUser }) {
  const t = useTranslation();
  const [sessions, setSessions] = useState<ActiveSession[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  // Not cached by the SDK (docs/api.md §5): read on mount and after each revoke.
  const reload = useCallback(() => {
    user.getActiveSessions().then(setSessions, (error: unknown) => setLoadError(friendlyErrorMessage(error, t)));
  }, [user, t]);
  useEffect(reload, [reload]);
  const revoke = useAction(async (id: string) => {
    await user.revokeSession(id);
    reload();
  });
  const others = (sessions ?? []).filter((s) => !s.isCurrentSession);
  const revokeOthers = useAction(async () => {
    try {
      await Promise.all(others.map((s) => user.revokeSession(s.id)));
    } finally {
      reload();
    }
  });
  return (
    <Section title={t("Active sessions")} description={t("Devices and browsers signed in to your account.")}>
      <ErrorText>{loadError}</ErrorText>
      {sessions === null && !loadError ? <Spinner /> : null}
      <ul className="gh-list" aria-label={t("Active sessions")}>
        {(sessions ?? []).map((session) => (
          <SessionRow key={session.id} session={session} t={t} busy={revoke.busy || revokeOthers.busy} onRevoke={() => void revoke.run(session.id)} />
        ))}
      </ul>
      <ErrorText>{revoke.error ?? revokeOthers.error}</ErrorText>
      {sessions !== null ? (
        <div>
          <Button variant="danger" busy={revokeOthers.busy} disabled={others.length === 0} onClick={() => void revokeOthers.run()}>
            {t("Revoke all other sessions")}
          </Button>
        </div>
      ) : null}
      {revokeOthers.done && others.length === 0 ? <StatusText>{t("You are now signed out everywhere else.")}</StatusText> : null}
    </Section>
  );
}

function SessionRow({ session, t, busy, onRevoke }: { session: ActiveSession; t: Translator; busy: boolean; onRevoke: () => void }) {
  const locale = useLocale();
  const place = sessionPlace(session.geoInfo, locale);
  const ip = session.geoInfo?.ip;
  const { subject, named } = useRowNaming();
  return (
    <li className="gh-list-item">
      <span className="gh-stack" style={{ gap: 0 }}>
        <span className="gh-row">
          <span {...subject}>{place ?? t("Unknown location")}</span>
          {session.isCurrentSession ? <span className="gh-badge">{t("This device")}</span> : null}
          {session.isImpersonation ? <span className="gh-badge">{t("Impersonation")}</span> : null}
        </span>
        {ip ? <span className="gh-muted">{t("IP address {ip}", { ip })}</span> : null}
        <span className="gh-muted">
          <time dateTime={session.createdAt.toISOString()} title={formatDateTime(session.createdAt, locale)}>
            {t("Signed in {date}", { date: formatRelative(session.createdAt, locale) })}
          </time>
          {session.lastUsedAt ? (
            <>
              {" · "}
              <time dateTime={session.lastUsedAt.toISOString()} title={formatDateTime(session.lastUsedAt, locale)}>
                {t("Last used {date}", { date: formatRelative(session.lastUsedAt, locale) })}
              </time>
            </>
          ) : null}
        </span>
      </span>
      {session.isCurrentSession ? null : (
        <Button variant="danger" disabled={busy} onClick={onRevoke} {...named("revoke")}>
          {t("Revoke")}
        </Button>
      )}
    </li>
  );
}
