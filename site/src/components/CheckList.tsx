import { Icon, Text, vars } from '@agent-sites/ui';
import { styled } from 'styled-components';
import { PlainList } from './Section.tsx';

/** A list with check marks: specialties, documents, credentials. */
export function CheckList({ items }: { items: Array<{ label: string; detail?: string }> }) {
  return (
    <PlainList>
      {items.map((item) => (
        <CheckItem key={item.label}>
          <Icon name="check" size="1.25rem" />
          <span>
            <Text as="span" weight="semibold">
              {item.label}
            </Text>
            {item.detail && (
              <Text as="span" tone="muted">
                {' '}
                {item.detail}
              </Text>
            )}
          </span>
        </CheckItem>
      ))}
    </PlainList>
  );
}

const CheckItem = styled.li`
  display: flex;
  gap: ${vars.space['3']};
  align-items: flex-start;
  padding-block: ${vars.space['2']};

  & > svg {
    flex: none;
    margin-top: 0.2em;
    color: ${vars.color.tone.success.text};
  }
`;
