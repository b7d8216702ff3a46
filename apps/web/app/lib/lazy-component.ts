import { createElement, lazy, useState, type ComponentType } from 'react';

/** A component whose code is fetched the first time it is shown, or earlier through `preload`. */
export type LazyComponent<Props> = ComponentType<Props> & { preload: () => Promise<unknown> };

const everyLazyComponent: LazyComponent<never>[] = [];

/** Every lazy component's code: the server has it before it renders, so its HTML holds them all. */
export function preloadLazyComponents(): Promise<unknown> {
  return Promise.all(everyLazyComponent.map((component) => component.preload()));
}

/**
 * `React.lazy` that renders at once once its module is in: the server preloads every one before it
 * renders (`preloadLazyComponents`) (so the HTML holds the popup a URL opens, with no script needed to show it), and the
 * browser preloads one when a player shows the intent to open it. Render it inside `<Suspense>`.
 */
export function lazyComponent<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): LazyComponent<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(preload);
  function LazyComponentView(props: Props) {
    // Chosen once per mount: switching from the lazy wrapper to the module's own component would
    // mount it anew and lose its state (a flow's phone and tokens).
    const [component] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return createElement(component, props);
  }
  const component = Object.assign(LazyComponentView, { preload });
  everyLazyComponent.push(component as LazyComponent<never>);
  return component;
}
