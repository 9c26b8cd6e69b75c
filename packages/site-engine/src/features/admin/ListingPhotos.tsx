import { MESSAGES } from '@agent-sites/schemas';
import { notify, PhotoManager, type ManagedPhoto, type PhotoUpload } from '@agent-sites/ui';
import { useRef, useState } from 'react';
import { thumbnailUrl, type ListingPhotoRow, type useAdminListing } from './listing-queries.ts';
import { precheckPhoto, uploadFailure } from './listings.ts';

type ListingResource = ReturnType<typeof useAdminListing>;

const NOT_SAVED = 'Check your connection and try again.';

/**
 * The edit page's photos: uploads one request per file, in the order chosen (so the gallery
 * follows it), each file's outcome in the list and the spec's toast once all are done.
 */
export function ListingPhotos({
  photos,
  resource,
}: {
  photos: ListingPhotoRow[];
  resource: ListingResource;
}) {
  const [uploads, setUploads] = useState<PhotoUpload[]>([]);
  const [sending, setSending] = useState(false);
  const batch = useRef(0);
  const { upload, reorder, updatePhoto, removePhoto, refetch } = resource;

  const setUpload = (id: string, change: Partial<PhotoUpload>) =>
    setUploads((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));

  async function addFiles(files: File[]) {
    const run = ++batch.current;
    const items = files.map((file, index) => ({
      id: `${run}-${index}`,
      fileName: file.name,
      state: 'waiting' as const,
    }));
    setUploads(items);
    setSending(true);
    let failed = 0;
    for (const [index, file] of files.entries()) {
      const id = `${run}-${index}`;
      const refused = precheckPhoto(file);
      if (refused) {
        failed += 1;
        setUpload(id, { state: 'failed', message: uploadFailure(file.name, refused) });
        continue;
      }
      setUpload(id, { state: 'uploading' });
      const outcome = await upload(file).catch(() => ({ ok: false as const, code: undefined }));
      if (outcome.ok) {
        setUpload(id, { state: 'done' });
      } else {
        failed += 1;
        setUpload(id, { state: 'failed', message: uploadFailure(file.name, outcome.code) });
      }
    }
    setSending(false);
    // Closing the file picker gave the window focus back, which re-read the listing while the
    // photos were on their way: read it again now that all of them are in.
    refetch();
    if (failed > 0) notify.error(MESSAGES.uploadFailed.title, MESSAGES.uploadFailed.description);
    else notify.success(MESSAGES.uploadSuccess.title, MESSAGES.uploadSuccess.description);
  }

  /** Runs a change with a toast either way; rethrows so the manager ends the busy state. */
  async function change(action: () => Promise<void>, done: string) {
    try {
      await action();
      notify.success(done);
    } catch (error) {
      notify.error('Not saved', NOT_SAVED);
      throw error;
    }
  }

  const managed: ManagedPhoto[] = photos.map((photo) => ({
    id: photo.id,
    src: thumbnailUrl(photo.path),
    alt: photo.alt_text,
    isHeader: photo.is_header,
  }));
  const byId = (id: string) => photos.find((photo) => photo.id === id);

  return (
    <PhotoManager
      photos={managed}
      uploads={uploads}
      disabled={sending}
      onAddFiles={(files) => void addFiles(files)}
      onReorder={(order) => change(() => reorder(order), 'Photo moved')}
      onSetHeader={(id) => change(() => updatePhoto(id, { is_header: true }), 'Header image chosen')}
      onSaveAlt={(id, alt) => change(() => updatePhoto(id, { alt_text: alt }), 'Alt text saved')}
      onDelete={(id) => {
        const photo = byId(id);
        return photo ? change(() => removePhoto(photo), 'Photo deleted') : Promise.resolve();
      }}
    />
  );
}
