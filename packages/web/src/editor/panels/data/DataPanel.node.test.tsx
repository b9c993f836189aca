// @vitest-environment node
// The real API server and a data source on loopback run in this worker: the page's globals are installed
// by hand (src/test/serverScreen.tsx).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TYPE_CODE } from '@twincanvas/model';
import { folderProject } from '../../../../../server/src/test/workspace';
import { serverScreen } from '../../../test/serverScreen';
import type * as DataPanelModule from './DataPanel';

/**
 * The Data tab's "request data" against the real API server, whose data proxy reaches a data source
 * running on loopback (allowed by the server's DATA_ALLOW_HOSTS): the answer is shown as the source sent
 * it; a source that fails (500) and an address the server's SSRF guard refuses show why, in words.
 */
const s = serverScreen({ dataAllowHosts: ['127.0.0.1/32'] });
const { api, render, waitFor, screen, click, byTestId, type, choose } = s;
let DataPanel: typeof DataPanelModule.DataPanel;
let source: Server;
let sourceBase = '';
let sourceHits = 0;
const ROWS = [
  { gate: 'North', visitors: 1204 },
  { gate: 'South', visitors: 877 },
];

beforeAll(async () => {
  source = createServer((req, res) => {
    sourceHits++;
    if (req.url?.startsWith('/visitors')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ data: ROWS }));
    } else {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('database on fire');
    }
  });
  await new Promise<void>((r) => source.listen(0, '127.0.0.1', r));
  sourceBase = `http://127.0.0.1:${(source.address() as AddressInfo).port}`;
  ({ DataPanel } = await import('./DataPanel'));
});

afterAll(async () => {
  await new Promise<void>((r) => source?.close(() => r()));
});

/** A new project opened in the editor (saving to the server), with a table selected, and its Data tab. */
async function openTable(name: string) {
  const project = await folderProject(api, name);
  const { editorApi } = await import('../../api');
  const { startSession } = await import('../../store');
  const { addComponent } = await import('../../commands');
  const doc = await editorApi.load(project.flag);
  startSession(doc, doc.revision, (ops, base, operations) =>
    editorApi.save(doc.projectId, ops, base, operations),
  );
  expect(addComponent(TYPE_CODE.table)).toBeTruthy();
  render(<DataPanel />);
}

/** Picks "Request", types the address (committed on blur, as a person leaves the field) and runs it. */
async function requestFrom(url: string) {
  await choose('data-kind', s.i18n.default.t('dataBinding.kinds.request'));
  const field = await byTestId('data-url');
  type(field, url);
  s.rtl.fireEvent.blur(field);
  click(await byTestId('data-run'));
}

describe('the Data tab requests through the server’s data proxy', () => {
  it('shows the answer of a data source on loopback', async () => {
    await openTable('Visitors board');
    const hits = sourceHits;
    await requestFrom(`${sourceBase}/visitors`);
    await waitFor(() =>
      expect(JSON.parse(screen().getByTestId('data-raw').textContent!)).toEqual({ data: ROWS }),
    );
    expect(sourceHits).toBe(hits + 1);
    expect(screen().queryByTestId('data-error')).toBeNull();
  });

  it('a source answering 500: the failure is said, nothing is shown as its answer', async () => {
    await openTable('Broken board');
    const hits = sourceHits;
    await requestFrom(`${sourceBase}/broken`);
    const error = await byTestId('data-error');
    expect(error.textContent).toBe(
      'The request failed: The data source answered HTTP 500 (database on fire)',
    );
    expect(sourceHits).toBe(hits + 1);
    expect(screen().getByTestId('data-raw').textContent).toBe('—');
  });

  it('an address the SSRF guard refuses: the server’s reason is shown and nothing is fetched', async () => {
    await openTable('Inner board');
    const hits = sourceHits;
    await requestFrom('http://169.254.169.254/latest/meta-data');
    const error = await byTestId('data-error');
    expect(error.textContent).toMatch(
      /^The request failed: Private, loopback and cloud metadata addresses are not allowed \(an administrator can allow them/,
    );
    expect(sourceHits).toBe(hits);
  });
});
