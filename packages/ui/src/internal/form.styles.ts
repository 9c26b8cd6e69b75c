import { styled } from 'styled-components';
import { media } from '../theme/media';
import { vars } from '../theme/vars';

/**
 * The column every lead form stacks its fields and actions in. `method="post"`: should a form
 * ever be sent without its script, what the visitor typed stays out of the address bar and logs.
 */
export const FormRoot = styled.form.attrs({ method: 'post' })`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['5']};
  min-width: 0;
`;

/** The column of a compact form, such as the blog sidebar's sign-up: fields closer together. */
export const CompactFormRoot = styled(FormRoot)`
  gap: ${vars.space['4']};
`;

/** A form's own heading and description, above the fields. */
export const FormIntro = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['2']};
  margin-bottom: ${vars.space['6']};
`;

/** A compact form's heading and description, closer to its fields. */
export const CompactFormIntro = styled(FormIntro)`
  margin-bottom: ${vars.space['5']};
`;

/**
 * Single-line fields: one column on phones, two from `md` (or from `sm` with
 * `data-from="sm"`, for narrow containers such as a dialog). With an odd number of fields the
 * first (the name) takes a whole row, so no row is half empty.
 */
export const FieldColumns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  gap: ${vars.space['5']} ${vars.space['4']};

  ${media.up.sm} {
    &[data-from='sm'] {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
  ${media.up.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));

    & > :first-child:nth-last-child(odd) {
      grid-column: 1 / -1;
    }
  }
`;
