import { useLingui } from '@lingui/react/macro';
import { FOLLOW_END_REASON, type FollowSetting } from '@common/api/follow';
import { Badge } from '@/ui';

/** Where a follow stands, when not simply copying: paused, stopped by its copy stop-loss, or cancelled. */
export function FollowStateBadge({ setting, active }: { setting: FollowSetting; active: boolean }) {
  const { t } = useLingui();
  if (active) return setting.paused === 1 ? <Badge tone="waiting">{t({ message: 'Paused', context: 'follow state' })}</Badge> : null;
  if (setting.ended_reason === FOLLOW_END_REASON.stopLoss) return <Badge tone="bad">{t`Stopped by copy stop-loss`}</Badge>;
  if (setting.ended_reason === FOLLOW_END_REASON.cancelled) return <Badge>{t({ message: 'Cancelled', context: 'follow state' })}</Badge>;
  return <Badge>{t`Ended`}</Badge>;
}
