export {
  Toaster,
  ToastMessage,
  notify,
  type ToasterProps,
  type ToastMessageProps,
  type ToastTone,
} from './Toasts';
