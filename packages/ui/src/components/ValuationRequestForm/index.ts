export {
  ValuationRequestForm,
  type ValuationRequestFormProps,
  type ValuationRequestFormValues,
} from './ValuationRequestForm';
