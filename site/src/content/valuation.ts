/**
 * What the valuation request needs beyond its words: the areas its price range widens through,
 * and what happens after a request (the confirmation card). Data, not code: the library's rule
 * (`valuationAnswer`) knows no place; this table says which cities are near which, and their
 * county (docs/decisions/042-the-sellers-path.md).
 */
import type { ValuationArea } from '@agent-sites/ui';

const OAKLAND = 'Oakland County';
const WAYNE = 'Wayne County';
const MACOMB = 'Macomb County';

/**
 * The cities the agent sells in, each with the cities whose homes compare (nearest first) and its
 * county. A range tries the city, then the city with these, then the county.
 */
export const valuationAreas: ValuationArea[] = [
  { city: 'Royal Oak', county: OAKLAND, nearby: ['Berkley', 'Ferndale', 'Clawson', 'Huntington Woods'] },
  { city: 'Ferndale', county: OAKLAND, nearby: ['Berkley', 'Pleasant Ridge', 'Royal Oak', 'Oak Park'] },
  { city: 'Berkley', county: OAKLAND, nearby: ['Royal Oak', 'Ferndale', 'Huntington Woods'] },
  { city: 'Huntington Woods', county: OAKLAND, nearby: ['Berkley', 'Royal Oak', 'Pleasant Ridge'] },
  { city: 'Pleasant Ridge', county: OAKLAND, nearby: ['Ferndale', 'Huntington Woods', 'Royal Oak'] },
  { city: 'Oak Park', county: OAKLAND, nearby: ['Ferndale', 'Berkley', 'Southfield'] },
  { city: 'Clawson', county: OAKLAND, nearby: ['Royal Oak', 'Troy'] },
  { city: 'Birmingham', county: OAKLAND, nearby: ['Bloomfield Hills', 'Beverly Hills'] },
  { city: 'Bloomfield Hills', county: OAKLAND, nearby: ['Birmingham', 'Beverly Hills'] },
  { city: 'Beverly Hills', county: OAKLAND, nearby: ['Birmingham', 'Bloomfield Hills'] },
  { city: 'Troy', county: OAKLAND, nearby: ['Clawson', 'Rochester Hills'] },
  { city: 'Rochester Hills', county: OAKLAND, nearby: ['Troy'] },
  { city: 'Southfield', county: OAKLAND, nearby: ['Oak Park'] },
  { city: 'Novi', county: OAKLAND, nearby: ['Northville'] },
  { city: 'Detroit', county: WAYNE, nearby: ['Hamtramck', 'Grosse Pointe Park', 'Dearborn'] },
  { city: 'Hamtramck', county: WAYNE, nearby: ['Detroit'] },
  { city: 'Dearborn', county: WAYNE, nearby: ['Dearborn Heights', 'Detroit'] },
  { city: 'Dearborn Heights', county: WAYNE, nearby: ['Dearborn', 'Livonia'] },
  { city: 'Grosse Pointe', county: WAYNE, nearby: ['Grosse Pointe Park', 'Grosse Pointe Farms'] },
  { city: 'Grosse Pointe Park', county: WAYNE, nearby: ['Grosse Pointe', 'Detroit'] },
  { city: 'Grosse Pointe Farms', county: WAYNE, nearby: ['Grosse Pointe', 'Grosse Pointe Woods'] },
  { city: 'Grosse Pointe Woods', county: WAYNE, nearby: ['Grosse Pointe Farms', 'St. Clair Shores'] },
  { city: 'Plymouth', county: WAYNE, nearby: ['Northville', 'Canton', 'Livonia'] },
  { city: 'Northville', county: WAYNE, nearby: ['Plymouth', 'Novi'] },
  { city: 'Canton', county: WAYNE, nearby: ['Plymouth'] },
  { city: 'Livonia', county: WAYNE, nearby: ['Plymouth', 'Dearborn Heights'] },
  { city: 'St. Clair Shores', county: MACOMB, nearby: ['Grosse Pointe Woods'] },
];

/** What happens after a valuation request, after the first reply the form promises. */
export const valuationNextSteps: string[] = [
  'I look up your home and my sales and the MLS sales around your street.',
  'I call you to hear about updates and what needs work, and we pick a time for a 30-minute walkthrough.',
  'Within a day of the walkthrough you get my written market analysis by email: a suggested price, the sales behind it and what I would fix before listing.',
];
