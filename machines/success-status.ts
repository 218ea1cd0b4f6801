/**
 * The status a lead service sends the browser back with (spec 4 "Status query parameter"), apart
 * from the status-query-modal chart: a form reads it on every arrival, while the modal's chart and
 * view load only when the address carries this status, so a first visit does not fetch them.
 */

/** The one status value that means "the lead service stored the submission" (spec 4). */
export const SUCCESS_STATUS = '200';

export const isSuccessStatus = (status: string | null | undefined): boolean => status === SUCCESS_STATUS;
