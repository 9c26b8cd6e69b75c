import { SkeletonGroup } from '@agent-sites/ui';

/** Skeleton cards while listings load, announced once. */
export default function GridSkeleton({ count }: { count: number }) {
  return <SkeletonGroup count={count} columns={3} />;
}
