import type { EndpointInput } from '@common/api/endpoint';
import type { NotifySettings, saveSettings } from '@common/api/notify';

/** A change as saveSettings takes it: a kind's switches ("1" on, "0" off), the quiet hours, or both. */
export type SettingsChange = EndpointInput<typeof saveSettings>;

/**
 * The settings as they will be once a kind's switches are saved, shown while the call is on its way (and put back if
 * it is refused). A locked email stays on: the server refuses turning it off.
 */
export function withKindSwitched(settings: NotifySettings, change: SettingsChange): NotifySettings {
  if (change.kind === undefined) return settings;
  return {
    ...settings,
    kinds: settings.kinds.map((kind) =>
      kind.kind !== change.kind
        ? kind
        : {
            ...kind,
            push: change.push === undefined ? kind.push : change.push === '1',
            email: kind.email_locked || change.email === undefined ? kind.email : change.email === '1',
          },
    ),
  };
}
