import { makeOpenHouseDraftSchema, OPEN_HOUSE_TIME_OPTIONS, type OpenHouseDraft } from '@agent-sites/schemas';
import { forwardRef, useMemo } from 'react';
import { FormSelectField, FormTextField } from '../../internal/form';
import { FormShell, OutcomeNotice, submitHandler, useSendStatus } from '../../internal/form-shell';
import { Button } from '../Button';
import { Stack } from '../Layout';

export const OPEN_HOUSE_FORM_TEXT = {
  /** What the form says when `onSubmit` throws anything but a `SubmitError` with a message. */
  failed: 'The open house was not saved. Check your connection and try again.',
} as const;

export interface OpenHouseFormProps {
  /** The agent's time zone: the day and hours are on its clock, and a day before today there is refused. */
  timeZone: string;
  /**
   * Saves the open house; the form never sends anything itself. Resolve once saved: the form
   * clears for another. Throw a `SubmitError` to say why not: the values stay.
   */
  onSubmit: (draft: OpenHouseDraft) => Promise<void>;
  /** The form's name. @default 'Add an open house' */
  label?: string;
  className?: string;
}

const EMPTY = { day: '', start: '13:00', end: '15:00', note: '' };

function AddButton() {
  const sending = useSendStatus()?.state === 'submitting';
  return (
    <div>
      <Button type="submit" variant="secondary" loading={sending} loadingText="Adding...">
        Add open house
      </Button>
    </div>
  );
}

/**
 * The back office's form for a listing's next open house: the day, from and until (every half
 * hour, 7 AM to 9 PM), and a note visitors read with it, checked with the shared
 * `makeOpenHouseDraftSchema` on the agent's clock. The ref points at the `<form>`.
 */
export const OpenHouseForm = forwardRef<HTMLFormElement, OpenHouseFormProps>(function OpenHouseForm(
  { timeZone, onSubmit, label = 'Add an open house', className },
  ref,
) {
  const schema = useMemo(() => makeOpenHouseDraftSchema(timeZone), [timeZone]);
  return (
    <FormShell
      forwardedRef={ref}
      schema={schema}
      initialValues={EMPTY}
      honeypot={false}
      aria-label={label}
      className={className}
      onSubmit={submitHandler<typeof EMPTY>({
        schema,
        send: (draft) => onSubmit(draft),
        failedText: OPEN_HOUSE_FORM_TEXT.failed,
      })}
    >
      {/* The day and hours side by side while they fit, one under another on a phone. */}
      <Stack direction="row" gap="4" align="start">
        <FormTextField name="day" label="Day" type="date" required />
        <FormSelectField name="start" label="From" required options={OPEN_HOUSE_TIME_OPTIONS} />
        <FormSelectField name="end" label="Until" required options={OPEN_HOUSE_TIME_OPTIONS} />
      </Stack>
      <FormTextField
        name="note"
        label="Note"
        markOptional
        hint="A line visitors read with the date, like “Cider and donuts”."
        maxLength={200}
      />
      <OutcomeNotice on="error" />
      <AddButton />
    </FormShell>
  );
});
