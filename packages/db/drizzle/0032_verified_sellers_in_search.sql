-- Search's rows carry whether the seller's phone is verified (issue 36): the "Verified sellers"
-- filter (verifiedOnly=true) and the cards' `phoneVerified` read it from listing_search.
-- PART B FILLS THIS IN (column, listing_search_source, listing_search_upsert, rebuild, users trigger).
SELECT 1;
