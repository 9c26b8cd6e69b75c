// A made-up MLS market for the RESO stand-in (stand-in.ts): `size` Property records in the RESO
// Data Dictionary's names, the same for the same seed, and the changes a market goes through
// (a price cut, a status change, a withdrawal, a seller opting out of the internet), each giving
// the record a new ModificationTimestamp as a real MLS does. Places and people are generic.

/** A RESO Property record with its Media, as a server answers it. */
export type PropertyRecord = Record<string, unknown> & {
  ListingKey: string;
  ModificationTimestamp: string;
  StandardStatus: string;
  Media: MediaRecord[];
};

export interface MediaRecord {
  MediaKey: string;
  MediaURL: string;
  Order: number;
  MediaCategory: string;
}

export interface MarketOptions {
  size: number;
  seed?: number;
  /** The two-letter state every listing is in. */
  state?: string;
  /** The ListAgentMlsId of the agent whose site imports the feed; every 50th listing is theirs. */
  agentMlsId?: string;
  /** The first ModificationTimestamp; each listing is a little later than the one before. */
  start?: Date;
}

export interface Market {
  /** Every record, in no particular order (the server sorts). */
  readonly records: readonly PropertyRecord[];
  get(key: string): PropertyRecord;
  /** Changes fields of a listing and stamps it with the market's next time. */
  change(key: string, fields: Record<string, unknown>): PropertyRecord;
  changePrice(key: string, price: number): PropertyRecord;
  changeStatus(key: string, status: string): PropertyRecord;
  withdraw(key: string): PropertyRecord;
  optOut(key: string): PropertyRecord;
  /** Adds a new listing (Active) at the market's next time. */
  add(): PropertyRecord;
  /** The time the next change will carry. */
  readonly now: Date;
}

const CITIES: readonly { city: string; zip: string; lat: number; lng: number }[] = [
  { city: 'Springfield', zip: '10101', lat: 41.1, lng: -83.1 },
  { city: 'Riverton', zip: '10102', lat: 41.2, lng: -83.2 },
  { city: 'Fairview', zip: '10103', lat: 41.3, lng: -83.3 },
  { city: 'Lakeside', zip: '10104', lat: 41.4, lng: -83.4 },
  { city: 'Oak Hill', zip: '10105', lat: 41.5, lng: -83.5 },
  { city: 'Maple Grove', zip: '10106', lat: 41.6, lng: -83.6 },
  { city: 'Cedar Falls', zip: '10107', lat: 41.7, lng: -83.7 },
  { city: 'Brookside', zip: '10108', lat: 41.8, lng: -83.8 },
];
const STREETS = ['Main St', 'Oak Ave', 'Elm St', 'Park Blvd', 'Lake Dr', 'Hill Rd', 'Pine Ct', 'River Rd'];
const OFFICES = [
  'Hometown Realty',
  'Keystone Brokers',
  'Northside Homes',
  'Village Real Estate',
  'Summit Properties',
];
/** StandardStatus by share of the market (out of 100). */
const STATUSES: readonly [string, number][] = [
  ['Active', 70],
  ['ComingSoon', 6],
  ['ActiveUnderContract', 5],
  ['Pending', 5],
  ['Closed', 8],
  ['Withdrawn', 2],
  ['Expired', 2],
  ['Canceled', 1],
  ['Hold', 1],
];
const SUB_TYPES: readonly [string, string][] = [
  ['Residential', 'SingleFamilyResidence'],
  ['Residential', 'SingleFamilyResidence'],
  ['Residential', 'SingleFamilyResidence'],
  ['Residential', 'Condominium'],
  ['Residential', 'Townhouse'],
  ['ResidentialIncome', 'Duplex'],
  ['Land', 'UnimprovedLand'],
];

/** mulberry32: a small, well-known deterministic generator. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function makeMarket(options: MarketOptions): Market {
  const seed = options.seed ?? 27;
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const state = options.state ?? 'XX';
  let clock = (options.start ?? new Date('2026-01-05T12:00:00.000Z')).getTime();
  /** Each listing a few seconds after the one before; every tenth shares its time with the last. */
  const tick = (index: number) => {
    if (index % 10 !== 9) clock += 1000 + Math.floor(next() * 60_000);
    return new Date(clock).toISOString();
  };
  const status = () => {
    let roll = next() * 100;
    for (const [name, share] of STATUSES) {
      roll -= share;
      if (roll < 0) return name;
    }
    return 'Active';
  };
  const records = new Map<string, PropertyRecord>();
  let count = 0;

  const make = (forced?: string): PropertyRecord => {
    const index = count++;
    const key = `${seed}-${String(index + 1).padStart(7, '0')}`;
    const place = pick(CITIES);
    const [propertyType, subType] = pick(SUB_TYPES);
    const land = propertyType === 'Land';
    const standardStatus = forced ?? status();
    const listed = new Date(clock - Math.floor(next() * 120) * 86_400_000);
    const price = Math.round((80_000 + next() * 920_000) / 100) * 100;
    const closed = standardStatus === 'Closed';
    const photos = land ? 1 : 1 + Math.floor(next() * 8);
    // Media come in no particular order; Order says where each goes.
    const orders = Array.from({ length: photos }, (_, n) => n + 1);
    for (let n = orders.length - 1; n > 0; n--) {
      const other = Math.floor(next() * (n + 1));
      [orders[n], orders[other]] = [orders[other]!, orders[n]!];
    }
    return {
      ListingKey: key,
      ListingId: String(2_600_000 + index),
      StandardStatus: standardStatus,
      ModificationTimestamp: tick(index),
      ListPrice: price,
      ClosePrice: closed ? Math.round(price * (0.95 + next() * 0.08)) : null,
      CloseDate: closed ? new Date(listed.getTime() + 30 * 86_400_000).toISOString().slice(0, 10) : null,
      ListingContractDate: listed.toISOString().slice(0, 10),
      BedroomsTotal: land ? null : 1 + Math.floor(next() * 5),
      BathroomsTotalInteger: land ? null : 1 + Math.floor(next() * 3),
      LivingArea: land ? null : 700 + Math.floor(next() * 3300),
      UnparsedAddress: `${100 + Math.floor(next() * 9900)} ${pick(STREETS)}`,
      City: place.city,
      StateOrProvince: state,
      PostalCode: place.zip,
      PublicRemarks: `A ${land ? 'lot' : 'home'} in ${place.city}, listing ${index + 1} of this market.`,
      ListOfficeName: pick(OFFICES),
      ListAgentMlsId:
        options.agentMlsId && index % 50 === 0 ? options.agentMlsId : `AG${1000 + (index % 300)}`,
      Latitude: Math.round((place.lat + next() * 0.05) * 1e6) / 1e6,
      Longitude: Math.round((place.lng - next() * 0.05) * 1e6) / 1e6,
      PropertyType: propertyType,
      PropertySubType: subType,
      // Now and then a seller keeps the listing off the internet.
      InternetEntireListingDisplayYN: index % 40 !== 7,
      Media: orders.map((order, n) => ({
        MediaKey: `${key}-m${n + 1}`,
        MediaURL: `https://media.mls.example/${key}/${order}.jpg`,
        Order: order,
        MediaCategory: 'Photo',
      })),
    };
  };

  for (let i = 0; i < options.size; i++) {
    const record = make();
    records.set(record.ListingKey, record);
  }

  const get = (key: string) => {
    const record = records.get(key);
    if (!record) throw new Error(`No listing ${key} in the market`);
    return record;
  };
  const change = (key: string, fields: Record<string, unknown>) => {
    const record = get(key);
    clock += 1000;
    Object.assign(record, fields, { ModificationTimestamp: new Date(clock).toISOString() });
    return record;
  };
  return {
    get records() {
      return [...records.values()];
    },
    get,
    change,
    changePrice: (key, price) => change(key, { ListPrice: price }),
    changeStatus: (key, standardStatus) => change(key, { StandardStatus: standardStatus }),
    withdraw: (key) => change(key, { StandardStatus: 'Withdrawn' }),
    optOut: (key) => change(key, { InternetEntireListingDisplayYN: false }),
    add() {
      clock += 1000;
      const record = make('Active');
      record.ModificationTimestamp = new Date(clock).toISOString();
      records.set(record.ListingKey, record);
      return record;
    },
    get now() {
      return new Date(clock + 1000);
    },
  };
}
