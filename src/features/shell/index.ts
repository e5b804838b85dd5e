export { AppFrame } from './AppFrame';
export { KeepAlive } from './KeepAlive';
export { PendingScreen } from './PendingScreen';
export { showsTabBar, TAB_PATHS } from './tabs';
