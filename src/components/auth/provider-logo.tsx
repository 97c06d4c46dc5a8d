/** A provider's logo (its own chunk: see provider-brands.ts for where the paths come from). */
import { PROVIDER_BRANDS } from "./provider-brands";

export default function ProviderLogo({ provider, color }: { provider: string; color: string }) {
  const brand = PROVIDER_BRANDS[provider];
  if (!brand) return null;
  return (
    <svg className="gh-provider-logo" viewBox={brand.viewBox} fill={color} aria-hidden="true" focusable="false">
      <path d={brand.path} />
    </svg>
  );
}
