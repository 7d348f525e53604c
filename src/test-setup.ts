// Testing Library's DOM matchers for component tests, and a clean DOM after each test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// findBy… waits up to 1 s by default; a loaded 2-core machine can take longer to render a screen.
configure({ asyncUtilTimeout: 5_000 });
