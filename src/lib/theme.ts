import type { ThemeChoice } from './store';

// The theme is a data attribute on <html> that the design system's CSS variables key on.

const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

export function resolveTheme(choice: ThemeChoice): 'light' | 'dark' {
  if (choice !== 'system') return choice;
  return darkQuery().matches ? 'dark' : 'light';
}

export function applyTheme(choice: ThemeChoice): void {
  const theme = resolveTheme(choice);
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme;
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
