/**
 * The browser every E2E test runs in: Debian's build of Chromium's headless shell (package
 * chromium-headless-shell, never a downloaded build), as Playwright itself uses for headless runs. It
 * renders pages, WebGL (SwiftShader) and fonts with the same engine as /usr/bin/chromium, without the
 * desktop browser's machinery: a new context costs 0.7 s of CPU instead of 1.7 s, a signed-in page load
 * 0.54 s instead of 0.70 s (docs/architecture.md#tests). Text lands a pixel away from where the desktop
 * browser puts it, so the pixel references under e2e/references are the shell's own.
 */
export const E2E_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
