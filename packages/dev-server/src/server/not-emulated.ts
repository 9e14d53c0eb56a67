/**
 * The operations of the hosted contract the dev server does not emulate, each with the reason it
 * gives: they answer 501 naming the operation and the reason (never a bare 404), and PARITY.md
 * lists them. Only what has no meaning on one machine belongs here: sign-in against an identity
 * provider, the AI models, foreign databases.
 * @module
 */

/** Why each operation is not emulated, by operationId. */
export const NOT_EMULATED: Readonly<Record<string, string>> = {
  createAccessToken:
    "it exchanges a user's or a client's credentials at the hosted identity provider for a session token; the dev server has no identity provider and authenticates every request with the API key it prints",
  refreshAccessToken:
    'it refreshes a session issued by the hosted identity provider; the dev server issues no sessions (every request carries its API key)',
  exchangeInvitationToken:
    'it trades an emailed invitation token for a login session at the hosted identity provider (SSO); the dev server sends no invitations and has no sign-in',
  getSftpCredentials:
    'it answers credentials for the hosted SFTP drop; the dev server runs no SFTP server',
  listAnalyses: 'analyses are computed by the hosted AI models, which do not run on one machine',
  createAnalysis: 'analyses are computed by the hosted AI models, which do not run on one machine',
  getAnalysis: 'analyses are computed by the hosted AI models, which do not run on one machine',
  deleteAnalysis: 'analyses are computed by the hosted AI models, which do not run on one machine',
  deleteAnalysesOfSheet:
    'analyses are computed by the hosted AI models, which do not run on one machine',
  updateAnalysisSuggestion:
    'analysis suggestions come from the hosted AI models, which do not run on one machine',
  deleteAnalysisSuggestion:
    'analysis suggestions come from the hosted AI models, which do not run on one machine',
  getForeignDatabase:
    'foreign databases are restored into a hosted database server; the dev server runs none',
  restoreForeignDatabase:
    'foreign databases are restored into a hosted database server; the dev server runs none',
  deleteForeignDatabase:
    'foreign databases are restored into a hosted database server; the dev server runs none',
  configureForeignDatabaseWorkbook:
    'foreign databases are restored into a hosted database server; the dev server runs none',
  uploadForeignDatabase:
    'foreign databases are restored into a hosted database server; the dev server runs none',
};

/**
 * Operations of the contract being built (parity work in progress): they answer 501 too, and
 * PARITY.md shows them as such, until their handlers land. This list must end empty.
 */
export const NOT_SERVED_YET: readonly string[] = [];
