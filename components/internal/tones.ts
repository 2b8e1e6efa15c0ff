import type { ColorToken } from '../theme/tokens.js';

/** Tones of messages that report an outcome (toasts, inline alerts); `danger` as everywhere else (buttons, chips, badges). */
export type FeedbackTone = 'success' | 'danger' | 'warning' | 'info';

/** Tones of status indicators (chips, badges). */
export type StatusTone = 'success' | 'warning' | 'danger' | 'neutral' | 'info';

/**
 * Theme colours for a tone: `foreground` is readable text on `subtle` and on `surface`
 * (both pairs are in `contrastPairs`), `solid` carries `onSemantic`/`onPrimary` text.
 */
export interface ToneColors {
  foreground: ColorToken;
  subtle: ColorToken;
  solid: ColorToken;
  onSolid: ColorToken;
}

const toneColorTable: Record<FeedbackTone | StatusTone, ToneColors> = {
  success: { foreground: 'success', subtle: 'successSubtle', solid: 'success', onSolid: 'onSemantic' },
  danger: { foreground: 'danger', subtle: 'dangerSubtle', solid: 'danger', onSolid: 'onSemantic' },
  warning: { foreground: 'warning', subtle: 'warningSubtle', solid: 'warning', onSolid: 'onSemantic' },
  info: { foreground: 'info', subtle: 'infoSubtle', solid: 'info', onSolid: 'onSemantic' },
  neutral: { foreground: 'textMuted', subtle: 'surfaceMuted', solid: 'surfaceInverse', onSolid: 'onSurfaceInverse' },
};

/** The colour tokens a tone uses. */
export function toneColors(tone: FeedbackTone | StatusTone): ToneColors {
  return toneColorTable[tone];
}
