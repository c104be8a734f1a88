/**
 * The game's messages: tera-api's rules (game logins are 3–24 ASCII letters and digits, passwords 8–128 characters,
 * emails 64 at most), its boxes, and the refusals of the admin game views' queries (`game.ts`).
 */
export const GameMessages = {
  userNameRule: 'Username must be 3 to 24 letters and digits.',
  passwordLength: 'Password must be 8 to 128 characters long.',
  passwordSpaces: 'Password must not start or end with a space.',
  emailTooLong: 'Email address must be at most 64 characters long.',
  boxRequired: 'Pick the game box that delivers this item.',
  tooManyBoxes: 'A grant can send at most 10 of one box: each is its own delivery.',
  accountIdRequired: 'Enter an account ID.',
  deliveryNotFound: 'Delivery not found.',
} as const;
