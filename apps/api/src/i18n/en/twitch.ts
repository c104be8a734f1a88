/** The twitch feature's sentences (answers and refusals), in English; the contract's TwitchMessages hold the rest. */
export const TwitchText = {
  linkUnknownState: 'This Twitch link request is invalid. Please start again from your profile.',
  linkUsedState: 'This Twitch link request was already used. Please start again from your profile.',
  linkExpiredState: 'This Twitch link request has expired. Please start again from your profile.',
  linkOtherSession:
    'This Twitch link request belongs to another session. Please start again from your profile.',
  linkOtherBrowser:
    'Nothing was linked: this Twitch link request was started in another browser. To link your own Twitch account, use Link with Twitch on your profile.',
  linkDenied: 'Twitch linking was cancelled: the request was not approved on Twitch.',
  linkTwitchFailed: 'Twitch could not complete the link. Please try again later.',
  linkTakenTwitch: 'This Twitch account is already linked to another account.',
  linked: 'Your Twitch account {{name}} is now linked.',
  rewardDeleted: 'Reward "{{title}}" deleted.',
  multipartOnly: 'Send the reward as multipart/form-data.',
  imageFieldOnly: 'Send the image in the file field imageUrl.',
  unexpectedFile: 'Unexpected file.',
  imageAtMost: 'At most 2 MB.',
  rewardInvalid: 'The reward is invalid.',
} as const;
