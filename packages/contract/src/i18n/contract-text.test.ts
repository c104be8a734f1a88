import { describe, expect, it } from 'vitest';
import { DeclineDeletionBody } from '../account-deletion.ts';
import { AdminUserUpdate, AuditSearchQuery } from '../admin.ts';
import { LoginBody } from '../auth.ts';
import { INT32_MAX } from '../bounds.ts';
import { PatchNoteInput } from '../content.ts';
import { LanguageBody } from '../language-field.ts';
import { AdminMailQuery } from '../mail.ts';
import { ProductInput } from '../shop.ts';
import { TwitchRewardFields } from '../twitch.ts';
import { LoginTwoFactorBody } from '../two-factor.ts';
import { contractTexts, createLocalizer, enContractText, flattenCatalog, ptBRContractText } from './index.ts';

const english = flattenCatalog(enContractText);
const portuguese = flattenCatalog(ptBRContractText);
const { localize } = createLocalizer(contractTexts);

/** The messages a parse failed with. */
const refusals = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

/** A sentence's numbers, written without grouping (1.000.000 and 1000000 are one number, R$ 1,00 is 100). */
const numbersOf = (message: string) =>
  message.match(/\d[\d.,]*\d|\d/g)?.map((n) => n.replace(/[.,]/g, '')) ?? [];

describe('the contract catalog', () => {
  it('names each group after its object, so none meets a server group (game, stats, twitch…) of the same name', () => {
    for (const group of Object.keys(enContractText)) expect(group).toMatch(/^messages$|Messages$/);
  });

  it('keeps in pt-BR the numbers and bounds of every English sentence', () => {
    const differing = [...english]
      .filter(([key, message]) => numbersOf(portuguese.get(key) ?? '').join() !== numbersOf(message).join())
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it("holds every refusal the schemas build from a field's name or bound, whole", () => {
    const reward = { season: '1', type: 'viewer', title: 'Mount', requiredMinutes: '60', itemId: '5' };
    const product = { name: 'Pouch', price: 2990, grants: {} };
    const found = [
      ...refusals(TwitchRewardFields.safeParse({ ...reward, season: '0', requiredMinutes: undefined })),
      ...refusals(TwitchRewardFields.safeParse({ ...reward, itemQuantity: '10000', boxId: 'x' })),
      ...refusals(TwitchRewardFields.safeParse({ ...reward, itemId: String(INT32_MAX + 1), boxId: '0' })),
      ...refusals(ProductInput.safeParse({ ...product, price: 1.5, newPrice: -1 })),
      ...refusals(ProductInput.safeParse({ ...product, newPrice: 'ten' })),
      ...refusals(
        AuditSearchQuery.safeParse({ from: 'soon', to: '0001-01-01T00:00:00Z', actor: 'a'.repeat(65) }),
      ),
      ...refusals(AdminMailQuery.safeParse({ status: 'lost', page: '0' })),
      ...refusals(LanguageBody.safeParse({ language: 'fr' })),
    ];
    const { twitchMessages: twitch, shopMessages: shop, adminMessages: admin } = enContractText;
    expect(found).toEqual([
      twitch.seasonTooSmall,
      twitch.minutesRequired,
      twitch.quantityTooLarge,
      twitch.boxIdNotWhole,
      enContractText.boundsMessages.itemIdTooLarge,
      twitch.boxIdTooSmall,
      shop.priceNotCents,
      shop.newPriceNegative,
      shop.newPriceRequired,
      admin.actorTooLong,
      admin.badFrom,
      admin.fromOutOfRange,
      admin.toOutOfRange,
      admin.fromAfterTo,
      enContractText.mailMessages.badStatus,
      enContractText.boundsMessages.pageTooSmall,
      enContractText.languageMessages.unknownLanguage,
    ]);
  });

  it('translates a schema refusal to pt-BR by its English words, and leaves it English in English', () => {
    const [missingTitle] = refusals(
      PatchNoteInput.safeParse({ version: '1.0', title: ' ', body: 'x', releaseDate: '2026-01-01' }),
    );
    expect(missingTitle).toBe(enContractText.commonMessages.titleRequired);
    expect(localize('pt-BR', missingTitle ?? '')).toBe(ptBRContractText.commonMessages.titleRequired);
    expect(localize('en', missingTitle ?? '')).toBe(enContractText.commonMessages.titleRequired);

    const samples: [string[], string][] = [
      [
        refusals(LoginBody.safeParse({ identifier: '', password: 'x' })),
        ptBRContractText.authMessages.identifierRequired,
      ],
      [
        refusals(LoginTwoFactorBody.safeParse({ challengeToken: '', code: '123456' })),
        ptBRContractText.twoFactorMessages.loginExpired,
      ],
      [refusals(DeclineDeletionBody.safeParse({ note: '' })), ptBRContractText.deletionMessages.noteRequired],
      [
        refusals(
          AdminUserUpdate.safeParse({
            userName: 'someone',
            email: 'someone@example.com',
            permission: 0,
            webMgt: 0,
            agaiaCoins: INT32_MAX + 1,
            astrumCoins: 0,
            agaiaClubExpiry: null,
            isEmailConfirmed: true,
            hasClaimedFounderPackage: false,
            hasClaimedVeteranPackage: false,
          }),
        ),
        ptBRContractText.adminMessages.agaiaCoinsTooLarge,
      ],
    ];
    for (const [messages, translated] of samples)
      expect(messages.map((m) => localize('pt-BR', m))).toEqual([translated]);
  });
});
