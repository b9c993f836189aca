import { DataTexture, FloatType, NearestFilter, RGBAFormat, ShaderMaterial, Vector3 } from 'three';
import { toColour } from './colour';

/** Paths per speed texture row (speeds are fetched by path index in the vertex shader). */
const ROW = 256;

const VERTEX = /* glsl */ `
attribute float arc;
attribute float path;
uniform sampler2D uPaths;
uniform float uTime;
varying float vPhase;
varying float vHighlight;
varying vec3 vNormal;
void main() {
  int idx = int(path + 0.5);
  vec4 p = texelFetch(uPaths, ivec2(idx % ${ROW}, idx / ${ROW}), 0);
  // p.x: signed speed (m/s), p.y: phase offset (m) kept continuous across speed changes, p.z: highlight.
  vPhase = arc - (p.y + uTime * p.x);
  vHighlight = p.z;
  vNormal = normalize(normalMatrix * normal);
  gl_Position = projectionMatrix * modelViewMatrix * vec4(position, 1.0);
}`;

const FRAGMENT = /* glsl */ `
uniform vec3 uColor;
uniform vec3 uFlowColor;
uniform float uSpacing;
uniform float uOpacity;
uniform vec3 uLight;
varying float vPhase;
varying float vHighlight;
varying vec3 vNormal;
void main() {
  float shade = 0.55 + 0.45 * max(dot(normalize(vNormal), uLight), 0.0);
  // Stripes every uSpacing metres: the pattern is in metres, so the speed is too, whatever the length.
  float f = fract(vPhase / uSpacing);
  float stripe = smoothstep(0.0, 0.15, f) * (1.0 - smoothstep(0.45, 0.6, f));
  vec3 base = uColor * shade;
  vec3 c = mix(base, uFlowColor, stripe * 0.8);
  c = mix(c, vec3(1.0, 0.85, 0.2), vHighlight * 0.5);
  gl_FragColor = vec4(c, uOpacity);
}`;

/**
 * Per-path state of a merged pipe mesh in a small float texture: speed and phase per path, so changing
 * one pipeline's flow speed (a data binding) writes four floats, and the stripes do not jump because the
 * phase absorbs the change.
 */
export class FlowPaths {
  texture: DataTexture;
  private data: Float32Array;

  constructor(capacity: number) {
    const rows = Math.max(1, Math.ceil(capacity / ROW));
    this.data = new Float32Array(rows * ROW * 4);
    this.texture = new DataTexture(this.data, ROW, rows, RGBAFormat, FloatType);
    this.texture.magFilter = NearestFilter;
    this.texture.minFilter = NearestFilter;
    this.texture.needsUpdate = true;
  }

  /** Sets a path's speed at time `now`, keeping the stripes where they are. */
  setSpeed(index: number, speed: number, now: number): void {
    const o = index * 4;
    const oldSpeed = this.data[o] ?? 0;
    const oldPhase = this.data[o + 1] ?? 0;
    // Continuity: oldPhase + now*oldSpeed == newPhase + now*speed.
    this.data[o + 1] = oldPhase + now * (oldSpeed - speed);
    this.data[o] = speed;
    this.texture.needsUpdate = true;
  }

  speed(index: number): number {
    return this.data[index * 4] ?? 0;
  }

  setHighlight(index: number, on: boolean): void {
    this.data[index * 4 + 2] = on ? 1 : 0;
    this.texture.needsUpdate = true;
  }

  dispose(): void {
    this.texture.dispose();
  }
}

export interface FlowStyle {
  color: string;
  flowColor: string;
  /** Distance between stripes in metres. */
  spacing: number;
  opacity: number;
}

export function createFlowMaterial(style: FlowStyle, paths: FlowPaths): ShaderMaterial {
  return new ShaderMaterial({
    vertexShader: VERTEX,
    fragmentShader: FRAGMENT,
    uniforms: {
      uPaths: { value: paths.texture },
      uTime: { value: 0 },
      uColor: { value: toColour(style.color) },
      uFlowColor: { value: toColour(style.flowColor) },
      uSpacing: { value: Math.max(0.05, style.spacing) },
      uOpacity: { value: style.opacity },
      uLight: { value: new Vector3(0.4, 0.8, 0.45).normalize() },
    },
    transparent: style.opacity < 1,
  });
}
