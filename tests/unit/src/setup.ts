import { i18n } from '@lingui/core';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Components render their source (English) messages: no catalog is loaded, Lingui falls back to the message itself.
i18n.loadAndActivate({ locale: 'en', messages: {} });

// jsdom has no layout: the router's scroll restoration has nothing to scroll.
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  localStorage.clear();
});
