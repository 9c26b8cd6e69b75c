import { SectionHeading } from '@agent-sites/ui';
import type { SectionIntro } from '../content/types.ts';

/** The heading of a section from its content. */
export function Intro({ intro, id, level = 2 }: { intro: SectionIntro; id?: string; level?: 2 | 3 }) {
  return (
    <SectionHeading
      eyebrow={intro.eyebrow}
      title={intro.title}
      description={intro.description}
      level={level}
      titleId={id}
    />
  );
}
