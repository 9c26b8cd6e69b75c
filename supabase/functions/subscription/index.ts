// Supabase Edge Functions entry point: the same handler the local backend runs, served by Deno.
import createSubscription from './handler.ts';

Deno.serve(createSubscription((name) => Deno.env.get(name)));
