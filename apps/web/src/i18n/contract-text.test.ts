import { Messages, ptBRContractText } from '@agaia/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { localizedResolver } from '../lib/localized-resolver.ts';
import { switchLanguage } from './catalogs.ts';
import { localizeText } from './contract-text.ts';

afterEach(async () => {
  await switchLanguage('en');
});

describe('the contract sentences on a page', () => {
  it('are the English ones on an English page', () => {
    expect(localizeText(Messages.invalidEmail)).toBe(Messages.invalidEmail);
  });

  it('are translated on a Portuguese page; any other text is left as it is', async () => {
    await switchLanguage('pt-BR');
    expect(localizeText(Messages.invalidEmail)).toBe(ptBRContractText.messages.invalidEmail);
    expect(localizeText('Já traduzido pelo servidor.')).toBe('Já traduzido pelo servidor.');
  });

  it("reach a form's fields through localizedResolver, nested ones too, keeping each field's ref", async () => {
    await switchLanguage('pt-BR');
    const schema = z.object({
      email: z.email(Messages.invalidEmail),
      items: z.array(z.object({ name: z.string().min(1, Messages.allFieldsRequired) })),
    });
    const ref = { name: 'email' };
    const result = await localizedResolver(schema)({ email: 'nope', items: [{ name: '' }] }, undefined, {
      fields: { email: { ref, name: 'email' } },
      shouldUseNativeValidation: false,
    });
    const errors = result.errors as Record<string, { message?: string; ref?: unknown }> & {
      items?: { name?: { message?: string } }[];
    };
    expect(errors.email?.message).toBe(ptBRContractText.messages.invalidEmail);
    expect(errors.email?.ref).toBe(ref);
    expect(errors.items?.[0]?.name?.message).toBe(ptBRContractText.messages.allFieldsRequired);
  });
});
