import type { StatusKind } from '../status-message.tsx';

/** A status line a section shows above its list or editor: what the last save, delete or action did. */
export type Notice = { kind: StatusKind; text: string };
