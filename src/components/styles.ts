/**
 * The stylesheet of every gatehouse component: one class prefix (`gh-`), theme values
 * as CSS custom properties on `.gh-root`, light by default and dark when an ancestor
 * has class `dark` / `data-theme="dark"` (or the OS prefers dark and nothing says light).
 * Shipped as a string and injected once, so hosts need no CSS loader or framework.
 */

/** Theme values (CSS colours / lengths). */
export type ThemeColors = {
  background?: string;
  foreground?: string;
  muted?: string;
  mutedForeground?: string;
  border?: string;
  primary?: string;
  primaryForeground?: string;
  danger?: string;
  success?: string;
};

export const LIGHT: Required<ThemeColors> = {
  background: "#ffffff",
  foreground: "#0f172a",
  muted: "#f1f5f9",
  mutedForeground: "#475569",
  border: "#cbd5e1",
  primary: "#1d4ed8",
  primaryForeground: "#ffffff",
  danger: "#b91c1c",
  success: "#15803d",
};

export const DARK: Required<ThemeColors> = {
  background: "#0b1120",
  foreground: "#e2e8f0",
  muted: "#1e293b",
  mutedForeground: "#94a3b8",
  border: "#334155",
  primary: "#60a5fa",
  primaryForeground: "#0b1120",
  danger: "#f87171",
  success: "#4ade80",
};

/** `ThemeColors` as custom-property declarations. */
export function themeVariables(colors: ThemeColors): string {
  return Object.entries(colors)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `--gh-${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${v};`)
    .join("");
}

const DARK_SCOPE = ":where(.dark, [data-theme=dark]) .gh-root, .gh-root.gh-dark";
const OS_DARK_SCOPE = ":where(:root:not(.light):not([data-theme=light])) .gh-root:not(.gh-light)";

export const BASE_CSS = `
.gh-root{${themeVariables(LIGHT)}--gh-radius:0.5rem;color:var(--gh-foreground);font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;font-size:14px;line-height:1.45;box-sizing:border-box}
@media (prefers-color-scheme: dark){${OS_DARK_SCOPE}{${themeVariables(DARK)}}}
${DARK_SCOPE}{${themeVariables(DARK)}}
.gh-root *,.gh-root *::before,.gh-root *::after{box-sizing:border-box}
.gh-full-page{min-height:100vh;display:flex;align-items:center;justify-content:center;padding:1rem;background:var(--gh-background)}
.gh-card{width:100%;max-width:24rem;margin:0 auto;padding:1.5rem;border:1px solid var(--gh-border);border-radius:var(--gh-radius);background:var(--gh-background);display:flex;flex-direction:column;gap:1rem}
.gh-wide{max-width:56rem}
.gh-title{font-size:1.25rem;font-weight:600;margin:0;text-align:center}
.gh-h2{font-size:1.05rem;font-weight:600;margin:0}
.gh-h3{font-size:.95rem;font-weight:600;margin:0}
.gh-text{margin:0;color:var(--gh-foreground)}
.gh-muted{margin:0;color:var(--gh-muted-foreground);font-size:.85rem}
.gh-center{text-align:center}
.gh-stack{display:flex;flex-direction:column;gap:.75rem}
.gh-row{display:flex;gap:.5rem;align-items:center;flex-wrap:wrap}
.gh-inline-form{display:flex;gap:.5rem;align-items:end;flex-wrap:wrap}
.gh-inline-form>.gh-field{flex:1;min-width:12rem}
.gh-spread{display:flex;gap:.5rem;align-items:center;justify-content:space-between}
.gh-field{display:flex;flex-direction:column;gap:.25rem}
.gh-label{font-weight:500;font-size:.85rem}
.gh-input{font:inherit;color:var(--gh-foreground);background:var(--gh-background);border:1px solid var(--gh-border);border-radius:calc(var(--gh-radius) - 2px);padding:.45rem .6rem;width:100%}
.gh-input:focus-visible,.gh-button:focus-visible,.gh-link:focus-visible,.gh-tab:focus-visible,.gh-nav-item:focus-visible,.gh-trigger:focus-visible{outline:2px solid var(--gh-primary);outline-offset:2px}
.gh-input[aria-invalid=true]{border-color:var(--gh-danger)}
.gh-button{font:inherit;font-weight:500;display:inline-flex;align-items:center;justify-content:center;gap:.5rem;border:1px solid var(--gh-border);border-radius:calc(var(--gh-radius) - 2px);padding:.45rem .9rem;background:var(--gh-muted);color:var(--gh-foreground);cursor:pointer}
.gh-button[disabled]{opacity:.6;cursor:default}
.gh-primary{background:var(--gh-primary);color:var(--gh-primary-foreground);border-color:var(--gh-primary)}
.gh-danger{background:transparent;color:var(--gh-danger);border-color:var(--gh-danger)}
.gh-ghost{background:transparent;border-color:transparent}
.gh-block{width:100%}
.gh-link{color:var(--gh-primary);background:none;border:0;padding:0;font:inherit;cursor:pointer;text-decoration:underline}
.gh-error{color:var(--gh-danger);font-size:.85rem;margin:0}
.gh-success{color:var(--gh-success);font-size:.85rem;margin:0}
.gh-separator{display:flex;align-items:center;gap:.5rem;color:var(--gh-muted-foreground);font-size:.8rem}
.gh-separator::before,.gh-separator::after{content:"";flex:1;border-top:1px solid var(--gh-border)}
.gh-tabs{display:flex;border-bottom:1px solid var(--gh-border)}
.gh-tab{flex:1;font:inherit;background:none;border:0;border-bottom:2px solid transparent;padding:.5rem;cursor:pointer;color:var(--gh-muted-foreground)}
.gh-tab[aria-selected=true]{color:var(--gh-foreground);border-bottom-color:var(--gh-primary)}
.gh-spinner{display:inline-block;width:1em;height:1em;border:2px solid currentColor;border-right-color:transparent;border-radius:50%;animation:gh-spin .7s linear infinite}
@keyframes gh-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion: reduce){.gh-spinner{animation-duration:2.5s}}
.gh-skeleton{display:inline-block;background:var(--gh-muted);border-radius:50%}
.gh-avatar{display:inline-flex;align-items:center;justify-content:center;border-radius:50%;overflow:hidden;background:var(--gh-muted);color:var(--gh-foreground);font-weight:600;flex-shrink:0;user-select:none}
.gh-avatar-border{border:1px solid var(--gh-border)}
.gh-avatar img{width:100%;height:100%;object-fit:cover}
.gh-trigger{display:inline-flex;align-items:center;gap:.5rem;background:none;border:0;padding:0;cursor:pointer;border-radius:999px}
.gh-user-info{display:flex;flex-direction:column;text-align:left;min-width:0}
.gh-truncate{max-width:10rem;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.gh-menu{min-width:14rem;padding:.25rem;border:1px solid var(--gh-border);border-radius:var(--gh-radius);background:var(--gh-background);box-shadow:0 8px 24px rgba(0,0,0,.15);z-index:50}
.gh-menu-label{display:flex;gap:.6rem;align-items:center;padding:.5rem}
.gh-menu-sep{height:1px;background:var(--gh-border);margin:.25rem 0}
.gh-menu-item{display:flex;align-items:center;gap:.6rem;padding:.45rem .6rem;border-radius:calc(var(--gh-radius) - 2px);cursor:pointer;outline:none;user-select:none}
.gh-menu-item[data-highlighted]{background:var(--gh-muted)}
.gh-menu-item[data-disabled]{opacity:.6;cursor:default}
.gh-icon{width:1rem;height:1rem;flex-shrink:0}
.gh-settings{display:grid;grid-template-columns:13rem 1fr;gap:1.5rem;align-items:start}
@media (max-width:700px){.gh-settings{grid-template-columns:1fr}}
.gh-nav{display:flex;flex-direction:column;gap:.15rem}
.gh-nav-item{font:inherit;text-align:left;background:none;border:0;border-radius:calc(var(--gh-radius) - 2px);padding:.45rem .6rem;cursor:pointer;color:var(--gh-foreground)}
.gh-nav-item[aria-current=page]{background:var(--gh-muted);font-weight:600}
.gh-nav-heading{font-size:.75rem;text-transform:uppercase;color:var(--gh-muted-foreground);padding:.6rem .6rem .2rem}
.gh-section{display:flex;flex-direction:column;gap:.6rem;padding-bottom:1rem;border-bottom:1px solid var(--gh-border)}
.gh-section:last-child{border-bottom:0}
.gh-list{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:.4rem}
.gh-list-item{display:flex;gap:.5rem;align-items:center;justify-content:space-between;padding:.5rem;border:1px solid var(--gh-border);border-radius:calc(var(--gh-radius) - 2px);flex-wrap:wrap}
.gh-badge{font-size:.7rem;padding:.05rem .4rem;border-radius:999px;border:1px solid var(--gh-border);color:var(--gh-muted-foreground)}
.gh-code{font-family:ui-monospace,monospace;word-break:break-all;background:var(--gh-muted);padding:.4rem .5rem;border-radius:calc(var(--gh-radius) - 2px)}
.gh-qr{background:#fff;padding:8px;border-radius:4px;width:196px;height:196px}
.gh-sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;
