export { Dialog, DIALOG_SIZES, type DialogProps, type DialogSize } from './Dialog';
