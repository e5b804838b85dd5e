import { Activity, useState, type ReactNode } from 'react';

/**
 * Keeps a screen mounted once it was first shown, hidden while another route is active, so `/` and `/trade`
 * come back with their state (spec section 2: kept alive).
 */
export function KeepAlive({ active, children }: { active: boolean; children: ReactNode }) {
  const [visited, setVisited] = useState(active);
  if (active && !visited) setVisited(true);
  if (!visited) return null;
  return <Activity mode={active ? 'visible' : 'hidden'}>{children}</Activity>;
}
