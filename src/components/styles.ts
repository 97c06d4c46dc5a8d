/**
 * The stylesheet of every gatehouse component: one class prefix (`gh-`), theme values
 * as CSS custom properties on `.gh-root`. Each token reads `--gh-light-*` or `--gh-dark-*`
 * (set by `<GatehouseTheme>`, inherited) with our default as the fallback. Dark applies
 * under an ancestor with class `dark` / `data-theme="dark"` (unless the component is told
 * `light`), when told `dark`, or, in `system` mode, when the OS prefers dark.
 * Shipped as a string and rendered in a `<style>` element (on the server too), so hosts
 * need no CSS loader or framework.
 */
import { DARK, DEFAULT_FONT, DEFAULT_MONO_FONT, kebab, LIGHT, TOKENS } from "./theme-values";

const tokens = (mode: "light" | "dark", defaults: typeof LIGHT) =>
  TOKENS.map((name) => `--gh-${kebab(name)}:var(--gh-${mode}-${kebab(name)},${defaults[name]});`).join("");

const DARK_SCOPE = ":where(.dark,[data-theme=dark]) .gh-root:not(.gh-light),.gh-root.gh-dark";
const SYSTEM_DARK_SCOPE = ":root:not(.light):not([data-theme=light]) .gh-root.gh-system";

export const BASE_CSS = `
.gh-root{${tokens("light", LIGHT)}--gh-radius:var(--gh-theme-radius,0.5rem);--gh-font:var(--gh-theme-font,${DEFAULT_FONT});--gh-mono:var(--gh-theme-mono,${DEFAULT_MONO_FONT});color-scheme:light;color:var(--gh-foreground);font-family:var(--gh-font);font-size:14px;line-height:1.45;box-sizing:border-box;text-align:start}
${DARK_SCOPE}{${tokens("dark", DARK)}color-scheme:dark}
@media (prefers-color-scheme: dark){${SYSTEM_DARK_SCOPE}{${tokens("dark", DARK)}color-scheme:dark}}
.gh-root *,.gh-root *::before,.gh-root *::after{box-sizing:border-box}
.gh-full-page{min-height:100vh;display:flex;align-items:center;justify-content:center;padding:1rem;background:var(--gh-background)}
.gh-full-page-top{align-items:flex-start;padding-top:2rem}
.gh-card{width:100%;max-width:24rem;margin:0 auto;padding:1.5rem;border:1px solid var(--gh-border);border-radius:var(--gh-radius);background:var(--gh-card);color:var(--gh-card-foreground);display:flex;flex-direction:column;gap:1rem}
.gh-wide{max-width:56rem}
.gh-title{font-size:1.25rem;font-weight:600;margin:0;text-align:center}
.gh-h2{font-size:1.05rem;font-weight:600;margin:0}
.gh-h3{font-size:.95rem;font-weight:600;margin:0}
.gh-text{margin:0;color:inherit}
.gh-muted{margin:0;color:var(--gh-muted-foreground);font-size:.85rem}
.gh-center{text-align:center}
.gh-stack{display:flex;flex-direction:column;gap:.75rem}
.gh-row{display:flex;gap:.5rem;align-items:center;flex-wrap:wrap}
.gh-inline-form{display:flex;gap:.5rem;align-items:end;flex-wrap:wrap}
.gh-inline-form>.gh-field{flex:1;min-width:12rem}
.gh-spread{display:flex;gap:.5rem;align-items:center;justify-content:space-between}
.gh-field{display:flex;flex-direction:column;gap:.25rem}
.gh-label{font-weight:500;font-size:.85rem}
.gh-input{font:inherit;color:var(--gh-foreground);background:var(--gh-background);border:1px solid var(--gh-input);border-radius:calc(var(--gh-radius) - 2px);padding:.45rem .6rem;width:100%}
.gh-input:focus-visible,.gh-button:focus-visible,.gh-link:focus-visible,.gh-tab:focus-visible,.gh-nav-item:focus-visible,.gh-trigger:focus-visible{outline:2px solid var(--gh-ring);outline-offset:2px}
.gh-input[aria-invalid=true]{border-color:var(--gh-destructive);box-shadow:0 0 0 1px var(--gh-destructive)}
.gh-input-group{position:relative;display:flex}
.gh-input-group>.gh-input{padding-right:2.5rem}
.gh-input-button{position:absolute;right:.25rem;top:50%;transform:translateY(-50%);display:inline-flex;align-items:center;justify-content:center;width:2rem;height:2rem;border:0;border-radius:calc(var(--gh-radius) - 2px);background:transparent;color:var(--gh-muted-foreground);cursor:pointer}
.gh-input-button:hover{color:var(--gh-foreground)}
.gh-input-button:focus-visible{outline:2px solid var(--gh-ring);outline-offset:0}
.gh-button{font:inherit;font-weight:500;display:inline-flex;align-items:center;justify-content:center;gap:.5rem;border:1px solid var(--gh-border);border-radius:calc(var(--gh-radius) - 2px);padding:.45rem .9rem;background:var(--gh-secondary);color:var(--gh-secondary-foreground);cursor:pointer;text-decoration:none}
.gh-button:hover:not([disabled]){background:var(--gh-accent);color:var(--gh-accent-foreground)}
.gh-button[disabled],.gh-button[aria-disabled=true]{opacity:.6;cursor:not-allowed}
.gh-primary,.gh-primary:hover:not([disabled]){background:var(--gh-primary);color:var(--gh-primary-foreground);border-color:var(--gh-primary)}
.gh-primary:hover:not([disabled]){filter:brightness(1.1)}
.gh-danger,.gh-danger:hover:not([disabled]){background:transparent;color:var(--gh-destructive);border-color:var(--gh-destructive)}
.gh-danger:hover:not([disabled]){background:var(--gh-destructive);color:var(--gh-destructive-foreground)}
.gh-ghost{background:transparent;border-color:transparent;color:inherit}
.gh-block{width:100%}
.gh-link{color:var(--gh-primary);background:none;border:0;padding:0;font:inherit;cursor:pointer;text-decoration:underline}
.gh-error{color:var(--gh-destructive);font-size:.85rem;margin:0}
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
.gh-menu{min-width:14rem;padding:.25rem;border:1px solid var(--gh-border);border-radius:var(--gh-radius);background:var(--gh-popover);color:var(--gh-popover-foreground);box-shadow:0 8px 24px rgba(0,0,0,.15);z-index:50}
.gh-menu-label{display:flex;gap:.6rem;align-items:center;padding:.5rem}
.gh-menu-sep{height:1px;background:var(--gh-border);margin:.25rem 0}
.gh-menu-item{display:flex;align-items:center;gap:.6rem;padding:.45rem .6rem;border-radius:calc(var(--gh-radius) - 2px);cursor:pointer;outline:none;user-select:none}
.gh-menu-item[data-highlighted]{background:var(--gh-accent);color:var(--gh-accent-foreground)}
.gh-menu-item[data-disabled]{opacity:.6;cursor:default}
.gh-icon{width:1rem;height:1rem;flex-shrink:0}
.gh-settings{display:grid;grid-template-columns:13rem 1fr;gap:1.5rem;align-items:start}
@media (max-width:700px){.gh-settings{grid-template-columns:1fr}}
.gh-nav{display:flex;flex-direction:column;gap:.15rem}
.gh-nav-item{display:flex;align-items:center;gap:.5rem;min-width:0;font:inherit;text-align:start;background:none;border:0;border-radius:calc(var(--gh-radius) - 2px);padding:.45rem .6rem;cursor:pointer;color:inherit}
.gh-nav-item:hover{background:var(--gh-accent);color:var(--gh-accent-foreground)}
.gh-nav-item[aria-current=page]{background:var(--gh-muted);color:var(--gh-foreground);font-weight:600}
.gh-nav-icon{display:inline-flex;flex-shrink:0}
.gh-nav-heading{font-size:.75rem;text-transform:uppercase;color:var(--gh-muted-foreground);padding:.6rem .6rem .2rem}
.gh-section{display:flex;flex-direction:column;gap:.6rem;padding-bottom:1rem;border-bottom:1px solid var(--gh-border)}
.gh-section:last-child{border-bottom:0}
.gh-list{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:.4rem}
.gh-list-item{display:flex;gap:.5rem;align-items:center;justify-content:space-between;padding:.5rem;border:1px solid var(--gh-border);border-radius:calc(var(--gh-radius) - 2px);flex-wrap:wrap}
.gh-badge{font-size:.7rem;padding:.05rem .4rem;border-radius:999px;border:1px solid var(--gh-border);color:var(--gh-muted-foreground)}
.gh-code{font-family:var(--gh-mono);word-break:break-all;background:var(--gh-muted);padding:.4rem .5rem;border-radius:calc(var(--gh-radius) - 2px)}
.gh-qr{background:#fff;padding:8px;border-radius:4px;width:196px;height:196px}
.gh-menu-item:focus-visible,.gh-crop-area:focus-visible,.gh-range:focus-visible{outline:2px solid var(--gh-ring);outline-offset:2px}
.gh-note{margin:0;color:var(--gh-muted-foreground);font-size:.8rem}
.gh-crop-area{position:relative;overflow:hidden;border-radius:var(--gh-radius);background:var(--gh-muted);touch-action:none;cursor:grab;user-select:none}
.gh-crop-area img{position:absolute;top:0;left:0;max-width:none;transform-origin:0 0}
.gh-crop-frame{position:absolute;inset:0;border-radius:50%;box-shadow:0 0 0 999px rgba(0,0,0,.45);pointer-events:none}
.gh-range{width:100%;max-width:200px;accent-color:var(--gh-primary)}
.gh-provider-logo{display:inline-flex;width:1.1rem;height:1.1rem;flex-shrink:0}
.gh-oauth:hover:not([disabled]){filter:brightness(.95)}
.gh-oauth .gh-badge{color:inherit;border-color:currentColor}
.gh-sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;
