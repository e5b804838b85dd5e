// The icons only later screens draw (forms, wallet, account centre): kept apart from icons.tsx so they are not
// part of the first load of `/`.
import { SvgIcon, type IconProps } from './icon-base';

/** Back: a chevron pointing to the inline start; mirrors in right-to-left layouts. */
export function BackIcon(props: IconProps) {
  return (
    <SvgIcon flipInRtl {...props}>
      <path d="M15 4.5L7.5 12l7.5 7.5" />
    </SvgIcon>
  );
}

export function EyeIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
      <circle cx="12" cy="12" r="3" />
    </SvgIcon>
  );
}

export function EyeOffIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M3.5 3.5l17 17" />
      <path d="M10.4 5.6c.5-.1 1-.1 1.6-.1 6 0 9.5 6.5 9.5 6.5a16.6 16.6 0 0 1-3 3.8" />
      <path d="M6.7 6.8C4 8.5 2.5 12 2.5 12S6 18.5 12 18.5c1.7 0 3.2-.5 4.5-1.2" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
    </SvgIcon>
  );
}

export function PlusIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M12 5v14M5 12h14" />
    </SvgIcon>
  );
}

export function MinusIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M5 12h14" />
    </SvgIcon>
  );
}

/** Transfer or swap: two opposite arrows. */
export function TransferIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4.5 8.5h14.5L15 4.5" />
      <path d="M19.5 15.5H5L9 19.5" />
    </SvgIcon>
  );
}

/** Real-name verification. */
export function ShieldIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M12 3l7.5 3v5.5c0 4.5-3.1 8.2-7.5 9.5-4.4-1.3-7.5-5-7.5-9.5V6L12 3z" />
      <path d="M9 12l2.2 2.2L15.2 10" />
    </SvgIcon>
  );
}

/** Invite a friend. */
export function GiftIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <rect x="3.5" y="7.5" width="17" height="4" rx="1" />
      <path d="M5 11.5v8a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-8M12 7.5v13" />
      <path d="M12 7.5C10.8 4.8 7.5 4.2 7.5 6.1 7.5 7.3 9.6 7.5 12 7.5zM12 7.5c1.2-2.7 4.5-3.3 4.5-1.4 0 1.2-2.1 1.4-4.5 1.4z" />
    </SvgIcon>
  );
}

/** Password. */
export function LockIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <rect x="5" y="10.5" width="14" height="10" rx="2" />
      <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3M12 14.5V17" />
    </SvgIcon>
  );
}

/** Account security: the second factor, recovery codes and the security log. */
export function KeyIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="8" cy="15" r="4.5" />
      <path d="M11.2 11.8L20 3M16.5 6.5l2.5 2.5M14 9l2 2" />
    </SvgIcon>
  );
}

export function MailIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <rect x="3.5" y="5.5" width="17" height="13" rx="2" />
      <path d="M4.5 7.5l7.5 5.5 7.5-5.5" />
    </SvgIcon>
  );
}

/** Dark theme. */
export function MoonIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M19.5 14.6A7.8 7.8 0 0 1 9.4 4.5a7.8 7.8 0 1 0 10.1 10.1z" />
    </SvgIcon>
  );
}

export function LogoutIcon(props: IconProps) {
  return (
    <SvgIcon flipInRtl {...props}>
      <path d="M10 4H6.5a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2H10" />
      <path d="M15 8l4 4-4 4M19 12H9.5" />
    </SvgIcon>
  );
}

/** Ledger / records: a clock with a back arrow. */
export function HistoryIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4.2 13.5A8 8 0 1 0 6 6.4" />
      <path d="M4.5 3.8v3.7h3.7" />
      <path d="M12 8v4.2l2.8 1.8" />
    </SvgIcon>
  );
}

export function RefreshIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M19.5 11A7.6 7.6 0 0 0 6 6.8L4.5 8.5" />
      <path d="M4.5 4.5v4h4" />
      <path d="M4.5 13A7.6 7.6 0 0 0 18 17.2l1.5-1.7" />
      <path d="M19.5 19.5v-4h-4" />
    </SvgIcon>
  );
}

/** Delete: a bin with a lid. */
export function TrashIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4.5 6.5h15M9.5 6.5V4.5h5v2" />
      <path d="M6.5 6.5l1 13h9l1-13" />
      <path d="M10.5 10.5v5.5M13.5 10.5v5.5" />
    </SvgIcon>
  );
}

/** Copy: two overlapping sheets. */
export function CopyIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <rect x="8.5" y="8.5" width="11" height="11" rx="2" />
      <path d="M15.5 8.5V6.5a2 2 0 0 0-2-2h-7a2 2 0 0 0-2 2v7a2 2 0 0 0 2 2h2" />
    </SvgIcon>
  );
}

/** A picture (an uploaded photo). */
export function ImageIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <rect x="3.5" y="4.5" width="17" height="15" rx="2" />
      <circle cx="9" cy="9.5" r="1.8" />
      <path d="M20.5 16l-5-5-9 8.5" />
    </SvgIcon>
  );
}

/** Settings: three sliders. */
export function SettingsIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4 6.5h9M17 6.5h3M4 12h3M11 12h9M4 17.5h11M19 17.5h1" />
      <circle cx="15" cy="6.5" r="2" />
      <circle cx="9" cy="12" r="2" />
      <circle cx="17" cy="17.5" r="2" />
    </SvgIcon>
  );
}
