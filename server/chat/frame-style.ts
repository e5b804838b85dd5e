// The support chat frame's styles (served as a file: the page's policy allows no inline style). The colours are
// the app's own (src/ui/theme.css), light and dark, so the frame reads as part of the screen around it.

export const FRAME_STYLE = `
:root { --bg: #f4f6fa; --surface: #ffffff; --border: #e1e6ef; --text: #0f1728; --muted: #5f6b7f; --primary: #1f5eff; --primary-text: #ffffff; color-scheme: light; }
:root[data-theme='dark'] { --bg: #0b1220; --surface: #131c2e; --border: #26324a; --text: #e8edf7; --muted: #8a96ad; --primary: #5b8cff; --primary-text: #0b1220; color-scheme: dark; }
* { box-sizing: border-box; }
html, body { margin: 0; height: 100%; }
body { display: flex; flex-direction: column; background: var(--bg); color: var(--text); font: 15px/1.45 system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans Arabic', sans-serif; }
main { flex: 1; overflow-y: auto; padding: 12px; }
ol { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 8px; }
.bubble { max-width: 80%; padding: 8px 12px; border-radius: 14px; background: var(--surface); border: 1px solid var(--border); overflow-wrap: anywhere; }
.bubble p { margin: 2px 0; white-space: pre-wrap; }
.bubble img { display: block; max-width: 100%; max-height: 240px; border-radius: 8px; margin-top: 4px; }
.mine { align-self: flex-end; background: var(--primary); color: var(--primary-text); border-color: var(--primary); }
.support { align-self: flex-start; }
.who { display: block; font-size: 12px; font-weight: 600; opacity: 0.8; }
time { display: block; font-size: 11px; opacity: 0.7; text-align: end; }
.empty { color: var(--muted); text-align: center; margin-top: 40px; }
.empty[hidden], .notice[hidden], [hidden] { display: none; }
.notice { margin: 8px 0 0; padding: 8px 12px; border-radius: 10px; background: var(--surface); border: 1px solid var(--border); color: var(--muted); font-size: 13px; text-align: center; }
form { display: flex; gap: 8px; padding: 8px 12px calc(8px + env(safe-area-inset-bottom)); background: var(--surface); border-top: 1px solid var(--border); }
input { flex: 1; min-width: 0; height: 40px; padding: 0 12px; border-radius: 20px; border: 1px solid var(--border); background: var(--bg); color: var(--text); font: inherit; }
button { height: 40px; padding: 0 16px; border: 0; border-radius: 20px; background: var(--primary); color: var(--primary-text); font: inherit; font-weight: 600; cursor: pointer; }
button:disabled { opacity: 0.6; }
.attach { width: 40px; padding: 0; background: var(--bg); color: var(--text); border: 1px solid var(--border); font-size: 20px; }
:focus-visible { outline: 2px solid var(--primary); outline-offset: 2px; }
`;
