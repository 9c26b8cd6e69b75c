import { deferred } from '../../app/deferred.tsx';
import { needsScript } from './no-script.tsx';

// Each form's code (formik, yup, the schema) loads when the form nears the viewport; without
// JavaScript the form says how else to reach the agent.
export const ContactForm = needsScript(deferred(() => import('./ContactForm.tsx')));
export const TourRequest = needsScript(deferred(() => import('./TourRequest.tsx')));
export const ValuationRequest = needsScript(deferred(() => import('./ValuationRequest.tsx')));
export const RelocationRequest = needsScript(deferred(() => import('./RelocationRequest.tsx')));
export const ReviewForm = needsScript(deferred(() => import('./ReviewForm.tsx')));
export const PartnershipForm = needsScript(deferred(() => import('./PartnershipForm.tsx')));
export const SubscribeForm = needsScript(deferred(() => import('./SubscribeForm.tsx')));
export const GuideRequest = needsScript(deferred(() => import('./GuideRequest.tsx')));
