// Meridian design system. Importing this module also loads the theme tokens and the base styles.
import './theme.css';
import './base.css';

export { cx } from './cx';
export * from './icons';
export * from './screen-icons';
export { Button } from './Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './Button';
export { IconButton } from './IconButton';
export type { IconButtonProps } from './IconButton';
export { TextField } from './TextField';
export type { TextFieldProps } from './TextField';
export { NativeSelect } from './NativeSelect';
export { PasswordField } from './PasswordField';
export type { PasswordFieldProps } from './PasswordField';
export { Tabs } from './Tabs';
export type { TabItem, TabsProps } from './Tabs';
export { BottomSheet } from './BottomSheet';
export type { BottomSheetProps } from './BottomSheet';
export { Drawer } from './Drawer';
export type { DrawerProps } from './Drawer';
export { Dialog } from './Dialog';
export type { DialogProps } from './Dialog';
export { ConfirmDialog } from './ConfirmDialog';
export type { ConfirmDialogProps } from './ConfirmDialog';
export { Toaster, toast, createToastStore, DEFAULT_TOAST_MS, MAX_TOASTS } from './toast';
export type { ToasterProps, ToastItem, ToastKind, ToastStore } from './toast';
export { Spinner } from './Spinner';
export type { SpinnerProps } from './Spinner';
export { LoadingOverlay } from './LoadingOverlay';
export type { LoadingOverlayProps } from './LoadingOverlay';
export { SkeletonRows } from './SkeletonRows';
export type { SkeletonRowsProps } from './SkeletonRows';
export { SkeletonCards } from './SkeletonCards';
export type { SkeletonCardsProps } from './SkeletonCards';
export { Badge } from './Badge';
export type { BadgeProps, BadgeTone } from './Badge';
export { CountBadge, countText } from './CountBadge';
export type { CountBadgeProps } from './CountBadge';
export { Card } from './Card';
export type { CardProps } from './Card';
export { Figure, Figures } from './Figures';
export { CopyFigures } from './CopyFigures';
export type { CopyFigure } from './CopyFigures';
export type { FigureProps, FiguresProps } from './Figures';
export { RecordRow } from './RecordRow';
export type { RecordRowProps } from './RecordRow';
export { EmptyState } from './EmptyState';
export { Notice } from './Notice';
export { AsOfNote } from './AsOfNote';
export { OfflineReason } from './OfflineReason';
export type { AsOfNoteProps } from './AsOfNote';
export type { NoticeProps } from './Notice';
export type { EmptyStateProps } from './EmptyState';
export { PullToRefresh } from './PullToRefresh';
export type { PullToRefreshProps } from './PullToRefresh';
export {
  createPullToRefreshMachine,
  pullLabel,
  resist,
  PULL_HIDE_DELAY_MS,
  PULL_MAX_DISTANCE,
  PULL_THRESHOLD,
} from './pull-to-refresh-machine';
export type { PullMachine, PullOptions, PullPhase, PullState } from './pull-to-refresh-machine';
export { InfiniteList } from './InfiniteList';
export { LoadFailed } from './LoadFailed';
export type { LoadFailedProps } from './LoadFailed';
export type { InfiniteListProps } from './InfiniteList';
export { isFinished, listView, shouldLoadMore } from './infinite-list-logic';
export type { FinishedInput, ListBody, ListFooter, ListView } from './infinite-list-logic';
export { NumberStepper } from './NumberStepper';
export type { NumberStepperProps } from './NumberStepper';
export {
  canDecrease,
  canIncrease,
  formatDecimal,
  normalizeStepperValue,
  parseDecimal,
  sanitizeDecimalInput,
  stepDown,
  stepUp,
} from './stepper-math';
export type { StepperBounds } from './stepper-math';
export { ChoiceChips } from './ChoiceChips';
export type { ChoiceChip, ChoiceChipsProps } from './ChoiceChips';
export { Checkbox } from './Checkbox';
export type { CheckboxProps } from './Checkbox';
export { Switch } from './Switch';
export type { SwitchProps } from './Switch';
export { ListItem } from './ListItem';
export type { ListItemProps } from './ListItem';
export { ListGroup } from './ListGroup';
export type { ListGroupProps } from './ListGroup';
export { PageHeader } from './PageHeader';
export type { PageHeaderProps } from './PageHeader';
export { VisuallyHidden } from './VisuallyHidden';
export { SearchPage } from './SearchPage';
export type { SearchPageProps } from './SearchPage';
export { useModal } from './useModal';
export type { ModalOptions } from './useModal';
export { usePresence } from './usePresence';
export { setDocumentTitle } from './document-title';
