import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Grid } from '../Layout';
import { SectionHeading } from '../SectionHeading';
import { Testimonial, type TestimonialProps } from './Testimonial';

const featured: TestimonialProps[] = [
  {
    name: 'Sarah and James K.',
    location: 'Royal Oak, MI',
    text: 'Alex found us a bungalow four blocks from downtown Royal Oak before it ever hit the market, then talked us through an inspection report that would have scared us off on our own. We closed in 28 days.',
    rating: 5,
  },
  {
    name: 'Marcus T.',
    location: 'Detroit, MI',
    text: 'Selling my mother’s house in Bagley was emotional. Alex handled the estate paperwork with the title company, lined up a cleanout crew and still got us three offers the first weekend.',
    rating: 5,
  },
  {
    name: 'Priya R.',
    location: 'Birmingham, MI',
    text: 'As a first-time buyer I had a hundred questions. Alex answered every text, explained every line of the purchase agreement and never once pushed us past our budget.',
    rating: 5,
  },
  {
    name: 'Dave and Linda W.',
    location: 'Grosse Pointe Woods, MI',
    text: 'We sold our Michigan home and bought a condo in Sarasota in the same month. Alex coordinated with the Florida agent so we only moved once.',
    rating: 5,
  },
  {
    name: 'Tanya B.',
    location: 'Ferndale, MI',
    text: 'Our market analysis was spot on: we listed at Alex’s number and sold above asking in six days. Honest advice, no games.',
    rating: 5,
  },
];

const meta = {
  title: 'Content/Testimonial',
  component: Testimonial,
  args: featured[0],
} satisfies Meta<typeof Testimonial>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure');
    await expect(within(figure).getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
    await expect(within(figure).getByRole('blockquote')).toHaveTextContent(/bungalow four blocks/);
    await expect(within(figure).getByText('Sarah and James K.')).toBeVisible();
    await expect(within(figure).getByText('Royal Oak, MI')).toBeVisible();
  },
};

/** The five featured testimonials of the reviews page, in a grid. */
export const FiveFeatured: Story = {
  render: () => (
    <section aria-labelledby="reviews-title">
      <SectionHeading
        titleId="reviews-title"
        eyebrow="Reviews"
        title="What Metro Detroit Clients Say"
        align="center"
      />
      <Grid as="ul" columns={3}>
        {featured.map((testimonial) => (
          <li key={testimonial.name}>
            <Testimonial {...testimonial} />
          </li>
        ))}
      </Grid>
    </section>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getAllByRole('figure')).toHaveLength(5);
    await expect(canvas.getAllByRole('img', { name: '5 out of 5 stars' })).toHaveLength(5);
  },
};

/** A long story wraps and keeps its paragraphs; the card grows, nothing is cut off. */
export const LongText: Story = {
  args: {
    name: 'Elena V.',
    location: 'Dearborn, MI',
    text: [
      'We had been outbid on five houses in Dearborn and Allen Park before we called Alex. Instead of telling us to offer more, Alex pulled the sales from each street, showed us which homes had sat for a month and which had sold in a weekend, and helped us write offers that sellers could actually say yes to.',
      'When the appraisal on our colonial came in $12,000 short, Alex had comparable sales ready for the appraiser within a day and the value was revised. We closed on time, and Alex even sent us the name of a roofer for the garage.',
      'If you are buying in Metro Detroit, call Alex first.',
    ].join('\n\n'),
  },
  play: async ({ canvas }) => {
    const quote = canvas.getByRole('blockquote');
    await expect(within(quote).getAllByRole('paragraph')).toHaveLength(3);
    await expect(
      within(quote).getByText('If you are buying in Metro Detroit, call Alex first.'),
    ).toBeVisible();
  },
};

export const RatingFour: Story = {
  args: {
    name: 'Kevin O.',
    location: 'Troy, MI',
    text: 'The sale took longer than we hoped because of a winter listing, but Alex kept us updated every week and the final price was fair.',
    rating: 4,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  },
};

/** Text that looks like markup is shown as typed: testimonials never inject HTML. */
export const PlainTextOnly: Story = {
  args: {
    name: 'Chris P.',
    location: 'Warren, MI',
    text: 'Best agent <b>ever</b> <img src=x onerror=alert(1)>',
  },
  play: async ({ canvas }) => {
    const quote = canvas.getByRole('blockquote');
    await expect(quote).toHaveTextContent('Best agent <b>ever</b> <img src=x onerror=alert(1)>');
    await expect(quote.querySelector('b, img')).toBeNull();
  },
};

/** Without a card, on a section's own background, and without a rating. */
export const PlainWithoutRating: Story = {
  args: { variant: 'plain', rating: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.getByRole('figure')).toBeVisible();
  },
};
