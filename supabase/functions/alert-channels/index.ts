// Supabase Edge Functions entry point: the same handler the local backend runs, served by Deno.
import createAlertChannels from './handler.ts';

Deno.serve(createAlertChannels((name) => Deno.env.get(name)));
