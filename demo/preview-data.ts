/** The data of the demo's `/preview/account-settings` page (the components' preview props). */
import type { AccountSettingsProps } from "gatehouse/react";

const HOUR = 3_600_000;

export const PREVIEW: AccountSettingsProps = {
  mockUser: {
    displayName: "Ada Lovelace",
    primaryEmail: "ada@example.com",
    emails: [
      { value: "ada@example.com", isPrimary: true, isVerified: true, usedForAuth: true },
      { value: "ada.work@example.com", isVerified: false },
    ],
    hasPassword: true,
    selectedTeamId: "analytical",
  },
  mockTeams: [
    {
      id: "analytical",
      displayName: "Analytical Engines",
      members: [
        { id: "preview-user", displayName: "Ada" },
        { id: "charles", displayName: "Charles Babbage" },
      ],
      invitations: [{ id: "inv-1", recipientEmail: "mary@example.com" }],
      apiKeys: [{ id: "tk-1", description: "Nightly reports", lastFour: "9f3c", expiresAt: null }],
    },
  ],
  mockApiKeys: [{ id: "k-1", description: "CI deploys", lastFour: "a1b2", expiresAt: null }],
  mockSessions: [
    { id: "s-1", createdAt: new Date(Date.now() - 2 * HOUR), isCurrentSession: true, geoInfo: { ip: "192.0.2.10", cityName: "London", countryCode: "GB" } },
    { id: "s-2", createdAt: new Date(Date.now() - 50 * HOUR), lastUsedAt: new Date(Date.now() - 3 * HOUR), geoInfo: { ip: "198.51.100.4", cityName: "Turin", countryCode: "IT" } },
  ],
  mockProject: { displayName: "gatehouse demo" },
};
