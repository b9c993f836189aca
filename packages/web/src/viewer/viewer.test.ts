import { describe, expect, it } from 'vitest';
import type { DocNode } from '@twincanvas/model';
import { safeLinkUrl } from './links';
import { componentIds, pageLinkQuery, resolveStart, resolveTarget, stepPage } from './navigation';
import { viewerRoute } from './paths';
import { renderLevel, stageLayout } from './scale';

const doc = {
  _id: 'Aproject',
  projectScenesList: [
    {
      _id: 'Bscene2xyz',
      scenesOrder: 2,
      projectPageList: [{ _id: 'Dpage3abc', pageOrder: 1 }],
    },
    {
      _id: 'Bscene1abc',
      scenesOrder: 1,
      projectPageList: [
        { _id: 'Dpage2abc', pageOrder: 2 },
        { _id: 'Dpage1abc', pageOrder: 1 },
      ],
    },
  ],
  systemScenes: [{ _id: 'Csystem', projectTwoComponentList: [] }],
} as unknown as DocNode;

describe('viewer paths', () => {
  it('recognises /preview/{id}, /share/{id} and any path under /share/, and /case', () => {
    expect(viewerRoute('/preview/Aabc')).toEqual({ mode: 'preview', id: 'Aabc' });
    expect(viewerRoute('/share/xyz')).toEqual({ mode: 'share', id: 'xyz' });
    expect(viewerRoute('/share/xyz/extra/path')).toEqual({ mode: 'share', id: 'xyz' });
    expect(viewerRoute('/share')).toEqual({ mode: 'share', id: '' });
    expect(viewerRoute('/case', '?caseFlag=c1')).toEqual({ mode: 'case', id: 'c1' });
    expect(viewerRoute('/manage')).toBeNull();
    expect(viewerRoute('/project/Aabc')).toBeNull();
    expect(viewerRoute('/sharex/1')).toBeNull();
  });
});

describe('screen adaptation', () => {
  const canvas = { width: 1920, height: 1080 };
  it('fit keeps proportions and letterboxes', () => {
    const l = stageLayout('fit', { width: 1000, height: 1000 }, canvas);
    expect(l.scaleX).toBeCloseTo(1000 / 1920);
    expect(l.scaleY).toBe(l.scaleX);
    expect(l.left).toBe(0);
    expect(l.top).toBeCloseTo((1000 - 1080 * l.scaleY) / 2);
  });
  it('fit width, fit height, stretch and original', () => {
    const fw = stageLayout('fitWidth', { width: 960, height: 300 }, canvas);
    expect([fw.scaleX, fw.scaleY, fw.height]).toEqual([0.5, 0.5, 540]);
    const fh = stageLayout('fitHeight', { width: 300, height: 540 }, canvas);
    expect([fh.scaleX, fh.width]).toEqual([0.5, 960]);
    const st = stageLayout('stretch', { width: 960, height: 1080 }, canvas);
    expect([st.scaleX, st.scaleY]).toEqual([0.5, 1]);
    const or = stageLayout('original', { width: 3840, height: 2160 }, canvas);
    expect([or.scaleX, or.left, or.top]).toEqual([1, 960, 540]);
  });
  it('share scale breakpoints 2000, 3000, 4000', () => {
    expect([1920, 1999, 2000, 2999, 3000, 3999, 4000, 7680].map(renderLevel)).toEqual([
      1, 1, 2, 2, 3, 3, 4, 4,
    ]);
  });
});

describe('navigation', () => {
  it('preview links carry six characters of scene and page ids and land there', () => {
    expect(pageLinkQuery({ sceneId: 'Bscene2xyz', pageId: 'Dpage3abc' })).toBe('?scene=Bscene&page=Dpage3');
    expect(resolveStart(doc, 'Bscene', 'Dpage2')).toEqual({ sceneId: 'Bscene1abc', pageId: 'Dpage2abc' });
    // No link: the first page of the first scene by order.
    expect(resolveStart(doc)).toEqual({ sceneId: 'Bscene1abc', pageId: 'Dpage1abc' });
    expect(resolveStart(doc, 'nothing', 'nope')).toEqual({ sceneId: 'Bscene1abc', pageId: 'Dpage1abc' });
  });
  it('page changes: by page, by scene (its first page); unknown targets resolve to null', () => {
    expect(resolveTarget(doc, { pageId: 'Dpage3abc' })).toEqual({
      sceneId: 'Bscene2xyz',
      pageId: 'Dpage3abc',
    });
    expect(resolveTarget(doc, { sceneId: 'Bscene2xyz' })).toEqual({
      sceneId: 'Bscene2xyz',
      pageId: 'Dpage3abc',
    });
    expect(resolveTarget(doc, { pageId: 'Dmissing' })).toBeNull();
    expect(resolveTarget(doc, { sceneId: 'Bscene2xyz', pageId: 'Dpage1abc' })).toBeNull();
  });
  it('next and previous page cross scenes and wrap', () => {
    const first = { sceneId: 'Bscene1abc', pageId: 'Dpage1abc' };
    expect(stepPage(doc, first, 1)).toEqual({ sceneId: 'Bscene1abc', pageId: 'Dpage2abc' });
    expect(stepPage(doc, first, -1)).toEqual({ sceneId: 'Bscene2xyz', pageId: 'Dpage3abc' });
  });
  it('collects every component id of a page for clean-up (groups and dynamic pages too)', () => {
    const list = [
      { _id: 'E1' },
      { _id: 'H1', groupModel: { groupList: [{ _id: 'E2' }] } },
      { _id: 'G1', dynamicModel: { pageList: [{ componentList: [{ _id: 'E3' }] }] } },
    ];
    expect(componentIds(list)).toEqual(['E1', 'H1', 'E2', 'G1', 'E3']);
  });
});

describe('link handling', () => {
  // SECURITY-CASES #40: javascript:, JaVaScRiPt:, java\tscript: and data: links are refused.
  it('opens only http and https links', () => {
    const base = 'https://screen.example/share/x';
    expect(safeLinkUrl('https://example.com/a?b=1', base)).toBe('https://example.com/a?b=1');
    expect(safeLinkUrl('http://example.com', base)).toBe('http://example.com/');
    expect(safeLinkUrl('/other/page', base)).toBe('https://screen.example/other/page');
    for (const bad of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'blob:https://screen.example/1',
      'ftp://example.com',
      '',
      null,
      42,
    ])
      expect(safeLinkUrl(bad, base), String(bad)).toBeNull();
  });
});
