import type { Translation } from '@agaia/contract';
import type { TrackingText } from '../en/tracking.ts';

export const ptBRTracking = {} satisfies Translation<typeof TrackingText>;
