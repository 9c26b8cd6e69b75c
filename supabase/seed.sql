-- Sample listings for development and tests: Metro Detroit homes in every status, including a listing
-- without a price and a coming-soon one without beds or baths. The photos are drawn for this project
-- (supabase/seed-photos, see the README) and live in the listing-photos bucket; image URLs are paths
-- relative to the Supabase URL, which the site resolves against VITE_SUPABASE_URL.
insert into public.listings (
  slug, title, address, city, state, zip_code, property_type, price, closed_price, status,
  bedrooms, bathrooms, square_feet, description, features, gallery_images, header_image_url,
  listing_date, closed_on, created_at
)
select
  slug, title, address, city, 'MI', zip_code, property_type::public.property_type, price, closed_price,
  status::public.listing_status, bedrooms, bathrooms, square_feet, description, features,
  array(
    select format('/storage/v1/object/public/listing-photos/%s/%s.jpg', slug, photo)
    from unnest(array['photo-1', 'photo-2', 'photo-3']) as photo
  ),
  format('/storage/v1/object/public/listing-photos/%s/photo-1.jpg', slug),
  (now() - make_interval(days => age_days))::date,
  -- A closed listing closed days_on_market days after it was listed.
  (now() - make_interval(days => age_days - days_on_market))::date,
  now() - make_interval(days => age_days)
from (
  values
    ('1428-maplewood-ave-royal-oak', 'Updated Colonial Near Downtown Royal Oak', '1428 Maplewood Ave',
     'Royal Oak', '48067', 'single_family', 389900, null::integer, 'current', 3, 2.5, 1780,
     'A bright three-bedroom colonial on a tree-lined street, a short walk from Royal Oak''s restaurants and the Main Street shops. Refinished oak floors, a renovated kitchen and a fenced backyard with a deck.',
     array['Renovated kitchen with quartz counters', 'Refinished hardwood floors', 'Finished basement', 'Two-car detached garage', 'Fenced yard with deck'],
     2, null::integer),
    ('2215-pinecrest-dr-ferndale', 'Ferndale Bungalow with a Big Front Porch', '2215 Pinecrest Dr',
     'Ferndale', '48220', 'single_family', 264500, null, 'current', 2, 1.0, 1050,
     'A classic 1920s bungalow with a deep covered porch, original trim and a sunny dining room. Minutes from Nine Mile and Woodward.',
     array['Covered front porch', 'Original woodwork', 'Updated electrical', 'New roof (2023)'],
     4, null),
    ('655-henrietta-st-birmingham', 'Walkable Birmingham Townhome', '655 Henrietta St',
     'Birmingham', '48009', 'townhouse', 725000, null, 'current', 3, 3.5, 2250,
     'An end-unit townhome three blocks from downtown Birmingham, with an open main floor, a primary suite with a walk-in closet and a private rooftop terrace.',
     array['Rooftop terrace', 'Attached two-car garage', 'Gas fireplace', 'Primary suite with walk-in closet'],
     6, null),
    ('4871-rochester-ct-troy', 'Spacious Troy Family Home', '4871 Rochester Ct',
     'Troy', '48085', 'single_family', 549000, null, 'current', 4, 2.5, 2640,
     'A four-bedroom home on a quiet court in the Troy School District, with a family room fireplace, first-floor laundry and a large lot backing onto trees.',
     array['Troy School District', 'First-floor laundry', 'Family room fireplace', 'Sprinkler system', 'Cul-de-sac lot'],
     9, null),
    ('31020-lakeview-blvd-novi', 'Novi Condo with Lake Views', '31020 Lakeview Blvd',
     'Novi', '48377', 'condo', null, null, 'current', 2, 2.0, 1325,
     'A second-floor condo overlooking Walled Lake with a balcony, in-unit laundry and a clubhouse pool. Price to be set with the seller; ask for details.',
     array['Balcony with lake view', 'In-unit laundry', 'Clubhouse and pool', 'Carport parking'],
     11, null),
    ('918-lakeland-st-grosse-pointe', 'Grosse Pointe Tudor, Coming This Spring', '918 Lakeland St',
     'Grosse Pointe', '48230', 'single_family', 815000, null, 'coming_soon', 5, 3.5, 3400,
     'A stately Tudor near the lake with leaded-glass windows, a library and a carriage house. Photos and showings soon; ask to be notified.',
     array['Leaded-glass windows', 'Library with built-ins', 'Carriage house', 'Walk to the lake'],
     1, null),
    ('lot-7-orchard-ridge-rochester-hills', 'New Construction Lot in Rochester Hills', 'Lot 7 Orchard Ridge Dr',
     'Rochester Hills', '48306', 'land', null, null, 'coming_soon', null::smallint, null::numeric, null::integer,
     'A wooded half-acre homesite in a new Rochester Hills development; plans and pricing are being finalised with the builder.',
     array['Half-acre wooded lot', 'Public water and sewer', 'Builder plans available'],
     3, null),
    ('1742-chicago-blvd-detroit', 'Boston-Edison Historic Home', '1742 Chicago Blvd',
     'Detroit', '48206', 'single_family', 499000, null, 'pending', 6, 4.5, 5200,
     'A restored 1915 home in the Boston-Edison historic district with a grand staircase, a conservatory and a three-car garage.',
     array['Historic district', 'Grand staircase', 'Conservatory', 'Three-car garage'],
     14, null),
    ('22510-beech-st-dearborn', 'Brick Ranch in West Dearborn', '22510 Beech St',
     'Dearborn', '48124', 'single_family', 319000, null, 'pending', 3, 1.5, 1400,
     'A solid brick ranch with a finished basement and a newer furnace, close to Ford Field Park and the West Dearborn shops.',
     array['Finished basement', 'Newer furnace and air conditioning', 'Hardwood under carpet', 'Patio'],
     17, null),
    ('409-penniman-ave-plymouth', 'Downtown Plymouth Craftsman', '409 Penniman Ave',
     'Plymouth', '48170', 'single_family', 475000, 468000, 'recently_closed', 3, 2.0, 1690,
     'A craftsman a block from Kellogg Park, sold after a week on the market.',
     array['Walk to Kellogg Park', 'Updated bathrooms', 'Detached garage'],
     25, 7),
    ('1120-woodward-heights-ferndale', 'Ferndale Duplex', '1120 Woodward Heights',
     'Ferndale', '48220', 'multi_family', 339000, 352500, 'recently_closed', 4, 2.0, 1960,
     'A two-unit investment property, both units rented; sold above asking with several offers.',
     array['Two units, separate utilities', 'Both units leased', 'Off-street parking'],
     32, 12),
    ('3360-quarton-rd-bloomfield-hills', 'Bloomfield Hills Contemporary', '3360 Quarton Rd',
     'Bloomfield Hills', '48302', 'single_family', 1195000, 1150000, 'recently_closed', 5, 5.5, 5800,
     'A contemporary on two acres with walls of glass, a chef''s kitchen and a walk-out lower level.',
     array['Two-acre lot', 'Chef''s kitchen', 'Walk-out lower level', 'Three-car garage'],
     40, 31),
    -- Three sales in Berkley give a seller there a price range from the city's own sales, and
    -- sellers in nearby Ferndale or Royal Oak one that widens to Berkley; Plymouth's and Livonia's
    -- one sale each are too few for any number (docs/decisions/042-the-sellers-path.md).
    ('2540-gardner-ave-berkley', 'Berkley Bungalow with a Finished Attic', '2540 Gardner Ave',
     'Berkley', '48072', 'single_family', 289000, 296500, 'recently_closed', 3, 1.5, 1240,
     'A brick bungalow with a finished attic bedroom and a new kitchen, two blocks from Twelve Mile; four offers in the first weekend.',
     array['Finished attic bedroom', 'New kitchen (2024)', 'Glass-block basement windows', 'Two-car garage'],
     45, 9),
    ('3311-oakshire-ave-berkley', 'Brick Cape Cod on a Quiet Berkley Street', '3311 Oakshire Ave',
     'Berkley', '48072', 'single_family', 279900, 274000, 'recently_closed', 3, 1.0, 1150,
     'A Cape Cod with original hardwood and a deep yard; priced for the furnace and roof it needed, and sold to a first-time buyer.',
     array['Original hardwood floors', 'Deep fenced yard', 'Full basement'],
     60, 21),
    ('2063-catalpa-dr-berkley', 'Updated Berkley Colonial Near the Schools', '2063 Catalpa Dr',
     'Berkley', '48072', 'single_family', 339000, 345000, 'recently_closed', 3, 2.0, 1480,
     'A colonial with an open kitchen, a finished basement and a two-car garage, walking distance to the schools; sold above asking.',
     array['Open kitchen with island', 'Finished basement', 'Two-car garage', 'Walk to the schools'],
     75, 14),
    ('15840-ellen-dr-livonia', 'Livonia Ranch with a Three-Season Room', '15840 Ellen Dr',
     'Livonia', '48154', 'single_family', 299000, 305000, 'recently_closed', 3, 1.5, 1380,
     'A brick ranch with a three-season room, a newer roof and a finished basement, in the Livonia Public Schools.',
     array['Three-season room', 'Newer roof', 'Finished basement', 'Attached garage'],
     50, 12)
) as sample (
  slug, title, address, city, zip_code, property_type, price, closed_price, status,
  bedrooms, bathrooms, square_feet, description, features, age_days, days_on_market
);

-- The same photos as rows of listing_photos, as the back office keeps them (the trigger on that
-- table then writes gallery_images and header_image_url back unchanged).
insert into public.listing_photos (listing_id, path, position, alt_text, is_header, content_type)
select
  l.id,
  substr(url, length('/storage/v1/object/public/listing-photos/') + 1),
  ordinality - 1,
  format('%s, photo %s of %s', l.title, ordinality, cardinality(l.gallery_images)),
  url = l.header_image_url,
  'image/jpeg'
from public.listings as l
cross join lateral unnest(l.gallery_images) with ordinality as photo (url, ordinality);

-- Open houses on the agent's clock: the first listing's on the coming Saturday and Sunday (always
-- after today) from 1 to 3 PM, the Ferndale bungalow's the Sunday after. Relative to when the seed
-- is loaded, so the cards and pages always have some to show.
insert into public.open_houses (listing_id, starts_at, ends_at, note)
select l.id,
       (d.local_day + time '13:00') at time zone 'America/Detroit',
       (d.local_day + time '15:00') at time zone 'America/Detroit',
       sample.note
from (
  values
    ('1428-maplewood-ave-royal-oak', 6, 0, null),
    ('1428-maplewood-ave-royal-oak', 7, 0, 'Coffee from the bakery on Main Street'),
    ('2215-pinecrest-dr-ferndale', 7, 7, null)
) as sample (slug, weekday, extra_days, note)
join public.listings as l on l.slug = sample.slug
cross join lateral (
  -- The next such weekday after today (1 to 7 days ahead), as a local date and midnight.
  select ((now() at time zone 'America/Detroit')::date
          + ((sample.weekday - extract(isodow from now() at time zone 'America/Detroit')::int + 6) % 7 + 1)
          + sample.extra_days)::timestamp as local_day
) as d;
