import { createElement } from 'react';
import type { Root } from 'react-dom/client';
import { parseBooleanAttribute, parseChromeAttributes, withoutAutoTheme, type RawAttributes } from './attributes';
import { setChromeDebug } from '../api/diagnose';
import { ChromeRoot } from './chrome-root.connected';
import type { HostState, HydrationInputs } from './context';
import type { ChromeElementDefinition } from './element-definition';
import { dispatchChromeEvent } from './events';
import { dropServerState, findMount, hydrationOfServerHtml, loadView, loginUnderServerHtml, seedServerTexts, serverMount } from './hydration';
import type { Loadable } from './loadable';
import { MOUNT_ATTRIBUTE, reactRenderer, type ChromeRenderer } from './renderer';
import { adoptStyles } from './styles';
import { joinFirstMount } from './first-mount-batch';
import { holdPaintGate } from '../layout/paint-gate';
import { takePrepaint, type PendingPrepaint } from './prepaint-start';

export interface ChromeHostOptions {
  /** The element's tag (`exch-ready` names it). */
  tag: string;
  definition: ChromeElementDefinition;
  /** What the view's events are dispatched from: the custom element, or the component's `<div>`. */
  host: HTMLElement;
  /** The host's open shadow root (a declarative one from the server is hydrated). */
  shadow: ShadowRoot;
  /**
   * Shows a host state (HostState) to the host's CSS and the page: the custom element's custom
   * states (`:state(ready)`), the component host's data attributes (`data-exch-ready`).
   */
  setState: (name: HostState, on: boolean) => void;
  /**
   * Whether to hold the box `definition.reserve` asks for as it connects. The `./react`
   * component renders with its page, so it does; the custom element does not: a tag the page
   * parsed has usually been painted (at zero height) before its script runs, even from the cache
   * (paint entries are reported too late to tell), so a box held then would push painted content
   * down. Its view opens over the page instead (the announcement's overlay).
   */
  reserveOnConnect: boolean;
  renderer?: ChromeRenderer<Root>;
}

/**
 * One element's lifecycle, whichever host drives it (in the spirit of Lit's ReactiveController):
 * `<exch-*>` (elements/create-element.ts) and the `./react` component (react/shadow-host.tsx)
 * each own one and only forward their inputs, connects and disconnects.
 *
 * - connect: holds the page's paint gate, loads the view's code and what its first render reads
 *   (LoadViewData), then mounts React once, so the first commit is the complete view; with
 *   server HTML (declarative shadow DOM and a state block this client knows), seeds the stores
 *   from the state and hydrates instead: the server's DOM stays on screen and React adopts it;
 *   server HTML without a valid state is rendered over, and so is a visitor's that does not say
 *   who is logged in under a login's session (hydration.ts `loginUnderServerHtml`);
 * - the view's markReady: releases the gate, turns on `ready`, dispatches `exch-ready`, once per mount;
 * - disconnect: a disconnect followed by a connect in the same task is a move (or StrictMode's
 *   effect replay) and keeps the tree; otherwise the root unmounts in a microtask (a root cannot
 *   unmount during another root's commit).
 */
export class ChromeHost {
  readonly #options: ChromeHostOptions;
  readonly #renderer: ChromeRenderer<Root>;
  /** Attribute values by property name (a new object on every change: the view compares by identity). */
  #raw: RawAttributes = {};
  #objects: Readonly<Record<string, unknown>> = {};
  #root: Root | undefined;
  #leaving = false;
  #releaseGate: (() => void) | undefined;
  #ready = false;
  /** The inputs of the server HTML being (or that was) hydrated. */
  #server: HydrationInputs | null = null;
  /** Loading what the first render needs: connected meanwhile, no root yet. */
  #preparing = false;
  /** The page script's prepaint of this host, until the element is interactive. */
  #prepaint: PendingPrepaint | undefined;

  constructor(options: ChromeHostOptions) {
    this.#options = options;
    this.#renderer = options.renderer ?? reactRenderer;
    adoptStyles(options.shadow, options.definition.styles);
  }

  get raw(): RawAttributes {
    return this.#raw;
  }

  get objects(): Readonly<Record<string, unknown>> {
    return this.#objects;
  }

  /** New inputs (the caller passes new objects only for changed values); re-renders a mounted view. */
  setInputs(raw: RawAttributes, objects: Readonly<Record<string, unknown>>): void {
    if (raw === this.#raw && objects === this.#objects) return;
    this.#raw = raw;
    this.#objects = objects;
    if (this.#root) this.#renderer.update(this.#root, this.#node());
  }

  connect(): void {
    this.#leaving = false;
    // Before anything loads: the first failed request is then explained (core/api/diagnose.ts).
    if (parseBooleanAttribute(this.#raw.debug)) setChromeDebug(true);
    if (this.#root) return; // moved: the tree stays
    // Back while its first render still loads: held again if a removal had released it.
    if (this.#preparing) {
      this.#releaseGate ??= holdPaintGate();
      return;
    }
    this.#releaseGate = holdPaintGate();
    // The page script is painting this tag from its snippet (prepaint-start.ts): hydrate that.
    const prepaint = takePrepaint(this.#options.host);
    this.#prepaint = prepaint;
    if (prepaint) void this.#afterPrepaint(prepaint);
    else this.#begin();
  }

  /**
   * Waits for the page script's snippet, or for what a client render needs (the view's code and
   * data) if that comes first (then the snippet is not inserted and the element renders as
   * without it), then starts as usual: a painted snippet is server HTML to hydrate (the data
   * loaded meanwhile is the page's: the views take it right after the hydration pass, and the
   * store's entry keeps the state's visitor data from being seeded over it). Cannot throw
   * (loadView never rejects).
   */
  async #afterPrepaint(prepaint: PendingPrepaint): Promise<void> {
    this.#preparing = true;
    const { definition } = this.#options;
    const options = withoutAutoTheme(parseChromeAttributes(this.#raw));
    const { prepare, loadData } = definition;
    const inputs = { raw: this.#raw, objects: this.#objects };
    const data = loadData && (() => loadData(options, inputs));
    // A painted snippet's texts first: the build's, right whoever the session turns out to be (a
    // login's render over the snippet reads them too), so what follows fetches no texts file.
    await seedServerTexts(this.#options.shadow);
    await Promise.race([prepaint.done, loadView(definition.View, prepare && (() => prepare(options, inputs)), data)]);
    prepaint.cancel();
    // Settled now: painted for a session that is not a visitor's (or not known to be one when the
    // element went on without waiting longer), the snippet is rendered over, not hydrated.
    if (!(await prepaint.done)) dropServerState(this.#options.shadow);
    this.#preparing = false;
    if (this.#options.host.isConnected) this.#begin();
    else this.#release();
  }

  #begin(): void {
    const { shadow, definition } = this.#options;
    const server = serverMount(shadow);
    let mount = server ?? findMount(shadow);
    if (!mount) {
      mount = document.createElement('div');
      mount.setAttribute(MOUNT_ATTRIBUTE, '');
      shadow.append(mount);
    }
    if (!server && this.#options.reserveOnConnect) this.#options.setState('reserved', definition.reserve?.(this.#raw) ?? false);
    const View = definition.View as Partial<Loadable<object>>;
    if (server || (View.preload && !View.loaded) || definition.prepare || definition.loadData) void this.#prepareThenMount(mount, server !== null);
    else this.#root = this.#renderer.mount(mount, this.#node());
  }

  disconnect(): void {
    this.#leaving = true;
    queueMicrotask(() => {
      if (!this.#leaving || this.#options.host.isConnected) return;
      // Removed: it holds the page's paint back no longer, even while its first render loads.
      this.#release();
      if (!this.#root) return;
      this.#renderer.unmount(this.#root);
      this.#root = undefined;
      this.#ready = false;
      this.#options.setState('ready', false);
    });
  }

  /**
   * Loads the view's code and what it renders from (the boot script has usually preloaded both),
   * then mounts or hydrates once: the first commit is the view itself, not a placeholder followed
   * by a pass per chunk, and the loading starts at connect instead of in an effect after a first
   * commit. Cannot throw (hydrationOfServerHtml, loadView).
   */
  async #prepareThenMount(mount: Element, hasServerHtml: boolean): Promise<void> {
    this.#preparing = true;
    // A first render or a hydration commits with the other elements' (first-mount-batch.ts).
    const handOver = joinFirstMount();
    const { definition, shadow } = this.#options;
    const options = withoutAutoTheme(parseChromeAttributes(this.#raw));
    // Before the code: the view's modules then find the server's texts in place as they register
    // (no fetch of the texts file for what the server already sent).
    let hydration = hasServerHtml ? await hydrationOfServerHtml(shadow, options) : null;
    const { prepare, loadData } = definition;
    const inputs = { raw: this.#raw, objects: this.#objects };
    // Hydrating, the server's state stands in for the data (see LoadViewData).
    const data = loadData && !hydration ? () => loadData(options, inputs) : undefined;
    // A visitor's HTML that guessed (a static snippet) is hydrated for a visitor only; a painted
    // snippet's element has had its answer (#afterPrepaint).
    const loginUnder = hydration && !this.#prepaint ? loginUnderServerHtml(shadow, options) : false;
    const [, login] = await Promise.all([loadView(definition.View, prepare && (() => prepare(options, inputs)), data), loginUnder]);
    if (login) {
      // Rendered over, from what a client render reads (its texts are the state's, seeded).
      dropServerState(shadow);
      hydration = null;
      if (loadData) await loadView(definition.View, undefined, () => loadData(options, inputs));
    }
    this.#server = hydration;
    handOver(() => {
      this.#preparing = false;
      if (this.#root) return;
      if (!this.#options.host.isConnected) {
        // Removed while loading: nothing was rendered, nothing to keep.
        this.#release();
        return;
      }
      this.#root = hydration ? this.#renderer.hydrate(mount, this.#node()) : this.#renderer.mount(mount, this.#node());
    });
  }

  #release(): void {
    this.#releaseGate?.();
    this.#releaseGate = undefined;
  }

  /** The view is complete: release the paint gate and tell the page, once per mount. */
  #markReady = (): void => {
    if (this.#ready || !this.#root) return;
    this.#ready = true;
    this.#release();
    this.#options.setState('ready', true);
    dispatchChromeEvent(this.#options.host, 'exch-ready', { tag: this.#options.tag });
    // A tap on the painted snippet before now is answered now (the painter's replay, prepaint.ts).
    this.#prepaint?.replay();
    this.#prepaint = undefined;
  };

  #node() {
    return createElement(ChromeRoot, {
      host: this.#options.host,
      raw: this.#raw,
      props: this.#objects,
      View: this.#options.definition.View,
      onReady: this.#markReady,
      onHostState: this.#options.setState,
      server: this.#server,
    });
  }
}
