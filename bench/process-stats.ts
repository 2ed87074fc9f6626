import { readFileSync } from 'node:fs';

/** The process's resident memory, MB, read from /proc (Linux). */
export function residentMegabytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB$/m);
  return line ? Number(line[1]) / 1024 : Number.NaN;
}

/** Linux's clock ticks per second, in which /proc counts CPU time (`getconf CLK_TCK`). */
const TICKS_PER_SECOND = 100;

/**
 * The CPU time the process (every thread of it) has used, user and system, in seconds, read from
 * /proc (Linux, in steps of 10 ms); undefined where there is no /proc to read.
 */
export function cpuSeconds(pid: number): number | undefined {
  try {
    // The fields after the command's closing parenthesis: state is the first, utime the 12th, stime the 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}
