import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { buildAdminProduct } from '../../../test/admin-builders.ts';
import { amountToCents, centsToAmount, productFormSchema, productFormValues } from './product-form-schema.ts';

describe('typed amounts', () => {
  it.each([
    ['29,90', 2990],
    ['29.90', 2990],
    ['29', 2900],
    ['29,9', 2990],
    [' 0,99 ', 99],
    ['R$ 1.234,56', 123456],
    ['1,234.56', 123456],
    ['29,90 R$', 2990],
    ['US$ 5.00', 500],
    ['EUR 5,00', 500],
  ])('reads %s as %i cents', (text, cents) => {
    expect(amountToCents(text)).toBe(cents);
  });

  it.each(['', 'abc', '29,999', '1.234', '-5', '29,90,1', '1.23.45', '12e3'])('refuses %j', (text) => {
    expect(amountToCents(text)).toBeNaN();
  });

  it('shows cents with a comma', () => {
    expect(centsToAmount(2990)).toBe('29,90');
    expect(centsToAmount(5)).toBe('0,05');
    expect(centsToAmount(123400)).toBe('1234,00');
  });
});

describe('the product form schema', () => {
  const schema = productFormSchema(i18n.t, 'R$');

  it('turns an unchanged product back into the body that saves it', () => {
    const product = buildAdminProduct({
      newPrice: 1990,
      isSale: true,
      saleEndDate: '2030-01-02T03:04:00.000Z',
      grants: {
        coins: 10,
        clubDays: 30,
        benefits: [{ benefitId: 534, days: 30 }],
        items: [{ itemId: 7, quantity: 2 }],
      },
    });
    const { productId: _id, ...body } = product;
    expect(schema.parse(productFormValues(product))).toEqual(body);
  });

  it('names the fields to fix in words that say what to type', () => {
    const values = productFormValues();
    const result = schema.safeParse({
      ...values,
      price: 'abc',
      grants: { ...values.grants, benefits: [{ benefitId: 'x', days: '0' }] },
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      name: 'Name is required.',
      price: 'Enter the price in R$, like 29,90.',
      'grants.benefits.0.benefitId': 'Enter a whole number of 1 or more.',
      'grants.benefits.0.days': 'Days must be between 1 and 3650.',
    });
  });

  it("applies the contract's floor of R$ 1,00", () => {
    const result = schema.safeParse({ ...productFormValues(), name: 'Pack', price: '0,50' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Price must be at least R$ 1,00.']);
  });
});
