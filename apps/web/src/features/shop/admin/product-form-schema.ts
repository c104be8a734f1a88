import {
  type AdminProduct,
  type GameBackend,
  GameMessages,
  MAX_BOXES_PER_ITEM,
  ProductInput,
} from '@agaia/contract';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { isoToLocal, localToIso } from '../../../components/admin/form-values.ts';

const PLAIN = /^(\d+)(?:[.,](\d{1,2}))?$/;
// Thousands groups only with cents after them: '1.234' or '29,999' could mean either, so they are refused.
const GROUPED_COMMA = /^(\d{1,3}(?:\.\d{3})+),(\d{1,2})$/;
const GROUPED_POINT = /^(\d{1,3}(?:,\d{3})+)\.(\d{1,2})$/;
// A currency sign the admin may paste with the amount, before or after it: 'R$', 'US$', '$', '€' or a code and a space.
const SIGN_BEFORE = /^(?:\p{L}{0,3}\p{Sc}|\p{L}{3}\s)\s*/u;
const SIGN_AFTER = /\s*(?:\p{L}{0,3}\p{Sc}|\s\p{L}{3})$/u;

/**
 * An amount typed as a decimal ('29,90', '29.90', '29', 'R$ 1.234,56', '1,234.56', '29,90 R$') as integer cents of
 * the shop's currency; NaN when it is empty, ambiguous or not an amount. Works on the digits, never on floats.
 */
export function amountToCents(text: string): number {
  const value = text.trim().replace(SIGN_BEFORE, '').replace(SIGN_AFTER, '');
  const match = PLAIN.exec(value) ?? GROUPED_COMMA.exec(value) ?? GROUPED_POINT.exec(value);
  if (!match) return Number.NaN;
  const whole = (match[1] ?? '').replace(/[.,]/g, '');
  const fraction = (match[2] ?? '').padEnd(2, '0');
  return Number(whole) * 100 + Number(fraction);
}

/** Cents as the form shows them: 2990 → '29,90'. */
export function centsToAmount(cents: number): string {
  return `${Math.trunc(cents / 100)},${String(Math.abs(cents % 100)).padStart(2, '0')}`;
}

/** The product form's raw values: what the inputs hold. */
export type ProductFormValues = {
  name: string;
  newName: string;
  description: string;
  price: string;
  newPrice: string;
  isSale: boolean;
  saleEndDate: string;
  category: string;
  category_desc: string;
  isCustomIcon: string;
  sortOrder: string;
  active: boolean;
  grants: {
    coins: string;
    clubDays: string;
    benefits: { benefitId: string; days: string }[];
    /**
     * boxId: the game box that carries the item ('' for none; required under tera-api). name: what players are told
     * the item is ('' for none).
     */
    items: { itemId: string; quantity: string; boxId: string; name: string }[];
  };
};

/** The form's starting values: a product's, or a new product's (active, nothing granted). */
export function productFormValues(product?: AdminProduct): ProductFormValues {
  return {
    name: product?.name ?? '',
    newName: product?.newName ?? '',
    description: product?.description ?? '',
    price: product ? centsToAmount(product.price) : '',
    newPrice: product?.newPrice == null ? '' : centsToAmount(product.newPrice),
    isSale: product?.isSale ?? false,
    saleEndDate: isoToLocal(product?.saleEndDate),
    category: product?.category ?? '',
    category_desc: product?.category_desc ?? '',
    isCustomIcon: product?.isCustomIcon ?? '',
    sortOrder: String(product?.sortOrder ?? 0),
    active: product?.active ?? true,
    grants: {
      coins: String(product?.grants.coins ?? 0),
      clubDays: String(product?.grants.clubDays ?? 0),
      benefits: (product?.grants.benefits ?? []).map((row) => ({
        benefitId: String(row.benefitId),
        days: String(row.days),
      })),
      items: (product?.grants.items ?? []).map((row) => ({
        itemId: String(row.itemId),
        quantity: String(row.quantity),
        boxId: row.boxId === undefined ? '' : String(row.boxId),
        name: row.name ?? '',
      })),
    },
  };
}

/** A product as the PUT body that saves it unchanged, with overrides (deactivating sends active: false). */
export function productInputOf(product: AdminProduct, overrides: Partial<ProductInput> = {}): ProductInput {
  const { productId: _id, ...fields } = product;
  return { ...fields, ...overrides };
}

/**
 * Form values → the POST/PUT body, checked twice: first the inputs (amounts, whole numbers) with messages that say
 * what to type, then the contract's rules (a minimum price, lengths, ranges).
 */
/**
 * The form's schema; `currency` is the symbol the amounts are typed in (from the shop's currency). Under tera-api
 * (`backend`) every item needs its game box, and the quantity is a count of boxes (at most 10).
 */
export function productFormSchema(t: TFunction, currency: string, backend: GameBackend = 'none') {
  const hasBoxes = backend === 'tera-api';
  const whole = (min: number, max: number, message: string) =>
    z
      .string()
      .trim()
      .regex(/^\d+$/, min > 0 ? t('admin.products.positiveNumber') : t('admin.products.wholeNumber'))
      .refine((value) => Number(value) >= min && Number(value) <= max, message);
  const amount = (required: string | null, format: string) =>
    z.string().superRefine((value, ctx) => {
      if (value.trim() === '') {
        if (required) ctx.addIssue({ code: 'custom', message: required });
      } else if (Number.isNaN(amountToCents(value))) {
        ctx.addIssue({ code: 'custom', message: format });
      }
    });

  const Fields = z.object({
    name: z.string().refine((value) => value.trim() !== '', t('admin.products.nameRequired')),
    newName: z.string(),
    description: z.string(),
    price: amount(t('admin.products.priceRequired'), t('admin.products.priceFormat', { currency })),
    newPrice: amount(null, t('admin.products.newPriceFormat', { currency })),
    isSale: z.boolean(),
    saleEndDate: z.string(),
    category: z.string(),
    category_desc: z.string(),
    isCustomIcon: z.string(),
    sortOrder: z
      .string()
      .trim()
      .regex(/^-?\d+$/, t('admin.products.sortOrderFormat')),
    active: z.boolean(),
    grants: z.object({
      coins: whole(0, 1_000_000, t('admin.products.wholeNumber')),
      clubDays: whole(0, 3650, t('admin.products.daysRange')),
      benefits: z.array(
        z.object({
          benefitId: whole(1, 2_147_483_647, t('admin.products.positiveNumber')),
          days: whole(1, 3650, t('admin.products.daysRange')),
        }),
      ),
      items: z.array(
        z.object({
          itemId: whole(1, 2_147_483_647, t('admin.products.positiveNumber')),
          quantity: hasBoxes
            ? whole(1, MAX_BOXES_PER_ITEM, GameMessages.tooManyBoxes)
            : whole(1, 9999, t('admin.products.quantityRange')),
          boxId: hasBoxes
            ? z
                .string()
                .trim()
                .min(1, GameMessages.boxRequired)
                .pipe(whole(1, 2_147_483_647, GameMessages.boxRequired))
            : z.string().trim(),
          name: z.string(),
        }),
      ),
    }),
  });

  return Fields.transform(
    (values): z.input<typeof ProductInput> => ({
      name: values.name,
      newName: values.newName,
      description: values.description,
      price: amountToCents(values.price),
      newPrice: values.newPrice.trim() === '' ? null : amountToCents(values.newPrice),
      isSale: values.isSale,
      saleEndDate: localToIso(values.saleEndDate) || null,
      category: values.category,
      category_desc: values.category_desc,
      isCustomIcon: values.isCustomIcon,
      sortOrder: Number(values.sortOrder),
      active: values.active,
      grants: {
        coins: Number(values.grants.coins),
        clubDays: Number(values.grants.clubDays),
        benefits: values.grants.benefits.map((row) => ({
          benefitId: Number(row.benefitId),
          days: Number(row.days),
        })),
        items: values.grants.items.map((row) => ({
          itemId: Number(row.itemId),
          quantity: Number(row.quantity),
          // Kept as it is when the site has no game back end, so a save never drops a product's boxes.
          ...(/^\d+$/.test(row.boxId) && { boxId: Number(row.boxId) }),
          // The contract trims it, bounds it and drops a blank one.
          name: row.name,
        })),
      },
    }),
  ).pipe(ProductInput);
}
