import type { components } from '@importkit/api';

type CreateWorkbookConfig = components['schemas']['CreateWorkbookConfig'];

/** The job a press of the Submit button creates: `workbook:<operation of the action>`. */
export const submitJob = 'workbook:submit';

/**
 * Two sheets and a primary Submit action, as a customer would configure them. Submit runs in the
 * foreground (the user waits for it), so its job is ready as soon as the button is pressed.
 */
export function contactsWorkbook(spaceId: string): CreateWorkbookConfig {
  return {
    name: 'Customer import',
    spaceId,
    sheets: [
      {
        name: 'Contacts',
        slug: 'contacts',
        fields: [
          { key: 'firstName', type: 'string', label: 'First name' },
          { key: 'lastName', type: 'string', label: 'Last name' },
          { key: 'email', type: 'string', label: 'Email', constraints: [{ type: 'required' }] },
          { key: 'company', type: 'string', label: 'Company' },
        ],
      },
      {
        name: 'Companies',
        slug: 'companies',
        fields: [
          { key: 'name', type: 'string', label: 'Name', constraints: [{ type: 'unique' }] },
          { key: 'domain', type: 'string', label: 'Domain' },
          { key: 'employees', type: 'number', label: 'Employees' },
        ],
      },
    ],
    actions: [
      {
        operation: 'submit',
        mode: 'foreground',
        label: 'Submit',
        primary: true,
        description: 'Send every record to our CRM.',
        guide: { content: 'Sends **all records of all sheets** to the CRM webhook.' },
        guardrail: { content: 'Records the CRM rejects will be marked with its message.' },
        requireAllValid: true,
      },
    ],
  };
}
