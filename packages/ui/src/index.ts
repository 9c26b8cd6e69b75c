// The public API of @agent-sites/ui: named exports only. Anything not listed here is internal.

// Theme and plumbing
export * from './theme';
export { LinkProvider, type LinkComponent, type LinkProviderProps } from './internal/link';
export { HONEYPOT_FIELD, SubmitError, type SubmitMeta } from './internal/form';
export type { WebFormPost } from './internal/form-shell';

// Pure rules (status, price, filters, payment)
export * from './rules/listing';
export * from './rules/filters';
export * from './rules/prices';
export * from './rules/valuation';
export * from './rules/payment';

// Primitives
export * from './components/Button';
export * from './components/Card';
export * from './components/Badge';
export * from './components/Layout';
export * from './components/Typography';
export * from './components/Icon';
export * from './components/VisuallyHidden';
export * from './components/Field';
export * from './components/Dialog';
export * from './components/Notice';
export * from './components/PageLinks';
export * from './components/Toasts';
export * from './components/DataTable';
export * from './components/DescriptionList';

// Listings
export * from './components/StatusBadge';
export * from './components/PriceText';
export * from './components/Skeleton';
export * from './components/ListingCard';
export * from './components/AreaCard';
export * from './components/FilterPanel';
export * from './components/FilterSheet';
export * from './components/FilterBar';
export * from './components/SortControl';
export * from './components/PriceField';
export * from './components/HomeSearch';
export * from './components/PhotoGallery';
export * from './components/PaymentEstimate';
export * from './components/OpenHouseSchedule';
export * from './components/OpenHouseForm';
export * from './components/StarRating';

// Forms
export * from './components/InquiryForm';
export * from './components/ContactFormCard';
export * from './components/TourRequestForm';
export * from './components/RelocationRequestForm';
export * from './components/ValuationRequestForm';
export * from './components/ReviewForm';
export * from './components/PartnershipForm';
export * from './components/GuideRequestForm';
export * from './components/SubscribeForm';
export * from './components/SaveSearchForm';
export * from './components/SavedSearchMatches';
export * from './components/SignInForm';

// Site frame and content
export * from './components/SiteHeader';
export * from './components/SiteFooter';
export * from './components/Hero';
export * from './components/Picture';
export * from './components/Portrait';
export * from './components/ResultsStrip';
export * from './components/SectionHeading';
export * from './components/Testimonial';
export * from './components/StepList';
export * from './components/StatCard';
export * from './components/FAQ';

// Back office
export * from './components/AdminFrame';
export * from './components/ListingEditor';
export * from './components/PhotoManager';
export * from './components/ReviewModerationCard';
export * from './components/ChangeList';
export * from './components/ActionBar';
export * from './components/ContactBar';
export * from './components/ReplyActions';
export * from './components/LeadList';
