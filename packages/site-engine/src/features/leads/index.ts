import { deferred } from '../../app/deferred.tsx';
import { needsScript } from './no-script.tsx';

// Each form's code (formik, yup, the schema) loads when the form nears the viewport. Without
// JavaScript the lead forms that matter most post themselves to the function, which answers with a
// page (web-post.ts); the others show no fields, only how else to reach the agent (no-script.tsx).
export const ContactForm = deferred(() => import('./ContactForm.tsx'));
export const TourRequest = deferred(() => import('./TourRequest.tsx'));
export const ValuationRequest = deferred(() => import('./ValuationRequest.tsx'));
export const RelocationRequest = deferred(() => import('./RelocationRequest.tsx'));
export const ReviewForm = needsScript(deferred(() => import('./ReviewForm.tsx')));
export const PartnershipForm = needsScript(deferred(() => import('./PartnershipForm.tsx')));
export const SubscribeForm = needsScript(deferred(() => import('./SubscribeForm.tsx')));
export const GuideRequest = needsScript(deferred(() => import('./GuideRequest.tsx')));
