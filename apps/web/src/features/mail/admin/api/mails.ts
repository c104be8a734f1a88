import { AdminMailList, type MAIL_PAGE_SIZES, type MailStatus } from '@agaia/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';
import { mailAdminKeys } from './keys.ts';

/** What a page of the outbox asks for; an empty status means every status. */
export type MailsParams = {
  status: MailStatus | '';
  page: number;
  pageSize: (typeof MAIL_PAGE_SIZES)[number];
};

/** GET /api/admin/mails: one page of the outbox, newest first, and how many mails wait or failed (prime 2). */
export function useAdminMails(params: MailsParams) {
  return useQuery({
    queryKey: [...mailAdminKeys.mails, params] as const,
    queryFn: ({ signal }) =>
      api.get('/admin/mails', {
        query: { status: params.status || undefined, page: params.page, pageSize: params.pageSize },
        schema: AdminMailList,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
