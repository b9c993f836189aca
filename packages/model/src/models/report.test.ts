import { describe, expect, it } from 'vitest';
import { preparedModelUrls } from './report.js';

describe('preparedModelUrls', () => {
  it('names the original and the node list a prepared model keeps besides its file', () => {
    const body = {
      model: { originalUrl: '/files/a.glb', optimisedUrl: '/files/b.glb', nodesUrl: '/files/n.json' },
    };
    expect(preparedModelUrls(body)).toEqual(['/files/a.glb', '/files/n.json']);
  });
  it('names nothing for a body without a prepared model, or with empty urls', () => {
    expect(preparedModelUrls(null)).toEqual([]);
    expect(preparedModelUrls({})).toEqual([]);
    expect(preparedModelUrls({ model: { originalUrl: '', nodesUrl: 7 } })).toEqual([]);
  });
});
