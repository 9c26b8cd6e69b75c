// Supabase Edge Functions entry point: the same handler the local backend runs, served by Deno.
import createProcessOutbox from './handler.ts';

Deno.serve(createProcessOutbox((name) => Deno.env.get(name)));
