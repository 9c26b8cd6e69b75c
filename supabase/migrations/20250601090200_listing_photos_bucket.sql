-- Listing photos: a public bucket, so anyone can load a photo by its URL, while only the agent
-- may add, replace or remove one. Public URLs bypass these policies; the API (list, download) does not.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'listing-photos',
  'listing-photos',
  true,
  20 * 1024 * 1024,
  array['image/jpeg', 'image/png', 'image/webp']
)
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create policy "Anyone can see listing photos"
  on storage.objects for select
  to anon, authenticated
  using (bucket_id = 'listing-photos');

create policy "The agent can upload listing photos"
  on storage.objects for insert
  to authenticated
  with check (bucket_id = 'listing-photos' and (select public.is_agent()));

create policy "The agent can replace listing photos"
  on storage.objects for update
  to authenticated
  using (bucket_id = 'listing-photos' and (select public.is_agent()))
  with check (bucket_id = 'listing-photos' and (select public.is_agent()));

create policy "The agent can remove listing photos"
  on storage.objects for delete
  to authenticated
  using (bucket_id = 'listing-photos' and (select public.is_agent()));
