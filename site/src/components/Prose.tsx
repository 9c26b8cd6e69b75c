import { vars } from '@agent-sites/ui';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { RouterLink } from '@agent-sites/site-engine/app/router-link.tsx';
import { fillAgentTokens } from '../lib/tokens.ts';
import type { Block, Inline } from '@agent-sites/site-engine/markdown';

const Root = styled.div`
  color: ${vars.color.text.default};
  font-size: ${vars.fontSize.lg};
  line-height: ${vars.lineHeight.relaxed};

  & > * {
    margin: 0;
  }
  & > * + * {
    margin-top: ${vars.space['5']};
  }
  & > h2 {
    margin-top: ${vars.space['10']};
    font-family: ${vars.font.heading};
    font-size: ${vars.fontSize['2xl']};
    line-height: ${vars.lineHeight.tight};
    scroll-margin-top: ${vars.space['6']};
  }
  & > h3 {
    margin-top: ${vars.space['8']};
    font-size: ${vars.fontSize.xl};
    line-height: ${vars.lineHeight.snug};
    scroll-margin-top: ${vars.space['6']};
  }
  & > ul,
  & > ol {
    padding-left: ${vars.space['6']};
  }
  & li + li {
    margin-top: ${vars.space['2']};
  }
  & a {
    color: ${vars.color.text.link};
    text-decoration: underline;
    text-underline-offset: 0.15em;
  }
  & a:hover {
    color: ${vars.color.text.linkHover};
  }
`;

function InlineContent({ nodes }: { nodes: Inline[] }): ReactNode {
  return nodes.map((node, index) => {
    switch (node.kind) {
      case 'text':
        return fillAgentTokens(node.text);
      case 'strong':
        return (
          <strong key={index}>
            <InlineContent nodes={node.children} />
          </strong>
        );
      case 'em':
        return (
          <em key={index}>
            <InlineContent nodes={node.children} />
          </em>
        );
      case 'link':
        return node.href.startsWith('/') ? (
          <RouterLink key={index} href={node.href}>
            <InlineContent nodes={node.children} />
          </RouterLink>
        ) : (
          <a key={index} href={node.href}>
            <InlineContent nodes={node.children} />
          </a>
        );
    }
  });
}

export interface ProseProps {
  blocks: Block[];
  /** The level of `##` headings; `###` sit one below. @default 2 */
  headingLevel?: 2 | 3;
}

/** Article and legal text, rendered as elements from parsed Markdown: never as an HTML string. */
export function Prose({ blocks, headingLevel = 2 }: ProseProps) {
  const H = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as 'h3' | 'h4';
  return (
    <Root>
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'heading':
            return (
              <H key={index} id={block.id}>
                {fillAgentTokens(block.text)}
              </H>
            );
          case 'subheading':
            return (
              <Sub key={index} id={block.id}>
                {fillAgentTokens(block.text)}
              </Sub>
            );
          case 'paragraph':
            return (
              <p key={index}>
                <InlineContent nodes={block.content} />
              </p>
            );
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul';
            return (
              <List key={index}>
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>
                    <InlineContent nodes={item} />
                  </li>
                ))}
              </List>
            );
          }
        }
      })}
    </Root>
  );
}
