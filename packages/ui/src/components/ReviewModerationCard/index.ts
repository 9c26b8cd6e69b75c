export {
  REVIEW_STATUS_LOOK,
  REVIEW_STATUSES,
  ReviewModerationCard,
  type ReviewDecision,
  type ReviewModerationCardProps,
  type ReviewStatus,
} from './ReviewModerationCard';
