/**
 * Where the customer's file is going: the CRM's contacts, as a workbook blueprint with a primary
 * Submit action. Its field names are the CRM's, not the file's, so the file needs a mapping.
 */
import type { components } from '@importkit/api';

type CreateWorkbookConfig = components['schemas']['CreateWorkbookConfig'];

/** The job a press of Submit creates. */
export const submitJob = 'workbook:submit';

export function crmBlueprint(spaceId: string): CreateWorkbookConfig {
  return {
    name: 'CRM contacts',
    spaceId,
    sheets: [
      {
        name: 'Contacts',
        slug: 'contacts',
        fields: [
          { key: 'firstName', type: 'string', label: 'First name' },
          { key: 'lastName', type: 'string', label: 'Last name' },
          { key: 'fullName', type: 'string', label: 'Full name' },
          { key: 'email', type: 'string', label: 'E-mail', constraints: [{ type: 'required' }] },
          {
            key: 'plan',
            type: 'enum',
            label: 'Plan',
            config: {
              sortBy: 'label',
              options: [
                { value: 'gold', label: 'Gold' },
                { value: 'silver', label: 'Silver' },
                { value: 'bronze', label: 'Bronze' },
              ],
            },
          },
          { key: 'company', type: 'string', label: 'Company' },
          { key: 'importedFrom', type: 'string', label: 'Imported from' },
        ],
      },
    ],
    actions: [{ operation: 'submit', mode: 'foreground', label: 'Submit', primary: true }],
  };
}
