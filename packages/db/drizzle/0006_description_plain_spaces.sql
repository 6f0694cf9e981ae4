-- Quill 2's getSemanticHTML() writes every space of a rich description as &nbsp;, which made each
-- paragraph one unbreakable line (a 643 px ad page on a 390 px phone, issue 14). Descriptions are
-- now normalised when written (apps/api/src/modules/listings/listing-description.ts); this fixes
-- the ones stored before: every non-breaking space, as an entity or as the character, becomes a
-- plain space. Only rows that hold one are rewritten, and updated_at is left alone: the seller
-- changed nothing.
UPDATE "vehicles"
SET "description" = regexp_replace("description", '&nbsp;|&#0*160;|&#x0*a0;|' || chr(160), ' ', 'gi')
WHERE "description" ~* ('&nbsp;|&#0*160;|&#x0*a0;|' || chr(160));
