// The agent's working hours as the settings row holds them (public.alert_settings.working_hours,
// decision 041): the submission works out each lead's promise from them, the alerts wait for them.
import { DEFAULT_WORKING_HOURS, parseWorkingHours, type WorkingHours } from '@agent-sites/schemas';
import type { SupabaseClient } from '@supabase/supabase-js';

/** Reads the agent's working hours; the database refuses a row that is not valid hours. */
export async function readWorkingHours(admin: SupabaseClient): Promise<WorkingHours> {
  const { data, error } = await admin.from('alert_settings').select('working_hours').maybeSingle();
  if (error) throw new Error(`The working hours could not be read: ${error.message}`);
  const hours = parseWorkingHours((data as { working_hours?: unknown } | null)?.working_hours);
  return typeof hours === 'string' ? DEFAULT_WORKING_HOURS : hours;
}
