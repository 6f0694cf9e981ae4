import { z } from 'zod';

/** A row of a reference table (cities, makes, vehicle types, conditions, fuel types, transmissions). */
export const IdNameSchema = z.object({ id: z.number().int(), name: z.string() });
export type IdName = z.infer<typeof IdNameSchema>;

export const CitiesResponseSchema = z.object({ cities: z.array(IdNameSchema) });
export type CitiesResponse = z.infer<typeof CitiesResponseSchema>;

/** Filter specs of spec section 3: the facets of the search page plus the live price range. */
export const LoadSpecsResponseSchema = z.object({
  conditions: z.array(IdNameSchema),
  fuelTypes: z.array(IdNameSchema),
  transmissions: z.array(IdNameSchema),
  brands: z.array(IdNameSchema),
  types: z.array(IdNameSchema),
  minPrice: z.number(),
  maxPrice: z.number(),
});
export type LoadSpecsResponse = z.infer<typeof LoadSpecsResponseSchema>;
