// Proves the story runner's accessibility check can fail: the same project annotations every story
// runs with (preview + a11y addon, `a11y.test: 'error'`) reject a story whose input has no label.
import { afterEach, describe, expect, it } from 'vitest';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import previewAnnotations from '../../.storybook/preview.js';
import * as fixtures from '../fixtures/InaccessibleInput.stories.js';

const annotations = setProjectAnnotations([a11yAddonAnnotations, previewAnnotations]);
const { MissingLabel, Labelled } = composeStories(fixtures, annotations);

describe('the a11y check of every story', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('fails a story with an unlabelled input', async () => {
    await expect(MissingLabel.run()).rejects.toThrow(/label/i);
  });

  it('passes the same input once it has a label', async () => {
    await expect(Labelled.run()).resolves.toBeUndefined();
  });
});
