import { useParams } from 'react-router-dom';
import { Seo } from '../../app/head.tsx';
import { ReviewDetail } from '../../features/admin/ReviewsModeration.tsx';

/** `/admin/reviews/:id`: one review, as the approve link in the agent's email opens it. */
export function Component() {
  const { id = '' } = useParams();
  return (
    <>
      <Seo
        title="Review | Back office"
        description="The agent's back office."
        path={`/admin/reviews/${id}`}
      />
      <ReviewDetail id={id} />
    </>
  );
}
