import { AreaCard, Grid } from '@agent-sites/ui';
import { featuredAreas } from '../content/pages/listings.ts';
import { Intro } from '../components/Intro.tsx';

export interface FeaturedAreasProps {
  /** Listings per area slug; undefined while they are being read. */
  counts?: Readonly<Record<string, number>>;
  /** The areas the results show now. */
  chosen: readonly string[];
  /** Shows an area's homes. */
  onChoose: (slug: string) => void;
}

/**
 * /listings' featured areas, one card per city with its count, each choosing its area and linking
 * to its page. Below the results: its code loads as it nears the screen (a deferred island).
 */
export default function FeaturedAreas({ counts, chosen, onChoose }: FeaturedAreasProps) {
  return (
    <>
      <Intro intro={featuredAreas.intro} id="areas-heading" />
      <Grid as="ul" columns={3} gap="4" style={{ listStyle: 'none' }}>
        {featuredAreas.areas.map((area) => (
          <li key={area.slug}>
            <AreaCard
              name={area.name}
              blurb={area.blurb}
              count={counts && (counts[area.slug] ?? 0)}
              chosen={chosen.includes(area.slug)}
              onChoose={() => onChoose(area.slug)}
              pageHref={`/areas/${area.slug}`}
            />
          </li>
        ))}
      </Grid>
    </>
  );
}
