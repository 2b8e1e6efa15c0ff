import { renderToStaticMarkup } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { GlobalStyles, ThemeProvider } from 'spend-ui';
import { PreparingDashboard } from '../StatusScreens.js';

export interface StaticSplash {
  /** The preparing screen's elements, as the app draws them. */
  markup: string;
  /** Their styles and the document's base styles, as CSS text. */
  css: string;
}

/**
 * "Preparing Your Dashboard" as HTML, for the built index.html (scripts/vite-static-splash.ts): a phone
 * draws it as soon as the page arrives instead of a blank page while the scripts load and run. The app's
 * first render replaces it with the same screen.
 */
export function renderStaticSplash(): StaticSplash {
  const sheet = new ServerStyleSheet();
  try {
    const markup = renderToStaticMarkup(
      sheet.collectStyles(
        <ThemeProvider>
          <GlobalStyles />
          <PreparingDashboard />
        </ThemeProvider>,
      ),
    );
    // The CSS text alone: in a `data-styled` tag, styled-components would adopt the rules on start. Its
    // bookkeeping (rule separators, `data-styled.g…` lines) is not CSS a page needs.
    const css = sheet
      .getStyleTags()
      .replace(/^<style[^>]*>|<\/style>$/g, '')
      .replaceAll('/*!sc*/', '')
      .replace(/^data-styled\.g\d+\[id=.*$\n?/gm, '');
    return { markup, css };
  } finally {
    sheet.seal();
  }
}
