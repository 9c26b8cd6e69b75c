// Repeated failed password sign-ins are slowed, then locked for a while, per email and per client
// address (auth.sign_in_failures). Each attempt is counted as a failure before the password is
// checked and forgiven when it was right, so parallel guesses cannot slip past the limit while
// bcrypt runs. Hosted Supabase Auth rate-limits sign-ins itself; see docs/decisions/009-back-office.md.
import type { Database } from '../db/database.ts';

export interface LockoutPolicy {
  /** Failures for one email within the window that lock it; 0 turns the lockout off. */
  maxFailures: number;
  /** Failures from one client address (any email) that lock that address. */
  maxFailuresPerAddress: number;
  /** How long a lock lasts. */
  lockSeconds: number;
  /** Failures older than this are forgotten. */
  windowSeconds: number;
  /** From this many failures of one email, each further attempt must wait (doubling). */
  slowAfter: number;
  /** The first such wait; 0 turns slowing off. */
  delayMs: number;
}

export const DEFAULT_LOCKOUT: LockoutPolicy = {
  maxFailures: 5,
  maxFailuresPerAddress: 20,
  lockSeconds: 900,
  windowSeconds: 900,
  slowAfter: 3,
  delayMs: 1000,
};

/** A sign-in refused before its password was checked: wait this many seconds. */
export interface Blocked {
  retryAfterSeconds: number;
}

export interface Key {
  key: string;
  max: number;
  slows: boolean;
}

/**
 * What an attempt counts against. A known device of the account (see device.ts) counts against
 * itself alone: nobody else's failures can lock it, and its own are limited as an email's are. Any
 * other attempt counts against the email and the client's address.
 */
function keysFor(
  policy: LockoutPolicy,
  email: string,
  address: string | undefined,
  device: string | undefined,
): Key[] {
  if (device) return [{ key: `device:${device}`, max: policy.maxFailures, slows: true }];
  const keys: Key[] = [{ key: `email:${email.toLowerCase()}`, max: policy.maxFailures, slows: true }];
  if (address) keys.push({ key: `ip:${address}`, max: policy.maxFailuresPerAddress, slows: false });
  return keys;
}

/** An attempt being checked: the keys it counted against, and those its count locked. */
export interface Attempt {
  keys: Key[];
  locked: Set<string>;
}

/**
 * Counts an attempt against the email and the address, or answers how long to wait when either is
 * blocked (the attempt is then not counted, and the password must not be checked).
 */
export async function beginAttempt(
  db: Database,
  policy: LockoutPolicy,
  email: string,
  address: string | undefined,
  device?: string,
): Promise<Blocked | Attempt> {
  const keys = policy.maxFailures === 0 ? [] : keysFor(policy, email, address, device);
  if (keys.length === 0) return { keys, locked: new Set() };
  return db.transaction('admin', {}, async (tx) => {
    // Attempts on the same email or address take turns (in a fixed order, so never deadlock):
    // parallel guesses are each counted before the next is let through.
    for (const key of keys.map((k) => k.key).sort()) {
      await tx.query('select pg_advisory_xact_lock(hashtext($1))', [key]);
    }
    const blocked = await tx.query<{ retry: number }>(
      `select ceil(extract(epoch from blocked_until - now()))::int as retry
         from auth.sign_in_failures
        where key in ($1, $2) and blocked_until > now()
        order by blocked_until desc
        limit 1`,
      [keys[0]?.key, keys[1]?.key ?? null],
    );
    if (blocked[0]) return { retryAfterSeconds: Math.max(1, blocked[0].retry) };
    const locked = new Set<string>();
    for (const { key, max, slows } of keys) {
      // A failure outside the window starts a new count. Reaching `max` locks and starts the count
      // again; past `slowAfter`, each failure blocks the next attempt for delayMs, 2 × delayMs, ...
      const counted = await tx.query<{ failures: number }>(
        `insert into auth.sign_in_failures as f (key, failures, window_start)
         values ($1, 1, now())
         on conflict (key) do update set
           failures = case when f.window_start < now() - make_interval(secs => $2::float8) then 1
                           else f.failures + 1 end,
           window_start = case when f.window_start < now() - make_interval(secs => $2::float8) then now()
                               else f.window_start end,
           updated_at = now()
         returning f.failures`,
        [key, policy.windowSeconds],
      );
      const failures = counted[0]?.failures ?? 1;
      const waitSeconds =
        failures >= max
          ? policy.lockSeconds
          : slows && policy.delayMs > 0 && failures >= policy.slowAfter
            ? (policy.delayMs / 1000) * 2 ** (failures - policy.slowAfter)
            : 0;
      if (waitSeconds > 0) {
        await tx.query(
          `update auth.sign_in_failures
              set failures = $2::int, blocked_until = now() + make_interval(secs => $3::float8)
            where key = $1`,
          [key, failures >= max ? 0 : failures, waitSeconds],
        );
      }
      if (failures >= max) locked.add(key);
    }
    return { keys, locked };
  });
}

/**
 * The password was right: the email's failures are forgotten, and the attempt no longer counts
 * for the address (a lock it alone caused is lifted).
 */
export async function forgiveAttempt(db: Database, attempt: Attempt): Promise<void> {
  const [emailKey, addressKey] = attempt.keys;
  if (!emailKey) return;
  await db.transaction('admin', {}, async (tx) => {
    await tx.query('delete from auth.sign_in_failures where key = $1', [emailKey.key]);
    if (!addressKey) return;
    if (attempt.locked.has(addressKey.key)) {
      await tx.query(
        'update auth.sign_in_failures set failures = $2::int, blocked_until = null where key = $1',
        [addressKey.key, addressKey.max - 1],
      );
    } else {
      await tx.query('update auth.sign_in_failures set failures = greatest(failures - 1, 0) where key = $1', [
        addressKey.key,
      ]);
    }
  });
}
