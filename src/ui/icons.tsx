// The icons the first screen (home, tab bar, shell) draws; the others are screen-icons.tsx, so they load with
// the screens that use them rather than with `/`.
import { SvgIcon, type IconProps } from './icon-base';

export type { IconProps } from './icon-base';

/** Market / home: a rising line chart. */
export function MarketIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4 4v16h16" />
      <path d="M7.5 15l3.5-4 3 2.5L19 8" />
    </SvgIcon>
  );
}
export const HomeIcon = MarketIcon;

/** Trade: two candlesticks. */
export function TradeIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M8 3.5V7M8 16v4.5M16 3v4M16 14v5" />
      <rect x="5.5" y="7" width="5" height="9" rx="1" />
      <rect x="13.5" y="7" width="5" height="7" rx="1" />
    </SvgIcon>
  );
}

/** Orders: a bulleted list. */
export function OrdersIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M9.5 6.5H20M9.5 12H20M9.5 17.5H20" />
      <path d="M4.5 6.5h.01M4.5 12h.01M4.5 17.5h.01" strokeWidth={2.6} />
    </SvgIcon>
  );
}

/** Copy trading: two people. */
export function FollowIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="9" cy="8" r="3.3" />
      <path d="M3 19.5c0-3.4 2.7-5.8 6-5.8s6 2.4 6 5.8" />
      <path d="M15.5 4.9a3.3 3.3 0 0 1 0 6.2M17.3 14c2.1.7 3.7 2.7 3.7 5.5" />
    </SvgIcon>
  );
}

/** Ranking: a trophy. */
export function RankIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M7.5 4h9v5a4.5 4.5 0 0 1-9 0V4z" />
      <path d="M7.5 6H4.5v1a3.5 3.5 0 0 0 3.4 3.5M16.5 6h3v1a3.5 3.5 0 0 1-3.4 3.5" />
      <path d="M12 13.5V17M8.5 20.5h7M9.5 17h5v3.5h-5z" />
    </SvgIcon>
  );
}

/** Account: a person. */
export function UserIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4.5 20.5c0-4 3.4-6.8 7.5-6.8s7.5 2.8 7.5 6.8" />
    </SvgIcon>
  );
}

export function SearchIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M20 20l-4.3-4.3" />
    </SvgIcon>
  );
}

export function ChatIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M5 4.5h14a1.5 1.5 0 0 1 1.5 1.5v9.5a1.5 1.5 0 0 1-1.5 1.5H10l-5.5 4V6A1.5 1.5 0 0 1 5 4.5z" />
      <path d="M8.5 9.5h7M8.5 12.5h4.5" />
    </SvgIcon>
  );
}

/** Language. */
export function GlobeIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M3.5 12h17" />
      <path d="M12 3.5c2.3 2.4 3.5 5.2 3.5 8.5s-1.2 6.1-3.5 8.5c-2.3-2.4-3.5-5.2-3.5-8.5S9.7 5.9 12 3.5z" />
    </SvgIcon>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M6.5 6.5l11 11M17.5 6.5l-11 11" />
    </SvgIcon>
  );
}

export function CheckIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </SvgIcon>
  );
}

export function InfoIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 11v5.5M12 7.8h.01" />
    </SvgIcon>
  );
}

export function AlertIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V13M12 16.3h.01" />
    </SvgIcon>
  );
}

export function WalletIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M5.5 7l9.5-3 1.2 3" />
      <rect x="3.5" y="7" width="17" height="13" rx="2" />
      <path d="M20.5 11.5h-4a2 2 0 0 0 0 4h4" />
      <path d="M16.6 13.5h.01" strokeWidth={2.4} />
    </SvgIcon>
  );
}

/** Announcements. */
export function MegaphoneIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4 10v4a1 1 0 0 0 1 1h2.5l8.5 4V5L7.5 9H5a1 1 0 0 0-1 1z" />
      <path d="M7.5 15l1.3 4.5h2.4l-.9-3.6" />
      <path d="M19 9.5a3.2 3.2 0 0 1 0 5" />
    </SvgIcon>
  );
}

export function CoinsIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="9" cy="9" r="5.5" />
      <path d="M14.9 9.6a5.5 5.5 0 1 1-5.3 5.3" />
      <path d="M9 6.8v4.4" />
    </SvgIcon>
  );
}

export function BankIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M3.5 9L12 4l8.5 5z" />
      <path d="M6 11.5v5M10 11.5v5M14 11.5v5M18 11.5v5M4 19.5h16" />
    </SvgIcon>
  );
}

export interface ChevronIconProps extends IconProps {
  /** forward = towards the inline end (right in LTR, left in RTL). */
  direction?: 'forward' | 'backward' | 'up' | 'down';
}

/** A chevron. forward and backward mirror in right-to-left layouts. */
export function ChevronIcon({ direction = 'forward', ...props }: ChevronIconProps) {
  const d =
    direction === 'forward'
      ? 'M9 5l7 7-7 7'
      : direction === 'backward'
        ? 'M15 5l-7 7 7 7'
        : direction === 'down'
          ? 'M5 9l7 7 7-7'
          : 'M5 15l7-7 7 7';
  const horizontal = direction === 'forward' || direction === 'backward';
  return (
    <SvgIcon flipInRtl={horizontal} {...props}>
      <path d={d} />
    </SvgIcon>
  );
}

export function BellIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 1.5h-15L6 16.5z" />
      <path d="M10 20.5a2.2 2.2 0 0 0 4 0" />
    </SvgIcon>
  );
}

/** Favourite (the watchlist's star): an outline, filled with the current colour when `filled`. */
export function StarIcon({ filled = false, ...props }: IconProps & { filled?: boolean }) {
  return (
    <SvgIcon {...props}>
      <path d="M12 3.8l2.5 5.1 5.6.8-4 3.9 1 5.6L12 16.6l-5.1 2.6 1-5.6-4-3.9 5.6-.8L12 3.8z" fill={filled ? 'currentColor' : 'none'} />
    </SvgIcon>
  );
}
