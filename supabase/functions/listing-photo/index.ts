// Supabase Edge Functions entry point: the same handler the local backend runs, served by Deno.
import createListingPhoto from './handler.ts';

Deno.serve(createListingPhoto((name) => Deno.env.get(name)));
