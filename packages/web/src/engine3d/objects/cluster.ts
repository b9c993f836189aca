/**
 * Screen-space clustering of placards: the screen is cut into cells of `cellPx`; in each cell the first
 * eligible placard leads and the others join it. Runs on camera moves, over preallocated arrays (an open
 * addressing table keyed by cell), so clustering 10,000 placards allocates nothing.
 *
 * leader[i] = i for a leader or an ineligible placard, else the index of the leader it joined;
 * members[i] = how many placards a leader stands for (1 when alone).
 */
export class ScreenClusters {
  leader = new Int32Array(0);
  members = new Int32Array(0);
  private keys = new Int32Array(0);
  private slots = new Int32Array(0);

  private ensure(n: number): void {
    if (this.leader.length >= n) return;
    this.leader = new Int32Array(n);
    this.members = new Int32Array(n);
    const tableSize = 1 << Math.ceil(Math.log2(Math.max(16, n * 2)));
    this.keys = new Int32Array(tableSize);
    this.slots = new Int32Array(tableSize);
  }

  /**
   * xs/ys: screen pixels; eligible[i] = 0 for placards that never cluster (near, hidden, or off-screen).
   * Returns the number of placards hidden inside clusters.
   */
  run(n: number, xs: Float32Array, ys: Float32Array, eligible: Uint8Array, cellPx: number): number {
    this.ensure(n);
    const mask = this.keys.length - 1;
    this.keys.fill(-1);
    let hidden = 0;
    for (let i = 0; i < n; i++) {
      this.leader[i] = i;
      this.members[i] = 1;
      if (!eligible[i]) continue;
      const cx = Math.floor((xs[i] ?? 0) / cellPx);
      const cy = Math.floor((ys[i] ?? 0) / cellPx);
      const key = ((cx & 0xffff) << 16) | (cy & 0xffff);
      let h = Math.imul(key, 0x9e3779b1) & mask;
      for (;;) {
        const k = this.keys[h]!;
        if (k === -1) {
          this.keys[h] = key;
          this.slots[h] = i;
          break;
        }
        if (k === key) {
          const lead = this.slots[h]!;
          this.leader[i] = lead;
          this.members[lead] = (this.members[lead] ?? 1) + 1;
          hidden++;
          break;
        }
        h = (h + 1) & mask;
      }
    }
    return hidden;
  }
}
