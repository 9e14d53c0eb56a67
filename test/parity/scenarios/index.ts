/**
 * Every resource's scenarios, keyed by the client's getter. The type makes a missing resource
 * or method a compile error; the run-time coverage check makes it a test failure too.
 * @module
 */
import type { AllScenarios } from '../src/scenario.ts';
import { accountsScenarios } from './accounts.ts';
import { actionsScenarios } from './actions.ts';
import { agentExportsScenarios } from './agent-exports.ts';
import { agentsScenarios } from './agents.ts';
import { analysisScenarios } from './analysis.ts';
import { appsScenarios } from './apps.ts';
import { assistantScenarios } from './assistant.ts';
import { authScenarios } from './auth.ts';
import { canvasAreasScenarios } from './canvas-areas.ts';
import { cellsScenarios } from './cells.ts';
import { commitsScenarios } from './commits.ts';
import { dataClipsScenarios } from './data-clips.ts';
import { dataRetentionPoliciesScenarios } from './data-retention-policies.ts';
import { documentsScenarios } from './documents.ts';
import { entitlementsScenarios } from './entitlements.ts';
import { environmentsScenarios } from './environments.ts';
import { eventsScenarios } from './events.ts';
import { filesScenarios } from './files.ts';
import { flagsScenarios } from './flags.ts';
import { foreigndbScenarios } from './foreigndb.ts';
import { guestsScenarios } from './guests.ts';
import { jobsScenarios } from './jobs.ts';
import { mappingScenarios } from './mapping.ts';
import { messagesScenarios } from './messages.ts';
import { onboardingDatapointsScenarios } from './onboarding-datapoints.ts';
import { onboardingsScenarios } from './onboardings.ts';
import { recordsScenarios } from './records.ts';
import { rolesScenarios } from './roles.ts';
import { routinesScenarios } from './routines.ts';
import { runbooksScenarios } from './runbooks.ts';
import { secretsScenarios } from './secrets.ts';
import { sheetsScenarios } from './sheets.ts';
import { snapshotsScenarios } from './snapshots.ts';
import { spacesScenarios } from './spaces.ts';
import { threadsScenarios } from './threads.ts';
import { transformationsScenarios } from './transformations.ts';
import { usersScenarios } from './users.ts';
import { versionsScenarios } from './versions.ts';
import { viewsScenarios } from './views.ts';
import { workbooksScenarios } from './workbooks.ts';

export const allScenarios: AllScenarios = {
  accounts: accountsScenarios,
  actions: actionsScenarios,
  agentExports: agentExportsScenarios,
  agents: agentsScenarios,
  analysis: analysisScenarios,
  apps: appsScenarios,
  assistant: assistantScenarios,
  auth: authScenarios,
  canvasAreas: canvasAreasScenarios,
  cells: cellsScenarios,
  commits: commitsScenarios,
  dataClips: dataClipsScenarios,
  dataRetentionPolicies: dataRetentionPoliciesScenarios,
  documents: documentsScenarios,
  entitlements: entitlementsScenarios,
  environments: environmentsScenarios,
  events: eventsScenarios,
  files: filesScenarios,
  flags: flagsScenarios,
  foreigndb: foreigndbScenarios,
  guests: guestsScenarios,
  jobs: jobsScenarios,
  mapping: mappingScenarios,
  messages: messagesScenarios,
  onboardingDatapoints: onboardingDatapointsScenarios,
  onboardings: onboardingsScenarios,
  records: recordsScenarios,
  roles: rolesScenarios,
  routines: routinesScenarios,
  runbooks: runbooksScenarios,
  secrets: secretsScenarios,
  sheets: sheetsScenarios,
  snapshots: snapshotsScenarios,
  spaces: spacesScenarios,
  threads: threadsScenarios,
  transformations: transformationsScenarios,
  users: usersScenarios,
  versions: versionsScenarios,
  views: viewsScenarios,
  workbooks: workbooksScenarios,
};
