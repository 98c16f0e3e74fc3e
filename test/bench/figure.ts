// One figure of `npm run bench`: printed beside its goal and written to test/bench/results.json.
export interface BenchFigure {
  name: string;
  value: number;
  unit: string;
  goal: string;
  ok: boolean;
  /** The bench file that measured it (set by run.ts). */
  bench?: string;
}

/** A bench module's default export: runs its measurement (bounded in time) and returns its figures. */
export type Bench = () => Promise<BenchFigure[]>;
