/**
 * `exch-chrome/react` on a React server (package condition `node`): the same components and
 * exports as index.ts, whose components render the element's view on the server as a host
 * `<div>` holding a declarative shadow root (react-core/server: the stylesheet link, the state
 * block, the view's markup). The browser's parser attaches that shadow root, so the host has no
 * light-DOM children and the page's own hydration matches the browser component's childless
 * `<div>`; that component then hydrates the shadow root (shadow-host.tsx). Nothing here runs in
 * a browser.
 */
import type { ComponentType } from 'react';
import { CHROME_ATTRIBUTES } from '../core/element/attributes';
import type { ElementSpec } from '../core/element/element-spec';
import { renderChromeShadowRoot } from '../server/render';
import { CHROME_ELEMENTS, type ServerTag } from '../chrome-elements';
import type { ChromeComponentProps } from './create-component';
import type { ChromeComponents } from './component-types';
import { hostProps } from './host-props';
import { componentName, toRawAttributes } from './props';

export * from './api';

/** Props → the attributes by name, as renderChromeShadowRoot takes them (the values the browser component parses). */
function attributesOf(spec: ElementSpec, props: Readonly<Record<string, unknown>>): Record<string, string | null> {
  const specs = [...CHROME_ATTRIBUTES, ...spec.attributes];
  const raw = toRawAttributes(specs, props);
  return Object.fromEntries(specs.map((a) => [a.attribute, raw[a.prop] ?? null]));
}

function createServerComponent<S extends ElementSpec>(spec: S & { tag: ServerTag }): ComponentType<ChromeComponentProps<S>> {
  function ServerChromeComponent(props: ChromeComponentProps<S>) {
    const all = props as Readonly<Record<string, unknown>>;
    const { shadowRoot } = renderChromeShadowRoot({
      tag: spec.tag,
      attributes: attributesOf(spec, all),
      data: { ...props.serverData, menu: all.menu },
      assetBase: props.assetBase,
      styles: props.serverStyles,
      nonce: props.nonce,
    });
    // The content is complete at first paint: the host drops its reserved box (host CSS), as the element does.
    return <div {...hostProps(spec.tag, props.className, props.style)} data-exch-ready="" dangerouslySetInnerHTML={{ __html: shadowRoot }} />;
  }
  ServerChromeComponent.displayName = `Server${componentName(spec.tag)}`;
  return ServerChromeComponent;
}

/** A view with no server render (the reminder, the user's own messages): the empty host the browser component renders into. */
function createClientOnlyComponent<S extends ElementSpec>(spec: S): ComponentType<ChromeComponentProps<S>> {
  return function ClientOnlyChromeComponent(props: ChromeComponentProps<S>) {
    return <div {...hostProps(spec.tag, props.className, props.style)} />;
  };
}

export type { ChromeComponents, ExchHeaderProps, ExchFooterProps, ExchAnnouncementProps, ExchReminderProps } from './component-types';

/** Every element's component, by name: a server render where its declaration says so, else the empty host. */
export const CHROME_COMPONENTS = Object.fromEntries(
  CHROME_ELEMENTS.map((element) => [
    componentName(element.spec.tag),
    element.server ? createServerComponent(element.spec as ElementSpec & { tag: ServerTag }) : createClientOnlyComponent(element.spec),
  ]),
) as ChromeComponents;

export const { ExchHeader, ExchFooter, ExchAnnouncement, ExchReminder } = CHROME_COMPONENTS;
