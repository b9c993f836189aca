/**
 * Browser options for the files that draw 3D scenes and maps. The machine has no GPU: SwiftShader
 * rasterises every frame on the CPU, and at 1600×900 CSS pixels a scene with shadows and an outline pass
 * kept both cores busy for as long as anything moved (the placard-rule test took 2.0 min alone, the whole
 * suite over 30). Half the device pixel ratio draws a quarter of the pixels with the same CSS layout, so
 * every click, box and projected position is where it was (58 s for that test). It is also a real screen:
 * the engine and the map follow `devicePixelRatio`, as on a zoomed-out browser. Pass it to `test.use` for
 * a file's `page`, and spread it into a `browser.newContext` of one's own.
 */
export const SOFTWARE_WEBGL = { deviceScaleFactor: 0.5 } as const;
