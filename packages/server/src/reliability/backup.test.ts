import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { validateProject, walkNodes, type DocNode } from '@twincanvas/model';
import { multipartBody, PNG_1X1 } from '../modules/uploads/fixtures.js';
import { ROOT, signInApi, startServerProcess, type ServerProcess } from './processes.testkit.js';

/**
 * Issue 23 #6: `npm run backup` of the embedded default while the server runs and saves keep coming,
 * `npm run restore` into another data folder, and the server started on it has the project, its
 * acknowledged saves and the uploaded file. Runs the real scripts against a real server process.
 */
const run = promisify(execFile);
const script = (name: string, args: string[]) =>
  run(process.execPath, [path.join(ROOT, 'scripts', name), ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: '' },
  });

const temp: string[] = [];
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const s of servers) await s.stop();
  for (const d of temp) rmSync(d, { recursive: true, force: true });
});
const tempDir = (prefix: string) => {
  const d = mkdtempSync(path.join(tmpdir(), prefix));
  temp.push(d);
  return d;
};

// The embedded default is what this covers; the server:postgres run has nothing to add.
describe.skipIf(process.env.TEST_DB === 'postgres')(
  'backup and restore of the embedded default (issue 23 #6)',
  () => {
    it('backs up while saving, refuses to restore under a running server, restores into a new folder', async () => {
      const dataDir = tempDir('tc-bak-data-');
      const server = await startServerProcess({ dataDir });
      servers.push(server);
      const api = await signInApi(() => server.url);
      const { projectId } = await api.data<{ projectId: string }>('/project/v2/create', {
        projectName: '备份 backup',
      });
      const doc = await api.data<DocNode & { revision: number }>('/project/detail/v2/query', { projectId });
      const list = `${String(((doc.projectScenesList as DocNode[])[0]!.projectPageList as DocNode[])[0]!._id)}.projectTwoComponentList`;
      const form = multipartBody(
        { id: 'b1', type: 'image', target: '1' },
        { name: 'logo.png', data: PNG_1X1 },
      );
      const uploaded = await fetch(`${server.url}/api/file/upload`, {
        method: 'POST',
        headers: { ...form.headers, authorization: `Bearer ${api.token}`, 'current-group': api.groupId },
        body: new Uint8Array(form.payload),
      });
      const fileUrl = ((await uploaded.json()) as { data: { fileUrl: string } }).data.fileUrl;
      expect(fileUrl).toMatch(/^\/api\/file\//);

      // Saves keep coming while the backup runs: each adds two components, so a torn snapshot would show.
      let revision = doc.revision;
      let stop = false;
      const acked: number[] = [];
      const saving = (async () => {
        for (let i = 0; !stop; i++) {
          const r = await api.data<{ subCode: number; revision: number }>('/project/detail/v2/save', {
            projectId,
            baseRevision: revision,
            opts: [0, 1].map((k) => ({
              command: 'add',
              path: list,
              records: {
                index: 1_000_000,
                value: { _id: `Eb${i}x${k}`, componentType: '2005', componentName: `b${i}` },
              },
            })),
          });
          revision = r.revision;
          acked.push(i);
        }
      })();
      await expect
        .poll(() => acked.length, { timeout: 60_000, message: 'saves under way' })
        .toBeGreaterThan(3);
      const beforeBackup = acked.length;
      const backupsDir = tempDir('tc-bak-out-');
      const backedUp = JSON.parse(
        (await script('backup.mjs', ['--data-dir', dataDir, '--out', backupsDir])).stdout,
      ) as {
        backup: string;
        source: string;
        files: number;
      };
      stop = true;
      await saving;
      expect(backedUp.source).toBe('running server');
      expect(backedUp.files).toBeGreaterThanOrEqual(1);

      // Restoring under the running server is refused, and nothing is touched.
      const refused = await script('restore.mjs', [backedUp.backup, '--data-dir', dataDir]).then(
        () => null,
        (err: { code: number; stderr: string }) => err,
      );
      expect(refused?.code).toBe(1);
      expect(refused?.stderr).toMatch(/server is running/);

      const restoredDir = tempDir('tc-bak-restored-');
      const restored = JSON.parse(
        (await script('restore.mjs', [backedUp.backup, '--data-dir', restoredDir])).stdout,
      ) as {
        projects: number;
      };
      expect(restored.projects).toBe(1);
      const again = await startServerProcess({ dataDir: restoredDir });
      servers.push(again);
      const api2 = await signInApi(() => again.url);
      const back = await api2.data<DocNode & { revision: number }>('/project/detail/v2/query', { projectId });
      expect(validateProject(back).ok).toBe(true);
      const ids = new Set<string>();
      walkNodes(back, 'project', (_n, info) => ids.add(info.id));
      // Every save acknowledged before the backup started is there; each save is entirely there or not.
      for (let i = 0; i < acked.length; i++) {
        expect(ids.has(`Eb${i}x0`), `save ${i}`).toBe(ids.has(`Eb${i}x1`));
        if (i < beforeBackup) expect(ids.has(`Eb${i}x0`), `save ${i} before the backup`).toBe(true);
      }
      const saved = [...ids].filter((id) => /^Eb\d+x0$/.test(id)).length;
      expect(back.revision).toBe(doc.revision + saved);
      const file = await fetch(`${again.url}${fileUrl}`);
      expect(file.status).toBe(200);
      expect(Buffer.from(await file.arrayBuffer()).equals(PNG_1X1)).toBe(true);
    }, 600_000);
  },
);
