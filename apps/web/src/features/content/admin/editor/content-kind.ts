import type { ContentStatus, LanguageCode } from '@agaia/contract';
import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { Column } from '../../../../components/admin/data-table.tsx';
import type { ContentEndpoint } from '../api/endpoints.ts';

/**
 * What every admin content item has: its status, its language, the original it translates (null for an original) and
 * an original's translations.
 */
export type ContentRow = {
  id: number;
  status: ContentStatus;
  language: LanguageCode;
  translationOf: number | null;
  translations: readonly { id: number; language: LanguageCode }[];
};

/**
 * What every content form holds: the markdown body, which the editor shows beside its live preview, the language and,
 * for a new translation, the original it translates (sent as it is: no input shows it).
 */
export type ContentValues = FieldValues & {
  body: string;
  language?: LanguageCode;
  translationOf?: number | null;
};

/** The props of a kind's own inputs: the form they register with. */
export type ContentFieldsProps<V extends ContentValues, B> = { form: UseFormReturn<V, unknown, B> };

/**
 * One kind of content (news, patch notes) for the one content editor: where it lives on the API, its strings, its
 * table columns and its form. The list states, paging, delete, editor frame, body and preview are shared.
 */
export type ContentKind<T extends ContentRow, V extends ContentValues, B> = {
  /** Its strings: admin.news.* or admin.patchNotes.*, which hold the same keys. */
  strings: 'news' | 'patchNotes';
  endpoint: ContentEndpoint<T>;
  /** Its columns between ID and Actions. */
  columns: (t: TFunction) => Column<T>[];
  /** A row's own strings: its Edit, Delete and Add translation buttons' names, and the delete confirmation's question. */
  rowLabels: (
    t: TFunction,
    row: T,
  ) => { edit: string; delete: string; translate: string; deleteText: string };
  form: {
    /** Checks the inputs with the contract's messages and makes the body to send. */
    schema: z.ZodType<B, V>;
    /** The form's starting values: the item's, or a new item's (in the admin's language). */
    values: (item?: T) => V;
    /** The fields the server's fieldErrors may name. */
    fields: readonly Path<V>[];
    /** Its inputs above the body (the body and its preview come with the editor). */
    Fields: ComponentType<ContentFieldsProps<V, B>>;
  };
};
