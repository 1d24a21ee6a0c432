/** The reference rates (GET /reference-rates): read by its query, refreshed when one is added. */
export const referenceRatesKey = ['reference-rates'] as const;
