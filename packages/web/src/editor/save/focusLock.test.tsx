import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Input } from 'antd';
import type { Operation } from '@twincanvas/model';
import { sampleDoc } from '../actions/fixtures';
import { setProperty } from '../commands';
import { TextField } from '../fields/Fields';
import { startSession, useEditor } from '../store';
import { useFocusSaveLock } from './focusLock';

afterEach(cleanup);

function Panel({ onCommit }: { onCommit(v: string): void }) {
  useFocusSaveLock();
  return (
    <div className="tc-right">
      <TextField testId="name" value="" onChange={onCommit} />
    </div>
  );
}

describe('saves wait while a panel field is typed in (docs/reference.md#saving)', () => {
  it('an edit made meanwhile is held; the field commit and it are sent together once Enter lets go', async () => {
    const sent: { ops: Operation[]; operations: string[] }[] = [];
    startSession(sampleDoc(), 1, async (ops, base, operations) => {
      sent.push({ ops, operations });
      return { ok: true, revision: base + 1 };
    });
    const node = () => {
      const page = (
        useEditor.getState().doc as {
          projectScenesList: { projectPageList: { projectTwoComponentList: { _id: string }[] }[] }[];
        }
      ).projectScenesList[0]!.projectPageList[0]!.projectTwoComponentList[0]!;
      return page;
    };
    render(<Panel onCommit={(v) => setProperty(node(), 'componentName', v)} />);
    const input = screen.getByTestId('name');
    input.focus();
    fireEvent.input(input, { target: { value: 'Pump 1' } });
    // Typing holds saves: an edit made now (a co-occurring change) waits.
    setProperty(node(), 'opacity', 0.5);
    expect(sent).toEqual([]);
    expect(useEditor.getState().unsaved).toBe(1);
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
    await useEditor.getState().saveQueue!.whenIdle();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.operations).toEqual(['update2D', 'update2D']);
    expect(sent[0]!.ops.map((o) => o.path.split('.').slice(1).join('.'))).toEqual([
      'opacity',
      'componentName',
    ]);
  });

  it("a picker's search box does not hold saves: the picked value is saved while focus stays there", async () => {
    const sent: Operation[][] = [];
    startSession(sampleDoc(), 1, async (ops, base) => {
      sent.push(ops);
      return { ok: true, revision: base + 1 };
    });
    function Picker() {
      useFocusSaveLock();
      return (
        <div className="tc-right">
          <input data-testid="city-search" role="combobox" aria-expanded="true" />
        </div>
      );
    }
    render(<Picker />);
    const search = screen.getByTestId('city-search');
    search.focus();
    fireEvent.input(search, { target: { value: '广州' } });
    const page = (
      useEditor.getState().doc as {
        projectScenesList: { projectPageList: { projectTwoComponentList: { _id: string }[] }[] }[];
      }
    ).projectScenesList[0]!.projectPageList[0]!;
    setProperty(page.projectTwoComponentList[0]!, 'componentName', '广州天气');
    await useEditor.getState().saveQueue!.whenIdle();
    expect(sent).toHaveLength(1);
  });

  it('renaming in the left panel holds saves too; the palette search does not', async () => {
    const sent: Operation[][] = [];
    startSession(sampleDoc(), 1, async (ops, base) => {
      sent.push(ops);
      return { ok: true, revision: base + 1 };
    });
    function Left() {
      useFocusSaveLock();
      return (
        <div className="tc-left">
          <Input data-testid="layer-rename" />
          <Input.Search data-testid="palette-search" />
        </div>
      );
    }
    render(<Left />);
    const first = () =>
      (
        useEditor.getState().doc as {
          projectScenesList: { projectPageList: { projectTwoComponentList: { _id: string }[] }[] }[];
        }
      ).projectScenesList[0]!.projectPageList[0]!.projectTwoComponentList[0]!;

    // antd puts the test id on the search's wrapper: the box typed in is the input inside it.
    const search = document.querySelector<HTMLInputElement>('.ant-input-search input')!;
    search.focus();
    fireEvent.input(search, { target: { value: '饼' } });
    setProperty(first(), 'opacity', 0.4);
    await useEditor.getState().saveQueue!.whenIdle();
    expect(sent).toHaveLength(1);

    const rename = screen.getByTestId('layer-rename');
    rename.focus();
    fireEvent.input(rename, { target: { value: 'Pump' } });
    setProperty(first(), 'opacity', 0.6);
    expect(sent).toHaveLength(1);
    expect(useEditor.getState().unsaved).toBe(1);
    fireEvent.keyDown(rename, { key: 'Enter', code: 'Enter' });
    await useEditor.getState().saveQueue!.whenIdle();
    expect(sent).toHaveLength(2);
  });
});
