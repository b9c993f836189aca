// Cost of one save that moves one component, in a 10-component and a 5,000-component project.
// npm run bench -- save-cost → last line {"rows_small", "rows_large", "bytes_small", "bytes_large", "ms_small", "ms_large"}
// Runs the real app in-process on PGlite (app.inject: no network), builds both projects through the save
// API, then times several one-component moves. Rows written come from the save's own count and are
// cross-checked in the database (node rows stamped with the save's revision).
import { createTestApp } from '../packages/server/src/test/harness';
import { member, okPoster } from '../packages/server/src/test/workspace';

const MOVES = 15;
/** Moves before the timed ones: the first statements of a fresh project pay for planning and caches. */
const WARMUP = 5;
const BATCH = 500;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)]!;
};
const rect = (left: number) => ({
  componentLeft: left,
  componentTop: 40,
  componentWidth: 160,
  componentHeight: 90,
});
const component = (i: number) => ({
  _id: `E${i}`,
  componentName: `文本${i}`,
  componentType: '2005',
  order: i,
  opacity: 1,
  initStatus: true,
  componentRect: rect(i % 1000),
  textModel: { text: `label ${i}`, fontSize: 28, color: '#ffffff' },
});

const t = await createTestApp();
try {
  const admin = await member(t);
  const call = okPoster(t, admin);

  async function measure(n: number) {
    const made = await call('/project/v2/create', { projectName: `bench-${n}` });
    const projectId = made.projectId as string;
    const doc = await call('/project/detail/v2/query', { projectId });
    const page = doc.projectScenesList[0].projectPageList[0]._id as string;
    let revision = 0;
    const setupStart = performance.now();
    for (let from = 0; from < n; from += BATCH) {
      const opts = [];
      for (let i = from; i < Math.min(n, from + BATCH); i++)
        opts.push({
          command: 'add',
          path: `${page}.projectTwoComponentList`,
          records: { index: i, value: component(i) },
        });
      const res = await call('/project/detail/v2/save', { projectId, baseRevision: revision, opts });
      if (res.subCode !== 0) throw new Error(`setup save failed: ${JSON.stringify(res)}`);
      revision = res.revision;
    }
    const setupMs = performance.now() - setupStart;
    const target = `E${Math.floor(n / 2)}`;
    const times: number[] = [];
    const rows: number[] = [];
    let bytes = 0;
    for (let k = 0; k < WARMUP + MOVES; k++) {
      const body = {
        projectId,
        baseRevision: revision,
        opts: [
          {
            command: 'update',
            path: `${target}.componentRect`,
            records: { oldValue: rect(k), newValue: rect(k + 1) },
          },
        ],
        time: Date.now(),
        goal: 'update2D',
      };
      const payload = JSON.stringify(body);
      bytes = Buffer.byteLength(payload);
      const start = performance.now();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/project/detail/v2/save',
        headers: {
          authorization: `Bearer ${admin.token}`,
          'current-group': admin.groupId,
          'content-type': 'application/json',
        },
        payload,
      });
      if (k >= WARMUP) times.push(performance.now() - start);
      const data = res.json<{ data: { subCode: number; revision: number; rowsWritten: number } }>().data;
      if (data.subCode !== 0) throw new Error(`move failed: ${res.body}`);
      revision = data.revision;
      rows.push(data.rowsWritten);
    }
    const [stamped] = await t.database.sql.query<{ n: number }>(
      'select count(*)::int as n from project_nodes where project_id = $1 and revision = $2',
      [projectId, revision],
    );
    if (new Set(rows).size !== 1 || stamped!.n !== 1)
      throw new Error(`unexpected row counts ${rows} / ${stamped!.n}`);
    return { rows: rows[0]!, bytes, ms: median(times), setupMs };
  }

  const small = await measure(10);
  const large = await measure(5000);
  console.log(
    `10 components:    ${small.rows} rows, ${small.bytes} bytes, median ${small.ms.toFixed(2)} ms per move`,
  );
  console.log(
    `5,000 components: ${large.rows} rows, ${large.bytes} bytes, median ${large.ms.toFixed(2)} ms per move (setup ${Math.round(large.setupMs)} ms)`,
  );
  if (large.rows !== small.rows) throw new Error('the large project wrote more rows than the small one');
  console.log(
    JSON.stringify({
      rows_small: small.rows,
      rows_large: large.rows,
      bytes_small: small.bytes,
      bytes_large: large.bytes,
      ms_small: Number(small.ms.toFixed(2)),
      ms_large: Number(large.ms.toFixed(2)),
      setup_ms_large: Math.round(large.setupMs),
    }),
  );
} finally {
  await t.close();
}
