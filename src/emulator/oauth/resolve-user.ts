/**
 * Who an OAuth callback signs in (docs/protocol.md §8.3): the linking user for `type=link`,
 * else the user already connected to the provider account, else (only when sign-up is
 * enabled) a merge with the user whose auth email it is (per `oauth_account_merge_strategy`),
 * else a new user.
 */
import { KnownErrors } from "../../errors";
import type { Core } from "../core";
import type { OAuthFlowRecord } from "../state/oauth";
import { applyUserCreationSideEffects } from "../state/sign-up";
import type { ProjectRecord, UserRecord } from "../state/types";
import { findAuthChannel, findUser, newUser, setPrimaryEmail, updateUser, userOfOAuthAccount } from "../state/users";

/**
 * What the provider said about the person. The mock always verifies emails; a real provider
 * may give no email (X) and may give a name and a picture for a new user.
 */
export type ProviderIdentity = {
  accountId: string;
  email: string | null;
  emailVerified: boolean;
  displayName?: string | null;
  profileImageUrl?: string | null;
};

export type ResolvedUser = { user: UserRecord; isNewUser: boolean };

function connect(core: Core, user: UserRecord, providerId: string, identity: ProviderIdentity): void {
  updateUser(core, user, { oauthAccounts: [...user.oauthAccounts, { providerId, accountId: identity.accountId, email: identity.email }] });
}

export function resolveOAuthUser(core: Core, project: ProjectRecord, flow: OAuthFlowRecord, identity: ProviderIdentity): ResolvedUser {
  const providerId = flow.providerId;
  const existing = userOfOAuthAccount(core, project.id, providerId, identity.accountId);

  if (flow.type === "link") {
    const user = flow.linkUserId ? findUser(core, project.id, flow.linkUserId) : undefined;
    // The linking user was deleted while the flow ran: nothing to link to.
    if (!user) throw new KnownErrors.UserNotFound();
    if (existing && existing.id !== user.id) throw new KnownErrors.OAuthConnectionAlreadyConnectedToAnotherUser();
    if (!existing) {
      if (user.oauthAccounts.some((a) => a.providerId === providerId)) throw new KnownErrors.UserAlreadyConnectedToAnotherOAuthConnection();
      connect(core, user, providerId, identity);
    }
    return { user, isNewUser: false };
  }

  if (existing) return { user: existing, isNewUser: false };

  // The service asks whether sign-up is open before it looks for a user to merge with: with
  // sign-up off, an account not yet connected cannot sign in, even one that `link_method`
  // would have joined to the user whose email it has.
  if (!project.config.sign_up_enabled) throw new KnownErrors.SignUpNotEnabled();

  let emailUsedForAuth = true;
  const taken = identity.email === null ? undefined : findAuthChannel(core, project.id, identity.email);
  if (taken && identity.email !== null) {
    switch (project.config.oauth_account_merge_strategy) {
      case "link_method": {
        if (!taken.isVerified || !identity.emailVerified) throw new KnownErrors.ContactChannelAlreadyUsedForAuthBySomeoneElse("email", identity.email);
        const owner = findUser(core, project.id, taken.userId);
        if (!owner) break;
        if (owner.oauthAccounts.some((a) => a.providerId === providerId)) throw new KnownErrors.UserAlreadyConnectedToAnotherOAuthConnection();
        connect(core, owner, providerId, identity);
        return { user: owner, isNewUser: false };
      }
      case "raise_error":
        throw new KnownErrors.ContactChannelAlreadyUsedForAuthBySomeoneElse("email", identity.email);
      case "allow_duplicates":
        // A second account with the same email; only the first one signs in with it.
        emailUsedForAuth = false;
        break;
    }
  }

  const user = newUser(core, project.id, { displayName: identity.displayName ?? null, profileImageUrl: identity.profileImageUrl ?? null });
  connect(core, user, providerId, identity);
  if (identity.email !== null) setPrimaryEmail(core, user, identity.email, { verified: identity.emailVerified, usedForAuth: emailUsedForAuth });
  applyUserCreationSideEffects(core, project, user);
  return { user, isNewUser: true };
}
