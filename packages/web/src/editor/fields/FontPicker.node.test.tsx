// @vitest-environment node
// The real API server runs in this worker: the page's globals are installed by hand (src/test/serverScreen.tsx).
import { beforeAll, describe, expect, it } from 'vitest';
import { serverScreen } from '../../test/serverScreen';
import type * as FontPickerModule from './FontPicker';

/**
 * The font picker against the real API server: it offers the fonts the group uploaded, and a font
 * uploaded meanwhile (in the library, another tab) when the picker is opened again.
 */
const s = serverScreen();
const { api, render, waitFor, screen, optionsUnder } = s;
let FontPicker: typeof FontPickerModule.FontPicker;

beforeAll(async () => {
  ({ FontPicker } = await import('./FontPicker'));
});

/** Opens the picker (as a click does) and answers the labels it offers under "Uploaded fonts". */
const uploadedOptions = () => optionsUnder('fp', 'Uploaded fonts');

/** Closes the picker as Escape does. */
function closePicker() {
  const input = screen().getByTestId('fp').closest('.ant-select')?.querySelector('input');
  if (input) s.rtl.fireEvent.keyDown(input, { key: 'Escape', keyCode: 27 });
}

const uploadFont = (name: string) =>
  api('/resource/source/add', { type: '2', name, fileUrl: `https://fonts.example/${name}.woff2` });

describe('the font picker against the API server', () => {
  it('offers the group’s uploaded fonts, and one uploaded meanwhile once opened again', async () => {
    await uploadFont('Harbour Sans');
    render(<FontPicker value="" onChange={() => {}} testId="fp" />);
    await waitFor(async () => expect(await uploadedOptions()).toEqual(['Harbour Sans']));
    closePicker();

    await uploadFont('Night Sans');
    await waitFor(async () =>
      expect((await uploadedOptions()).sort()).toEqual(['Harbour Sans', 'Night Sans']),
    );
  });
});
