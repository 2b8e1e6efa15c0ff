// The bundled Inter font, so every machine renders (and screenshots) the same glyphs.
// Import once at the application root: `import 'spend-ui/fonts';`
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
