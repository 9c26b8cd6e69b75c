// What the benchmarks measure with: a quantile of sorted times, and a process's CPU and memory.
import { readFileSync } from 'node:fs';

/** The `q`th quantile of sorted times. */
export const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!;

/** A process's CPU seconds and resident memory in MiB, from Linux's /proc. */
export function usage(pid: number | undefined) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return { cpu: (Number(stat[11]) + Number(stat[12])) / 100, rssMiB: Number(rss) / 1024 };
}
