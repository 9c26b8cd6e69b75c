export { ReviewForm, REVIEW_SEND_FAILED, type ReviewFormProps } from './ReviewForm';
