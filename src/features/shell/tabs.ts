// The footer tabs show on exactly these routes (spec section 2).
export const TAB_PATHS = ['/', '/trade', '/order', '/user', '/follow', '/rank'] as const;

export function showsTabBar(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (TAB_PATHS as readonly string[]).includes(path);
}
