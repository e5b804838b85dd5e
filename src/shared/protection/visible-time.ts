// Time of use for the session reminder (issue 38): the time the app was on screen, not the time it was open. A tab
// left in the background or a phone locked in a pocket is not use, so only visible time counts.

/** The milliseconds the app has been visible since it started counting, as its visibility changes. */
export class VisibleTime {
  /** Visible time counted up to `since` (or to the last change, when hidden). */
  private counted = 0;
  /** When the app last became visible; null while it is hidden. */
  private since: number | null;

  constructor(
    private readonly now: () => number,
    visible: boolean,
  ) {
    this.since = visible ? now() : null;
  }

  get visible(): boolean {
    return this.since !== null;
  }

  /** The app was shown or hidden; a repeat of the same state changes nothing. */
  setVisible(visible: boolean): void {
    if (visible === this.visible) return;
    if (this.since === null) {
      this.since = this.now();
    } else {
      this.counted += Math.max(0, this.now() - this.since);
      this.since = null;
    }
  }

  /** The visible time so far, in milliseconds. */
  used(): number {
    return this.counted + (this.since === null ? 0 : Math.max(0, this.now() - this.since));
  }
}

const MINUTE_MS = 60_000;

/** Whole minutes of use, as the reminder says them. */
export function minutesOf(usedMs: number): number {
  return Math.floor(usedMs / MINUTE_MS);
}

/** How long until the next reminder, in visible time: `everyMinutes` after the last answer (0 when overdue). */
export function msUntilReminder(usedMs: number, answeredAtMs: number, everyMinutes: number): number {
  return Math.max(0, answeredAtMs + everyMinutes * MINUTE_MS - usedMs);
}
