import { useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '../../lib/api.ts';
import { localizedResolver } from '../../lib/localized-resolver.ts';
import { serverFieldErrors } from './server-errors.ts';

type ServerFormOptions<V extends FieldValues, B> = {
  /** Checks the inputs and turns them into the body to send (the contract's messages). */
  schema: z.ZodType<B, V>;
  defaultValues: V;
  /** The fields the server's fieldErrors may name: each goes back onto its field. */
  fields: readonly Path<V>[];
  /** What a failure says when it carries no message of its own (docs/product.md §1.6). */
  failureText: string;
  /** Sends the checked body; a throw is the failure. */
  onValid: (body: B) => Promise<void>;
  /** Called with a failure before it is shown, for errors the fields do not cover (an image). */
  onFailure?: (error: unknown) => void;
};

/**
 * A react-hook-form form checked by a schema and saved to the server: on failure the server's field errors go back
 * onto their fields and `failure` holds the message to show (the server's, else the error's, else `failureText`).
 */
export function useServerForm<V extends FieldValues, B>(options: ServerFormOptions<V, B>) {
  const { schema, defaultValues, fields, failureText, onValid, onFailure } = options;
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<V, unknown, B>({
    resolver: localizedResolver(schema),
    defaultValues: defaultValues as DefaultValues<V>,
  });

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await onValid(body);
    } catch (error) {
      for (const [field, message] of serverFieldErrors(error, fields)) {
        form.setError(field, { type: 'server', message });
      }
      onFailure?.(error);
      setFailure(errorMessage(error, failureText));
    }
  });

  return { form, onSubmit, failure };
}
