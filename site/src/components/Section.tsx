import { Container, media, Text, vars } from '@agent-sites/ui';
import type { HTMLAttributes, ReactNode } from 'react';
import { styled } from 'styled-components';

const Band = styled.section`
  padding-block: ${vars.space['12']};
  background: ${vars.color.surface.page};
  scroll-margin-top: ${vars.space['4']};

  &[data-tone='sunken'] {
    background: ${vars.color.surface.sunken};
  }
  &[data-tone='inverse'] {
    background: ${vars.color.surface.inverse};
    color: ${vars.color.text.inverse};
  }

  ${media.up.md} {
    padding-block: ${vars.space['16']};
  }
`;

export interface SectionProps extends HTMLAttributes<HTMLElement> {
  /** The band's background. @default 'page' */
  tone?: 'page' | 'sunken' | 'inverse';
  /** The content width. @default 'page' */
  width?: 'page' | 'prose' | 'formCard';
  children: ReactNode;
}

/** A full-width band of a page with its content centred in the container. */
export function Section({ tone = 'page', width = 'page', children, ...rest }: SectionProps) {
  return (
    <Band data-tone={tone} {...rest}>
      <Container width={width}>{children}</Container>
    </Band>
  );
}

/**
 * Small print under a form card (a disclosure, a promise), inset as the card's own text is: on a
 * phone the card runs from edge to edge, and text beside the screen's edge is hard to read.
 */
export function FormNote({ children }: { children: ReactNode }) {
  return (
    <Container>
      <Text size="sm" tone="muted">
        {children}
      </Text>
    </Container>
  );
}

/** A stack of blocks with the section rhythm between them. */
export const Blocks = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['8']};
`;

/** A plain list without bullets, for lists of cards or links. */
export const PlainList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;
