/**
 * Careers content (spec 2 "Careers page" and "Career detail", spec 3 "Career"): the list behind the
 * 'current opportunities' table and each /career/{path} page, from assets/data/careers.data.json.
 */
import type { CareerSummary } from '../../machines/careers.machine.ts';
import { list, minLength, object, optional, refine, unique, type Check } from '../../shared/shape.ts';
import { brand } from './brand.ts';
import { careersUrl } from './content-urls.ts';
import { AssetPathSchema, KebabNameSchema, TextSchema, fetchContent } from './load-json.ts';

export { careersUrl };

/**
 * A career as the content file gives it and the views show it (spec 3 "Career"): the careers machine's own type
 * (machines/careers.machine.ts, which cannot import from src/), with its parts named for the loader below.
 */
export type Career = CareerSummary;
export type CareerRequirementColumn = Career['requirementColumns'][number];
export type CareerRequirementItem = CareerRequirementColumn['items'][number];
/** One requirement line, with optional sub-points. */
export type CareerRequirementContent = CareerRequirementItem['content'][number];

const RequirementContentSchema = object<CareerRequirementContent>({
  item: TextSchema,
  subItem: optional(list(TextSchema)),
});

const RequirementItemSchema = object<CareerRequirementItem>({
  title: TextSchema,
  subtitle: optional(TextSchema),
  content: refine(list(RequirementContentSchema), minLength(1, 'a requirement needs at least one entry')),
});

const RequirementColumnSchema = object<CareerRequirementColumn>({
  items: refine(list(RequirementItemSchema), minLength(1, 'a column needs at least one item')),
});

export const CareerSchema: Check<Career> = object<Career>({
  path: KebabNameSchema,
  position: TextSchema,
  description: TextSchema,
  descriptionShort: TextSchema,
  requirementsShort: TextSchema,
  banner: optional(AssetPathSchema),
  requirementColumns: refine(list(RequirementColumnSchema), minLength(1, 'a career needs requirements')),
});

/** Paths are unique so that /career/{path} has one answer. */
export const CareersSchema: Check<Career[]> = refine(
  list(CareerSchema),
  unique((career) => career.path, 'career paths must be unique'),
);

/** spec 2: the job is looked up by path case-insensitively; undefined sends the view to /page-not-found. */
export function findCareer(careers: readonly Career[], path: string | null | undefined): Career | undefined {
  if (!path) return undefined;
  const wanted = path.toLowerCase();
  return careers.find((career) => career.path === wanted);
}

/** spec 7: GET the careers data file. Throws ContentError when the file is missing or invalid. */
export function loadCareers(fetchImpl: typeof fetch = fetch): Promise<Career[]> {
  return fetchContent(careersUrl(), CareersSchema, fetchImpl);
}

/** spec 2: the e-mail button and 'Apply Now' open a draft to the careers mailbox, subject '{position} Job Inquiry'. */
export function careerMailto(position: string): string {
  return `mailto:${brand.careersEmail}?subject=${encodeURIComponent(`${position} Job Inquiry`)}`;
}
