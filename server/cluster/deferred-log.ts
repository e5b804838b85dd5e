import type { Log } from '../log';

// The leadership starts before the HTTP side (and its logger) exists: what it says meanwhile is held, bounded, and
// written to the server's logger once there is one.

const HELD_AT_MOST = 100;

type Level = keyof Log;

export interface DeferredLog extends Log {
  /** From now on lines go to `target`; the held ones first. */
  attach(target: Log): void;
}

export function deferredLog(): DeferredLog {
  let target: Log | undefined;
  const held: { level: Level; fields: object; message: string }[] = [];
  const line =
    (level: Level) =>
    (fields: object, message: string): void => {
      if (target) return target[level](fields, message);
      if (held.length < HELD_AT_MOST) held.push({ level, fields, message });
    };
  return {
    info: line('info'),
    warn: line('warn'),
    error: line('error'),
    attach(next) {
      target = next;
      for (const { level, fields, message } of held.splice(0)) next[level](fields, message);
    },
  };
}
