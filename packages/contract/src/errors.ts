import { z } from 'zod';

/** The one error shape every failing call answers with. */
export const ErrorResponse = z.object({
  message: z.string(),
  code: z.string().optional(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/** A plain acknowledgement with a message for the user. */
export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;
