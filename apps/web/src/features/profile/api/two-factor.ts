import {
  RecoveryCodes,
  TWO_FACTOR_REQUIRED,
  type TwoFactorConfirmBody,
  type TwoFactorEnableBody,
  TwoFactorSetup,
  type TwoFactorSetupBody,
  TwoFactorStatus,
} from '@agaia/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api.ts';
import { MessageAnswer } from '../../../lib/message-answer.ts';

/** Query key of GET /api/user/two-factor. */
const twoFactorQueryKey = ['user', 'two-factor'] as const;

/** GET /api/user/two-factor: whether it is on, recovery codes left, and whether the account needs it (admins). */
const twoFactorQueryOptions = queryOptions({
  queryKey: twoFactorQueryKey,
  queryFn: ({ signal }) => api.get('/user/two-factor', { schema: TwoFactorStatus, signal }),
});

/** The player's two-factor status. */
export function useTwoFactorStatus() {
  return useQuery(twoFactorQueryOptions);
}

/** Answers the function that refetches the status: after turning it on (at Done), off, or new recovery codes. */
export function useRefreshTwoFactor() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: twoFactorQueryKey });
}

/**
 * Answers the function to call once the recovery codes were seen (Done): the status says it is on at once (so a
 * page gated on it opens without waiting), then is refetched.
 */
export function useMarkTwoFactorOn() {
  const client = useQueryClient();
  return (recoveryCodesLeft: number) => {
    client.setQueryData(
      twoFactorQueryKey,
      (status) => status && { ...status, enabled: true, recoveryCodesLeft },
    );
    void client.invalidateQueries({ queryKey: twoFactorQueryKey });
  };
}

/** Whether a failure is an admin call refused because two-factor authentication is off (403 TWO_FACTOR_REQUIRED). */
export function isTwoFactorRequired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.code === TWO_FACTOR_REQUIRED;
}

/**
 * POST /api/user/two-factor/setup (the password; a new secret and its QR code) and POST /api/user/two-factor/enable
 * (the password and a code confirm it; answers the ten recovery codes). Enabling does not refetch the status: the
 * codes show until Done.
 */
export function useTwoFactorEnrolment() {
  return {
    setup: useMutation({
      mutationFn: (body: TwoFactorSetupBody) =>
        api.post('/user/two-factor/setup', { body, schema: TwoFactorSetup }),
    }),
    enable: useMutation({
      mutationFn: (body: TwoFactorEnableBody) =>
        api.post('/user/two-factor/enable', { body, schema: RecoveryCodes }),
    }),
  };
}

/**
 * POST /api/user/two-factor/disable and POST /api/user/two-factor/recovery-codes, each with the password and a code;
 * both refetch the status.
 */
export function useTwoFactorChange() {
  const refresh = useRefreshTwoFactor();
  return {
    disable: useMutation({
      mutationFn: (body: TwoFactorConfirmBody) =>
        api.post('/user/two-factor/disable', { body, schema: MessageAnswer }),
      onSettled: refresh,
    }),
    newCodes: useMutation({
      mutationFn: (body: TwoFactorConfirmBody) =>
        api.post('/user/two-factor/recovery-codes', { body, schema: RecoveryCodes }),
      onSettled: refresh,
    }),
  };
}
