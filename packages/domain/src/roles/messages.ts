/** The spec's texts of the roles area (role dialogs and every "pick a role" field). */
export const ROLE_REQUIRED = 'Please select a role for this user';
export const NEW_ROLE_NAME_REQUIRED = 'New role name is required. Please complete this field';
export const NEW_ROLE_DESCRIPTION_REQUIRED = 'Description of the new role is required. Please complete this field';
export const ROLE_NAME_REQUIRED = 'Role name is required. Please complete this field';
