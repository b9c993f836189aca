// @vitest-environment node
// The real API server runs in this worker: the page's globals are installed by hand (src/test/serverScreen.tsx).
import { beforeAll, describe, expect, it } from 'vitest';
import { serverScreen } from '../../test/serverScreen';
import type * as HeatThemeFieldModule from './HeatThemeField';

/**
 * A heat map's theme field and the heat theme library it opens, against the real API server: the field
 * offers the group's heat themes the server holds; a theme made in the library is offered by the field
 * at once (one list for both) and stored on the server; "Use" gives the heat map that theme's gradient.
 */
const s = serverScreen();
const { api, render, waitFor, screen, click, byTestId, type, optionsUnder } = s;
let HeatThemeField: typeof HeatThemeFieldModule.HeatThemeField;

beforeAll(async () => {
  ({ HeatThemeField } = await import('./HeatThemeField'));
});

/** The labels the field's select offers under "Library heat themes" (its dropdown opened). */
const libraryOptions = () => optionsUnder('heat-pick', 'Library heat themes');

describe('the heat theme field and its library against the API server', () => {
  it('offers the group’s themes; one made in the library is offered at once; Use gives its gradient', async () => {
    const ramp = { colors: ['#0000FF', '#FFFF00', '#FF0000'], stops: [0, 0.4, 1] };
    await api('/heat-theme/add', { name: 'Harbour heat', body: ramp });
    let value: unknown = 'rainbow';
    const Field = () => <HeatThemeField value={value} onChange={(v) => (value = v)} testId="heat" />;
    render(<Field />);
    await waitFor(async () => expect(await libraryOptions()).toEqual(['Harbour heat']));

    click(screen().getByTestId('heat-library'));
    await waitFor(() =>
      expect(
        screen()
          .getAllByTestId('heat-item')
          .map((li) => li.getAttribute('data-name')),
      ).toEqual(['Harbour heat']),
    );
    click(screen().getByTestId('heat-add'));
    type(await byTestId('heat-name'), 'Night shift');
    click(screen().getByTestId('heat-save'));
    await waitFor(() =>
      expect(
        screen()
          .getAllByTestId('heat-item')
          .map((li) => li.getAttribute('data-name'))
          .sort(),
      ).toEqual(['Harbour heat', 'Night shift']),
    );
    const stored = (await api('/heat-theme/list', {})) as { id: string; name: string }[];
    expect(stored.map((h) => h.name).sort()).toEqual(['Harbour heat', 'Night shift']);
    await waitFor(async () =>
      expect((await libraryOptions()).sort()).toEqual(['Harbour heat', 'Night shift']),
    );

    const harbour = screen()
      .getAllByTestId('heat-item')
      .find((li) => li.getAttribute('data-name') === 'Harbour heat')!;
    click(s.rtl.within(harbour).getByTestId('heat-use'));
    expect(value).toMatchObject({
      id: stored.find((h) => h.name === 'Harbour heat')!.id,
      colors: ramp.colors,
    });
  });
});
