import { Button, Field, Heading, Notice, Select, Stack, Text, type SelectOption } from '@agent-sites/ui';
import type { ReactNode } from 'react';

/** A back-office page's title and the line that says what it lists. */
export function PageIntro({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="1">
      <Heading level={1} size="lg">
        {title}
      </Heading>
      <Text tone="muted">{children}</Text>
    </Stack>
  );
}

/** One filter of a list: a select whose empty choice (`all`) means no filter. */
export function FilterSelect({
  label,
  all,
  options,
  value,
  onChange,
}: {
  label: string;
  all: string;
  options: SelectOption[];
  value: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <Stack as="section" direction="row" gap="4" aria-label="Filters">
      <Field label={label}>
        <Select
          options={options}
          placeholder={all}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value)}
        />
      </Field>
    </Stack>
  );
}

/** A read that failed: what could not be read, and a button to read again. */
export function ReadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Notice tone="danger" title={`${what} could not be read`}>
      Check your connection, then{' '}
      <Button variant="ghost" size="sm" onClick={onRetry}>
        try again
      </Button>
    </Notice>
  );
}
