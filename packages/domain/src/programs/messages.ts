/** The spec's texts of the programs area. */
export const PROGRAM_NAME_REQUIRED = 'Please provide program name';
export const PROGRAM_REQUIRED = 'Please select a program';
export const PLAN_YEAR_REQUIRED = 'Please select a production plan year';
export const PROGRAM_LINKED_MESSAGE = "This program is linked with the production plan, so it can't be deleted.";
