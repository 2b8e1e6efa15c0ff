import type { ComponentType } from 'react';
import { CircleCheck, CircleX, Info, TriangleAlert, type LucideProps } from 'lucide-react';
import type { FeedbackTone } from './tones.js';

/** The icon that tells each feedback tone apart by shape, not only by colour. */
export const feedbackToneIcons: Record<FeedbackTone, ComponentType<LucideProps>> = {
  success: CircleCheck,
  error: CircleX,
  warning: TriangleAlert,
  info: Info,
};
