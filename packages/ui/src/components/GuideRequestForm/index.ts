export { GuideRequestForm, type GuideRequestFormProps } from './GuideRequestForm';
