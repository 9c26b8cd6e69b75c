import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { Field, Hint, Label, Textarea } from '../Field';
import { Icon, type IconName } from '../Icon';
import { Stack } from '../Layout';
import { Text } from '../Typography';
import { VisuallyHidden } from '../VisuallyHidden';
import {
  Actions,
  AltForm,
  FileInput,
  Picker,
  PhotoItem,
  PhotoList,
  PhotoTitle,
  Root,
  Thumb,
  UploadItem,
  UploadList,
} from './PhotoManager.styles';

/** A photo of the listing, in gallery order. */
export interface ManagedPhoto {
  id: string;
  /** The thumbnail's URL (a small resized copy where the host offers one). */
  src: string;
  /** The alt text read to people who cannot see the photo; empty until the agent writes one. */
  alt: string;
  /** Whether the listing card and the page's hero show this photo. */
  isHeader: boolean;
}

export type PhotoUploadState = 'waiting' | 'uploading' | 'done' | 'failed';

/** A file the agent chose, and how its upload went. */
export interface PhotoUpload {
  id: string;
  fileName: string;
  state: PhotoUploadState;
  /** Why it failed, in words naming the file ("kitchen.jpg is not a JPEG, PNG or WebP image."). */
  message?: string;
}

/** The words the manager uses, for sites and tests to match. */
export const PHOTO_MANAGER_TEXT = {
  accept: 'image/jpeg,image/png,image/webp',
  pick: 'Add photos',
  pickHint: 'JPEG, PNG or WebP, up to 20 MB each. Choose several at once.',
  empty: 'No photos yet. The listing shows a placeholder until you add one.',
} as const;

const UPLOAD_LOOK: Record<PhotoUploadState, { icon: IconName; label: string }> = {
  waiting: { icon: 'clock', label: 'Waiting' },
  uploading: { icon: 'spinner', label: 'Uploading…' },
  done: { icon: 'success', label: 'Uploaded' },
  failed: { icon: 'alert', label: 'Not uploaded' },
};

type Direction = 'earlier' | 'later';
type Busy = { id: string; action: 'earlier' | 'later' | 'header' | 'alt' | 'delete' };

export interface PhotoManagerProps {
  /** The listing's photos, first first. */
  photos: readonly ManagedPhoto[];
  /** The files being uploaded or just uploaded, each with its outcome. @default [] */
  uploads?: readonly PhotoUpload[];
  /** Called with every file the agent chose at once; upload them and report through `uploads`. */
  onAddFiles: (files: File[]) => void;
  /**
   * Moves a photo one place. Each handler resolves when the change is saved and reports its own
   * failures (a toast); a rejection only ends the busy state of the button.
   */
  onMove: (id: string, direction: Direction) => Promise<void>;
  /** Makes a photo the header image (one per listing). */
  onSetHeader: (id: string) => Promise<void>;
  /** Saves a photo's alt text. */
  onSaveAlt: (id: string, alt: string) => Promise<void>;
  /** Deletes a photo, after the agent confirmed it in a dialog. */
  onDelete: (id: string) => Promise<void>;
  /** The longest alt text allowed. @default 300 */
  maxAltLength?: number;
  /** Turns off the picker, such as while the listing is not yet saved. @default false */
  disabled?: boolean;
  className?: string;
}

/**
 * A listing's photos for the agent: a file picker that takes several photos at once (on a phone,
 * from the camera or the library), each file's outcome, and the gallery in order with a
 * thumbnail, the header mark, alt text, and buttons to move a photo earlier or later, make it the
 * header and delete it (after a confirmation). Fetches nothing: every change goes to a handler.
 * What changed is announced in a polite live region; after a move, focus stays on the photo moved.
 */
export function PhotoManager({
  photos,
  uploads = [],
  onAddFiles,
  onMove,
  onSetHeader,
  onSaveAlt,
  onDelete,
  maxAltLength = 300,
  disabled = false,
  className,
}: PhotoManagerProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const listRef = useRef<HTMLOListElement>(null);
  const [busy, setBusy] = useState<Busy>();
  const [announcement, setAnnouncement] = useState('');
  const [confirming, setConfirming] = useState<ManagedPhoto>();
  const refocus = useRef<{ id: string; direction: Direction }>(undefined);

  function chooseFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    // Cleared so that choosing the same file again (after a failure) is a change too.
    event.target.value = '';
    if (files.length > 0) onAddFiles(files);
  }

  async function run(next: Busy, change: () => Promise<void>, said: string): Promise<boolean> {
    setBusy(next);
    try {
      await change();
      setAnnouncement(said);
      return true;
    } catch {
      return false;
    } finally {
      setBusy(undefined);
    }
  }

  async function move(photo: ManagedPhoto, index: number, direction: Direction) {
    const to = direction === 'earlier' ? index : index + 2;
    const moved = await run(
      { id: photo.id, action: direction },
      () => onMove(photo.id, direction),
      `Photo moved to place ${to} of ${photos.length}.`,
    );
    if (moved) refocus.current = { id: photo.id, direction };
  }

  // Reordering moves the item's element, which drops focus: once the buttons are enabled again,
  // put it back on the photo's button, or on the other one when this one no longer applies.
  useEffect(() => {
    const target = refocus.current;
    if (!target || busy) return;
    refocus.current = undefined;
    const item = listRef.current?.querySelector(`[data-photo-id="${CSS.escape(target.id)}"]`);
    const same = item?.querySelector<HTMLButtonElement>(`[data-move="${target.direction}"]`);
    const other = item?.querySelector<HTMLButtonElement>(
      `[data-move="${target.direction === 'earlier' ? 'later' : 'earlier'}"]`,
    );
    (same && !same.disabled ? same : other)?.focus();
  });

  const isBusy = (id: string, action: Busy['action']) => busy?.id === id && busy.action === action;

  return (
    <Root className={className}>
      <Picker>
        <Label htmlFor={inputId}>{PHOTO_MANAGER_TEXT.pick}</Label>
        <Hint id={hintId}>{PHOTO_MANAGER_TEXT.pickHint}</Hint>
        <FileInput
          id={inputId}
          type="file"
          multiple
          accept={PHOTO_MANAGER_TEXT.accept}
          aria-describedby={hintId}
          disabled={disabled}
          onChange={chooseFiles}
        />
      </Picker>

      <div aria-live="polite">
        {uploads.length > 0 && (
          <UploadList aria-label="Uploads">
            {uploads.map((upload) => {
              const look = UPLOAD_LOOK[upload.state];
              return (
                <UploadItem key={upload.id} data-state={upload.state}>
                  <Icon name={look.icon} size="1rem" />
                  <span>
                    <Text as="span" size="sm" weight="semibold">
                      {upload.fileName}
                    </Text>
                    <span data-outcome="">
                      {upload.state === 'failed' && upload.message ? upload.message : look.label}
                    </span>
                  </span>
                </UploadItem>
              );
            })}
          </UploadList>
        )}
      </div>

      {photos.length === 0 ? (
        <Text tone="muted">{PHOTO_MANAGER_TEXT.empty}</Text>
      ) : (
        <PhotoList ref={listRef} aria-label="Photos, in gallery order">
          {photos.map((photo, index) => {
            const name = `Photo ${index + 1}`;
            return (
              <PhotoItem
                key={photo.id}
                data-photo-id={photo.id}
                data-header={photo.isHeader ? '' : undefined}
              >
                <PhotoTitle>
                  <span>
                    {name} of {photos.length}
                  </span>
                  {photo.isHeader && (
                    <Badge tone="success" icon="star">
                      Header image
                    </Badge>
                  )}
                </PhotoTitle>
                <Thumb src={photo.src} alt={photo.alt} loading="lazy" width={400} height={300} />
                <AltText
                  key={photo.alt}
                  photo={photo}
                  name={name}
                  maxLength={maxAltLength}
                  saving={isBusy(photo.id, 'alt')}
                  onSave={(alt) =>
                    void run(
                      { id: photo.id, action: 'alt' },
                      () => onSaveAlt(photo.id, alt),
                      `${name}: alt text saved.`,
                    )
                  }
                />
                <Actions role="group" aria-label={`${name} actions`}>
                  <Button
                    size="sm"
                    variant="secondary"
                    iconStart="arrowLeft"
                    data-move="earlier"
                    disabled={index === 0 || busy !== undefined}
                    loading={isBusy(photo.id, 'earlier')}
                    aria-label={`Move ${name.toLowerCase()} earlier`}
                    onClick={() => void move(photo, index, 'earlier')}
                  >
                    Earlier
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    iconEnd="arrowRight"
                    data-move="later"
                    disabled={index === photos.length - 1 || busy !== undefined}
                    loading={isBusy(photo.id, 'later')}
                    aria-label={`Move ${name.toLowerCase()} later`}
                    onClick={() => void move(photo, index, 'later')}
                  >
                    Later
                  </Button>
                  {!photo.isHeader && (
                    <Button
                      size="sm"
                      variant="secondary"
                      iconStart="star"
                      disabled={busy !== undefined}
                      loading={isBusy(photo.id, 'header')}
                      aria-label={`Make header image: ${name.toLowerCase()}`}
                      onClick={() =>
                        void run(
                          { id: photo.id, action: 'header' },
                          () => onSetHeader(photo.id),
                          `${name} is now the header image.`,
                        )
                      }
                    >
                      Make header
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={busy !== undefined}
                    loading={isBusy(photo.id, 'delete')}
                    aria-label={`Delete ${name.toLowerCase()}`}
                    onClick={() => setConfirming(photo)}
                  >
                    Delete
                  </Button>
                </Actions>
              </PhotoItem>
            );
          })}
        </PhotoList>
      )}

      <VisuallyHidden role="status">{announcement}</VisuallyHidden>

      <Dialog
        open={confirming !== undefined}
        onClose={() => setConfirming(undefined)}
        title="Delete this photo?"
        description="It leaves the listing's gallery and the site at once. This cannot be undone."
        size="sm"
      >
        {confirming && <Thumb src={confirming.src} alt={confirming.alt} width={400} height={300} />}
        <Stack direction="row" gap="3" style={{ marginTop: '1rem' }}>
          <Button
            data-autofocus
            variant="secondary"
            onClick={() => {
              const photo = confirming;
              setConfirming(undefined);
              if (!photo) return;
              void run({ id: photo.id, action: 'delete' }, () => onDelete(photo.id), 'Photo deleted.');
            }}
          >
            Delete photo
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(undefined)}>
            Keep it
          </Button>
        </Stack>
      </Dialog>
    </Root>
  );
}

interface AltTextProps {
  photo: ManagedPhoto;
  name: string;
  maxLength: number;
  saving: boolean;
  onSave: (alt: string) => void;
}

/** A photo's alt text with its own save button, enabled once the text changed. */
function AltText({ photo, name, maxLength, saving, onSave }: AltTextProps) {
  const [alt, setAlt] = useState(photo.alt);
  const tooLong = alt.length > maxLength;
  function save(event: FormEvent) {
    event.preventDefault();
    if (!tooLong) onSave(alt.trim());
  }
  return (
    <AltForm onSubmit={save} aria-label={`${name} alt text`}>
      <Field
        label={`Alt text for ${name.toLowerCase()}`}
        hint={`What the photo shows, for people who cannot see it (${alt.length} of ${maxLength} characters).`}
        error={tooLong ? `Please keep the alt text to ${maxLength} characters or fewer.` : undefined}
      >
        <Textarea rows={2} value={alt} onChange={(event) => setAlt(event.target.value)} />
      </Field>
      <Button
        type="submit"
        size="sm"
        variant="secondary"
        loading={saving}
        loadingText="Saving..."
        disabled={alt.trim() === photo.alt || tooLong}
      >
        Save alt text
      </Button>
    </AltForm>
  );
}
