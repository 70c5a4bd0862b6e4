/**
 * The seed drawings as PNG link-preview cards (a product page's og:image): Facebook, WhatsApp, X,
 * LinkedIn and Slack show no SVG. Each card is 1200×630, the size those services recommend for a
 * large preview, with the 4:3 drawing centred at full height and its backdrop and floor carried to
 * the edges, so a card cropped to 2:1 (X) loses only a sliver of wall and floor.
 *
 * Drawing one card costs ~40-50 ms of CPU and PNG-encoding it ~20-30 ms more (2-core dev machine),
 * so both happen on a worker thread, never on the event loop; each card is rendered once, when
 * first asked for, and kept (62 cards, 8-19 KB each, ~790 KB in all).
 */
import { Worker } from 'node:worker_threads';
import type { ResvgRenderOptions } from '@resvg/resvg-js';
import { SEED_ART_CARD } from 'shared-contracts/catalogue';
import { SCENE } from './art/palette';
import { ART_HEIGHT, ART_WIDTH, FLOOR_Y, rect } from './art/svg';

const { width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT } = SEED_ART_CARD;

/** The card in the drawing's own units: as tall as the drawing, wide enough for 1200:630. */
const CARD_WIDTH = (ART_HEIGHT * PREVIEW_WIDTH) / PREVIEW_HEIGHT;
const CARD_LEFT = (ART_WIDTH - CARD_WIDTH) / 2;

/** The preview card's SVG: the drawing (nested as it is) over the backdrop and floor, full width. */
export function previewCardSvg(drawing: string): string {
  return (
    `<svg xmlns='http://www.w3.org/2000/svg' width='${PREVIEW_WIDTH}' height='${PREVIEW_HEIGHT}' viewBox='${CARD_LEFT} 0 ${CARD_WIDTH} ${ART_HEIGHT}'>` +
    rect(CARD_LEFT, 0, CARD_WIDTH, FLOOR_Y, SCENE.backdrop) +
    rect(CARD_LEFT, FLOOR_Y, CARD_WIDTH, ART_HEIGHT - FLOOR_Y, SCENE.floor) +
    drawing +
    `</svg>`
  );
}

/** The drawings have no text: no fonts to look for. */
const RENDER_OPTIONS: ResvgRenderOptions = { font: { loadSystemFonts: false } };

interface RenderRequest {
  key: string;
  svg: string;
}
type RenderAnswer = { key: string; png: Uint8Array } | { key: string; error: string };

/**
 * The worker's code, evaluated as CommonJS (a .ts worker file would not load under ts-jest):
 * renders one SVG per message and answers with its PNG bytes.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { Resvg } = require(workerData.resvgPath);
parentPort.on('message', ({ key, svg }) => {
  try {
    parentPort.postMessage({ key, png: new Resvg(svg, workerData.options).render().asPng() });
  } catch (error) {
    parentPort.postMessage({ key, error: String(error) });
  }
});
`;

export interface PreviewRenderer {
  /** The PNG of `svg`, rendered on first call for `key` and kept; later calls get the same bytes. */
  png(key: string, svg: string): Promise<Buffer>;
  /** Stops the worker; renders still waiting are rejected. */
  close(): Promise<void>;
}

interface Waiting {
  resolve: (png: Buffer) => void;
  reject: (error: Error) => void;
}

/** One worker, started on the first render and stopped by close(); it never keeps the process alive. */
export function createPreviewRenderer(): PreviewRenderer {
  const rendered = new Map<string, Promise<Buffer>>();
  const waiting = new Map<string, Waiting>();
  let worker: Worker | null = null;

  /** A failed render is forgotten, so the next request tries again (with a new worker if it died). */
  const fail = (key: string, error: Error) => {
    waiting.get(key)?.reject(error);
    waiting.delete(key);
    rendered.delete(key);
  };
  const failAll = (error: Error) => {
    worker = null;
    for (const key of [...waiting.keys()]) fail(key, error);
  };

  const start = (): Worker => {
    const started = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { resvgPath: require.resolve('@resvg/resvg-js'), options: RENDER_OPTIONS },
    });
    started.unref();
    started.on('message', (answer: RenderAnswer) => {
      if ('error' in answer)
        return fail(answer.key, new Error(`Could not render the preview ${answer.key}: ${answer.error}`));
      waiting.get(answer.key)?.resolve(Buffer.from(answer.png.buffer, answer.png.byteOffset, answer.png.byteLength));
      waiting.delete(answer.key);
    });
    started.on('error', failAll);
    started.on('exit', (code) => {
      if (worker === started) failAll(new Error(`The preview renderer stopped (exit code ${code}).`));
    });
    return started;
  };

  return {
    png(key, svg) {
      let png = rendered.get(key);
      if (!png) {
        png = new Promise<Buffer>((resolve, reject) => waiting.set(key, { resolve, reject }));
        rendered.set(key, png);
        const request: RenderRequest = { key, svg };
        (worker ??= start()).postMessage(request);
      }
      return png;
    },
    async close() {
      const running = worker;
      failAll(new Error('The preview renderer was closed.'));
      await running?.terminate();
    },
  };
}
