/** The assistant's status (GET /assistant): read by its query, replaced by the owner's switch. */
export const statusKey = ['assistant'] as const;
