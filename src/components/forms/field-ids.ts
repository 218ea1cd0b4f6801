/** DOM ids of a form's parts, unique per page (a page may show two forms). */
const safe = (value: string) => value.replace(/[^A-Za-z0-9_-]/g, '-');

export const fieldId = (formId: string, name: string) => `${safe(formId)}-${safe(name)}`;
export const hintId = (formId: string, name: string) => `${fieldId(formId, name)}-hint`;
export const errorId = (formId: string, name: string) => `${fieldId(formId, name)}-error`;
export const ruleNoteId = (formId: string) => `${safe(formId)}-rule-note`;
export const summaryId = (formId: string) => `${safe(formId)}-error-summary`;
export const captchaId = (formId: string) => `${safe(formId)}-captcha`;
export const formElementId = (id: string) => `${safe(id)}-form`;
