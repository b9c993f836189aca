import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../app/i18n';
import type { VisualRuleSet } from '@twincanvas/model';
import { useRuntime } from '../../runtime/store';
import { signEditing } from '../../components/sign/editing';
import { VisualRulesField } from './VisualRulesField';

const field = signEditing.propertySchema.find((f) => f.editor === 'visualRules')!;
const hot: VisualRuleSet = {
  rules: [
    {
      id: 'r1',
      field: 'value',
      match: { kind: 'range', min: 80, minExclusive: true },
      effect: { color: '#ff0000', blink: true },
    },
  ],
};

describe('visual rules editor', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(cleanup);
  it('offers the kind’s effects and previews the rules against sample rows before data arrives', () => {
    render(
      <VisualRulesField
        field={field}
        value={hot}
        onChange={() => undefined}
        testId="rules"
        lang="en"
        nodeId="F-none"
      />,
    );
    expect(field.options?.map((o) => o.value)).toEqual(['color', 'icon', 'visible', 'blink', 'label']);
    const preview = screen.getByTestId('rules-preview');
    expect(preview.textContent).toContain('sample data');
    // Sample values 40, 65, 90: only the third is above 80.
    expect(preview.textContent?.match(/Matched: Rule 1/g)).toHaveLength(1);
    expect(screen.queryByTestId('rules-error')).toBeNull();
  });

  it('the no-data and stale looks show an unset colour as unset (not the red a new rule starts with)', () => {
    render(
      <VisualRulesField
        field={field}
        value={{ ...hot, stale: { color: '#00ff00ff' } }}
        onChange={() => undefined}
        testId="rules"
        lang="en"
        nodeId="F-none"
      />,
    );
    expect(screen.getByTestId('rules-effect-0-color').textContent).toMatch(/FF0000/i);
    expect(screen.getByTestId('rules-nodata-color').textContent).not.toMatch(/FF0000/i);
    expect(screen.getByTestId('rules-stale-color').textContent).toMatch(/00FF00/i);
  });

  it('previews live rows and reports a rule naming a field the data lacks', () => {
    useRuntime.setState((s) => ({
      ...s,
      byId: { ...s.byId, 'F-live': { data: [{ name: 'Boiler', temperature: 95 }] } },
    }));
    render(
      <VisualRulesField
        field={field}
        value={hot}
        onChange={() => undefined}
        testId="rules"
        lang="en"
        nodeId="F-live"
      />,
    );
    expect(screen.getByTestId('rules-preview').textContent).toContain('current data');
    expect(screen.getByTestId('rules-error').textContent).toBe('Rule 1: the data has no field “value”');
  });

  it('previews the sample rows of the data mode the component chose, not the kind’s default mode', () => {
    const level: VisualRuleSet = {
      rules: [{ id: 'r1', field: 'level', match: { kind: 'range', min: 5 }, effect: { blink: true } }],
    };
    const placard = { _id: 'F-warn', type: 'sign', propertyData: { dataMode: 'warn' } };
    render(
      <VisualRulesField
        field={field}
        value={level}
        onChange={() => undefined}
        testId="rules"
        lang="en"
        nodeId="F-warn"
        node={placard}
      />,
    );
    // Warning sample rows carry level 0, 5, 10: no "field missing" error, two rows match.
    expect(screen.queryByTestId('rules-error')).toBeNull();
    expect(screen.getByTestId('rules-preview').textContent?.match(/Matched: Rule 1/g)).toHaveLength(2);
  });

  it('an unset visibility reads as shown; switching it off hides, on again clears it', () => {
    const changes: unknown[] = [];
    const { rerender } = render(
      <VisualRulesField
        field={field}
        value={{ rules: [] }}
        onChange={(v) => changes.push(v)}
        testId="rules"
        lang="en"
        nodeId="F-none"
      />,
    );
    const shown = () => screen.getByTestId('rules-nodata-visible');
    expect(shown().getAttribute('aria-checked')).toBe('true');
    fireEvent.click(shown());
    expect(changes.at(-1)).toEqual({ rules: [], noData: { visible: false } });
    rerender(
      <VisualRulesField
        field={field}
        value={{ rules: [], noData: { visible: false } }}
        onChange={(v) => changes.push(v)}
        testId="rules"
        lang="en"
        nodeId="F-none"
      />,
    );
    expect(shown().getAttribute('aria-checked')).toBe('false');
    fireEvent.click(shown());
    expect(changes.at(-1)).toEqual({ rules: [], noData: {} });
  });

  it('adds a rule (value > 80 → red, blinking) and removes it', () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <VisualRulesField field={field} value={undefined} onChange={onChange} testId="rules" lang="en" />,
    );
    fireEvent.click(screen.getByTestId('rules-add'));
    const added = onChange.mock.calls[0]![0] as VisualRuleSet;
    expect(added.rules[0]).toMatchObject({
      field: 'value',
      match: { kind: 'range', min: 80, minExclusive: true },
      effect: { blink: true },
    });
    rerender(<VisualRulesField field={field} value={added} onChange={onChange} testId="rules" lang="en" />);
    fireEvent.click(screen.getByTestId('rules-remove-0'));
    expect((onChange.mock.calls[1]![0] as VisualRuleSet).rules).toEqual([]);
  });
});
