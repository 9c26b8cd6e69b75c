// Supabase Edge Functions entry point: the same handler the local backend runs, served by Deno.
import createMirrorImage from './handler.ts';

Deno.serve(createMirrorImage((name) => Deno.env.get(name)));
