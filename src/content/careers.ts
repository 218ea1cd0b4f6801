/**
 * Careers content (spec 2 "Careers page" and "Career detail", spec 3 "Career"): the list behind the
 * 'current opportunities' table and each /career/{path} page, from assets/data/careers.data.json.
 */
import * as v from 'valibot';
import { brand } from './brand.ts';
import { CAREERS_URL } from './content-urls.ts';
import { AssetPathSchema, KebabNameSchema, TextSchema, fetchContent } from './load-json.ts';

export { CAREERS_URL };

const RequirementContentSchema = v.object({
  item: TextSchema,
  subItem: v.optional(v.array(TextSchema)),
});

const RequirementItemSchema = v.object({
  title: TextSchema,
  subtitle: v.optional(TextSchema),
  content: v.pipe(v.array(RequirementContentSchema), v.minLength(1, 'a requirement needs at least one entry')),
});

const RequirementColumnSchema = v.object({
  items: v.pipe(v.array(RequirementItemSchema), v.minLength(1, 'a column needs at least one item')),
});

export const CareerSchema = v.object({
  /** The route segment of /career/{careerName}; kebab-case so it is stable in links. */
  path: KebabNameSchema,
  position: TextSchema,
  description: TextSchema,
  /** Shown in the opportunities table's Description and Requirements columns. */
  descriptionShort: TextSchema,
  requirementsShort: TextSchema,
  banner: v.optional(AssetPathSchema),
  requirementColumns: v.pipe(v.array(RequirementColumnSchema), v.minLength(1, 'a career needs requirements')),
});
export type Career = v.InferOutput<typeof CareerSchema>;
export type CareerRequirementColumn = Career['requirementColumns'][number];
export type CareerRequirementItem = CareerRequirementColumn['items'][number];

/** Paths are unique so that /career/{path} has one answer. */
export const CareersSchema = v.pipe(
  v.array(CareerSchema),
  v.check((careers) => new Set(careers.map((c) => c.path)).size === careers.length, 'career paths must be unique'),
);

/** spec 2: the job is looked up by path case-insensitively; undefined sends the view to /page-not-found. */
export function findCareer(careers: readonly Career[], path: string | null | undefined): Career | undefined {
  if (!path) return undefined;
  const wanted = path.toLowerCase();
  return careers.find((career) => career.path === wanted);
}

/** spec 7: GET the careers data file. Throws ContentError when the file is missing or invalid. */
export function loadCareers(fetchImpl: typeof fetch = fetch): Promise<Career[]> {
  return fetchContent(CAREERS_URL, CareersSchema, fetchImpl);
}

/** spec 2: the e-mail button and 'Apply Now' open a draft to the careers mailbox, subject '{position} Job Inquiry'. */
export function careerMailto(position: string): string {
  return `mailto:${brand.careersEmail}?subject=${encodeURIComponent(`${position} Job Inquiry`)}`;
}
