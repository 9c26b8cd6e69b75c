export {
  TourRequestForm,
  TOUR_REQUEST_VARIANTS,
  type HomeChoice,
  type TourRequestFormProps,
  type TourRequestFormValues,
  type TourRequestVariant,
} from './TourRequestForm';
