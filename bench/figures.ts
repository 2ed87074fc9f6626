import { loadavg } from 'node:os';

/**
 * What a figure is held to: at least or at most a bound (`below`: strictly under it), or nothing,
 * when it is only reported (a yardstick of another setting, a figure without a goal yet).
 */
export type Target = { atLeast: number } | { atMost: number } | { below: number } | 'reported';

/** PASS or FAIL against the target; ERROR when it could not be measured; 'reported' when it has no target. */
export type Verdict = 'PASS' | 'FAIL' | 'ERROR' | 'reported';

export interface Figure {
  section: string;
  name: string;
  /** Undefined when it could not be measured. */
  value: number | undefined;
  unit: string;
  target: Target;
  verdict: Verdict;
  /** The machine's one-minute load average when the figure was taken. */
  load: number;
  /** Why it could not be measured (ERROR only). */
  reason?: string;
  /** ERROR only because the build it measures does not exist or is older than its sources (npm run build): the client's or the server's. */
  needsBuild?: BuiltPart;
}

export type BuiltPart = 'client' | 'server';

/** Thrown where a figure needs the built client or server: the figure is an ERROR that says so. */
export class NotBuiltError extends Error {
  constructor(readonly part: BuiltPart, reason = `the ${part} is not built`) {
    super(`${reason} (npm run build)`);
  }
}

/** One line of a figure's value: whole numbers from 100 up, one decimal from 10, two below. */
export function formatValue(value: number | undefined, unit: string): string {
  if (value === undefined || !Number.isFinite(value)) return '—';
  const digits = unit === '%' || Number.isInteger(value) || Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  const number = value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return unit === '%' ? `${number}%` : `${number} ${unit}`;
}

export function formatTarget(target: Target, unit: string): string {
  if (target === 'reported') return 'reported';
  if ('atLeast' in target) return `≥ ${formatValue(target.atLeast, unit)}`;
  if ('atMost' in target) return `≤ ${formatValue(target.atMost, unit)}`;
  return `< ${formatValue(target.below, unit)}`;
}

function verdictOf(value: number, target: Target): Verdict {
  if (target === 'reported') return 'reported';
  if ('atLeast' in target) return value >= target.atLeast ? 'PASS' : 'FAIL';
  if ('atMost' in target) return value <= target.atMost ? 'PASS' : 'FAIL';
  return value < target.below ? 'PASS' : 'FAIL';
}

const currentLoad = () => loadavg()[0]!;
const firstLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0]!;

/**
 * Every figure of a bench run, each printed as it is taken (value, target, verdict, the machine's
 * load) and all of them again in one table at the end. A figure that cannot be measured is kept
 * as an ERROR with its reason, and the run goes on.
 */
export class FigureBook {
  readonly figures: Figure[] = [];

  constructor(private readonly print: (line: string) => void = (line) => console.log(line)) {}

  /** Prints a line of context (a heading, a yardstick) with the load beside it. */
  note(line: string): void {
    this.print(`${line}   [load ${currentLoad().toFixed(2)}]`);
  }

  /** Keeps a measured figure; `detail` (other numbers of the same measurement) is printed beside it, not kept. */
  record(section: string, name: string, value: number, unit: string, target: Target, detail = ''): Figure {
    if (!Number.isFinite(value)) return this.error(section, name, unit, target, new Error(`measured ${value}, not a number`));
    const figure: Figure = { section, name, value, unit, target, verdict: verdictOf(value, target), load: currentLoad() };
    this.figures.push(figure);
    this.print(
      `  ${name.padEnd(60)} ${formatValue(value, unit).padStart(12)}  ${formatTarget(target, unit).padEnd(12)} ${figure.verdict.padEnd(8)} load ${figure.load.toFixed(2)}${detail ? `   ${detail}` : ''}`,
    );
    return figure;
  }

  /** Keeps a figure that could not be measured, with why. */
  error(section: string, name: string, unit: string, target: Target, error: unknown): Figure {
    const figure: Figure = {
      section,
      name,
      value: undefined,
      unit,
      target,
      verdict: 'ERROR',
      load: currentLoad(),
      reason: firstLine(error),
      ...(error instanceof NotBuiltError ? { needsBuild: error.part } : {}),
    };
    this.figures.push(figure);
    this.print(`  ${name.padEnd(60)} ${'—'.padStart(12)}  ${formatTarget(target, unit).padEnd(12)} ERROR    load ${figure.load.toFixed(2)}   ${figure.reason}`);
    return figure;
  }

  /** Measures one figure; a throw makes it an ERROR (with the reason) instead of stopping the section. */
  async measure(section: string, name: string, unit: string, target: Target, work: () => Promise<number | { value: number; detail: string }>): Promise<void> {
    try {
      const measured = await work();
      if (typeof measured === 'number') this.record(section, name, measured, unit, target);
      else this.record(section, name, measured.value, unit, target, measured.detail);
    } catch (error) {
      this.error(section, name, unit, target, error);
    }
  }

  get hasErrors(): boolean {
    return this.figures.some((figure) => figure.verdict === 'ERROR');
  }

  /** The closing table: every figure with its value, target, verdict and load; then why each ERROR is one. */
  summary(): string {
    const header = ['section', 'figure', 'value', 'target', 'verdict', 'load'];
    const rows = this.figures.map((figure) => [
      figure.section,
      figure.name,
      formatValue(figure.value, figure.unit),
      formatTarget(figure.target, figure.unit),
      figure.verdict,
      figure.load.toFixed(2),
    ]);
    const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
    const line = (cells: string[]) => `  ${cells.map((cell, column) => (column === 2 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!))).join('  ')}`.trimEnd();
    const count = (verdict: Verdict) => this.figures.filter((figure) => figure.verdict === verdict).length;
    const errors = this.figures.filter((figure) => figure.verdict === 'ERROR').map((figure) => `  ERROR ${figure.section} / ${figure.name}: ${figure.reason}`);
    return [
      line(header),
      ...rows.map(line),
      '',
      `  ${this.figures.length} figures: ${count('PASS')} PASS, ${count('FAIL')} FAIL, ${count('ERROR')} ERROR, ${count('reported')} reported`,
      ...errors,
    ].join('\n');
  }
}
