import { deferred } from '../../app/deferred.tsx';

// Each form's code (formik, yup, the schema) loads when the form nears the viewport.
export const ContactForm = deferred(() => import('./ContactForm.tsx'));
export const ReviewForm = deferred(() => import('./ReviewForm.tsx'));
export const PartnershipForm = deferred(() => import('./PartnershipForm.tsx'));
export const SubscribeForm = deferred(() => import('./SubscribeForm.tsx'));
export const GuideRequest = deferred(() => import('./GuideRequest.tsx'));
