// Supabase Edge Functions entry point: the same handler the local backend runs, served by Deno.
import createSavedSearch from './handler.ts';

Deno.serve(createSavedSearch((name) => Deno.env.get(name)));
