import { GlobalStyles, ThemeProvider } from 'spend-ui';
import { Landing } from './Landing.js';

export function App() {
  return (
    <ThemeProvider>
      <GlobalStyles />
      <Landing />
    </ThemeProvider>
  );
}
