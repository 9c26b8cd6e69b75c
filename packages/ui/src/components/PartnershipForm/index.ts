export {
  PartnershipForm,
  PARTNERSHIP_SEND_FAILED,
  type PartnershipFormProps,
  type PartnershipFormValues,
} from './PartnershipForm';
