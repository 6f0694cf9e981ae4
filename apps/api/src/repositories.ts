import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '@carmarket/db/client';
import { createAdReviewRepository } from './modules/admin/ad-review.repository';
import { createAdminUsersRepository } from './modules/admin/admin-users.repository';
import { createEditReviewRepository } from './modules/admin/edit-review.repository';
import { createPackageReviewRepository } from './modules/admin/package-review.repository';
import { createAdsRepository } from './modules/ads/ads.repository';
import { createAuditRepository } from './modules/audit/audit.repository';
import {
  createConversationsRepository,
  createConversationThreads,
} from './modules/conversations/conversations.repository';
import { recordUserEvents } from './modules/events/user-events.repository';
import { createEmailTokensRepository } from './modules/auth/email-tokens.repository';
import { createGoogleSignInRepository } from './modules/auth/google-sign-in.repository';
import { createPasswordResetRepository } from './modules/auth/password-reset.repository';
import { createSessionsRepository } from './modules/auth/sessions.repository';
import { createAdPostingsRepository } from './modules/limits/ad-postings.repository';
import { createLiveEventsRepository } from './modules/live-events/live-events.repository';
import { createListingHoldsRepository } from './modules/listings/listing-holds.repository';
import { createMyListingsRepository } from './modules/listings/my-listings.repository';
import { createAvailabilityChecksRepository } from './modules/listings/availability-checks.repository';
import { createMarketBandsRepository } from './modules/market/market-bands.repository';
import { createMessagesRepository } from './modules/messages/messages.repository';
import { createOffersRepository } from './modules/offers/offers.repository';
import { createPackageRepository } from './modules/package/package.repository';
import { createPagesRepository } from './modules/pages/pages.repository';
import { createPhoneRevealsRepository } from './modules/phone-reveals/phone-reveals.repository';
import { createPaymentInstructionsRepository } from './modules/payment-instructions/payment-instructions.repository';
import { createSignalsRepository } from './modules/signals/signals.repository';
import { createStaffInboxRepository } from './modules/messages/staff-inbox.repository';
import { createSavedSearchesRepository } from './modules/saved-searches/saved-searches.repository';
import { createReferenceRepository } from './modules/reference/reference.repository';
import { createConversationReportsRepository } from './modules/reports/conversation-reports.repository';
import { createReportsRepository } from './modules/reports/reports.repository';
import { createAppSecretsRepository } from './modules/secrets/app-secrets.repository';
import { createSuspensionsRepository } from './modules/suspensions/suspensions.repository';
import { createMediaMovesRepository } from './modules/media/media-moves.repository';
import { createUsersRepository } from './modules/users/users.repository';
import { createSearchRepository } from './modules/vehicles/search.repository';
import { createVehiclesRepository } from './modules/vehicles/vehicles.repository';
import { createRecentlyViewedRepository } from './modules/recently-viewed/recently-viewed.repository';
import { createWishlistRepository } from './modules/wishlist/wishlist.repository';

/**
 * Every repository, built once on the app's database (fastify/demo decorates its repositories
 * the same way). Routes read them from `app.repos`; a module that needs rows another module owns
 * (sign-in reads users, the sell wizard reads reference lists) is handed that repository here,
 * typed `FastifyInstance['repos']['users']`, and never imports the other module.
 */
export function createRepositories(db: Database) {
  // A message in a conversation, typed or an offer, is written through these (decision 127).
  const conversationThreads = createConversationThreads(recordUserEvents);
  return {
    adPostings: createAdPostingsRepository(db),
    adReview: createAdReviewRepository(db),
    adminUsers: createAdminUsersRepository(db),
    ads: createAdsRepository(db),
    audit: createAuditRepository(db),
    conversations: createConversationsRepository(db, conversationThreads),
    conversationReports: createConversationReportsRepository(db),
    editReview: createEditReviewRepository(db),
    emailTokens: createEmailTokensRepository(db),
    googleSignIn: createGoogleSignInRepository(db),
    listingHolds: createListingHoldsRepository(db),
    liveEvents: createLiveEventsRepository(db),
    marketBands: createMarketBandsRepository(db),
    mediaMoves: createMediaMovesRepository(db),
    messages: createMessagesRepository(db),
    myListings: createMyListingsRepository(db),
    availabilityChecks: createAvailabilityChecksRepository(db),
    offers: createOffersRepository(db, conversationThreads),
    package: createPackageRepository(db),
    packageReview: createPackageReviewRepository(db),
    pages: createPagesRepository(db),
    passwordResets: createPasswordResetRepository(db),
    paymentInstructions: createPaymentInstructionsRepository(db),
    phoneReveals: createPhoneRevealsRepository(db),
    reference: createReferenceRepository(db),
    reports: createReportsRepository(db),
    recentlyViewed: createRecentlyViewedRepository(db),
    savedSearches: createSavedSearchesRepository(db),
    search: createSearchRepository(db),
    secrets: createAppSecretsRepository(db),
    sessions: createSessionsRepository(db),
    signals: createSignalsRepository(db),
    staffInbox: createStaffInboxRepository(db),
    suspensions: createSuspensionsRepository(db),
    users: createUsersRepository(db),
    vehicles: createVehiclesRepository(db),
    wishlist: createWishlistRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories;
  }
}

export const repositoriesPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('repos', createRepositories(app.db));
});
