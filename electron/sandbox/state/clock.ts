// The server's idea of "now". Tests move it (clock skew) to accept the notes' vector timestamp or to age
// tokens past their lifetime without waiting; faults can skew single requests on top of it.
export class SandboxClock {
  private skewMs = 0;

  constructor(private readonly realNow: () => number = Date.now) {}

  nowMs(extraSkewSeconds = 0): number {
    return this.realNow() + this.skewMs + extraSkewSeconds * 1000;
  }

  nowSeconds(extraSkewSeconds = 0): number {
    return Math.floor(this.nowMs(extraSkewSeconds) / 1000);
  }

  get skewSeconds(): number {
    return this.skewMs / 1000;
  }

  setSkewSeconds(seconds: number): void {
    this.skewMs = Math.round(seconds * 1000);
  }

  /** Sets the skew so that the server clock reads `unixSeconds` now. */
  setNowSeconds(unixSeconds: number): void {
    this.skewMs = unixSeconds * 1000 - this.realNow();
  }
}
