// The audit log as the back office shows it: one sentence per change and its values as text.
// Pure functions; the reads are in `use-audit.ts`.
import { formatPrice } from '@agent-sites/schemas';
import type { Change } from '@agent-sites/ui';
import { formatTime, STATE_LOOK, type LeadState } from './leads.ts';

export const AUDIT_TABLES = ['listings', 'listing_photos', 'leads', 'reviews'] as const;
export type AuditTable = (typeof AUDIT_TABLES)[number];

export const TABLE_LABELS: Record<AuditTable, string> = {
  listings: 'Listings',
  listing_photos: 'Photos',
  leads: 'Leads',
  reviews: 'Reviews',
};

/** A row of `public.audit_log` (supabase/migrations/20250701090300_audit_log.sql). */
export interface AuditRow {
  id: number;
  at: string;
  actor: string;
  table_name: string;
  row_id: string;
  action: 'insert' | 'update' | 'delete';
  changed_columns: string[];
  changes: Record<string, { old?: unknown; new?: unknown }>;
}

/** What a changed row is called, read apart from the log: a listing's title, a lead's name. */
export interface AuditSubject {
  /** "the listing “Updated Colonial…”", "the lead from Dana Whitfield". */
  name: string;
  /** Where it can be seen, if anywhere. */
  href?: string;
}

const COLUMN_LABELS: Record<string, string> = {
  is_header: 'Header photo',
  alt_text: 'Alt text',
  zip_code: 'ZIP code',
  header_image_url: 'Header image',
  gallery_images: 'Gallery',
};

/** A column's name in words: `closed_price` reads "Closed price". */
export function columnLabel(column: string): string {
  const label = COLUMN_LABELS[column] ?? column.replace(/_/g, ' ');
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** Long values (a description, notes) are cut here: the log says that they changed, not all of it. */
export const MAX_VALUE_LENGTH = 300;

const sentenceCase = (value: string) => {
  const words = value.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * A stored value as text for the log: never markup, dates in the agent's time, enums in words
 * (a lead's state by its label; statuses such as `coming_soon` as "Coming soon").
 */
export function valueText(table: string, column: string, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (table === 'leads' && column === 'state' && typeof value === 'string' && value in STATE_LOOK) {
    return STATE_LOOK[value as LeadState].label;
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return /price/.test(column) ? formatPrice(value) : String(value);
  let text: string;
  if (typeof value === 'string') {
    if (column.endsWith('_at') && !Number.isNaN(Date.parse(value))) return formatTime(value);
    text = column === 'status' ? sentenceCase(value) : value;
  } else if (Array.isArray(value)) {
    text = value.map((item) => (typeof item === 'string' ? item : JSON.stringify(item))).join(', ');
  } else {
    text = JSON.stringify(value);
  }
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
}

/** Columns every created or deleted row has, which say nothing about what changed. */
const NOISE = new Set(['id', 'created_at', 'updated_at']);

/**
 * The entry's values: before and after for an edit; for a row created or deleted, its values
 * that are not empty.
 */
export function auditChanges(row: Pick<AuditRow, 'table_name' | 'action' | 'changes'>): Change[] {
  return Object.keys(row.changes)
    .sort()
    .flatMap((column): Change[] => {
      if (NOISE.has(column)) return [];
      const { old: before, new: after } = row.changes[column] ?? {};
      const from = valueText(row.table_name, column, before);
      const to = valueText(row.table_name, column, after);
      const label = columnLabel(column);
      if (row.action === 'insert') return to ? [{ label, to }] : [];
      if (row.action === 'delete') return from ? [{ label, from }] : [];
      return [{ label, from, to }];
    });
}

const changed = (row: Pick<AuditRow, 'changes'>, column: string) => column in row.changes;
const newValue = (row: Pick<AuditRow, 'changes'>, column: string) => row.changes[column]?.new;

/** One sentence saying what the agent did, e.g. "Approved the review from Danielle R.". */
export function auditSummary(
  row: Pick<AuditRow, 'table_name' | 'action' | 'changes'>,
  subject?: string,
): string {
  const about = (fallback: string) => subject ?? fallback;
  switch (row.table_name) {
    case 'reviews': {
      const review = about('a review');
      if (row.action === 'update' && changed(row, 'status')) {
        const status = newValue(row, 'status');
        if (status === 'approved') return `Approved ${review}`;
        if (status === 'rejected') return `Rejected ${review}`;
        return `Returned ${review} to pending`;
      }
      break;
    }
    case 'leads': {
      const lead = about('a lead');
      if (row.action !== 'update') break;
      const state = newValue(row, 'state');
      if (
        changed(row, 'state') &&
        !changed(row, 'notes') &&
        typeof state === 'string' &&
        state in STATE_LOOK
      ) {
        return `Marked ${lead} ${STATE_LOOK[state as LeadState].label.toLowerCase()}`;
      }
      if (changed(row, 'notes') && !changed(row, 'state')) return `Edited the notes on ${lead}`;
      return `Changed ${lead}`;
    }
    case 'listings': {
      const listing = about('a listing');
      if (row.action === 'insert') return `Created ${listing}`;
      if (row.action === 'delete') return `Deleted ${listing}`;
      if (changed(row, 'archived_at')) {
        return newValue(row, 'archived_at') ? `Archived ${listing}` : `Restored ${listing}`;
      }
      if (changed(row, 'status') && Object.keys(row.changes).length === 1) {
        return `Changed the status of ${listing}`;
      }
      return `Edited ${listing}`;
    }
    case 'listing_photos': {
      const of = subject ? ` of ${subject}` : '';
      if (row.action === 'insert') return `Added a photo${subject ? ` to ${subject}` : ''}`;
      if (row.action === 'delete') return `Removed a photo${subject ? ` from ${subject}` : ''}`;
      if (changed(row, 'is_header') && newValue(row, 'is_header') === true)
        return `Chose the header photo${of}`;
      if (changed(row, 'position') && Object.keys(row.changes).length === 1)
        return `Reordered the photos${of}`;
      return `Edited a photo${of}`;
    }
  }
  const verb = { insert: 'Added', update: 'Changed', delete: 'Deleted' }[row.action];
  return `${verb} ${subject ?? `a row of ${row.table_name}`}`;
}

/** Who did it: the signed-in agent's email for their own changes, else the account's id. */
export function actorText(actor: string, self?: { id: string; email?: string }): string {
  return self && actor === self.id && self.email ? self.email : actor;
}
