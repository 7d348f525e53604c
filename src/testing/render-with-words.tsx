// Testing Library for the component tests, with Lingui's provider around every render: a component
// reads its words from the app's i18n exactly as on the phone, where App puts the provider at the
// root. vite.config.ts points '@testing-library/react' here in the dom tests, so a test imports
// Testing Library as usual. The active language is English (src/test-setup.ts).
import { I18nProvider } from '@lingui/react';
import {
  render as renderPure,
  renderHook as renderHookPure,
  type RenderHookOptions,
  type RenderOptions,
} from '@testing-library/react/pure';
import type { JSXElementConstructor, ReactElement, ReactNode } from 'react';
import { i18n } from '../i18n/catalogs';

export * from '@testing-library/react/pure';

function withWords(Wrapper?: JSXElementConstructor<{ children: ReactNode }>) {
  return function Words({ children }: { children: ReactNode }) {
    return <I18nProvider i18n={i18n}>{Wrapper ? <Wrapper>{children}</Wrapper> : children}</I18nProvider>;
  };
}

export function render(ui: ReactElement, options: RenderOptions = {}) {
  return renderPure(ui, { ...options, wrapper: withWords(options.wrapper) });
}

export function renderHook<Result, Props>(
  hook: (props: Props) => Result,
  options: RenderHookOptions<Props> = {},
) {
  return renderHookPure(hook, { ...options, wrapper: withWords(options.wrapper) });
}
