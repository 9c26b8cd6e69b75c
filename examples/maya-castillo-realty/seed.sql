-- Maya's listings in Larimer County, for the local backend's SEED_SQL (a fresh database gets this
-- seed instead of the project's). Fictional homes; no photos, so the pages show the placeholder.
insert into public.listings (
  slug, title, address, city, state, zip_code, property_type, price, status,
  bedrooms, bathrooms, square_feet, description, features, listing_date
)
values
  ('2150-aspen-ridge-dr-fort-collins', 'Foothills Ranch with a Mountain View', '2150 Aspen Ridge Dr',
   'Fort Collins', 'CO', '80525', 'single_family', 612000, 'current', 4, 3.0, 2480,
   'A ranch on a quiet loop near Horsetooth Reservoir, with a finished walk-out basement and a deck that faces the foothills.',
   array['Walk-out basement', 'Deck with foothill views', 'Two-car garage'], current_date - 3),
  ('418-mulberry-st-fort-collins', 'Old Town Bungalow', '418 Mulberry St',
   'Fort Collins', 'CO', '80521', 'single_family', 535000, 'current', 2, 1.0, 1120,
   'A 1920s bungalow three blocks from Old Town Square, with a front porch, a garden and a new furnace.',
   array['Walk to Old Town', 'Front porch', 'New furnace (2025)'], current_date - 6),
  ('3021-lakeside-dr-loveland', 'Loveland Townhome by the Lake', '3021 Lakeside Dr',
   'Loveland', 'CO', '80538', 'townhouse', 389000, 'pending', 3, 2.5, 1640,
   'An end-unit townhome across the street from Lake Loveland, with an attached garage and a small patio.',
   array['Lake across the street', 'Attached garage', 'Patio'], current_date - 12);
