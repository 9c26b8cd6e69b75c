// Users, sessions and refresh tokens in the auth schema, kept as GoTrue keeps them (bcrypt hashes in
// encrypted_password, so accounts could move to a Supabase project as they are).
import { randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';
import type { Database, Queryable } from '../db/database.ts';

export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: string | null;
  last_sign_in_at: string | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  is_anonymous: boolean;
  banned_until: string | null;
  created_at: string;
  updated_at: string;
}

const iso = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as ${column.split('.').pop()}`;

export const USER_COLUMNS = [
  'u.id::text as id',
  'u.aud',
  'u.role',
  'u.email',
  'u.encrypted_password',
  iso('u.email_confirmed_at'),
  iso('u.last_sign_in_at'),
  'u.raw_app_meta_data',
  'u.raw_user_meta_data',
  'u.is_anonymous',
  iso('u.banned_until'),
  iso('u.created_at'),
  iso('u.updated_at'),
].join(', ');

const BCRYPT_COST = 10;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

/** Compares in constant time for a missing user too, so timing does not reveal which emails exist. */
const DUMMY_HASH = bcrypt.hashSync('not-a-password', BCRYPT_COST);
export function checkPassword(password: string, hash: string | null): Promise<boolean> {
  return bcrypt.compare(password, hash ?? DUMMY_HASH).then((ok) => ok && hash !== null);
}

export function newRefreshToken(): string {
  return randomBytes(24).toString('base64url');
}

/** The user as GoTrue's API shows it. */
export function publicUser(user: UserRow): Record<string, unknown> {
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email ?? '',
    email_confirmed_at: user.email_confirmed_at,
    phone: '',
    confirmed_at: user.email_confirmed_at,
    last_sign_in_at: user.last_sign_in_at,
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: [],
    created_at: user.created_at,
    updated_at: user.updated_at,
    is_anonymous: user.is_anonymous,
  };
}

export async function findUserByEmail(tx: Queryable, email: string): Promise<UserRow | undefined> {
  const rows = await tx.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users u where lower(u.email) = lower($1)`,
    [email],
  );
  return rows[0];
}

export async function findUserById(tx: Queryable, id: string): Promise<UserRow | undefined> {
  const rows = await tx.query<UserRow>(`select ${USER_COLUMNS} from auth.users u where u.id = $1::uuid`, [
    id,
  ]);
  return rows[0];
}

export interface NewUser {
  email: string;
  password: string;
  emailConfirmed: boolean;
  userMetadata?: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
}

export async function insertUser(tx: Queryable, user: NewUser): Promise<UserRow> {
  const hash = await hashPassword(user.password);
  const rows = await tx.query<UserRow>(
    `with inserted as (
       insert into auth.users (email, encrypted_password, email_confirmed_at, raw_user_meta_data, raw_app_meta_data)
       values (lower($1), $2, case when $3::boolean then now() end, $4::jsonb,
               '{"provider": "email", "providers": ["email"]}'::jsonb || $5::jsonb)
       returning *
     )
     select ${USER_COLUMNS} from inserted u`,
    [
      user.email,
      hash,
      user.emailConfirmed,
      JSON.stringify(user.userMetadata ?? {}),
      JSON.stringify(user.appMetadata ?? {}),
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('insert into auth.users returned nothing');
  return row;
}

/**
 * Creates the agent's account from ADMIN_EMAIL / ADMIN_PASSWORD, or brings its password up to date,
 * and lists it in public.agents (when the migrations have created that table).
 */
export async function ensureAgent(db: Database, email: string, password: string): Promise<string> {
  const hash = await hashPassword(password);
  return db.transaction('admin', {}, async (tx) => {
    const rows = await tx.query<{ id: string }>(
      `insert into auth.users (email, encrypted_password, email_confirmed_at)
       values (lower($1), $2, now())
       on conflict (email) do update set encrypted_password = excluded.encrypted_password, updated_at = now()
       returning id::text as id`,
      [email, hash],
    );
    const id = rows[0]?.id ?? '';
    // Setting the password at start is the operator's way back in: the account's lock is lifted.
    await tx.query("delete from auth.sign_in_failures where key = 'email:' || lower($1)", [email]);
    const agents = await tx.query<{ exists: boolean }>(
      `select to_regclass('public.agents') is not null as exists`,
    );
    if (agents[0]?.exists) {
      await tx.query('insert into public.agents (user_id) values ($1::uuid) on conflict do nothing', [id]);
    }
    return id;
  });
}
