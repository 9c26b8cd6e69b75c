import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { Field, Hint, Label, Textarea } from '../Field';
import { Icon, type IconName } from '../Icon';
import { Stack } from '../Layout';
import { Text } from '../Typography';
import { VisuallyHidden } from '../VisuallyHidden';
import { boxAt, moveTo, placeForKey } from './photo-order';
import {
  Actions,
  AltForm,
  EditButton,
  FileInput,
  Handle,
  Caption,
  PhotoItem,
  PhotoList,
  Picker,
  Place,
  Root,
  SheetPhoto,
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
  moveHint: 'Drag the handle, or focus it and press the arrow keys, to change the order.',
  noAlt: 'No alt text',
  header: 'Header image',
  notSaved: 'That change was not saved. Check your connection and try again.',
} as const;

const UPLOAD_LOOK: Record<PhotoUploadState, { icon: IconName; label: string }> = {
  waiting: { icon: 'clock', label: 'Waiting' },
  uploading: { icon: 'spinner', label: 'Uploading…' },
  done: { icon: 'success', label: 'Uploaded' },
  failed: { icon: 'alert', label: 'Not uploaded' },
};

type Busy = { id: string; action: 'move' | 'header' | 'alt' | 'delete' };

/** A drag under way: which photo, where it started, where it would land, how far it has moved. */
interface Drag {
  id: string;
  from: number;
  over: number;
  startX: number;
  startY: number;
  dx: number;
  dy: number;
  /** The tiles' boxes in page coordinates when the drag began (the layout stays still meanwhile). */
  boxes: Array<{ left: number; top: number; right: number; bottom: number }>;
}

export interface PhotoManagerProps {
  /** The listing's photos, first first. */
  photos: readonly ManagedPhoto[];
  /** The files being uploaded or just uploaded, each with its outcome. @default [] */
  uploads?: readonly PhotoUpload[];
  /** Called with every file the agent chose at once; upload them and report through `uploads`. */
  onAddFiles: (files: File[]) => void;
  /**
   * Saves a new gallery order: every photo's id, first first (after a drag, an arrow key or a Move
   * button). Each handler resolves when the change is saved and reports its own failures (a
   * toast); a rejection only ends the busy state (and a reorder shows the old order again).
   */
  onReorder: (ids: string[]) => Promise<void>;
  /** Makes a photo the header image (one per listing). */
  onSetHeader: (id: string) => Promise<void>;
  /** Saves a photo's alt text. */
  onSaveAlt: (id: string, alt: string) => Promise<void>;
  /** Deletes a photo, after the agent confirmed it. */
  onDelete: (id: string) => Promise<void>;
  /** The longest alt text allowed. @default 300 */
  maxAltLength?: number;
  /** Turns off the picker, such as while the listing is not yet saved. @default false */
  disabled?: boolean;
  className?: string;
}

const EDGE = 48;

/**
 * A listing's photos for the agent: a file picker that takes several photos at once (on a phone,
 * from the camera or the library), each file's outcome, and the gallery as a grid of tiles. A
 * tile's handle reorders it by drag (mouse, pen or finger: pointer events) or by keyboard (arrow
 * keys one place, Home and End to either end); tapping the photo opens its sheet, a dialog with
 * its alt text, Move earlier and Move later, Make header image and Delete (confirmed). Fetches
 * nothing: every change goes to a handler. What changed is announced in a polite live region;
 * after a move by keyboard, focus stays on the photo's handle.
 */
export function PhotoManager({
  photos,
  uploads = [],
  onAddFiles,
  onReorder,
  onSetHeader,
  onSaveAlt,
  onDelete,
  maxAltLength = 300,
  disabled = false,
  className,
}: PhotoManagerProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const moveHintId = `${inputId}-move`;
  const listRef = useRef<HTMLOListElement>(null);
  const [busy, setBusy] = useState<Busy>();
  const [announcement, setAnnouncement] = useState('');
  /** What the last change made in the sheet came to, shown in it (the page behind is inert). */
  const [sheetOutcome, setSheetOutcome] = useState<{ text: string; failed: boolean }>();
  const [pendingOrder, setPendingOrder] = useState<string[]>();
  const [drag, setDrag] = useState<Drag>();
  const [editing, setEditing] = useState<string>();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const refocus = useRef<string>(undefined);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const stopDragging = useRef<() => void>(undefined);
  useEffect(() => () => stopDragging.current?.(), []);

  // While a reorder is being saved the tiles already show it.
  const shown = pendingOrder
    ? pendingOrder
        .map((id) => photos.find((photo) => photo.id === id))
        .filter((photo): photo is ManagedPhoto => photo !== undefined)
    : photos;
  const count = shown.length;
  const placeOf = (id: string) => shown.findIndex((photo) => photo.id === id);

  function chooseFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    // Cleared so that choosing the same file again (after a failure) is a change too.
    event.target.value = '';
    if (files.length > 0) onAddFiles(files);
  }

  async function run(next: Busy, change: () => Promise<void>, said: string): Promise<boolean> {
    setBusy(next);
    setSheetOutcome(undefined);
    try {
      await change();
      setAnnouncement(said);
      setSheetOutcome({ text: said, failed: false });
      return true;
    } catch {
      setSheetOutcome({ text: PHOTO_MANAGER_TEXT.notSaved, failed: true });
      return false;
    } finally {
      setBusy(undefined);
    }
  }

  async function reorder(id: string, to: number) {
    const ids = shown.map((photo) => photo.id);
    const order = moveTo(ids, id, to);
    if (busy || order.join() === ids.join()) return;
    setPendingOrder(order);
    await run({ id, action: 'move' }, () => onReorder(order), `Photo moved to place ${to + 1} of ${count}.`);
    setPendingOrder(undefined);
  }

  function moveByKey(event: KeyboardEvent<HTMLButtonElement>, photo: ManagedPhoto) {
    const to = placeForKey(event.key, placeOf(photo.id), count);
    if (to === undefined) return;
    event.preventDefault();
    refocus.current = photo.id;
    void reorder(photo.id, to);
  }

  // Reordering moves the tile's element, which drops focus: put it back on the tile's handle.
  useEffect(() => {
    const id = refocus.current;
    if (!id) return;
    const handle = listRef.current?.querySelector<HTMLButtonElement>(
      `[data-photo-id="${CSS.escape(id)}"] [data-handle]`,
    );
    if (handle && document.activeElement !== handle) handle.focus();
    if (!busy) refocus.current = undefined;
  });

  /**
   * A drag follows the pointer wherever it goes on the page and ends where it is let go (Escape or
   * a cancelled touch puts the photo back). The listeners go on the window at once, so no early
   * movement is missed.
   */
  function startDrag(event: ReactPointerEvent<HTMLButtonElement>, photo: ManagedPhoto) {
    if (busy || drag || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.preventDefault();
    const boxes = Array.from(listRef.current?.children ?? []).map((item) => {
      const box = item.getBoundingClientRect();
      return {
        left: box.left + window.scrollX,
        top: box.top + window.scrollY,
        right: box.right + window.scrollX,
        bottom: box.bottom + window.scrollY,
      };
    });
    const from = placeOf(photo.id);
    const startX = event.clientX + window.scrollX;
    const startY = event.clientY + window.scrollY;
    let current: Drag = { id: photo.id, from, over: from, startX, startY, dx: 0, dy: 0, boxes };
    setDrag(current);

    const move = (moved: PointerEvent) => {
      // Near the top or bottom of the screen the page scrolls, so a photo can travel the gallery.
      if (moved.clientY < EDGE) window.scrollBy(0, -EDGE / 3);
      else if (moved.clientY > window.innerHeight - EDGE) window.scrollBy(0, EDGE / 3);
      const x = moved.clientX + window.scrollX;
      const y = moved.clientY + window.scrollY;
      current = { ...current, dx: x - startX, dy: y - startY, over: boxAt(boxes, x, y) ?? current.over };
      setDrag(current);
    };
    const finish = (drop: boolean) => {
      stop();
      setDrag(undefined);
      if (drop && current.over !== current.from) void reorder(current.id, current.over);
    };
    const up = () => finish(true);
    const cancel = () => finish(false);
    const escape = (key: globalThis.KeyboardEvent) => {
      if (key.key === 'Escape') finish(false);
    };
    function stop() {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', cancel);
      window.removeEventListener('keydown', escape);
      stopDragging.current = undefined;
    }
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', cancel);
    window.addEventListener('keydown', escape);
    stopDragging.current = stop;
  }

  const sheetPhoto = editing ? shown.find((photo) => photo.id === editing) : undefined;
  const sheetPlace = sheetPhoto ? placeOf(sheetPhoto.id) : -1;
  const isBusy = (action: Busy['action']) => busy?.id === sheetPhoto?.id && busy?.action === action;

  // Making the photo the header image removes its button, which drops focus: put it on the action
  // after it, where Tab would have gone next, once the change is done and the sheet says so (the
  // action is disabled until then, and the sheet's line moves it down).
  const sheetIsHeader = sheetPhoto?.isHeader === true;
  const idle = busy === undefined;
  useEffect(() => {
    if (sheetIsHeader && idle && document.activeElement === document.body) deleteButton.current?.focus();
  }, [sheetIsHeader, idle]);

  function openSheet(id: string) {
    setSheetOutcome(undefined);
    setEditing(id);
  }

  function closeSheet() {
    setEditing(undefined);
    setConfirmingDelete(false);
  }

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

      {count === 0 ? (
        <Text tone="muted">{PHOTO_MANAGER_TEXT.empty}</Text>
      ) : (
        <Stack gap="2">
          <Text id={moveHintId} size="sm" tone="muted">
            {PHOTO_MANAGER_TEXT.moveHint}
          </Text>
          <PhotoList ref={listRef} aria-label="Photos, in gallery order">
            {shown.map((photo, index) => {
              const name = `photo ${index + 1}`;
              const dragged = drag?.id === photo.id;
              return (
                <PhotoItem
                  key={photo.id}
                  data-photo-id={photo.id}
                  data-header={photo.isHeader || undefined}
                  data-dragging={dragged || undefined}
                  data-drop-target={(drag && !dragged && drag.over === index) || undefined}
                  style={dragged ? { transform: `translate(${drag.dx}px, ${drag.dy}px)` } : undefined}
                >
                  <EditButton type="button" aria-label={`Edit ${name}`} onClick={() => openSheet(photo.id)}>
                    <Thumb src={photo.src} alt="" loading="lazy" width={400} height={300} />
                  </EditButton>
                  <Place aria-hidden="true">{index + 1}</Place>
                  <Caption data-missing={!photo.alt || undefined}>
                    {photo.isHeader && (
                      <>
                        <Icon name="star" size="0.875rem" />
                        <VisuallyHidden>{PHOTO_MANAGER_TEXT.header}</VisuallyHidden>
                      </>
                    )}
                    <span data-alt="">{photo.alt || PHOTO_MANAGER_TEXT.noAlt}</span>
                  </Caption>
                  <Handle
                    type="button"
                    data-handle=""
                    aria-label={`Move ${name}`}
                    aria-describedby={moveHintId}
                    onPointerDown={(event) => startDrag(event, photo)}
                    onKeyDown={(event) => moveByKey(event, photo)}
                  >
                    {/* Three lines: the reorder handle phones use. */}
                    <Icon name="menu" size="1.25rem" />
                  </Handle>
                </PhotoItem>
              );
            })}
          </PhotoList>
        </Stack>
      )}

      <VisuallyHidden role="status">{announcement}</VisuallyHidden>

      <Dialog
        open={sheetPhoto !== undefined}
        onClose={closeSheet}
        title={`Photo ${sheetPlace + 1} of ${count}`}
        description={
          sheetPhoto?.isHeader ? 'The header image: the listing card and the page open with it.' : undefined
        }
      >
        {sheetPhoto && (
          <Stack gap="4">
            <SheetPhoto src={sheetPhoto.src} alt={sheetPhoto.alt} width={400} height={300} />
            {confirmingDelete ? (
              <Stack gap="3">
                <Text weight="semibold">
                  Delete this photo? It leaves the listing&apos;s gallery and the site at once. This cannot be
                  undone.
                </Text>
                <Stack direction="row" gap="3">
                  <Button
                    data-autofocus
                    variant="secondary"
                    onClick={() => {
                      const id = sheetPhoto.id;
                      closeSheet();
                      void run({ id, action: 'delete' }, () => onDelete(id), 'Photo deleted.');
                    }}
                  >
                    Delete for good
                  </Button>
                  <Button variant="ghost" onClick={() => setConfirmingDelete(false)}>
                    Keep it
                  </Button>
                </Stack>
              </Stack>
            ) : (
              <>
                <AltText
                  key={sheetPhoto.alt}
                  photo={sheetPhoto}
                  maxLength={maxAltLength}
                  saving={isBusy('alt')}
                  onSave={(alt) =>
                    void run(
                      { id: sheetPhoto.id, action: 'alt' },
                      () => onSaveAlt(sheetPhoto.id, alt),
                      `Photo ${sheetPlace + 1}: alt text saved.`,
                    )
                  }
                />
                <Text
                  role={sheetOutcome?.failed ? 'alert' : 'status'}
                  size="sm"
                  tone={sheetOutcome?.failed ? 'danger' : 'muted'}
                >
                  {sheetOutcome?.text}
                </Text>
                <Actions role="group" aria-label="Order, header and delete">
                  <Button
                    size="sm"
                    variant="secondary"
                    iconStart="arrowLeft"
                    disabled={sheetPlace === 0 || busy !== undefined}
                    loading={isBusy('move')}
                    onClick={() => void reorder(sheetPhoto.id, sheetPlace - 1)}
                  >
                    Move earlier
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    iconEnd="arrowRight"
                    disabled={sheetPlace === count - 1 || busy !== undefined}
                    onClick={() => void reorder(sheetPhoto.id, sheetPlace + 1)}
                  >
                    Move later
                  </Button>
                  {!sheetPhoto.isHeader && (
                    <Button
                      size="sm"
                      variant="secondary"
                      iconStart="star"
                      disabled={busy !== undefined}
                      loading={isBusy('header')}
                      onClick={() =>
                        void run(
                          { id: sheetPhoto.id, action: 'header' },
                          () => onSetHeader(sheetPhoto.id),
                          `Photo ${sheetPlace + 1} is now the header image.`,
                        )
                      }
                    >
                      Make header image
                    </Button>
                  )}
                  <Button
                    ref={deleteButton}
                    size="sm"
                    variant="ghost"
                    disabled={busy !== undefined}
                    onClick={() => setConfirmingDelete(true)}
                  >
                    Delete photo
                  </Button>
                </Actions>
              </>
            )}
          </Stack>
        )}
      </Dialog>
    </Root>
  );
}

interface AltTextProps {
  photo: ManagedPhoto;
  maxLength: number;
  saving: boolean;
  onSave: (alt: string) => void;
}

/** A photo's alt text with its own save button, enabled once the text changed. */
function AltText({ photo, maxLength, saving, onSave }: AltTextProps) {
  const [alt, setAlt] = useState(photo.alt);
  const tooLong = alt.length > maxLength;
  function save(event: FormEvent) {
    event.preventDefault();
    if (!tooLong) onSave(alt.trim());
  }
  return (
    <AltForm onSubmit={save} aria-label="Alt text">
      <Field
        label="Alt text"
        hint={`What the photo shows, for people who cannot see it (${alt.length} of ${maxLength} characters).`}
        error={tooLong ? `Please keep the alt text to ${maxLength} characters or fewer.` : undefined}
      >
        <Textarea rows={3} value={alt} onChange={(event) => setAlt(event.target.value)} />
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
