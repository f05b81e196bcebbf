import { expect } from '@open-wc/testing';
import { emulateMedia, executeServerCommand, setViewport } from '@web/test-runner-commands';
import '../../../elements/index';
import { nextFrame, setCookie, waitUntil, usePage, mountMarkup } from '../helpers';

/**
 * A few views compared with committed reference images (tests/browser/visual/references), so an
 * unintended visual change fails; `npm run shots` makes the full set for people to look at.
 * The tolerance absorbs anti-aliasing: a 4x4 block counts as changed when a channel of its
 * average moved by more than CHANNEL_TOLERANCE, and a view fails when more than CHANGED_SHARE of
 * its blocks changed; the text is drawn in a font of the test's own (pinFont).
 * After an intended change: `UPDATE_REFERENCES=1 npx web-test-runner tests/browser/visual/references.test.ts`,
 * then look at the new PNGs before committing them.
 */
const CHANNEL_TOLERANCE = 48;
const CHANGED_SHARE = 0.005;
/**
 * The views are compared as 4x4-pixel block averages: anti-aliasing and hinting (which differ a
 * little between Chromium builds and machines) move single pixels, not the average of a block,
 * while a changed colour, size or position moves whole blocks.
 */
const BLOCK = 4;

/**
 * A font of our own for the pictures (GOV.UK Frontend's, a devDependency): the chrome's stack
 * falls back to whatever sans-serif a machine has (Liberation Sans here, DejaVu Sans elsewhere),
 * which would make the references depend on the machine rather than on the chrome.
 */
const REFERENCE_FONT = 'Exch Reference';
const FONT_FILES = 'node_modules/govuk-frontend/dist/govuk/assets/fonts';
async function pinFont(): Promise<void> {
  if (!document.getElementById('reference-font')) {
    const style = document.createElement('style');
    style.id = 'reference-font';
    style.textContent = `
@font-face { font-family: '${REFERENCE_FONT}'; src: url('/${FONT_FILES}/light-94a07e06a1-v2.woff2') format('woff2'); font-weight: 100 500; }
@font-face { font-family: '${REFERENCE_FONT}'; src: url('/${FONT_FILES}/bold-b542beb274-v2.woff2') format('woff2'); font-weight: 501 900; }
exch-header, exch-footer, exch-announcement { --exch-font-family: '${REFERENCE_FONT}', sans-serif; }`;
    document.head.append(style);
  }
  const loaded = await Promise.all([document.fonts.load(`400 16px '${REFERENCE_FONT}'`), document.fonts.load(`700 16px '${REFERENCE_FONT}'`)]);
  // A font that did not load would fall back to the machine's, silently: say so instead.
  expect(
    loaded.map((faces) => faces.length),
    `the reference font did not load from /${FONT_FILES}`,
  ).to.deep.equal([1, 1]);
}

/** 4x4 block averages of an image (RGBA). */
function blocks(image: ImageData): Float32Array {
  const w = Math.floor(image.width / BLOCK);
  const h = Math.floor(image.height / BLOCK);
  const out = new Float32Array(w * h * 4);
  for (let by = 0; by < h; by += 1) {
    for (let bx = 0; bx < w; bx += 1) {
      for (let y = 0; y < BLOCK; y += 1) {
        for (let x = 0; x < BLOCK; x += 1) {
          const i = ((by * BLOCK + y) * image.width + bx * BLOCK + x) * 4;
          for (let c = 0; c < 4; c += 1) out[(by * w + bx) * 4 + c]! += image.data[i + c]! / (BLOCK * BLOCK);
        }
      }
    }
  }
  return out;
}

interface Shot {
  actual: string;
  reference: string | null;
  updated: boolean;
}

async function pixels(base64: string): Promise<ImageData> {
  const blob = await (await fetch(`data:image/png;base64,${base64}`)).blob();
  const bitmap = await createImageBitmap(blob);
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  context.drawImage(bitmap, 0, 0);
  return context.getImageData(0, 0, bitmap.width, bitmap.height);
}

/** Share of pixels that differ beyond the tolerance (1 when the sizes differ). */
export function changedShare(a: ImageData, b: ImageData): number {
  if (a.width !== b.width || a.height !== b.height) return 1;
  const [x, y] = [blocks(a), blocks(b)];
  let changed = 0;
  for (let i = 0; i < x.length; i += 4) {
    for (let c = 0; c < 4; c += 1) {
      if (Math.abs(x[i + c]! - y[i + c]!) > CHANNEL_TOLERANCE) {
        changed += 1;
        break;
      }
    }
  }
  return x.length === 0 ? 0 : changed / (x.length / 4);
}

async function matchesReference(name: string, el: Element): Promise<void> {
  await pinFont();
  await document.fonts.ready;
  await nextFrame();
  await nextFrame();
  const box = el.getBoundingClientRect();
  expect(box.width * box.height, `${name} has no size`).to.be.greaterThan(0);
  const clip = { x: Math.round(box.x + scrollX), y: Math.round(box.y + scrollY), width: Math.round(box.width), height: Math.round(box.height) };
  const shot = (await executeServerCommand('reference-screenshot', { name, clip })) as Shot;
  expect(shot.reference, `no reference image for ${name}: run with UPDATE_REFERENCES=1 and commit it`).to.be.a('string');
  const share = changedShare(await pixels(shot.actual), await pixels(shot.reference!));
  expect(share, `${name}: ${(share * 100).toFixed(2)} % of its 4x4 blocks changed`).to.be.at.most(CHANGED_SHARE);
}

async function ready<T extends HTMLElement>(html: string): Promise<T> {
  const el = await mountMarkup<T>(html);
  await waitUntil(() => el.matches(':state(ready)'), `${el.localName} never became ready`);
  // The images on screen (icons) are in before the picture is taken (closed dropdowns' lazy ones never load).
  const shown = () => Array.from(el.shadowRoot?.querySelectorAll('img') ?? []).filter((img) => img.checkVisibility());
  await waitUntil(() => shown().every((img) => img.complete), 'images still loading');
  return el;
}

describe('reference images', () => {
  usePage();
  beforeEach(async () => {
    setCookie('mock_user', 'visitor');
    setCookie('mock_bulletin', 'none');
    await emulateMedia({ reducedMotion: 'reduce' });
  });
  afterEach(async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('the main site header, light, on a desktop', async () => {
    await setViewport({ width: 1280, height: 800 });
    const el = await ready('<exch-header region="0" lang="en" current-path="/" theme="light"></exch-header>');
    await matchesReference('header-global-light-desktop', el);
  });

  it('the Japan header, dark, on a phone', async () => {
    await setViewport({ width: 375, height: 800 });
    const el = await ready('<exch-header region="83" lang="en" current-path="/" theme="dark"></exch-header>');
    await matchesReference('header-jp-dark-phone', el);
  });

  it('the home page announcement, light, on a desktop', async () => {
    await setViewport({ width: 1280, height: 800 });
    const el = await ready('<exch-announcement lang="en" current-path="/" theme="light"></exch-announcement>');
    await matchesReference('announcement-index-light-desktop', el.shadowRoot!.querySelector('.ann-bar')!);
  });

  it('the UK footer, dark, on a desktop', async () => {
    await setViewport({ width: 1280, height: 800 });
    const el = await ready('<exch-footer region="182" lang="en" theme="dark"></exch-footer>');
    // The brand and link columns: the copyright line below ends with the current year.
    await matchesReference('footer-uk-dark-desktop', el.shadowRoot!.querySelector('.top')!);
  });

  it('the comparison itself: a changed block fails, a stray pixel (anti-aliasing) does not', async () => {
    const base = new ImageData(40, 40);
    base.data.fill(200);
    const aliased = new ImageData(new Uint8ClampedArray(base.data), 40, 40);
    aliased.data[0] = 0; // one pixel of a 4x4 block, fully changed: the block moves by 12.5
    expect(changedShare(base, aliased)).to.equal(0);
    const changed = new ImageData(new Uint8ClampedArray(base.data), 40, 40);
    for (let y = 0; y < 4; y += 1) for (let x = 0; x < 8; x += 1) changed.data[(y * 40 + x) * 4] = 0; // two whole blocks
    expect(changedShare(base, changed)).to.equal(0.02);
    expect(changedShare(base, new ImageData(40, 44))).to.equal(1);
  });
});
