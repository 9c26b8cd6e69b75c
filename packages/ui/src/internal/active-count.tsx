import { styled } from 'styled-components';
import { vars } from '../theme/vars';
import { VisuallyHidden } from '../components/VisuallyHidden';

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 1.375rem;
  height: 1.375rem;
  padding: 0 ${vars.space['1']};
  border-radius: ${vars.radius.full};
  background: ${vars.color.brand.primary};
  color: ${vars.color.brand.onPrimary};
  font-size: ${vars.fontSize.xs};
`;

/**
 * How many filters are on, as a round badge after "Filters": a screen reader hears "Filters 2
 * active". Nothing while none is.
 */
export function ActiveCount({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <Badge data-active-count="">
      {count}
      <VisuallyHidden> active</VisuallyHidden>
    </Badge>
  );
}
