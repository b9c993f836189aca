import { useEffect, useRef, useState, type RefObject } from 'react';
import { init, type ECElementEvent, type EChartsType } from 'echarts/core';
import type { EOption } from './settings';
import { prefersReducedMotion } from '../../app/reducedMotion';
import type { ChartSurface } from './surface';

/**
 * The pixel ratio to draw at: the screen's, times the CSS scale the stage applies (the viewer scales a
 * 1920×1080 dashboard up to 4K, the editor zooms), so a scaled-up chart is still drawn pixel for pixel.
 */
export function drawRatio(el: HTMLElement): number {
  const cssWidth = el.offsetWidth;
  const shown = el.getBoundingClientRect().width;
  const scale = cssWidth > 0 && shown > 0 ? shown / cssWidth : 1;
  const ratio = (window.devicePixelRatio || 1) * scale;
  // Quantised so tiny zoom steps do not recreate the instance; capped to bound canvas memory.
  return Math.min(4, Math.max(1, Math.round(ratio * 4) / 4));
}

/**
 * The live instances by their `_echarts_instance_` id (the attribute ECharts puts on its element), so the
 * browser tests can read the option a chart draws (e2e/support/charts.ts), as `__tcMaps` does for maps.
 */
type TestWindow = Window & { __tcCharts?: Record<string, EChartsType> };

/** The SVG renderer, fetched once for the first chart on an SVG surface. */
let svgRenderer: Promise<void> | null = null;
let svgRendererLoaded = false;
const loadSvgRenderer = () =>
  (svgRenderer ??= import('./svgRenderer').then(() => void (svgRendererLoaded = true)));

/** Top-level option keys: when they change, the chart's structure changed and merging would leave debris. */
const shapeOf = (option: EOption): string => Object.keys(option).sort().join(',');

/**
 * THE owner of an ECharts instance: created once per element (and again only when a canvas chart's draw
 * ratio changes: an SVG one is sharp at every scale), fed with setOption on every option change, resized
 * with its box by a ResizeObserver, and disposed on unmount, so a viewer that runs for days never leaks
 * instances, canvases or listeners.
 */
export function useECharts(
  ref: RefObject<HTMLDivElement | null>,
  option: EOption | null,
  onClick?: (event: ECElementEvent) => void,
  surface: ChartSurface = 'canvas',
): void {
  const [ratio, setRatio] = useState(0);
  const [chart, setChart] = useState<EChartsType | null>(null);
  const clickRef = useRef(onClick);
  clickRef.current = onClick;
  const shapeRef = useRef('');
  const [svgReady, setSvgReady] = useState(svgRendererLoaded);

  useEffect(() => {
    if (surface !== 'svg' || svgReady) return;
    let live = true;
    void loadSvgRenderer().then(() => live && setSvgReady(true));
    return () => {
      live = false;
    };
  }, [surface, svgReady]);

  useEffect(() => {
    const el = ref.current;
    if (!el || option === null) return;
    const svg = surface === 'svg';
    if (svg && !svgReady) return;
    const current = svg ? 1 : ratio || drawRatio(el);
    if (ratio === 0 && !svg) {
      setRatio(current);
      return;
    }
    const instance = init(
      el,
      null,
      svg ? { renderer: 'svg' } : { renderer: 'canvas', devicePixelRatio: current },
    );
    instance.on('click', (e) => clickRef.current?.(e));
    const tests = ((window as TestWindow).__tcCharts ??= {});
    tests[instance.id] = instance;
    setChart(instance);
    shapeRef.current = '';
    let frame = 0;
    const check = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (instance.isDisposed()) return;
        const next = svg ? current : drawRatio(el);
        if (Math.abs(next - current) / current > 0.2) setRatio(next);
        else instance.resize();
      });
    };
    // A window resize may rescale the stage (CSS transform, which no ResizeObserver sees) a render later:
    // look again once things settle.
    let settle = 0;
    const onWindowResize = () => {
      check();
      clearTimeout(settle);
      settle = window.setTimeout(check, 300);
    };
    const observer = new ResizeObserver(check);
    observer.observe(el);
    window.addEventListener('resize', onWindowResize);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(settle);
      observer.disconnect();
      window.removeEventListener('resize', onWindowResize);
      delete tests[instance.id];
      instance.dispose();
      setChart(null);
    };
    // The instance lives as long as the element and its ratio; options flow in through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ratio, option === null, surface, svgReady]);

  useEffect(() => {
    if (!chart || chart.isDisposed() || option === null) return;
    const shape = shapeOf(option);
    const animation = prefersReducedMotion() ? { animation: false } : {};
    if (shape !== shapeRef.current) {
      chart.setOption({ ...option, ...animation }, { notMerge: true });
      shapeRef.current = shape;
    } else {
      // Same structure: replace the data-bearing parts so page switches animate instead of flashing.
      chart.setOption(
        { ...option, ...animation },
        { replaceMerge: ['series', 'graphic', 'xAxis', 'yAxis', 'radar', 'parallelAxis', 'visualMap'] },
      );
    }
  }, [chart, option]);
}
