import { Seo } from '../../app/head.tsx';
import { ReviewsModeration } from '../../features/admin/ReviewsModeration.tsx';

/** `/admin/reviews`: reviews, pending first. */
export function Component() {
  return (
    <>
      <Seo title="Reviews | Back office" description="The agent's back office." path="/admin/reviews" />
      <ReviewsModeration />
    </>
  );
}
