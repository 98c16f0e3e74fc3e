// One figure of `npm run bench`: printed beside its goal and written to test/bench/results.json.
export interface BenchFigure {
  name: string;
  value: number;
  unit: string;
  goal: string;
  ok: boolean;
}

/** A bench module's default export: runs its measurement (bounded in time) and returns its figures. */
export type Bench = () => Promise<BenchFigure[]>;
