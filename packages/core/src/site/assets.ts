/** The site icon: a shield with a tick, in the accent colour. */
export const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><path d="M16 2 4 7v8c0 7.5 5.1 13.6 12 15 6.9-1.4 12-7.5 12-15V7z" fill="#0b5fff"/><path d="m10 16 4 4 8-9" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/></svg>`;

/** The site's stylesheet: small, no web fonts, readable in light and dark mode. */
export const SITE_CSS = `:root{color-scheme:light dark;--ink:#1b1f24;--paper:#fff;--accent:#0b5fff;--muted:#5b6570;--line:#d9dee3}
@media (prefers-color-scheme:dark){:root{--ink:#e8eaed;--paper:#111418;--accent:#7aa7ff;--muted:#a0a8b0;--line:#2c333a}}
*{box-sizing:border-box}body{margin:0;font:16px/1.55 system-ui,sans-serif;color:var(--ink);background:var(--paper)}
header,main,footer{max-width:52rem;margin:0 auto;padding:1rem}header{display:flex;gap:1.5rem;align-items:baseline;flex-wrap:wrap;border-bottom:1px solid var(--line)}
.brand{font-weight:700;text-decoration:none;color:var(--ink)}nav{display:flex;gap:1rem;flex-wrap:wrap}a{color:var(--accent)}a[aria-current=page]{font-weight:700}
.lead{color:var(--muted);font-size:1.1rem}table{border-collapse:collapse;width:100%;margin:1rem 0}th,td{border-bottom:1px solid var(--line);padding:.35rem .5rem;text-align:left;vertical-align:top}.num{text-align:right;font-variant-numeric:tabular-nums}
pre{overflow:auto;padding:.75rem;border:1px solid var(--line);border-radius:6px}code{font-size:.92em}figure{margin:1rem 0}
.chart text{font-size:12px;fill:currentColor}.chart rect{fill:var(--accent)}
form{display:grid;gap:.5rem;margin:1rem 0}input,textarea,button{font:inherit;padding:.5rem;border:1px solid var(--line);border-radius:6px;background:var(--paper);color:var(--ink)}button{cursor:pointer;justify-self:start;background:var(--accent);color:#fff;border:0;padding:.5rem 1rem}
.log{display:grid;gap:.75rem}.question{font-weight:600}.answer{white-space:pre-wrap;border-left:3px solid var(--accent);padding-left:.75rem}.error{color:#c62828}
footer{color:var(--muted);border-top:1px solid var(--line);font-size:.9rem}`;

/** The Ask AI chat script, generated from ./browser/chat.ts. */
export { CHAT_JS } from "./chat-script.ts";
