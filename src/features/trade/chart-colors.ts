import { useMemo, useSyncExternalStore } from 'react';

// The chart draws in SVG attributes, which cannot hold var(--up); the theme's colours are read from <html> and read
// again whenever the theme (data-theme on <html>) changes.

const TOKENS = ['--up', '--down', '--text', '--text-3', '--border', '--bg-elevated'] as const;

export interface ChartColors {
  up: string;
  down: string;
  text: string;
  muted: string;
  border: string;
  tooltip: string;
}

function snapshot(): string {
  const style = getComputedStyle(document.documentElement);
  return TOKENS.map((token) => style.getPropertyValue(token).trim()).join('|');
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme', 'class', 'style'] });
  return () => observer.disconnect();
}

export function useChartColors(): ChartColors {
  const key = useSyncExternalStore(subscribe, snapshot);
  return useMemo(() => {
    const [up, down, text, muted, border, tooltip] = key.split('|');
    return {
      up: up || '#067a4b',
      down: down || '#c8262f',
      text: text || '#0f1728',
      muted: muted || '#5f6b7f',
      border: border || '#e1e6ef',
      tooltip: tooltip || '#ffffff',
    };
  }, [key]);
}
