import { z } from 'zod';

/** POST /api/auth/login body. */
export const LoginBody = z.object({
  identifier: z.string().trim().min(1, 'Please enter your username or email.').max(254),
  password: z.string().min(1, 'Please enter your password.').max(1024),
});
export type LoginBody = z.infer<typeof LoginBody>;

/** POST /api/auth/login answer; the web stores it whole under the `user` key. */
export const LoginResponse = z.object({
  accessToken: z.string(),
  privilege: z.number().int(),
  webMgt: z.number().int(),
  accountDBID: z.number().int(),
  userName: z.string(),
});
export type LoginResponse = z.infer<typeof LoginResponse>;
