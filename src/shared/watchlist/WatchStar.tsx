import { useLingui } from '@lingui/react/macro';
import { cx, IconButton, StarIcon } from '@/ui';
import { useWatchlist } from './useWatchlist';
import styles from './WatchStar.module.css';

export interface WatchStarProps {
  /** The instrument's name (its ShowCode), for the button's label. */
  name: string;
  watched: boolean;
  onToggle: () => void;
  className?: string;
}

/**
 * A toggle button that stars an instrument (puts it in the watchlist, home's Favourites). Its name stays the same
 * and `aria-pressed` says whether it is starred, as a toggle's should.
 */
export function WatchStar({ name, watched, onToggle, className }: WatchStarProps) {
  const { t } = useLingui();
  return (
    <IconButton
      label={t`Favourite ${name}`}
      aria-pressed={watched}
      className={cx(styles.star, watched && styles.on, className)}
      onClick={onToggle}
    >
      <StarIcon filled={watched} size={20} />
    </IconButton>
  );
}

/** The star of one instrument, reading and writing the watchlist itself (the trade screen's header). */
export function InstrumentStar({ item, className }: { item: { Id: number; ShowCode: string }; className?: string }) {
  const { watched, setWatched } = useWatchlist();
  const on = watched.has(item.Id);
  return <WatchStar name={item.ShowCode} watched={on} onToggle={() => setWatched(item.Id, !on)} className={className} />;
}
