import { Grid, Testimonial } from '@agent-sites/ui';
import type { TestimonialContent } from '../content/types.ts';

/** Client words in a grid of cards; items with an `id` (reviews from the database) are keyed by it. */
export function Testimonials({
  items,
  columns = 2,
}: {
  items: ReadonlyArray<TestimonialContent & { id?: string }>;
  columns?: 2 | 3;
}) {
  return (
    <Grid as="ul" columns={columns} gap="6" style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <li key={item.id ?? `${item.name}-${item.location ?? ''}`}>
          <Testimonial name={item.name} location={item.location} text={item.text} rating={item.rating} />
        </li>
      ))}
    </Grid>
  );
}
