export { ToastProvider } from './ToastProvider.js';
export type { ToastProviderProps } from './ToastProvider.js';
export { useToast } from './useToast.js';
export type { ToastApi } from './useToast.js';
export type { ShowToastOptions, ToastAnnouncement, ToastTone } from './toastQueue.js';
