import { CircleCheck, CircleX, Info, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { FeedbackTone } from './tones.js';

/** The icon that tells each feedback tone apart by shape, not only by colour. */
export const feedbackToneIcons: Record<FeedbackTone, LucideIcon> = {
  success: CircleCheck,
  danger: CircleX,
  warning: TriangleAlert,
  info: Info,
};
