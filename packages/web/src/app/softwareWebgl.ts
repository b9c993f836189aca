let software: boolean | undefined;
/**
 * Whether the browser's WebGL is a software rasteriser (SwiftShader, llvmpipe): asked once per page of a
 * throwaway context, which is released at once. Such a rasteriser (a wall PC or server without a GPU)
 * pays for every sample of every pass, so the map and the 3D engine draw without multisampling there.
 */
export function softwareWebgl(): boolean {
  if (software !== undefined) return software;
  software = false;
  try {
    const gl = document.createElement('canvas').getContext('webgl2');
    if (gl) {
      const info = gl.getExtension('WEBGL_debug_renderer_info');
      const name = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
      software = /swiftshader|llvmpipe|softpipe|software/i.test(name);
      gl.getExtension('WEBGL_lose_context')?.loseContext();
    }
  } catch {
    // No WebGL at all: the map and the 3D view say so themselves.
  }
  return software;
}
