import type { Listing } from '@agent-sites/schemas';
import { CardTour } from '@agent-sites/site-engine/features/leads/CardTour.tsx';
import { tourFormDescription } from '../../content/pages/listing-detail.ts';
import { cardTour } from '../../content/pages/listings.ts';
import type { PromisingFormText } from '../../content/types.ts';
import { useReplyTime } from '../../lib/reply-time.ts';

/**
 * A page's form under listing cards (the home page's, /listings'): the page's own `form`, or a
 * tour request for the home whose card's "Schedule Tour" was tapped, with `homes` to choose from.
 * Both promise my reply as I would make it now (decision 047).
 */
export function PageCardTour({
  homes,
  form,
  variant,
}: {
  homes: Listing[] | undefined;
  form: PromisingFormText;
  variant: 'home' | 'buyer';
}) {
  const tourPromise = useReplyTime('tour', tourFormDescription);
  const questionPromise = useReplyTime('inquiry', form.description);
  return (
    <CardTour
      homes={homes}
      contactForm={{ ...form, description: questionPromise, variant, placeholderHeight: '48rem' }}
      tourDescription={tourPromise}
      otherQuestion={cardTour.otherQuestion}
    />
  );
}
