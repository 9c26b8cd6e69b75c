export {
  InquiryForm,
  INQUIRY_VARIANTS,
  INQUIRY_VARIANT_CONFIG,
  type InquiryFormProps,
  type InquiryVariant,
  type InquiryVariantConfig,
} from './InquiryForm';
