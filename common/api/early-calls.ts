import { getStartCheck, getUserInfo } from './access';
import { getCategories, getTradeList } from './market';
import { getBasicInfo } from './settings';
import { getBalance } from './wallet';

// The calls the first screen makes before anything else, as main.tsx and the home screen make them: GETs with no
// parameter but `t`. index.html's boot script starts them while the bundle downloads; the app's HTTP client takes
// their answers (src/lib/http/early-fetch.ts). A call missing here is simply made by the app, later.
// The build reads this list (scripts/build-first-paint.ts) and writes it into the boot script.

export interface EarlyCallRule {
  path: string;
  /** Only on the home screen (other screens do not draw it first). */
  homeOnly: boolean;
  /** Only with a stored session (its answer is the user's). */
  signedIn: boolean;
}

export const EARLY_CALLS: readonly EarlyCallRule[] = [
  // The home screen's instrument list and strip, and the trade screen's picker.
  { path: getTradeList.path, homeOnly: false, signedIn: false },
  { path: getCategories.path, homeOnly: true, signedIn: false },
  // main.tsx's start: the operator's settings and the start check; with a session, the user and the balance card.
  { path: getBasicInfo.path, homeOnly: false, signedIn: false },
  { path: getStartCheck.path, homeOnly: false, signedIn: false },
  { path: getUserInfo.path, homeOnly: false, signedIn: true },
  { path: getBalance.path, homeOnly: true, signedIn: true },
];
