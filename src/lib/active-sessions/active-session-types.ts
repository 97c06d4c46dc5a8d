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
  readonly lastUsedAt: Date | null;
  readonly isCurrentSession: boolean;
  readonly geoInfo: ActiveSessionGeoInfo | null;
};
