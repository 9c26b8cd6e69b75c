import { PARTY_SIZE_OPTIONS } from '@agent-sites/schemas';
import { useId } from 'react';
import { Button, ButtonLink } from '../Button';
import { Card } from '../Card';
import { Checkbox, Field, Select, TextInput } from '../Field';
import { Stack } from '../Layout';
import { Heading, Text } from '../Typography';

/** One open house, as the visitor reads it. */
export interface OpenHouseSlot {
  /** What the RSVP sends for it: its start, as an ISO timestamp. */
  value: string;
  /** When, on the agent's clock, e.g. "Sat, Dec 5, 1 – 3 PM". */
  when: string;
  /** The agent's note, e.g. "Park on Maplewood; the driveway is shared." */
  note?: string;
  /** Its calendar file: a `data:text/calendar` address and the file's name. */
  calendar: { href: string; fileName: string };
}

export interface OpenHouseScheduleProps {
  /** The coming open houses, soonest first. Without any, nothing is shown. */
  openHouses: readonly OpenHouseSlot[];
  /** The RSVP: a plain form that posts to `action` with `hiddenFields`, so it works without JavaScript. */
  rsvp: {
    action: string;
    hiddenFields: Readonly<Record<string, string>>;
    /** The consent the visitor gives by sending, as the box's label. */
    consentLabel: string;
  };
  /** @default 'Open House' */
  title?: string;
  /** Under the heading: what a visitor can expect. */
  intro?: string;
  /** @default "Let me know you're coming" */
  rsvpTitle?: string;
  /** @default "I'm Coming" */
  sendLabel?: string;
  /** The section's id, for links to it. @default 'open-house' */
  id?: string;
  className?: string;
}

/**
 * A listing's coming open houses: each with its calendar file, then an RSVP that posts itself, so
 * the block works the same prerendered, without JavaScript and live. With one open house the RSVP
 * names it silently; with several the visitor chooses.
 */
export function OpenHouseSchedule({
  openHouses,
  rsvp,
  title = 'Open House',
  intro,
  rsvpTitle = "Let me know you're coming",
  sendLabel = "I'm Coming",
  id = 'open-house',
  className,
}: OpenHouseScheduleProps) {
  const headingId = useId();
  const rsvpId = useId();
  const [first] = openHouses;
  if (!first) return null;
  return (
    <Card
      as="section"
      variant="outlined"
      padding="md"
      aria-labelledby={headingId}
      id={id}
      className={className}
    >
      <Stack gap="4">
        <Heading level={2} size="md" id={headingId}>
          {title}
        </Heading>
        {intro && <Text>{intro}</Text>}
        <Stack as="ul" gap="3" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {openHouses.map((openHouse) => (
            <li key={openHouse.value}>
              <Stack gap="2">
                <Text weight="semibold">{openHouse.when}</Text>
                {openHouse.note && <Text tone="muted">{openHouse.note}</Text>}
                <div>
                  <ButtonLink
                    href={openHouse.calendar.href}
                    download={openHouse.calendar.fileName}
                    variant="secondary"
                    size="sm"
                    iconStart="calendar"
                    aria-label={`Add to calendar: ${openHouse.when}`}
                  >
                    Add to calendar
                  </ButtonLink>
                </div>
              </Stack>
            </li>
          ))}
        </Stack>
        <form method="post" action={rsvp.action} aria-labelledby={rsvpId}>
          <Stack gap="4">
            <Heading level={3} size="sm" id={rsvpId}>
              {rsvpTitle}
            </Heading>
            {Object.entries(rsvp.hiddenFields).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            {openHouses.length === 1 ? (
              <input type="hidden" name="openHouse" value={first.value} />
            ) : (
              <Field label="Which open house?" required>
                <Select
                  name="openHouse"
                  options={openHouses.map((openHouse) => ({ value: openHouse.value, label: openHouse.when }))}
                  defaultValue={first.value}
                />
              </Field>
            )}
            <Field label="How many are coming?" required>
              <Select name="partySize" options={PARTY_SIZE_OPTIONS} defaultValue="1" />
            </Field>
            <Field label="Your name" required>
              <TextInput name="name" autoComplete="name" />
            </Field>
            <Field label="Email" required>
              <TextInput name="email" type="email" autoComplete="email" />
            </Field>
            <Field label="Phone" markOptional>
              <TextInput name="phone" type="tel" autoComplete="tel" />
            </Field>
            <Checkbox name="consent" label={rsvp.consentLabel} required />
            <div>
              <Button type="submit" variant="accent">
                {sendLabel}
              </Button>
            </div>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
