import { Grid, Testimonial } from '@agent-sites/ui';
import type { TestimonialContent } from '../content/types.ts';

/** Client words in a grid of cards. */
export function Testimonials({ items, columns = 2 }: { items: TestimonialContent[]; columns?: 2 | 3 }) {
  return (
    <Grid as="ul" columns={columns} gap="6" style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <li key={`${item.name}-${item.location ?? ''}`}>
          <Testimonial name={item.name} location={item.location} text={item.text} rating={item.rating} />
        </li>
      ))}
    </Grid>
  );
}
