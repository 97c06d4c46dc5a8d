/** The sessions of a user as the account page lists them (docs/api.md §3.10). */

export type ActiveSessionGeoInfo = {
  readonly ip: string;
  readonly countryCode: string | null;
  readonly regionCode: string | null;
  readonly cityName: string | null;
  readonly latitude: number | null;
  readonly longitude: number | null;
  readonly tzIdentifier: string | null;
};

export type ActiveSession = {
  readonly id: string;
  readonly userId: string;
  readonly createdAt: Date;
  readonly isImpersonation: boolean;
  /** `null` when the service did not say; `undefined` is allowed too, as in the official SDK's type. */
  readonly lastUsedAt: Date | null | undefined;
  readonly isCurrentSession: boolean;
  readonly geoInfo: ActiveSessionGeoInfo | null | undefined;
};
