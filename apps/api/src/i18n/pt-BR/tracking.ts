import type { Translation } from '@agaia/contract';
import type { TrackingText } from '../en/tracking.ts';

export const ptBRTracking = {
  timestampNotRecent: 'O horário informado não é recente.',
} satisfies Translation<typeof TrackingText>;
