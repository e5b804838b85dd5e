export { Toaster } from './Toaster';
export type { ToasterProps } from './Toaster';
export { createToastStore, toast, DEFAULT_TOAST_MS, MAX_TOASTS } from './toast-store';
export type { ToastItem, ToastKind, ToastStore } from './toast-store';
