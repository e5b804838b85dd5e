import type { ThemeChoice } from './store';

// The theme is a data attribute on <html> that the design system's CSS variables key on.

const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

export function resolveTheme(choice: ThemeChoice): 'light' | 'dark' {
  if (choice !== 'system') return choice;
  return darkQuery().matches ? 'dark' : 'light';
}

export function applyTheme(choice: ThemeChoice): void {
  const theme = resolveTheme(choice);
  const root = document.documentElement;
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
  // The phone's status bar takes its colour from theme-color; index.html's two tags follow the device setting,
  // so both are pointed at the theme in use once the user has chosen one.
  const bar = getComputedStyle(root).getPropertyValue('--bg-elevated').trim();
  if (bar) {
    for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) meta.content = bar;
  }
}

/** While the choice is 'system', follow the device when it switches; returns the unsubscribe. */
export function followSystemTheme(getChoice: () => ThemeChoice): () => void {
  const query = darkQuery();
  const onChange = () => {
    if (getChoice() === 'system') applyTheme('system');
  };
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
