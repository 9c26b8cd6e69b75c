import { ButtonLink, Heading, Notice, Stack, Text } from '@agent-sites/ui';

/** Where a page about one record (a lead, a listing) stands before it can show the record. */
export function RecordStates({
  status,
  noun,
  back,
}: {
  /** `pending` while reading; `error` when the read failed; `missing` when there is no such record. */
  status: 'pending' | 'error' | 'missing';
  /** What the page shows, lower case: "lead", "listing". */
  noun: string;
  /** The list the record belongs to. */
  back: { href: string; label: string };
}) {
  if (status === 'pending') {
    return (
      <Stack gap="4">
        <Heading level={1} size="lg">
          {noun.charAt(0).toUpperCase() + noun.slice(1)}
        </Heading>
        <Text role="status">Loading the {noun}…</Text>
      </Stack>
    );
  }
  const failed = status === 'error';
  return (
    <Stack gap="4" align="start">
      <Heading level={1} size="lg">
        {failed ? `The ${noun} could not be read` : `No such ${noun}`}
      </Heading>
      <Notice tone={failed ? 'danger' : 'info'}>
        {failed
          ? 'Check your connection, then try again.'
          : 'It may have been deleted, or the link is mistyped.'}
      </Notice>
      <ButtonLink href={back.href} variant="secondary" iconStart="arrowLeft">
        {back.label}
      </ButtonLink>
    </Stack>
  );
}
