import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { localizeText } from '../i18n/contract-text.ts';

/**
 * react-hook-form's errors with every `message` in the page's language: a field's error (`{ type, message, ref }`) gets
 * its message localized, its `ref` (the input) kept as it is; nested fields (objects, arrays) are walked.
 */
function localizeErrors(errors: unknown): unknown {
  if (Array.isArray(errors)) return errors.map(localizeErrors);
  if (!errors || typeof errors !== 'object') return errors;
  const error = errors as Record<string, unknown>;
  if (typeof error.type === 'string' || typeof error.message === 'string')
    return typeof error.message === 'string' ? { ...error, message: localizeText(error.message) } : error;
  return Object.fromEntries(Object.entries(error).map(([field, inner]) => [field, localizeErrors(inner)]));
}

/**
 * zodResolver, with the schema's refusals (the contract's English sentences) shown in the page's language. Forms use
 * it instead of zodResolver.
 */
export const localizedResolver = ((...args: Parameters<typeof zodResolver>) => {
  const resolve = zodResolver(...args) as Resolver<FieldValues>;
  const localized: Resolver<FieldValues> = async (values, context, options) => {
    const result = await resolve(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    return { values: {}, errors: localizeErrors(result.errors) as typeof result.errors };
  };
  return localized;
}) as typeof zodResolver;
