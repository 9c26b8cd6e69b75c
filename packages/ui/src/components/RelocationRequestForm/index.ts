export {
  RelocationRequestForm,
  type RelocationRequestFormLabels,
  type RelocationRequestFormProps,
  type RelocationRequestFormValues,
} from './RelocationRequestForm';
