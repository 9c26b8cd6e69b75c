export {
  TourRequestForm,
  TOUR_REQUEST_VARIANTS,
  type TourRequestFormProps,
  type TourRequestFormValues,
  type TourRequestVariant,
} from './TourRequestForm';
