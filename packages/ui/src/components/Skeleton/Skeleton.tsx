import { Fragment, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import { Grid } from '../Layout';
import { VisuallyHidden } from '../VisuallyHidden';
import { Bone, CardShell, DetailShell, GroupRoot, Lines } from './Skeleton.styles';

export interface TextSkeletonProps extends HTMLAttributes<HTMLSpanElement> {
  /** How many lines of text; the last of several is shorter, like the end of a paragraph. @default 3 */
  lines?: number;
  /** The height of a line, matching the text it stands for. @default 'md' */
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** The width of the block, e.g. `'60%'` for a title. @default '100%' */
  width?: CSSProperties['width'];
}

/**
 * Grey lines standing in for text while it loads. Hidden from screen readers: a `SkeletonGroup`
 * around the skeletons announces the loading once.
 */
export function TextSkeleton({ lines = 3, size = 'md', width, style, ...rest }: TextSkeletonProps) {
  return (
    <Lines aria-hidden="true" data-skeleton="" style={width ? { ...style, width } : style} {...rest}>
      {Array.from({ length: Math.max(1, lines) }, (_, index) => (
        <Bone key={index} data-size={size} />
      ))}
    </Lines>
  );
}

export interface ListingCardSkeletonProps extends HTMLAttributes<HTMLDivElement> {
  /** Whether to draw the second button; recently closed sections have none. @default true */
  withAction?: boolean;
}

/** The shape of a `ListingCard` while listings load: photo, price, title, address, facts, text, buttons. */
export function ListingCardSkeleton({ withAction = true, ...rest }: ListingCardSkeletonProps) {
  return (
    <CardShell aria-hidden="true" data-skeleton="" {...rest}>
      <Bone data-shape="media" />
      <div data-body="">
        <TextSkeleton lines={1} size="lg" width="45%" />
        <TextSkeleton lines={1} size="lg" width="85%" />
        <TextSkeleton lines={1} size="sm" width="70%" />
        <div data-row="">
          <Bone data-size="sm" />
          <Bone data-size="sm" />
          <Bone data-size="sm" />
        </div>
        <TextSkeleton lines={3} size="sm" />
        <div data-row="" data-actions="">
          <Bone data-shape="button" />
          {withAction && <Bone data-shape="button" />}
        </div>
      </div>
    </CardShell>
  );
}

export interface ListingDetailSkeletonProps extends HTMLAttributes<HTMLDivElement> {
  /** How many gallery photos to sketch. @default 4 */
  galleryCount?: number;
}

/** The shape of a listing's detail page while it loads: hero, heading block, facts, text, gallery. */
export function ListingDetailSkeleton({ galleryCount = 4, ...rest }: ListingDetailSkeletonProps) {
  return (
    <DetailShell aria-hidden="true" data-skeleton="" {...rest}>
      <Bone data-shape="hero" />
      <div data-heading="">
        <Bone data-shape="pill" style={{ width: '7rem' }} />
        <TextSkeleton lines={1} size="xl" width="70%" />
        <TextSkeleton lines={1} width="50%" />
        <TextSkeleton lines={1} size="lg" width="30%" />
      </div>
      <div data-facts="">
        {Array.from({ length: 4 }, (_, index) => (
          <TextSkeleton key={index} lines={2} size="sm" />
        ))}
      </div>
      <TextSkeleton lines={5} />
      <div data-gallery="">
        {Array.from({ length: galleryCount }, (_, index) => (
          <Bone key={index} data-shape="thumb" />
        ))}
      </div>
    </DetailShell>
  );
}

export interface SkeletonGroupProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** What is loading, read once by screen readers. @default 'Loading listings…' */
  label?: string;
  /** How many skeletons to draw (spec: 3 on the home page, 6 on the listings page). @default 6 */
  count?: number;
  /** Columns at the widest, as in `Grid`. @default 3 */
  columns?: 1 | 2 | 3 | 4;
  /** The skeleton to repeat `count` times. @default <ListingCardSkeleton /> */
  children?: ReactNode;
}

/**
 * A set of skeletons that announces loading once, however many it draws: the group is a polite
 * status region holding only its label, and every skeleton inside is hidden from screen readers.
 * It is not `aria-busy`: that would tell screen readers to hold back the label itself. Put
 * `aria-busy` on the region the loaded content replaces, if anywhere.
 */
export function SkeletonGroup({
  label = 'Loading listings…',
  count = 6,
  columns = 3,
  children = <ListingCardSkeleton />,
  ...rest
}: SkeletonGroupProps) {
  return (
    <GroupRoot role="status" data-skeleton-group="" {...rest}>
      <VisuallyHidden>{label}</VisuallyHidden>
      <Grid columns={columns} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <Fragment key={index}>{children}</Fragment>
        ))}
      </Grid>
    </GroupRoot>
  );
}
