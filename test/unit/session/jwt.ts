/** An unsigned JWT with these claims (the client never verifies signatures). */
export function makeJwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${part({ alg: "ES256", kid: "abcdefghijkl" })}.${part(claims)}.c2ln`;
}

/** A JWT that expires `ms` from now (by the current, possibly fake, clock). */
export function jwtExpiringIn(ms: number, extra: Record<string, unknown> = {}): string {
  return makeJwt({ sub: "user", ...extra, exp: Math.floor((Date.now() + ms) / 1000) });
}
