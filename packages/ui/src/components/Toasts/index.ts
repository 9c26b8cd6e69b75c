export {
  Toaster,
  ToastMessage,
  notify,
  type ToasterProps,
  type ToastMessageProps,
  type ToastTone,
} from './Toasts';
export { TopToaster, type TopToasterProps } from './TopToaster';
