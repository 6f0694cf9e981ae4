// Without zod schemas, for the Buy Car page's first screen (decision 091); `./saved-search`
// re-exports it.

export const SAVED_SEARCH_LIMITS = {
  /** Saved searches per user: each one is matched against every new ad. */
  perUser: 20,
  nameLength: 60,
  /** New matches are counted this far ("99+ new"), so the list stays cheap. */
  newMatchesCap: 100,
} as const;
