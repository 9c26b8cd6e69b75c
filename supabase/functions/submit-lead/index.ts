// Supabase Edge Functions entry point: the same handler the local backend runs, served by Deno.
import createSubmitLead from './handler.ts';

Deno.serve(createSubmitLead((name) => Deno.env.get(name)));
