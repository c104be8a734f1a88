// The Terms of Service and Privacy Policy pages' words, added to the catalog by legal-messages.ts when one of those
// pages loads.
export const enLegal = {
  legal: {
    tosTitle: 'Terms and Conditions of Use',
    tosDocumentTitle: 'Terms of Service',
    privacyTitle: 'Privacy Policy',
    lastUpdated: 'Last updated: {{date}}',
    contents: 'Contents',
    provider: 'Service provider',
    providerEntity: 'Name',
    providerAddress: 'Address',
    providerEmail: 'E-mail',
    placeholderEntity: '[Provider name not configured: LEGAL_ENTITY]',
    placeholderAddress: '[Provider address not configured: LEGAL_ADDRESS]',
    placeholderEmail: '[Contact e-mail not configured: LEGAL_EMAIL]',
  },
} as const;
