import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait for a state, not a time; a loaded machine may take seconds to reach it.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
