import { TEXTS } from '../common/constants';

/** The contract texts of spec 2, verbatim. */
export const CONTRACT_MESSAGES = {
  missingGrainReceiver: 'Missing grain receiver info',
  selectContractType: 'Please select a contract type',
  selectContractYear: 'Please select a contract year',
  missingGrower: 'Missing grower info',
  missingReseller: 'Missing reseller info',
  selectStorage: 'Please select or add at least one storage location',
  selectField: 'Please select and fill out at least one field',
  fillAcres: 'Please fill out acres field',
  fillAph: 'Please fill out Average yield (APH) field',
  fillPlantingRate: 'Please fill out Plating rate field',
  aphRange: 'APH value must be numeric without decimals between 50 and 300',
  plantingRateAndAph: 'Planting Rate and APH is required',
  genericPlantingRateRange: 'Planting rate value must be numeric without decimals between 100k - 180k',
  remainingBushels: 'Remaining bushels must be 0',
  cattle: 'Please provide a cattle type and count',
  deliveryMonth: 'Please completely fill out at least one month inside the delivery schedule',
  growerNoFields: 'Selected grower does not have any recorded fields',
  missingTemplate: 'Grain receiver is missing a contract template',
  noPlans: 'Grain receiver has no production plans',
  resellerTraining:
    'Unable to Create Contract with selected Reseller, Stewardship Training must be completed for selected Reseller',
  creating: 'Please wait... Generating contract',
  createFailed: 'Whoops! Something is not working quite right. Please contact your admin',
  voidOrSendFailed: TEXTS.somethingWentWrong,
  resendFailed: 'Whoops! Resend Failed.',
  resendSuccess: 'Successfully Resend!',
  signersAdded: 'Signers successfully added!',
  syncFailed: 'Sync Failed',
  storageAdded: 'Storage location added',
  storageFailed: 'Unable to add storage location',
  voidBlocked: 'This contract cannot be voided because it has associated scale tickets',
  voidReason: 'Please enter the reason for voiding this contract',
  noStorage: 'selected grower has no storage',
  pickStorage: 'please select a storage location',
  selectGrowerForStorage: 'select a grower to view and select storage',
  selectTypeAndYear: 'Please select a contract type and year',
  noContracts: 'No contracts.',
  /** A contract search that matched nothing. */
  noContractsMatch: 'No contracts match the search.',
  noFields: 'selected grower has no fields',
  pdfMissing: 'Failed to retrieve the contract PDF',
  noPdfSupport: 'This browser does not support PDFs.',
  notASigner: "Looks like you're not a signer for this contract. Please contact your admin.",
  badFormat: "Looks like this contract isn't formated properly. Please contact your admin.",
  returnWait: 'Please wait..',
  returnFailed: "Something isn't quite right...",
  complete:
    "You're all set! Please look out for an email from your reseller for more details. You can now close this window.",
  resendPhoneUnavailable:
    'The phone number is not available for resend. Please amend or void this contract in order to update the signers.',
  growerPhoneRequired: "Please provide grower's phone number",
  growerPhoneInvalid: 'Please provide a valid phone number ex. 919-999-9999, limited to 10 digits',
  growerEmailRequired: "Please provide grower's email address",
  growerEmailInvalid: 'Please enter a valid email address',
  latitude: 'Please provide a lattitude between -90 and 90',
  longitude: 'Please provide a longitude between -180 and 180',
} as const;

/** "Bushels must be allocated in the following months per the product plan: {months}. Please contact support..." */
export function planMonthsMessage(months: string[]): string {
  return `Bushels must be allocated in the following months per the product plan: ${months.join(', ')}. Please contact support...`;
}

/** Our feedback after a contract action (the spec names none). */
export const CONTRACT_FEEDBACK = {
  voided: (newContractId: string) => `Contract ${newContractId} voided`,
};
