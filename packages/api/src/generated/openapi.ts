// Generated from openapi/openapi.yaml by `npm run generate`. Do not edit by hand.
export interface paths {
    "/v1/environments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List environments (the dev server has one default environment) */
        get: operations["listEnvironments"];
        put?: never;
        post: operations["createEnvironment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/environments/{environmentId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                environmentId: components["parameters"]["EnvironmentIdPath"];
            };
            cookie?: never;
        };
        get: operations["getEnvironment"];
        put?: never;
        post?: never;
        /** @description Deletes an environment (`environment:deleted`); the default environment cannot be deleted (409). */
        delete: operations["deleteEnvironment"];
        options?: never;
        head?: never;
        patch: operations["updateEnvironment"];
        trace?: never;
    };
    "/v1/environments/subscription-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a token for the event stream of an environment */
        get: operations["getEnvironmentEventToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/environments/{environmentId}/guides": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                environmentId: components["parameters"]["EnvironmentIdPath"];
            };
            cookie?: never;
        };
        /** List the guides of an environment */
        get: operations["listGuides"];
        put?: never;
        /** Create a guide */
        post: operations["createGuide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/environments/{environmentId}/guides/{guideId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                environmentId: components["parameters"]["EnvironmentIdPath"];
                guideId: string;
            };
            cookie?: never;
        };
        /** Get one guide */
        get: operations["getGuide"];
        put?: never;
        post?: never;
        /** Delete a guide */
        delete: operations["deleteGuide"];
        options?: never;
        head?: never;
        /** Update a guide */
        patch: operations["updateGuide"];
        trace?: never;
    };
    "/v1/environments/{environmentId}/guides/{guideId}/versions/{version}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                environmentId: components["parameters"]["EnvironmentIdPath"];
                guideId: string;
                version: string;
            };
            cookie?: never;
        };
        /** Get one version of a guide */
        get: operations["getGuideVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List spaces */
        get: operations["listSpaces"];
        put?: never;
        post: operations["createSpace"];
        /** Delete several spaces */
        delete: operations["deleteSpaces"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceIdPath"];
            };
            cookie?: never;
        };
        get: operations["getSpace"];
        put?: never;
        post?: never;
        delete: operations["deleteSpace"];
        options?: never;
        head?: never;
        patch: operations["updateSpace"];
        trace?: never;
    };
    "/v1/spaces/{spaceId}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["archiveSpace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/unarchive": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["unarchiveSpace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workbooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listWorkbooks"];
        put?: never;
        post: operations["createWorkbook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workbooks/{workbookId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workbookId: components["parameters"]["WorkbookIdPath"];
            };
            cookie?: never;
        };
        get: operations["getWorkbook"];
        put?: never;
        post?: never;
        delete: operations["deleteWorkbook"];
        options?: never;
        head?: never;
        patch: operations["updateWorkbook"];
        trace?: never;
    };
    "/v1/workbooks/{workbookId}/rebuild": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workbookId: components["parameters"]["WorkbookIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Rebuilds a workbook; emits `workbook:updated`, not `workbook:created`. */
        post: operations["rebuildWorkbook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workbooks/{workbookId}/commits": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workbookId: components["parameters"]["WorkbookIdPath"];
            };
            cookie?: never;
        };
        /** List the commits of a workbook */
        get: operations["getWorkbookCommits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sheets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listSheets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sheets/{sheetId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sheetId: components["parameters"]["SheetIdPath"];
            };
            cookie?: never;
        };
        get: operations["getSheet"];
        put?: never;
        post?: never;
        delete: operations["deleteSheet"];
        options?: never;
        head?: never;
        /** @description Updates name, slug and metadata (`sheet:updated`). */
        patch: operations["updateSheet"];
        trace?: never;
    };
    "/v1/sheets/{sheetId}/counts": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sheetId: components["parameters"]["SheetIdPath"];
            };
            cookie?: never;
        };
        get: operations["getRecordCounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sheets/{sheetId}/fields": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sheetId: components["parameters"]["SheetIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds a field to an existing sheet
         * @description The hosted `addField`. The field is checked as a workbook's fields are (a key another field already has, compared case-insensitively, is a 400 naming `body.key`). Every record of the sheet gets an empty cell (`{ "valid": true }`) for it, and the sheet's built-in rules run on it (a `required` field makes every record without a value invalid). Emits `sheet:updated` with a `field_added` change (`details`: `{ key }`), `sheet:calculation-updated`, and `sheet:counts-updated` when the counts changed.
         */
        post: operations["addField"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sheets/{sheetId}/fields/{fieldKey}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sheetId: components["parameters"]["SheetIdPath"];
                /** @description The field's key (URL-encoded; keys may hold periods and other characters). */
                fieldKey: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Removes one field of a sheet, with its stored values
         * @description The hosted `removeField`. The field's cell is removed from every record: its values and messages are gone for good (the dev server keeps no hidden column to bring them back), and each record's validity is recomputed without it. A sheet with `allowAdditionalFields` loses the cells too. Emits `sheet:updated` with a `field_removed` change (`details`: `{ key }`), `sheet:calculation-updated`, and `sheet:counts-updated` when the counts changed; no `records:updated` (the field no longer exists). The sheet-level constraints (`config.constraints`) lose the key from their `fields` and `requiredFields`; one whose `fields` it leaves empty is removed (a sheet left with none has no `constraints`), and `sheet:updated` then also carries a `config_updated` change (`details`: `{ field: constraints, previousValue, newValue }`). The unique messages follow at once: a combination now over fewer fields may put records in error, and those of a removed constraint are cleared.
         */
        delete: operations["removeField"];
        options?: never;
        head?: never;
        /**
         * Replaces one field of a sheet
         * @description Ours (the hosted client has add and remove only). The body is the whole new field and keeps the key (a different `key` is a 400 naming `body.key`; to rename, add a field and remove the old one). Stored values stay as they are; the sheet's built-in rules run again on every record with the new definition (making a field `required` puts its empty cells in error). Emits `sheet:updated` with a `field_updated` change (`details`: `{ key }`), `sheet:calculation-updated`, and `sheet:counts-updated` when the counts changed. A body equal to the stored field changes nothing and emits nothing.
         */
        patch: operations["updateField"];
        trace?: never;
    };
    "/v1/sheets/{sheetId}/calculations": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sheetId: components["parameters"]["SheetIdPath"];
            };
            cookie?: never;
        };
        /**
         * The sheet's calculations, with their current values
         * @description The hosted `getCalculations`. In importkit a calculation is one of the formulas the service keeps for every field of a sheet: `COUNT_EMPTY`, `COUNT_NON_EMPTY`, `PERCENT_EMPTY` and `PERCENT_NON_EMPTY` of the field's cells over all records (an empty cell has no value, null, "" or []; percentages are 0 on an empty sheet). Their values are computed when asked for. The formulas change when the fields do: adding, updating or removing a field (through the field operations or a workbook update) emits `sheet:calculation-updated` listing every calculation of the sheet as `{ field, formula, updated }`, `formula` written as `COUNT_EMPTY(email)`, `updated` true for the added or changed field's. Record writes change values, not formulas, and emit no `sheet:calculation-updated`. The hosted `COUNT_CHANGED` and `PERCENT_CHANGED` are not kept.
         */
        get: operations["getCalculations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sheets/{sheetId}/clear-column": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sheetId: components["parameters"]["SheetIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Clears every cell of one field
         * @description Ours (the hosted API exposes no clear-column operation). Removes the value and messages of the field's cell in every record, except readonly cells (record `config.readonly` or `config.fields.<key>.readonly`), which are left as they are; emits `records:updated` and `sheet:counts-updated` when a cell changed. A readonly field is a 400 `Column is readonly and cannot be cleared`; any field of a readonly sheet a 400 `Sheet is readonly. Column cannot be cleared`; a field that is not a field of the sheet a 400 saying the clear-column action is not allowed for it. Nothing is written on an error. Before clearing, a snapshot labeled with the column key is taken (`snapshot:created`), so the column can be restored.
         */
        post: operations["clearColumn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sheets/{sheetId}/cells": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sheetId: components["parameters"]["SheetIdPath"];
            };
            cookie?: never;
        };
        /**
         * The values of one field or every field, distinct with counts or cell by cell
         * @description `data` maps `fieldKey` (without it, every field of the sheet, in field order) to its distinct values (an empty cell counts as `null`) with how many records hold each (`count`, ours), most frequent first, then by value text; `distinct=false` lists every cell instead (`value`, `valid`, `messages`). `includeCounts` gives each entry `counts`: the records holding its value, by validity. With `sortField` / `sortDirection` the records are read in that order and values come in the order they first appear. The records are selected by the query as `getRecords` selects them; paging applies to each field's list. With `excludeReadOnly` readonly records and cells are not counted, and a readonly field (or any field of a readonly sheet) has no values.
         */
        get: operations["getCellValues"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sheets/{sheetId}/find-replace": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sheetId: components["parameters"]["SheetIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Replaces one field's matching values in the selected records
         * @description The hosted shape: the records are selected by the query (as `getRecords` selects them), and in each the cell of `fieldKey` whose value equals `find` (exactly; an omitted or null `find` matches empty cells) gets `replace` as its value (omitted or null: empty), keeping its messages. Readonly records and cells are replaced too unless `excludeReadOnly` is true: then they are skipped, every record of a readonly sheet is skipped, and a readonly `fieldKey` is a 400 naming the field. Emits `records:updated` (with `changes`) and `sheet:counts-updated` when a value changed. Answers `recordCount` besides the hosted `versionId` (and `commitId`).
         */
        put: operations["findAndReplace"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sheets/{sheetId}/records/bulk-update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sheetId: components["parameters"]["SheetIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Writes the same cells into every selected record
         * @description The hosted shape: the records are selected by the query (as `getRecords` selects them; no query selects every record), and each gets the cells of `fieldUpdates` merged in as a record update merges them (a given `value` replaces the value; given `messages` replace the cell's messages). Every key must be a field of the sheet (a 400 naming it otherwise). The readonly rules are those of find and replace: readonly records and cells are written too unless `excludeReadOnly` is true; then they are skipped, every record of a readonly sheet is skipped, and a readonly field among the keys is a 400 naming it. Nothing is written on an error. Emits, in one commit, `commit:created`, `layer:created`, `records:updated` (with `changes`) and `sheet:counts-updated` when a record changed (and `commit:updated` / `commit:completed` with the workbook's `trackChanges`). The hosted service answers a `versionId`; importkit answers it with `commitId` and `recordCount`. As hosted, `ids` beside a filter (`filter` valid, error or all, `searchValue` or `q`) are records left out of the update; without one they are the records updated.
         */
        patch: operations["bulkUpdateRecords"];
        trace?: never;
    };
    "/v1/sheets/{sheetId}/records": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sheetId: components["parameters"]["SheetIdPath"];
            };
            cookie?: never;
        };
        /** One page of records, in insertion order */
        get: operations["getRecords"];
        /** @description Merges the given cells (value, messages, valid) and record metadata into the stored records (`records:updated`). A cell given with `messages` replaces that cell's messages. Unknown record ids are a 404 and nothing is written. Answers the `versionId` and `commitId` of the write's commit (see `VersionId`). */
        put: operations["updateRecords"];
        /** @description Inserts records; ids are assigned by the server (`records:created`). */
        post: operations["insertRecords"];
        delete: operations["deleteRecords"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sheets/{sheetId}/records/indices": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sheetId: components["parameters"]["SheetIdPath"];
            };
            cookie?: never;
        };
        /** Find the positions of records in a sorted, filtered view */
        get: operations["getRecordIndices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sheets/{sheetId}/duplicate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sheetId: components["parameters"]["SheetIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Copy a sheet, with or without its records */
        post: operations["duplicateSheet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sheets/{sheetId}/validate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sheetId: components["parameters"]["SheetIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Run the sheet's validation again */
        post: operations["validateSheet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sheets/{sheetId}/download": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sheetId: components["parameters"]["SheetIdPath"];
            };
            cookie?: never;
        };
        /** Download the sheet's records as CSV */
        get: operations["getRecordsAsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sheets/{sheetId}/commits": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sheetId: components["parameters"]["SheetIdPath"];
            };
            cookie?: never;
        };
        /** List the commits of a sheet */
        get: operations["getSheetCommits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sheets/{sheetId}/lock": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sheetId: components["parameters"]["SheetIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lock a sheet against edits */
        post: operations["lockSheet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sheets/{sheetId}/unlock": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sheetId: components["parameters"]["SheetIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unlock a sheet */
        post: operations["unlockSheet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Lists jobs, oldest first unless `sortDirection` is `desc`. `parentId` lists the parts of a multi-part job; `excludeChildJobs` hides every part. */
        get: operations["listJobs"];
        put?: never;
        /** @description Creates a job (`job:created`) and places it in the state table (see `JobStatus`). A job with a future `scheduledAt` is `scheduled` (`job:scheduled`) until that time. Then a job with `predecessorIds` is `waiting` until every predecessor has completed (then `ready`, `job:ready`); a failed, canceled or deleted predecessor fails it (`job:failed`, its outcome names the predecessor). Otherwise, with `immediate: true` or `trigger: immediate` it is `ready` at once (`job:ready`), and without it waits in `created` (or `planning` when created with that status) until executed. Unknown `predecessorIds` are a 400 naming them. Creating a job `workbook:<operation>` whose `source` is a workbook is how an action's button is pressed; a `foreground` action's job is immediate. */
        post: operations["createJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/jobs/{jobId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobId: components["parameters"]["JobIdPath"];
            };
            cookie?: never;
        };
        get: operations["getJob"];
        put?: never;
        post?: never;
        /** @description Deletes a job and its parts (`job:deleted` for each). Jobs waiting on it fail, their outcome naming it. */
        delete: operations["deleteJob"];
        options?: never;
        head?: never;
        /** @description Updates a job's descriptive fields (`job:updated`); a finished job (`complete`, `failed`, `canceled`) cannot be updated: 409 naming its status. A `status` is a move, made as its own operation makes it (same rules, same events): `executing` as ack, `complete` (or `completed`) as complete, `failed` as fail, `canceled` as cancel. `outcomeAcknowledgedAt` acknowledges the outcome at that time, as `POST /v1/jobs/{jobId}/outcome/ack` does. */
        patch: operations["updateJob"];
        trace?: never;
    };
    "/v1/jobs/{jobId}/execute": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobId: components["parameters"]["JobIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Makes a `created` or `planning` job `ready` (`job:ready`). Any other status is a 409 naming it. */
        post: operations["executeJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/jobs/{jobId}/ack": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobId: components["parameters"]["JobIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Acknowledges a job. On a `ready` or `parts-completed` job this is the claim: the job moves to `executing` (`job:updated`), remembers the body's `listenerId` (if any) and gets a lease (`leaseExpiresAt`, now + the server's job lease, 5 minutes by default). On an `executing` job it reports progress and info (`job:updated`) and renews the lease: an ack with the owner's `listenerId` and no other field is the heartbeat. A claim whose lease runs out lapses: the job returns to `ready` (`job:ready`, `listenerId` cleared) and every later report carrying the lapsed `listenerId` (ack, complete, fail, split) is a 409 until the job finishes or is retried, so the old owner cannot claim or finish the run it lost. An ack that carries a `listenerId` on a job claimed by a different listener is a 409, so of two listeners racing for one ready job exactly one wins; an ack without `listenerId` (the hosted service's plain ack) claims or reports without a check. An ack on a job in any other status is a 409 naming the status. */
        post: operations["ackJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/jobs/{jobId}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobId: components["parameters"]["JobIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Completes an `executing` job (or a `parts-completed` one, the consolidation step) with its outcome (`job:completed`); the outcome is validated (a malformed one is a 400 naming its path). Dependent jobs whose predecessors have now all completed become `ready`. With a `listenerId` that is not the owner's, or whose claim lapsed, 409. Any other status is a 409 naming it. */
        post: operations["completeJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/jobs/{jobId}/fail": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobId: components["parameters"]["JobIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Fails a `ready`, `executing` or `parts-completed` job with its outcome (`job:failed`). Jobs waiting on it fail too, their outcome naming it. With a `listenerId` that is not the owner's, or whose claim lapsed, 409. Any other status is a 409 naming it. */
        post: operations["failJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/jobs/{jobId}/outcome/ack": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobId: components["parameters"]["JobIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description The user acknowledges the outcome of a completed or failed foreground job (`job:outcome-acknowledged`, context CJW); a foreground job completed with `outcome.acknowledge: true` waits for this step (`outcomeAcknowledgedAt` stays unset until then). Background jobs (and parts) skip this step: acknowledging one is a 409, as is a second acknowledgement. */
        post: operations["ackJobOutcome"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/jobs/{jobId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobId: components["parameters"]["JobIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Cancels an unfinished job (`created`, `planning`, `scheduled`, `waiting`, `ready`, `executing`, `parts-completed`) → `canceled`. The event catalog has no `job:canceled` topic: the move emits `job:updated` with status `canceled`, which a running handler watches to stop its work. Canceling a job cancels its unfinished parts; jobs waiting on it fail, their outcome naming it. A finished job is a 409 naming its status. */
        post: operations["cancelJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/jobs/{jobId}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobId: components["parameters"]["JobIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Runs a `failed` or `canceled` job again: its progress, outcome, owner and times are cleared, parts of the earlier run are deleted (`job:deleted`), and it is placed again as at creation: `scheduled` (`job:scheduled`) if `scheduledAt` is still ahead, `waiting` (`job:updated`) if a predecessor has not completed yet, otherwise `ready` (`job:ready`). A predecessor that failed or was canceled is a 409 naming it (retry it first); any other status is a 409 naming it. */
        post: operations["retryJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/jobs/{jobId}/split": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobId: components["parameters"]["JobIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Splits an `executing` job into parts: child jobs with the parent's type, operation, source and input, `parentId`, `part` (1-based), `partData` and `isPart: true`, in background mode. `parts` is a count or a list of `partData`. With `runInParallel` (the default) every part is `ready` at once (`job:created`, `job:ready`); otherwise each part has the previous one as its predecessor, so they run one after another. The parent becomes `waiting` (`job:updated`) and holds no lease while its parts run; when every part has finished (completed, failed or canceled) it becomes `parts-completed` (`job:parts-completed` with `parts[]`), and its handler claims it (ack) and completes or fails it. A part cannot be split; a second split is a 409. */
        post: operations["splitJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/jobs/{jobId}/plan": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobId: components["parameters"]["JobIdPath"];
            };
            cookie?: never;
        };
        /** @description The field mapping of a mapping job: a `workbook` job naming its destination sheet (`config.destinationSheetId`, or the only sheet of `destination`) and its source sheet (`config.sourceSheetId`, or the only sheet of `source`), such as a file's `workbook:map` job or a `workbook:transform` job. Until a plan is written, it is made from the job's program (`input.programId`: its `assign` rules) or, without one, by matching field keys and labels as `POST /v1/mapping` does. Any other job is a 409 naming what it lacks. */
        get: operations["getExecutionPlan"];
        /** @description Replaces the plan. Every field it names must be a field of its side (source or destination), each at most once; a field it does not name is added to its side's unmapped list. The edges are saved as the `assign` rules of the plan's program (`programId`, or the one the plan already has; its other rules are kept; `program:updated`) or, without one, of a new saved program on the job's two sheets (`program:created`) whose id the plan then carries: transform with that `programId`. `jobId` and `fileId`, when given, must be the job's. */
        put: operations["updateExecutionPlan"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** @description Replaces the parts of the plan given, then as `PUT`. */
        patch: operations["updateExecutionPlanFields"];
        trace?: never;
    };
    "/v1/jobs/preview-mutation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Show what a mutation would do to records, without writing */
        post: operations["previewMutation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/actions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listActions"];
        put?: never;
        post: operations["createAction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/actions/{actionId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                actionId: string;
            };
            cookie?: never;
        };
        get: operations["getAction"];
        put?: never;
        post?: never;
        delete: operations["deleteAction"];
        options?: never;
        head?: never;
        patch: operations["updateAction"];
        trace?: never;
    };
    "/v1/actions/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create several actions of a space at once */
        post: operations["createActions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Events in emission order; a long poll when `wait` is given
         * @description Answers at once when events newer than `after` exist; otherwise, with `wait`, holds the request until one arrives or `wait` seconds pass, then answers with what it has (possibly nothing). Without `after` (or `since`), it starts at the oldest event the server still holds. Events come in the order they were emitted.
         */
        get: operations["listEvents"];
        put?: never;
        /** Publish an event */
        post: operations["createEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Server-sent events
         * @description A `text/event-stream`. Each frame has `id:` (the event id) and `data:` (the whole event envelope as JSON), no `event:` field; a comment line is sent as heartbeat every 15 seconds. `Last-Event-ID` (header, or the `lastEventId` query parameter) replays every event after that one before live events follow; without either, the stream is live only.
         */
        get: operations["streamEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/{eventId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                eventId: string;
            };
            cookie?: never;
        };
        get: operations["getEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/{eventId}/ack": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                eventId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark an event acknowledged */
        post: operations["ackEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/secrets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The secrets of an environment (the default one when omitted), optionally of one space or actor */
        get: operations["listSecrets"];
        put?: never;
        /** Inserts or updates a secret by name within its environment, space and actor */
        post: operations["writeSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/secrets/{secretId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                secretId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["deleteSecret"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: string;
            };
            cookie?: never;
        };
        get: operations["listDocuments"];
        put?: never;
        post: operations["createDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/documents/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: string;
                documentId: string;
            };
            cookie?: never;
        };
        get: operations["getDocument"];
        put?: never;
        post?: never;
        delete: operations["deleteDocument"];
        options?: never;
        head?: never;
        patch: operations["updateDocument"];
        trace?: never;
    };
    "/v1/spaces/{spaceId}/upgrade": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upgrade a space to a newer app configuration */
        post: operations["upgradeSpace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/guidance": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceIdPath"];
            };
            cookie?: never;
        };
        /** List the guidance of a space */
        get: operations["listGuidance"];
        put?: never;
        /** Add guidance to a space */
        post: operations["createGuidance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/guidance/{guidanceId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceIdPath"];
                guidanceId: string;
            };
            cookie?: never;
        };
        /** Get one guidance of a space */
        get: operations["getGuidance"];
        put?: never;
        post?: never;
        /** Delete guidance of a space */
        delete: operations["deleteGuidance"];
        options?: never;
        head?: never;
        /** Update guidance of a space */
        patch: operations["updateGuidance"];
        trace?: never;
    };
    "/v1/spaces/{spaceId}/drafts": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceIdPath"];
            };
            cookie?: never;
        };
        /** List the drafts of a space */
        get: operations["listSpaceDrafts"];
        put?: never;
        /** Make a draft copy of a space */
        post: operations["createSpaceDraft"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/drafts/{draftSpaceId}/merge": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceIdPath"];
                draftSpaceId: string;
            };
            cookie?: never;
        };
        /** Show what merging a draft would change */
        get: operations["getSpaceDraftMerge"];
        put?: never;
        /** Merge a draft back into its space */
        post: operations["mergeSpaceDraft"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/views": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listViews"];
        put?: never;
        post: operations["createView"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/views/{viewId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                viewId: string;
            };
            cookie?: never;
        };
        get: operations["getView"];
        put?: never;
        post?: never;
        delete: operations["deleteView"];
        options?: never;
        head?: never;
        patch: operations["updateView"];
        trace?: never;
    };
    "/v1/instructions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stores mapping instructions for the mapping family of `fieldKeys` (the set of field keys, compared lower-cased) */
        post: operations["createInstruction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/instructions/sheet/{sheetId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sheetId: string;
            };
            cookie?: never;
        };
        /**
         * The instructions whose mapping family resembles the sheet's fields
         * @description Similarity is the Jaccard index of the two sets of lower-cased field keys: the keys both have, divided by the keys either has (1 = the same keys, 0 = none in common). An instruction matches when its confidence is at least 0.5 (for example 2 of 3 keys shared with nothing extra, or 3 shared out of 6 distinct). Only the instructions of the query's environment, scope and namespace (none when omitted) are considered. Matches come with their `confidence`, highest first; ties in creation order.
         */
        get: operations["getInstructionsForSheet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/instructions/{instructionId}": {
        parameters: {
            query: {
                environmentId: components["parameters"]["InstructionEnvironmentId"];
                /** @description Whose instructions these are (the hosted guide uses the account id); instructions of another scope are never read or changed. */
                scope: components["parameters"]["InstructionScope"];
                /** @description An optional partition within the scope; omitted, only instructions stored without one. */
                namespace?: components["parameters"]["InstructionNamespace"];
            };
            header?: never;
            path: {
                instructionId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes an instruction of the caller's environment and scope */
        delete: operations["deleteInstruction"];
        options?: never;
        head?: never;
        /** Changes the text, metadata or field keys (new keys move it to that mapping family) */
        patch: operations["updateInstruction"];
        trace?: never;
    };
    "/v1/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The uploaded files, optionally of one space, of one mode (default `import`), one page */
        get: operations["listFiles"];
        put?: never;
        /**
         * Uploads a file (multipart/form-data), streamed to storage
         * @description Form fields: `spaceId` and `environmentId` (required, before the file part), `mode` (`import` or `export`, default `import`), one `file` part, `actions` repeated, each the JSON text of an Action (before or after the file; the hosted client sends them after it), `origin` (before or after the file), and `headerDetection` (the JSON text of HeaderDetectionOptions, before the file part) for the extraction of an import. `file:created` is emitted when the file part begins (status `partial`) and `file:updated` (status `complete`) when it has arrived; the answer is the `complete` file, and an import's extraction runs after it as a job of its own. A file larger than the server's `maxUploadBytes` is a 413 and nothing of it is kept (a `file:deleted` follows its `file:created`). The body is declared optional only because its one media type is not JSON: a request without a multipart body is refused.
         */
        post: operations["uploadFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/files/detect-header": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Which of a table's first rows is its header, by one of the header detection algorithms
         * @description The same detection the extraction job applies to each table of a file (its options are the upload's `headerDetection` field). Rows are numbered from 0; the data starts at the row after `headerRow`. `default`: of the first `rowsToSearch` rows (default 10), the first with at least the usual number of non-empty cells (the count most of those rows have, on a tie the larger: a title line has fewer, a data row with an extra cell does not win). `explicitHeaders`: the header is `headers` and the first `skip` rows are dropped (`headerRow` is `skip` - 1). `specificRows`: the header is made of the rows `rowNumbers`, their cells joined by a space column by column; `skip` more rows after the last of them are dropped. `dataRowAndSubHeaderDetection`: the first of the first `rowsToSearch` rows with a number or a boolean in a cell is the first data row and the header is the fullest row above it (`headerRow` is the row before the data, rows in between are sub-headers); without such a row it is `default`. `aiDetection` needs the hosted service: 400. A header cell is trimmed, trailing empty cells dropped. Nothing is stored and no event is emitted.
         */
        post: operations["detectHeader"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/files/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                fileId: string;
            };
            cookie?: never;
        };
        get: operations["getFile"];
        put?: never;
        post?: never;
        delete: operations["deleteFile"];
        options?: never;
        head?: never;
        patch: operations["updateFile"];
        trace?: never;
    };
    "/v1/files/{fileId}/download": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                fileId: string;
            };
            cookie?: never;
        };
        get: operations["downloadFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/files/{fileId}/clone": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                fileId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Copy a file
         * @description A copy of the file's bytes, made as an upload of them would be: `file:created` (status `partial`), `file:updated` (status `complete`), then the extraction of an import. Named `prefix` followed by the file's name (`prefix` defaults to `Copy of `); it keeps the file's space, mode, media type, actions, origin, description and treatments, not its workbook.
         */
        post: operations["cloneFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/mapping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The saved programs, by the hosted filters, one page (no pagination object, as hosted) */
        get: operations["listMappingPrograms"];
        put?: never;
        /**
         * Creates a mapping program from a source and a destination sheet config and its rules
         * @description Each side is a sheet config (`fields`) or, an importkit addition, `sheetId` naming an existing sheet (its fields are used when `fields` is omitted). Without `rules`, the program is given `assign` rules for the source fields whose key or label equals a destination field's key or label (compared lower-cased, ignoring spaces, `_` and `-`), each with `confidence: 1`. Every rule is checked: an unknown `type`, a config that does not fit its type, or a field the side does not have is a 400 naming it. With `save: true` the program is stored (`id`, rule ids, `program:created`), whether or not a side names a sheet: as the hosted client sends them, both sides may be sheet configs only (see `ContextProgram` for the events' context). With `save` false (the default) it is only computed and returned.
         */
        post: operations["createMappingProgram"];
        /**
         * Deletes every saved mapping program of the caller, in one environment or in all
         * @description The hosted `deleteAllHistoryForUser`: the caller's mapping history is the programs it saved (`createdBy` the caller; the dev server has one caller, its API key's actor, so these are every saved program but those another actor made). With `environmentId` only that environment's programs are deleted (an unknown environment is a 404 naming it); without it, those of every environment. Their rules go with them. As for `deleteMappingProgram`, no event is emitted (the hosted topics have no `program:deleted`). Jobs and plans that name a deleted program keep its id (a transform naming it then fails, saying so).
         */
        delete: operations["deleteAllHistoryForUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/mapping/{programId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                programId: components["parameters"]["ProgramIdPath"];
            };
            cookie?: never;
        };
        get: operations["getMappingProgram"];
        put?: never;
        post?: never;
        delete: operations["deleteMappingProgram"];
        options?: never;
        head?: never;
        /** @description Replaces the parts given (`source`, `destination`, `rules`, `namespace`, `familyId`); rules are checked against the program's (new) sides as on create, and rules that no longer fit the sides are a 400 naming them. `program:updated` (context CS). */
        patch: operations["updateMappingProgram"];
        trace?: never;
    };
    "/v1/mapping/{programId}/rules": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                programId: components["parameters"]["ProgramIdPath"];
            };
            cookie?: never;
        };
        get: operations["listRules"];
        put?: never;
        /** Adds rules to a program (checked whole; one bad rule and none is added) */
        post: operations["createRules"];
        /** Deletes rules of a program by id (an unknown id is a 404 naming it, and none is deleted) */
        delete: operations["deleteMultipleRules"];
        options?: never;
        head?: never;
        /** Replaces rules by id (checked whole) */
        patch: operations["updateRules"];
        trace?: never;
    };
    "/v1/mapping/{programId}/rules/{mappingId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                programId: components["parameters"]["ProgramIdPath"];
                mappingId: string;
            };
            cookie?: never;
        };
        get: operations["getRule"];
        put?: never;
        post?: never;
        delete: operations["deleteRule"];
        options?: never;
        head?: never;
        patch: operations["updateRule"];
        trace?: never;
    };
    "/v1/agents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** getAgents: paginated, searchable by slug or id */
        get: operations["listAgents"];
        put?: never;
        /** Deploys an agent */
        post: operations["createAgent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agents/{agentId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agentId: string;
            };
            cookie?: never;
        };
        get: operations["getAgent"];
        put?: never;
        post?: never;
        delete: operations["deleteAgent"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agents/{agentId}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agentId: string;
            };
            cookie?: never;
        };
        get: operations["listAgentVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agents/{agentId}/versions/{agentVersionId}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agentId: string;
                agentVersionId: string;
            };
            cookie?: never;
        };
        get: operations["revertAgent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agents/{agentId}/roles": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agentId: string;
            };
            cookie?: never;
        };
        /** List the roles given to an agent */
        get: operations["listAgentRoles"];
        put?: never;
        /** Give an agent a role on a resource */
        post: operations["assignAgentRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agents/{agentId}/roles/{actorRoleId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agentId: string;
                actorRoleId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Take a role away from an agent */
        delete: operations["deleteAgentRole"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agents/{agentId}/logs": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agentId: string;
            };
            cookie?: never;
        };
        /** List the run logs of one agent */
        get: operations["getAgentLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agents/log/{eventId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                eventId: string;
            };
            cookie?: never;
        };
        /** Get the run log of one event */
        get: operations["getAgentLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agents/logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the run logs of every agent of an environment */
        get: operations["getEnvironmentAgentLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agents/executions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List agent executions of an environment */
        get: operations["getEnvironmentAgentExecutions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/apps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listApps"];
        put?: never;
        post: operations["createApp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/apps/{appId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                appId: string;
            };
            cookie?: never;
        };
        get: operations["getApp"];
        put?: never;
        post?: never;
        delete: operations["deleteApp"];
        options?: never;
        head?: never;
        patch: operations["updateApp"];
        trace?: never;
    };
    "/v1/apps/{appId}/constraints": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                appId: string;
            };
            cookie?: never;
        };
        get: operations["getConstraints"];
        put?: never;
        post: operations["createConstraint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/apps/{appId}/constraints/{constraintId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                appId: string;
                constraintId: string;
            };
            cookie?: never;
        };
        get: operations["getConstraintById"];
        put?: never;
        post?: never;
        delete: operations["deleteConstraint"];
        options?: never;
        head?: never;
        patch: operations["updateConstraint"];
        trace?: never;
    };
    "/v1/apps/{appId}/constraints/{constraintId}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                appId: string;
                constraintId: string;
            };
            cookie?: never;
        };
        get: operations["getConstraintVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/apps/{appId}/constraints/{constraintId}/versions/{version}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                appId: string;
                constraintId: string;
                version: number;
            };
            cookie?: never;
        };
        get: operations["getConstraintVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["inviteUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        get: operations["getUser"];
        put?: never;
        post?: never;
        /** Delete a user */
        delete: operations["deleteUser"];
        options?: never;
        head?: never;
        /** Update a user */
        patch: operations["updateUser"];
        trace?: never;
    };
    "/v1/users/{userId}/resend-invite": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["resendUserInvite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/{userId}/roles": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        /** List the roles given to a user */
        get: operations["listUserRoles"];
        put?: never;
        /** Give a user a role on a resource */
        post: operations["assignUserRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/{userId}/roles/{actorRoleId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
                actorRoleId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Take a role away from a user */
        delete: operations["deleteUserRole"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/{userId}/api-token": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        /** List a user's API tokens */
        get: operations["listUserApiTokens"];
        put?: never;
        /** Create an API token for a user */
        post: operations["createUserApiToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/guests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listGuests"];
        put?: never;
        post: operations["createGuests"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/guests/{guestId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                guestId: string;
            };
            cookie?: never;
        };
        get: operations["getGuest"];
        put?: never;
        post?: never;
        delete: operations["deleteGuest"];
        options?: never;
        head?: never;
        patch: operations["updateGuest"];
        trace?: never;
    };
    "/v1/guests/{guestId}/token": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                guestId: string;
            };
            cookie?: never;
        };
        get: operations["getGuestToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/guests/{guestId}/roles": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                guestId: string;
            };
            cookie?: never;
        };
        /** List the roles given to a guest */
        get: operations["listGuestRoles"];
        put?: never;
        /** Give a guest a role on a resource */
        post: operations["assignGuestRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/guests/{guestId}/roles/{actorRoleId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                guestId: string;
                actorRoleId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Take a role away from a guest */
        delete: operations["deleteGuestRole"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/canvases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listCanvases"];
        put?: never;
        post: operations["createCanvas"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/canvases/{canvasId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                canvasId: string;
            };
            cookie?: never;
        };
        get: operations["getCanvas"];
        put?: never;
        post?: never;
        delete: operations["deleteCanvas"];
        options?: never;
        head?: never;
        patch: operations["updateCanvas"];
        trace?: never;
    };
    "/v1/canvas-areas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listCanvasAreas"];
        put?: never;
        post: operations["createCanvasArea"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/canvas-areas/{canvasAreaId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                canvasAreaId: string;
            };
            cookie?: never;
        };
        get: operations["getCanvasArea"];
        put?: never;
        post?: never;
        delete: operations["deleteCanvasArea"];
        options?: never;
        head?: never;
        patch: operations["updateCanvasArea"];
        trace?: never;
    };
    "/v1/threads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listThreads"];
        put?: never;
        post: operations["createThread"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/threads/{threadId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                threadId: string;
            };
            cookie?: never;
        };
        get: operations["getThread"];
        /** Update a thread */
        put: operations["updateThread"];
        post?: never;
        delete: operations["deleteThread"];
        options?: never;
        head?: never;
        /** @description The same update as `PUT` (which the hosted client sends); kept for callers of earlier importkit releases. */
        patch: operations["patchThread"];
        trace?: never;
    };
    "/v1/threads/{threadId}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                threadId: string;
            };
            cookie?: never;
        };
        /** List the messages of a thread */
        get: operations["listMessages"];
        put?: never;
        /** Add a message to a thread */
        post: operations["createMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/threads/{threadId}/messages/{messageId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                threadId: string;
                messageId: string;
            };
            cookie?: never;
        };
        /** Get one message of a thread */
        get: operations["getMessage"];
        /** Replace a message of a thread */
        put: operations["updateMessage"];
        post?: never;
        /** Delete a message of a thread */
        delete: operations["deleteMessage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/data-clips": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["listDataClips"];
        put?: never;
        post: operations["createDataClip"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/data-clips/{dataClipId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                dataClipId: string;
            };
            cookie?: never;
        };
        get: operations["getDataClip"];
        put?: never;
        post?: never;
        delete: operations["deleteDataClip"];
        options?: never;
        head?: never;
        patch: operations["updateDataClip"];
        trace?: never;
    };
    "/v1/data-clips/{dataClipId}/resolutions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                dataClipId: string;
            };
            cookie?: never;
        };
        get: operations["getDataClipResolutions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: operations["updateDataClipResolutions"];
        trace?: never;
    };
    "/v1/data-clips/{dataClipId}/refresh-resolutions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                dataClipId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: operations["refreshDataClipResolutions"];
        trace?: never;
    };
    "/v1/data-clips/{dataClipId}/add-records": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                dataClipId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Copy records into a data clip */
        post: operations["addRecordsToDataClip"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/data-clips/{dataClipId}/resolutions/index": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                dataClipId: string;
            };
            cookie?: never;
        };
        /** Find where a record sits among a clip's resolutions */
        get: operations["getDataClipResolutionIndex"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/snapshots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The snapshots of a sheet, oldest first
         * @description The hosted `listSnapshots` (no pagination; no `summary`, which only the single get gives). An unknown `sheetId` is a 404. A sheet keeps its 10 newest snapshots (ours: each may hold on to as much record text as the sheet had when it was taken, so their number is bounded); taking an eleventh drops the oldest. A deleted sheet's snapshots go with it.
         */
        get: operations["listSnapshots"];
        put?: never;
        /**
         * Takes a snapshot of a sheet's records
         * @description The hosted `createSnapshot`: freezes the sheet's records as they are now and emits `snapshot:created` (`snapshotId`, `sheetId`, `workbookId`, `spaceId`). The dev server shares the records' stored text with the sheet instead of copying it, so a snapshot costs about 21 bytes per record while the sheet is unchanged. The service also takes one by itself before a clear column (labeled with the column key) and before a transformation run.
         */
        post: operations["createSnapshot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/snapshots/{snapshotId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                snapshotId: components["parameters"]["SnapshotIdPath"];
            };
            cookie?: never;
        };
        /** One snapshot, optionally with what changed since */
        get: operations["getSnapshot"];
        put?: never;
        post?: never;
        delete: operations["deleteSnapshot"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/snapshots/{snapshotId}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                snapshotId: components["parameters"]["SnapshotIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Puts a snapshot's records back into its sheet
         * @description The hosted `restoreSnapshot`. Without a body everything is put back: records created since the snapshot are deleted, those updated since get the snapshot's version, those deleted since come back with their ids, in their place. A body chooses (all three flags required): a flag set to false leaves those records as they are now. The restore is one commit: it emits `commit:created` (and `layer:created` when records are put back), `records:deleted`, `records:created` and `records:updated` (with `changes`, capped as for every write) for the records each concerns, and `sheet:counts-updated`; nothing when nothing differs. The answer is the snapshot with the `versionId` and `commitId` of the restore. The sheet's fields are left as they are (the summary's `schemaDiff` shows how they differ).
         */
        post: operations["restoreSnapshot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/snapshots/{snapshotId}/records": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                snapshotId: components["parameters"]["SnapshotIdPath"];
            };
            cookie?: never;
        };
        /**
         * The records changed since a snapshot
         * @description The hosted `getSnapshotRecords`: the records created, updated or deleted since the snapshot, in insertion order. A created or updated record is shown as it is now, a deleted one as the snapshot has it; the cells of updated and deleted records carry `snapshotValue` (the snapshot's value, null when it had none), and each record its `changeType` (ours). Without `changeType`, every changed record.
         */
        get: operations["getSnapshotRecords"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounts/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the account the key belongs to */
        get: operations["getCurrentAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update the account the key belongs to */
        patch: operations["updateCurrentAccount"];
        trace?: never;
    };
    "/v1/agent-exports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List exports of agent code */
        get: operations["listAgentExports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agent-exports/{agentExportId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agentExportId: string;
            };
            cookie?: never;
        };
        /** Get one export of agent code */
        get: operations["getAgentExport"];
        put?: never;
        post?: never;
        /** Delete an agent export */
        delete: operations["deleteAgentExport"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agent-exports/{agentExportId}/download": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agentExportId: string;
            };
            cookie?: never;
        };
        /** Download the bytes of an agent export */
        get: operations["downloadAgentExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/analysis": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the analyses of a sheet */
        get: operations["listAnalyses"];
        put?: never;
        /** Start an analysis of a sheet */
        post: operations["createAnalysis"];
        /** Delete every analysis of a sheet */
        delete: operations["deleteAnalysesOfSheet"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/analysis/{analysisId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                analysisId: string;
            };
            cookie?: never;
        };
        /** Get one analysis */
        get: operations["getAnalysis"];
        put?: never;
        post?: never;
        /** Delete one analysis */
        delete: operations["deleteAnalysis"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/analysis/{analysisId}/suggestions/{suggestionId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                analysisId: string;
                suggestionId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept or change a suggestion of an analysis */
        post: operations["updateAnalysisSuggestion"];
        /** Dismiss a suggestion of an analysis */
        delete: operations["deleteAnalysisSuggestion"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/prompts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List saved assistant prompts */
        get: operations["listPrompts"];
        put?: never;
        /** Save a prompt */
        post: operations["createPrompt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/prompts/{promptId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                promptId: string;
            };
            cookie?: never;
        };
        /** Get one saved prompt */
        get: operations["getPrompt"];
        put?: never;
        post?: never;
        /** Delete a saved prompt */
        delete: operations["deletePrompt"];
        options?: never;
        head?: never;
        /** Update a saved prompt */
        patch: operations["updatePrompt"];
        trace?: never;
    };
    "/v1/auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exchange credentials for an access token */
        post: operations["createAccessToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the API keys of an environment */
        get: operations["getApiKeys"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/publishable-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the publishable key of an environment */
        get: operations["getPublishableKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/api-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a new API key of an environment */
        post: operations["createApiKey"];
        /** Delete an API key */
        delete: operations["deleteApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/refresh-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exchange a refresh token for a new access token */
        post: operations["refreshAccessToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/sftp-credentials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get SFTP credentials for a space */
        get: operations["getSftpCredentials"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/personal-access-tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the caller's personal access tokens */
        get: operations["listPersonalAccessTokens"];
        put?: never;
        /** Create a personal access token */
        post: operations["createPersonalAccessToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/personal-access-tokens/{accessTokenId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accessTokenId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a personal access token */
        delete: operations["deletePersonalAccessToken"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/commits/{commitId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                commitId: string;
            };
            cookie?: never;
        };
        /** Get one commit */
        get: operations["getCommit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/commits/{commitId}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                commitId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark a commit complete */
        post: operations["completeCommit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/commits/{commitId}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                commitId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Emit a commit's events again */
        post: operations["replayCommit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/data-retention-policies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List data retention policies */
        get: operations["listDataRetentionPolicies"];
        put?: never;
        /** Create a data retention policy */
        post: operations["createDataRetentionPolicy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/data-retention-policies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** Get one data retention policy */
        get: operations["getDataRetentionPolicy"];
        put?: never;
        post?: never;
        /** Delete a data retention policy */
        delete: operations["deleteDataRetentionPolicy"];
        options?: never;
        head?: never;
        /** Update a data retention policy */
        patch: operations["updateDataRetentionPolicy"];
        trace?: never;
    };
    "/v1/entitlements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the entitlements of a resource */
        get: operations["listEntitlements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a token for the event stream of a space or environment */
        get: operations["getEventToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/v1/workbooks/{workbookId}/flags": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workbookId: components["parameters"]["WorkbookIdPath"];
            };
            cookie?: never;
        };
        /**
         * List the flags of a workbook
         * @description The path is `/v1` twice: the published client joins `/v1/workbooks/…` to its `/v1` base URL, so this is where its flag calls arrive.
         */
        get: operations["listFlags"];
        put?: never;
        /**
         * Create a flag on a workbook
         * @description The path is `/v1` twice: the published client joins `/v1/workbooks/…` to its `/v1` base URL, so this is where its flag calls arrive.
         */
        post: operations["createFlag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/v1/workbooks/{workbookId}/flags/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workbookId: components["parameters"]["WorkbookIdPath"];
                slug: string;
            };
            cookie?: never;
        };
        /**
         * Get one flag of a workbook
         * @description The path is `/v1` twice: the published client joins `/v1/workbooks/…` to its `/v1` base URL, so this is where its flag calls arrive.
         */
        get: operations["getFlag"];
        put?: never;
        post?: never;
        /**
         * Delete a flag of a workbook
         * @description The path is `/v1` twice: the published client joins `/v1/workbooks/…` to its `/v1` base URL, so this is where its flag calls arrive.
         */
        delete: operations["deleteFlag"];
        options?: never;
        head?: never;
        /**
         * Update a flag of a workbook
         * @description The path is `/v1` twice: the published client joins `/v1/workbooks/…` to its `/v1` base URL, so this is where its flag calls arrive.
         */
        patch: operations["updateFlag"];
        trace?: never;
    };
    "/v1/v1/workbooks/{workbookId}/flags/bulk-mutate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workbookId: components["parameters"]["WorkbookIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set or clear flags on many records
         * @description The path is `/v1` twice: the published client joins `/v1/workbooks/…` to its `/v1` base URL, so this is where its flag calls arrive.
         */
        post: operations["bulkMutateFlags"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/foreigndb/{workbookId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workbookId: components["parameters"]["WorkbookIdPath"];
            };
            cookie?: never;
        };
        /** Get the state of a workbook's foreign database */
        get: operations["getForeignDatabase"];
        put?: never;
        /** Restore a foreign database into a workbook */
        post: operations["restoreForeignDatabase"];
        /** Delete a workbook's foreign database */
        delete: operations["deleteForeignDatabase"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/foreigndb/{workbookId}/configure": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workbookId: components["parameters"]["WorkbookIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Build a workbook from a restored foreign database */
        post: operations["configureForeignDatabaseWorkbook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/foreigndb/{workbookId}/storage": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workbookId: components["parameters"]["WorkbookIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Copy a database file to object storage */
        post: operations["uploadForeignDatabase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send guests an invitation to a space */
        post: operations["inviteGuests"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/invitations/exchange": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exchange an invitation token for a session */
        post: operations["exchangeInvitationToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/onboardings/{onboardingId}/datapoints": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                onboardingId: string;
            };
            cookie?: never;
        };
        /** List the datapoints of an onboarding */
        get: operations["listOnboardingDatapoints"];
        put?: never;
        /** Record a datapoint of an onboarding */
        post: operations["createOnboardingDatapoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/onboardings/{onboardingId}/datapoints/{datapointId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                onboardingId: string;
                datapointId: string;
            };
            cookie?: never;
        };
        /** Get one datapoint of an onboarding */
        get: operations["getOnboardingDatapoint"];
        put?: never;
        post?: never;
        /** Delete a datapoint of an onboarding */
        delete: operations["deleteOnboardingDatapoint"];
        options?: never;
        head?: never;
        /** Update a datapoint of an onboarding */
        patch: operations["updateOnboardingDatapoint"];
        trace?: never;
    };
    "/v1/onboardings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List onboardings */
        get: operations["listOnboardings"];
        put?: never;
        /** Start an onboarding */
        post: operations["createOnboarding"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/onboardings/{onboardingId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                onboardingId: string;
            };
            cookie?: never;
        };
        /** Get one onboarding */
        get: operations["getOnboarding"];
        put?: never;
        post?: never;
        /** Delete an onboarding */
        delete: operations["deleteOnboarding"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/onboardings/{onboardingId}/progress": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                onboardingId: string;
            };
            cookie?: never;
        };
        get?: never;
        /** Record the progress of an onboarding */
        put: operations["updateOnboardingProgress"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/onboardings/{onboardingId}/status": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                onboardingId: string;
            };
            cookie?: never;
        };
        /** Get the status of an onboarding */
        get: operations["getOnboardingStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the roles of the account */
        get: operations["listRoles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/routines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the routines of a runbook */
        get: operations["listRoutines"];
        put?: never;
        /** Create a routine */
        post: operations["createRoutine"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/routines/{routineId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                routineId: string;
            };
            cookie?: never;
        };
        /** Get one routine */
        get: operations["getRoutine"];
        put?: never;
        post?: never;
        /** Delete a routine */
        delete: operations["deleteRoutine"];
        options?: never;
        head?: never;
        /** Update a routine */
        patch: operations["updateRoutine"];
        trace?: never;
    };
    "/v1/runbooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List runbooks */
        get: operations["listRunbooks"];
        put?: never;
        /** Create a runbook */
        post: operations["createRunbook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/runbooks/{runbookId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                runbookId: string;
            };
            cookie?: never;
        };
        /** Get one runbook */
        get: operations["getRunbook"];
        put?: never;
        post?: never;
        /** Delete a runbook */
        delete: operations["deleteRunbook"];
        options?: never;
        head?: never;
        /** Update a runbook */
        patch: operations["updateRunbook"];
        trace?: never;
    };
    "/v1/transformations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List saved transformations of an app */
        get: operations["listTransformations"];
        put?: never;
        /** Save a transformation */
        post: operations["createTransformation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/transformations/{transformationId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                transformationId: string;
            };
            cookie?: never;
        };
        get?: never;
        /** Replace a saved transformation */
        put: operations["updateTransformation"];
        post?: never;
        /** Delete a saved transformation */
        delete: operations["deleteTransformation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reserve a new version id of a sheet */
        post: operations["createVersion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Errors: {
            errors: components["schemas"]["ErrorItem"][];
        };
        ErrorItem: {
            /** @description What was wrong, as a path (for example `body.sheets[0].fields[2].key`). */
            key?: string;
            message: string;
        };
        Success: {
            data: {
                success: boolean;
            };
        };
        /** @description Free-form key/value metadata. */
        Metadata: {
            [key: string]: unknown;
        };
        Environment: {
            id: string;
            accountId: string;
            name: string;
            slug?: string;
            isProd: boolean;
            /** @description Whether the dev server extracts this environment's CSV, TSV and .xlsx imports itself (the `file:extract` job, default true). Set it to false when a listener's extractor (an extractor plugin) extracts them. Either way a file is extracted once: the built-in extraction steps aside when a client created an extraction job for the file (`type: file`, an `extract…` operation, `source` the file) before its bytes had all arrived, and a client's extraction job for a file the built-in extraction is extracting or has extracted is refused (409 naming that job). */
            builtInExtraction?: boolean;
            /** @description The hosted `DataRetentionPolicyEnum` (answered camelCase): the environment's spaces, workbooks and files expire `dataRetentionDays` after their creation (`sinceCreated`, the default) or after their last activity (`lastActivity`: their `updatedAt`, the last change made to them through the API). */
            dataRetentionPolicy?: components["schemas"]["DataRetentionPolicyEnum"];
            /** @description An importkit addition (the hosted client has the policy, not the period): the days of the retention period in this environment. Without it, the dev server's `retentionDays` (365 by default). A change applies at once to what the environment holds: whatever is already past the new period expires then. */
            dataRetentionDays?: number;
            metadata: components["schemas"]["Metadata"];
            guestAuthentication: components["schemas"]["GuestAuthenticationEnum"][];
            features: {
                [key: string]: unknown;
            };
            translationsPath?: string;
            namespaces?: string[];
            languageOverride?: string;
        };
        EnvironmentConfig: {
            name: string;
            /** @description Defaults to the name in kebab case. */
            slug?: string;
            /** @description Defaults to false. */
            isProd?: boolean;
            /** @description Whether the dev server extracts this environment's CSV, TSV and .xlsx imports itself (default true); false leaves them to a listener's extractor. */
            builtInExtraction?: boolean;
            /** @description The hosted `DataRetentionPolicyEnum` (answered camelCase): the environment's spaces, workbooks and files expire `dataRetentionDays` after their creation (`sinceCreated`, the default) or after their last activity (`lastActivity`: their `updatedAt`, the last change made to them through the API). */
            dataRetentionPolicy?: components["schemas"]["DataRetentionPolicyInput"];
            /** @description An importkit addition (the hosted client has the policy, not the period): the days of the retention period in this environment. Without it, the dev server's `retentionDays` (365 by default). A change applies at once to what the environment holds: whatever is already past the new period expires then. */
            dataRetentionDays?: number;
            metadata?: components["schemas"]["Metadata"];
            guestAuthentication?: components["schemas"]["GuestAuthenticationEnum"][];
            translationsPath?: string;
            namespaces?: string[];
            languageOverride?: string;
        };
        EnvironmentUpdate: {
            name?: string;
            slug?: string;
            isProd?: boolean;
            /** @description Whether the dev server extracts this environment's CSV, TSV and .xlsx imports itself (default true); false leaves them to a listener's extractor. */
            builtInExtraction?: boolean;
            /** @description The hosted `DataRetentionPolicyEnum` (answered camelCase): the environment's spaces, workbooks and files expire `dataRetentionDays` after their creation (`sinceCreated`, the default) or after their last activity (`lastActivity`: their `updatedAt`, the last change made to them through the API). */
            dataRetentionPolicy?: components["schemas"]["DataRetentionPolicyInput"];
            /** @description An importkit addition (the hosted client has the policy, not the period): the days of the retention period in this environment. Without it, the dev server's `retentionDays` (365 by default). A change applies at once to what the environment holds: whatever is already past the new period expires then. */
            dataRetentionDays?: number;
            metadata?: components["schemas"]["Metadata"];
            guestAuthentication?: components["schemas"]["GuestAuthenticationEnum"][];
            translationsPath?: string;
            namespaces?: string[];
            languageOverride?: string;
        };
        EnvironmentResponse: {
            data: components["schemas"]["Environment"];
        };
        SpaceConfig: {
            name?: string;
            /** @description Defaults to the server's default environment. */
            environmentId?: string;
            appId?: string;
            /** @description Marks the space as an app template. */
            isAppTemplate?: boolean;
            namespace?: string;
            labels?: string[];
            metadata?: components["schemas"]["Metadata"];
            primaryWorkbookId?: string;
            /** @description Where the space is listed among others; stored and returned. */
            displayOrder?: number;
            guestAuthentication?: components["schemas"]["GuestAuthenticationEnum"][];
            spaceConfigId?: string;
            settings?: components["schemas"]["SpaceSettings"];
            actions?: components["schemas"]["Action"][];
            access?: components["schemas"]["SpaceAccess"][];
            /** @description With true, a `space:configure` job is created with the space (the listener that builds its workbooks picks it up). */
            autoConfigure?: boolean;
            translationsPath?: string;
            languageOverride?: string;
            /** Format: date-time */
            archivedAt?: string;
        };
        SpaceUpdate: {
            name?: string;
            appId?: string;
            isAppTemplate?: boolean;
            namespace?: string;
            labels?: string[];
            metadata?: components["schemas"]["Metadata"];
            primaryWorkbookId?: string;
            displayOrder?: number;
            guestAuthentication?: components["schemas"]["GuestAuthenticationEnum"][];
            spaceConfigId?: string;
            settings?: components["schemas"]["SpaceSettings"];
            actions?: components["schemas"]["Action"][];
            access?: components["schemas"]["SpaceAccess"][];
            autoConfigure?: boolean;
            translationsPath?: string;
            languageOverride?: string;
            /** Format: date-time */
            archivedAt?: string;
            /** @description Accepted because the hosted client sends its whole space config; it must name the space's own environment (a space cannot move: 400). */
            environmentId?: string;
        };
        Space: {
            id: string;
            environmentId: string;
            accountId?: string;
            name: string;
            appId?: string;
            isAppTemplate?: boolean;
            namespace?: string;
            labels?: string[];
            metadata?: components["schemas"]["Metadata"];
            primaryWorkbookId?: string;
            workbooksCount?: number;
            /** Format: date-time */
            archivedAt?: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /**
             * Format: date-time
             * @description When the space expired: its retention period (365 days by default, the dev server's `retentionDays`) passed since `createdAt`, and `space:expired` was emitted. The dev server keeps an expired space's data.
             */
            expiredAt?: string;
            filesCount?: number;
            createdByUserId?: string;
            createdByUserName?: string;
            /** Format: date-time */
            lastActivityAt?: string;
            guestLink?: string;
            displayOrder?: number;
            accessToken?: string;
            isCollaborative?: boolean;
            size?: components["schemas"]["SpaceSize"];
            /** Format: date-time */
            upgradedAt?: string;
            guestAuthentication: components["schemas"]["GuestAuthenticationEnum"][];
            createdFrom?: string;
            /** Format: date-time */
            lastPropagatedAt?: string;
            spaceConfigId?: string;
            settings?: components["schemas"]["SpaceSettings"];
            actions?: components["schemas"]["Action"][];
            access?: components["schemas"]["SpaceAccess"][];
            autoConfigure?: boolean;
            translationsPath?: string;
            languageOverride?: string;
        };
        SpaceResponse: {
            data: components["schemas"]["Space"];
        };
        CreateWorkbookConfig: {
            name: string;
            spaceId: string;
            environmentId?: string;
            namespace?: string;
            labels?: string[];
            sheets?: components["schemas"]["SheetConfig"][];
            actions?: components["schemas"]["Action"][];
            settings?: components["schemas"]["WorkbookSettings"];
            metadata?: components["schemas"]["Metadata"];
            treatments?: components["schemas"]["WorkbookTreatment"][];
            /** @description Ours (the hosted workbook has no `access`): what end users may do with the workbook's sheets; stored and returned, not enforced by the dev server. */
            access?: components["schemas"]["SheetAccess"][];
            storageStrategy?: components["schemas"]["StorageStrategy"];
            folder?: string;
        };
        /** @description Replaces the given parts. `sheets`, when given, is matched to the existing sheets by slug: new slugs are added, missing ones removed (`workbook:updated` lists the changes). */
        WorkbookUpdate: {
            name?: string;
            namespace?: string;
            labels?: string[];
            sheets?: components["schemas"]["SheetConfigOrUpdate"][];
            actions?: components["schemas"]["Action"][];
            settings?: components["schemas"]["WorkbookSettings"];
            metadata?: components["schemas"]["Metadata"];
            treatments?: components["schemas"]["WorkbookTreatment"][];
            /** @description Ours (the hosted workbook has no `access`): what end users may do with the workbook's sheets; stored and returned, not enforced by the dev server. */
            access?: components["schemas"]["SheetAccess"][];
            spaceId?: string;
            environmentId?: string;
            folder?: string;
        };
        /** @description `ExtractedFromSource` is the value the description names; others are accepted. */
        WorkbookTreatment: string;
        WorkbookSettings: {
            /** @description Sheet ids in sidebar order; sheets not listed are appended at the end. */
            sheetSidebarOrder?: string[];
            /** @description With true, every commit on the workbook's sheets also emits `commit:updated` (a `completedAt` change) and `commit:completed` once its write is done. The dev server runs no hooks between a write and its completion, so its commits complete at once. */
            trackChanges?: boolean;
            noMappingRedirect?: boolean;
            autoRunAnalysis?: boolean;
        } & {
            [key: string]: unknown;
        };
        Workbook: {
            id: string;
            name: string;
            spaceId: string;
            environmentId: string;
            namespace?: string;
            labels?: string[];
            sheets?: components["schemas"]["Sheet"][];
            actions?: components["schemas"]["Action"][];
            settings?: components["schemas"]["WorkbookSettings"];
            metadata?: components["schemas"]["Metadata"];
            treatments?: components["schemas"]["WorkbookTreatment"][];
            /** @description Ours (the hosted workbook has no `access`): what end users may do with the workbook's sheets; stored and returned, not enforced by the dev server. */
            access?: components["schemas"]["SheetAccess"][];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /**
             * Format: date-time
             * @description When the workbook expired: its retention period (365 days by default, the dev server's `retentionDays`) passed since `createdAt`, and `workbook:expired` was emitted. The dev server keeps an expired workbook's data.
             */
            expiredAt?: string;
            storageType?: string;
            storageStrategy?: components["schemas"]["StorageStrategy"];
            createdFrom?: string;
            /** Format: date-time */
            lastPropagatedAt?: string;
            folder?: string;
        };
        WorkbookResponse: {
            data: components["schemas"]["Workbook"];
        };
        SheetConfig: {
            name: string;
            slug?: string;
            description?: string;
            /** @description A readonly sheet: its columns cannot be cleared, and a find and replace with `excludeReadOnly` skips it. As in the hosted service, readonly restricts end users, not the API: record updates through the API still write its cells. */
            readonly?: boolean;
            /** @description What end users may do with the sheet's records; stored and returned, not enforced by the dev server. */
            access?: components["schemas"]["SheetAccess"][];
            allowAdditionalFields?: boolean;
            /** @description Field keys must be unique within a sheet, compared case-insensitively. */
            fields: components["schemas"]["Property"][];
            actions?: components["schemas"]["Action"][];
            metadata?: components["schemas"]["Metadata"];
            /** @description Sheet-level constraints (the hosted shapes); `unique` over several fields is applied on every write. */
            constraints?: components["schemas"]["SheetConstraint"][];
            mappingConfidenceThreshold?: number;
            treatments?: components["schemas"]["SheetTreatments"][];
            collection?: string;
        };
        /** @description A sheet-level constraint, by `type` (the hosted `CompositeUniqueConstraint` and `ExternalSheetConstraint`). */
        SheetConstraint: components["schemas"]["CompositeUniqueConstraint"] | components["schemas"]["ExternalSheetConstraint"];
        /** @description No two records may hold the same combination of values in `fields`. Each cell of `fields` of every record sharing a combination gets a message (`source: unique-constraint`, type `config.level`, default `error`; text `config.message`, default `The combination of <fields> must be unique (constraint "<name>")`), recomputed on every write, so changing or deleting one of the records clears it on the others. Chosen where the hosted reference is silent: a record whose `fields` are all empty, or with an empty field of `requiredFields`, is not compared; values compare exactly; `strategy: concat` compares the values' texts joined (`["ab","c"]` equals `["a","bc"]`), `hash` compares the values one by one. */
        CompositeUniqueConstraint: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "unique";
            name: string;
            fields: string[];
            requiredFields?: string[];
            /** @enum {string} */
            strategy: "hash" | "concat";
            config?: components["schemas"]["UniqueConstraintConfig"];
        };
        /** @description Stored and returned; run by a listener, not by the dev server. */
        ExternalSheetConstraint: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "external";
            validator: string;
            fields?: string[];
            config?: unknown;
        };
        UniqueConstraintConfig: {
            /** @description Field-level only. Default true: `"A"` and `"a"` are different values. */
            caseSensitive?: boolean;
            /** @description Field-level only. Default true: empty cells are never duplicates (`required` is the rule for empty cells); false compares them too. */
            ignoreEmpty?: boolean;
            /** @description The message text, instead of the default one. */
            message?: string;
            /**
             * @description The message type; default `error` (the cell and record invalid).
             * @enum {string}
             */
            level?: "error" | "warn" | "info";
        };
        /** @enum {string} */
        SheetAccess: "*" | "add" | "edit" | "delete" | "import";
        FieldResponse: {
            data: components["schemas"]["Property"];
        };
        /**
         * @description The hosted calculation types. The dev server computes the first four; the others are never in its answers.
         * @enum {string}
         */
        CalculationType: "COUNT_EMPTY" | "COUNT_NON_EMPTY" | "PERCENT_EMPTY" | "PERCENT_NON_EMPTY" | "COUNT_CHANGED" | "PERCENT_CHANGED" | "SUM" | "AVERAGE" | "MIN" | "MAX";
        Calculation: {
            /** @description Ours, stable for a sheet, field and type (`<sheetId>:<formula>`). */
            id: string;
            workbookId: string;
            sheetId: string;
            fieldKey: string;
            type: components["schemas"]["CalculationType"];
            /** @description Ours: as `sheet:calculation-updated` names it, `COUNT_EMPTY(email)`. */
            formula: string;
            value: number;
        };
        ListCalculationsResponse: {
            data: components["schemas"]["Calculation"][];
        };
        SheetUpdate: {
            name?: string;
            slug?: string;
            metadata?: components["schemas"]["Metadata"];
        };
        Sheet: {
            id: string;
            workbookId: string;
            name: string;
            slug: string;
            config: components["schemas"]["SheetConfig"];
            metadata?: components["schemas"]["Metadata"];
            recordCounts?: components["schemas"]["RecordCounts"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            namespace?: string;
            lockedBy?: string;
            /** Format: date-time */
            lockedAt?: string;
            createdFrom?: string;
            /** Format: date-time */
            lastPropagatedAt?: string;
            treatments?: components["schemas"]["SheetTreatments"][];
            collection?: string;
            /** @description The data clip whose copy of records this sheet holds (its `clipSheetId`); such a sheet is the clip's, not listed among its workbook's sheets. */
            dataClipId?: string;
        };
        SheetResponse: {
            data: components["schemas"]["Sheet"];
        };
        RecordCounts: {
            total: number;
            valid: number;
            error: number;
            errorsByField?: {
                [key: string]: number;
            };
            byField?: {
                [key: string]: components["schemas"]["FieldRecordCounts"];
            };
        };
        /** @description A field of a sheet, by `type`. */
        Property: components["schemas"]["StringProperty"] | components["schemas"]["NumberProperty"] | components["schemas"]["BooleanProperty"] | components["schemas"]["DateProperty"] | components["schemas"]["EnumProperty"] | components["schemas"]["ReferenceProperty"] | components["schemas"]["ReferenceListProperty"] | components["schemas"]["StringListProperty"] | components["schemas"]["EnumListProperty"];
        PropertyBase: {
            key: string;
            label?: string;
            description?: string;
            /** @description A readonly field: its column cannot be cleared, and a find and replace with `excludeReadOnly` skips it. Record updates through the API still write it (readonly restricts end users, as in the hosted service). */
            readonly?: boolean;
            constraints?: components["schemas"]["Constraint"][];
            metadata?: components["schemas"]["Metadata"];
            appearance?: components["schemas"]["FieldAppearance"];
            actions?: components["schemas"]["Action"][];
            treatments?: string[];
            /** @description Other headers that map to this field. */
            alternativeNames?: string[];
        };
        /** @description `required` is applied on every record write: an empty or missing cell gets an error message `<key> is required` with `source: required-constraint`. Enum fields need no constraint: a value that is not one of their options gets `source: invalid-option`. These messages are recomputed on each write. `unique` is applied on every write: each cell holding a value that another record of the sheet also holds gets an error `"<value>" is not unique in <key>` (`source: unique-constraint`; `config` as `UniqueConstraintConfig`, where `caseSensitive` and `ignoreEmpty` may also be given beside `type`), and changing or deleting one of them clears it on the others. The values of every unique field are indexed, so a write never rescans the sheet. Reference fields need no constraint: see `ReferenceProperty`. */
        Constraint: {
            /** @enum {string} */
            type: "required" | "unique" | "computed" | "external" | "stored";
            caseSensitive?: boolean;
            ignoreEmpty?: boolean;
            validator?: string;
            /** @description For `stored`: the version of the app's stored constraint named by `validator` (default 1). */
            version?: number;
            config?: unknown;
            label?: string;
            description?: string;
        };
        StringProperty: components["schemas"]["PropertyBase"] & {
            /** @enum {string} */
            type: "string";
            config?: components["schemas"]["StringConfig"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "string";
        };
        NumberProperty: components["schemas"]["PropertyBase"] & {
            /** @enum {string} */
            type: "number";
            config?: {
                decimalPlaces?: number;
            };
            isArray?: boolean;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "number";
        };
        BooleanProperty: components["schemas"]["PropertyBase"] & {
            /** @enum {string} */
            type: "boolean";
            config?: components["schemas"]["BooleanPropertyConfig"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "boolean";
        };
        DateProperty: components["schemas"]["PropertyBase"] & {
            /** @enum {string} */
            type: "date";
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "date";
        };
        EnumProperty: components["schemas"]["PropertyBase"] & {
            /** @enum {string} */
            type: "enum";
            config?: components["schemas"]["EnumPropertyConfig"];
            multi?: boolean;
            isArray?: boolean;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "enum";
        };
        /** @description When `options` is undefined it is treated as an empty array. */
        EnumPropertyConfig: {
            allowCustom?: boolean;
            /**
             * @description Display order of the options in mapping and review. The dev server lists a sheet's enum options in this order wherever it shows the sheet: `label` (the label, or the value's text without one), `value`, or `ordinal` (options without one last), each keeping the given order among equals.
             * @default label
             * @enum {string}
             */
            sortBy: "label" | "value" | "ordinal";
            options?: components["schemas"]["EnumPropertyOption"][];
        };
        EnumPropertyOption: {
            /** @description string, number or boolean */
            value: unknown;
            label?: string;
            description?: string;
            ordinal?: number;
            alternativeNames?: string[];
            color?: string;
            icon?: string;
            meta?: {
                [key: string]: unknown;
            };
        };
        /** @description Filter parameters of a reference field; shape not shown in the description, taken from the hosted service (`refField` of the referenced sheet must equal `recordField` of this record). */
        ReferenceFilter: {
            refField: string;
            recordField: string;
        };
        /** @description A value of another sheet of the same workbook (`config.ref`: its slug, or its id) in its field `config.key`. On every write of the record, a value that no record of the referenced sheet holds (with `filter`, none whose `refField` equals this record's `recordField`) gets an error `<value> was not found in <key> of sheet "<name>"` with `source: unlinked`. Chosen where the description is silent: the check runs when the referencing record is written and again whenever the referenced sheet's records change (insert, update, delete, a rewrite, a restore, a delete-records job or a transform): the referencing records whose value becomes found or not found get their messages, `valid` flag and the sheet's counts updated, announced as one `records:updated` commit of the referencing sheet. */
        ReferenceProperty: components["schemas"]["PropertyBase"] & {
            /** @enum {string} */
            type: "reference";
            config: {
                /** @description Slug of the referenced sheet. */
                ref: string;
                /** @description Field key of the referenced sheet. */
                key: string;
                filter?: components["schemas"]["ReferenceFilter"];
                /** @enum {string} */
                relationship?: "has-one" | "has-many";
            };
            isArray?: boolean;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "reference";
        };
        ReferenceListProperty: components["schemas"]["PropertyBase"] & {
            /** @enum {string} */
            type: "reference-list";
            config: {
                ref: string;
                key: string;
                filter?: components["schemas"]["ReferenceFilter"];
                /** @enum {string} */
                relationship?: "has-one" | "has-many";
            };
            isArray?: boolean;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "reference-list";
        };
        /** @description An action of the workbook configuration; its job is `workbook:<operation>`. */
        Action: {
            /** @description Forms the job name as `workbook:<operation>`. */
            operation?: string;
            /**
             * @description `foreground` is the value used for UI-triggered actions; its job is immediate.
             * @enum {string}
             */
            mode?: "foreground" | "background" | "toolbarBlocking";
            label: string;
            description?: string;
            type?: string;
            primary?: boolean;
            confirm?: boolean;
            tooltip?: string;
            guide?: components["schemas"]["ActionGuide"];
            guardrail?: components["schemas"]["ActionGuide"];
            /** @description Enabled only when all selected rows are valid. */
            requireAllValid?: boolean;
            /** @description Enabled only when all rows of the sheet are valid, regardless of selection. */
            requireAllValidTotal?: boolean;
            requireSelection?: boolean;
            slug?: string;
            messages?: components["schemas"]["ActionMessage"][];
            schedule?: components["schemas"]["ActionSchedule"];
            icon?: string;
            inputForm?: components["schemas"]["InputForm"];
            constraints?: components["schemas"]["ActionConstraint"][];
            mount?: components["schemas"]["ActionMount"];
            createdFrom?: string;
            /** Format: date-time */
            lastPropagatedAt?: string;
            /** Format: date-time */
            deletedAt?: string;
            invalidConditionalMessaging?: boolean;
            validRecordsMessage?: string;
            invalidRecordsMessage?: string;
        };
        ActionGuide: {
            /** @description Markdown. */
            content: string;
        };
        /** @description An action created through the API, optionally bound to a workbook or sheet. */
        ActionConfig: components["schemas"]["Action"] & {
            workbookId?: string;
            sheetId?: string;
            targetId?: string;
            slug?: string;
            messages?: components["schemas"]["ActionMessage"][];
            schedule?: components["schemas"]["ActionSchedule"];
            icon?: string;
            inputForm?: components["schemas"]["InputForm"];
            constraints?: components["schemas"]["ActionConstraint"][];
            mount?: components["schemas"]["ActionMount"];
            createdFrom?: string;
            /** Format: date-time */
            lastPropagatedAt?: string;
            /** Format: date-time */
            deletedAt?: string;
            invalidConditionalMessaging?: boolean;
            validRecordsMessage?: string;
            invalidRecordsMessage?: string;
        };
        ActionUpdate: {
            operation?: string;
            /** @enum {string} */
            mode?: "foreground" | "background" | "toolbarBlocking";
            label?: string;
            description?: string;
            type?: string;
            primary?: boolean;
            guide?: components["schemas"]["ActionGuide"];
            guardrail?: components["schemas"]["ActionGuide"];
            requireAllValid?: boolean;
            requireAllValidTotal?: boolean;
            slug?: string;
            tooltip?: string;
            messages?: components["schemas"]["ActionMessage"][];
            schedule?: components["schemas"]["ActionSchedule"];
            confirm?: boolean;
            icon?: string;
            requireSelection?: boolean;
            inputForm?: components["schemas"]["InputForm"];
            constraints?: components["schemas"]["ActionConstraint"][];
            mount?: components["schemas"]["ActionMount"];
            createdFrom?: string;
            /** Format: date-time */
            lastPropagatedAt?: string;
            /** Format: date-time */
            deletedAt?: string;
            invalidConditionalMessaging?: boolean;
            validRecordsMessage?: string;
            invalidRecordsMessage?: string;
        };
        ActionResource: components["schemas"]["ActionConfig"] & {
            id: string;
            spaceId: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            targetId: string;
            slug?: string;
            messages?: components["schemas"]["ActionMessage"][];
            schedule?: components["schemas"]["ActionSchedule"];
            icon?: string;
            inputForm?: components["schemas"]["InputForm"];
            constraints?: components["schemas"]["ActionConstraint"][];
            mount?: components["schemas"]["ActionMount"];
            createdFrom?: string;
            /** Format: date-time */
            lastPropagatedAt?: string;
            /** Format: date-time */
            deletedAt?: string;
            invalidConditionalMessaging?: boolean;
            validRecordsMessage?: string;
            invalidRecordsMessage?: string;
        };
        ActionResponse: {
            data: components["schemas"]["ActionResource"];
        };
        CreateSnapshotRequest: {
            sheetId: string;
            label?: string;
            /** @description Stored and returned (threads are another resource). */
            threadId?: string;
        };
        RestoreOptions: {
            /** @description Delete the records created since the snapshot. */
            created: boolean;
            /** @description Give the records updated since their snapshot version. */
            updated: boolean;
            /** @description Bring back the records deleted since. */
            deleted: boolean;
        };
        Snapshot: {
            /** @description `us_ss_…` */
            id: string;
            sheetId: string;
            label?: string;
            threadId?: string;
            summary?: components["schemas"]["SnapshotSummary"];
            /** Format: date-time */
            createdAt: string;
            createdBy: string;
            /** @description On the answer of a restore only: the version it made. */
            versionId?: string;
            /** @description On the answer of a restore only: the commit it made. */
            commitId?: string;
        };
        SnapshotSummary: {
            createdSince: components["schemas"]["SnapshotSummarySection"];
            updatedSince: components["schemas"]["SnapshotSummarySection"];
            deletedSince: components["schemas"]["SnapshotSummarySection"];
            /** @description Every field key of the snapshot's sheet or of the sheet now. */
            schemaDiff: {
                [key: string]: "added" | "removed" | "unchanged";
            };
            config: components["schemas"]["SheetConfig"];
        };
        SnapshotSummarySection: {
            total: number;
            byField?: {
                [key: string]: number;
            };
        };
        SnapshotResponse: {
            data: components["schemas"]["Snapshot"];
        };
        SnapshotsResponse: {
            data: components["schemas"]["Snapshot"][];
        };
        DiffValue: components["schemas"]["CellValue"] & {
            /** @description The value in the snapshot (null when it had none). */
            snapshotValue?: unknown;
            clipValue?: components["schemas"]["CellScalar"];
            warning?: boolean;
            warnings?: string[];
            layer?: string;
        };
        DiffRecord: {
            id: string;
            values: {
                [key: string]: components["schemas"]["DiffValue"];
            };
            valid?: boolean;
            metadata?: components["schemas"]["Metadata"];
            config?: components["schemas"]["RecordConfig"];
            /** @enum {string} */
            changeType: "createdSince" | "updatedSince" | "deletedSince";
            resolves?: components["schemas"]["Resolve"][];
            versionId?: string;
            commitId?: string;
            messages?: components["schemas"]["ValidationMessage"][];
        };
        DiffRecordsResponse: {
            data: components["schemas"]["DiffRecord"][];
        };
        VersionResponse: {
            data: {
                success: boolean;
                versionId: components["schemas"]["VersionId"];
                commitId: components["schemas"]["CommitId"];
            };
        };
        /** @description The sheet's version after the write (`us_vr_…`). A write that changed nothing answers the sheet's current version and makes no commit. */
        VersionId: string;
        /** @description The commit the write made. Ours: a commit makes exactly one version, and both are named by the same id (the hosted service uses the `us_vr_` prefix for both). */
        CommitId: string;
        /** @enum {string} */
        RecordFilter: "valid" | "error" | "all" | "none";
        /** @description A cell's value; array values are supported. */
        CellScalar: string | number | boolean | null | (string | number | boolean)[];
        ValidationMessage: {
            /**
             * @default error
             * @enum {string}
             */
            type: "error" | "warn" | "info";
            message?: string;
            /** @description The field key the message is about (the built-in rules set it). */
            field?: string;
            /** @description A JSONPath into the cell's value (`$[1]` for the second element of an array value). Stored and returned as given. */
            path?: string;
            /** @enum {string} */
            source?: "required-constraint" | "unique-constraint" | "custom-logic" | "unlinked" | "invalid-option" | "is-artifact";
        };
        CellValue: {
            value?: components["schemas"]["CellScalar"];
            valid?: boolean;
            messages?: components["schemas"]["ValidationMessage"][];
            /**
             * @deprecated
             * @description Deprecated in favour of record-level metadata.
             */
            metadata?: components["schemas"]["Metadata"];
            /** Format: date-time */
            updatedAt?: string;
            /** @description The layer (commit) that wrote the value. */
            layer?: string;
        };
        /** @description Cells by field key. */
        RecordData: {
            [key: string]: components["schemas"]["CellValue"];
        };
        ClearColumnRequest: {
            /** @description The key of the field to clear. */
            field: string;
        };
        ClearColumnResponse: {
            data: {
                success: boolean;
                /** @description Records whose cell was cleared. */
                recordCount: number;
                versionId: components["schemas"]["VersionId"];
                commitId: components["schemas"]["CommitId"];
            };
        };
        FindAndReplaceRequest: {
            find?: components["schemas"]["CellScalar"];
            replace?: components["schemas"]["CellScalar"];
            fieldKey: string;
        };
        BulkUpdateRequest: {
            /** @description The cells to write into every selected record, by field key (at least one). */
            fieldUpdates: {
                [key: string]: components["schemas"]["CellValue"];
            };
        };
        RecordCountResponse: {
            data: {
                success: boolean;
                /** @description Records that were changed. */
                recordCount: number;
                versionId: components["schemas"]["VersionId"];
                commitId: components["schemas"]["CommitId"];
            };
        };
        CellValuesResponse: {
            /** @description Each field key to its values (distinct, or every cell). */
            data: {
                [key: string]: {
                    value: components["schemas"]["CellScalar"];
                    count?: number;
                    /** @description With `includeCounts`: the records holding the value, by validity. */
                    counts?: components["schemas"]["RecordCounts"];
                    valid?: boolean;
                    messages?: components["schemas"]["ValidationMessage"][];
                    metadata?: {
                        [key: string]: unknown;
                    };
                    layer?: string;
                    /** Format: date-time */
                    updatedAt?: string;
                }[];
            };
        };
        /** @description Record-level (`readonly`) and cell-level (`fields.<key>.readonly`) readonly settings. A readonly record or cell is left as it is by a clear column and skipped by a find and replace with `excludeReadOnly`; record updates through the API still write it (the hosted service documents readonly as a limit on end users, and listeners set readonly cells). An update that sends `config` replaces the record's whole `config`. */
        RecordConfig: {
            readonly?: boolean;
            fields?: {
                [key: string]: {
                    readonly?: boolean;
                };
            };
            markedForDeletion?: boolean;
        };
        Record: {
            id: string;
            values: components["schemas"]["RecordDataWithLinks"];
            valid?: boolean;
            messages?: components["schemas"]["ValidationMessage"][];
            metadata?: components["schemas"]["Metadata"];
            config?: components["schemas"]["RecordConfig"];
        };
        RecordUpdate: {
            id: string;
            values?: components["schemas"]["RecordData"];
            metadata?: components["schemas"]["Metadata"];
            config?: components["schemas"]["RecordConfig"];
            versionId?: string;
            commitId?: string;
            valid?: boolean;
            messages?: components["schemas"]["ValidationMessage"][];
        };
        GetRecordsResponse: {
            data: {
                records: components["schemas"]["Record"][];
                counts?: components["schemas"]["RecordCounts"];
                success: boolean;
                versionId?: components["schemas"]["VersionId"];
                commitId?: components["schemas"]["CommitId"];
            };
        };
        RecordsResponse: {
            data: {
                records: components["schemas"]["Record"][];
                success: boolean;
                versionId: components["schemas"]["VersionId"];
                commitId: components["schemas"]["CommitId"];
                counts?: components["schemas"]["RecordCounts"];
            };
        };
        /**
         * @description A job's state, spelled as the hosted service spells it (`complete`, `canceled`). The state table is in the dev server README. `created`/`planning`: waits for execute. `scheduled`: waits for `scheduledAt`. `waiting`: waits for its predecessors, or (a split parent) for its parts. `ready`: a listener may claim it. `executing`: claimed, under a lease. `parts-completed` (ours, from the description): every part finished, the parent's handler consolidates. `complete`, `failed`, `canceled`: finished. Readers should expect values added later.
         * @enum {string}
         */
        JobStatus: "created" | "planning" | "scheduled" | "ready" | "executing" | "complete" | "failed" | "canceled" | "waiting" | "parts-completed";
        /** @enum {string} */
        JobType: "workbook" | "file" | "sheet" | "space" | "document" | "app" | "agent" | "autobuild" | "onboarding";
        /** @enum {string} */
        JobMode: "foreground" | "background" | "toolbarBlocking" | "hidden";
        JobConfig: {
            type: components["schemas"]["JobType"];
            operation: string;
            /** @description Source id (for a workbook job, the workbook id). */
            source: string;
            destination?: string;
            /** @description For a transform, `destinationSheetId` (a sheet of `destination`) and, an importkit addition, `sourceSheetId` (default: the only sheet of `source`). For a delete-records job (`type: workbook`, `operation: delete-records`, `source`: the workbook), the hosted `DeleteRecordsJobConfig`: `sheet` (required: the sheet's id, a sheet of that workbook), `filter` (default none: no filter, every record), `filterField` (requires `filter` valid or error), `searchValue`, `searchField`, `q` (FFQL), `exceptions` (record ids left alone) and `snapshotLabel` (when given, a snapshot with that label is taken first). The service runs it: the records are deleted as one commit (`records:deleted`), the outcome says how many. A config that breaks these rules is a 400 naming the field at creation. */
            config?: {
                destinationSheetId?: string;
                sourceSheetId?: string;
                filter?: components["schemas"]["RecordFilter"];
                /** @description Narrows `filter` to one field; requires `filter`. */
                filterField?: string;
                /** @description Delete-records: the sheet whose records are deleted. */
                sheet?: string;
                searchValue?: string;
                searchField?: string;
                /** @description Delete-records: an FFQL query the deleted records match (as `getRecords`' `q`). */
                q?: string;
                /** @description Delete-records: ids not deleted. */
                exceptions?: string[];
                snapshotLabel?: string;
            } & {
                [key: string]: unknown;
            };
            /** @description For a transform (`type: workbook`, `operation: transform`, run by the service): `programId`, `version` (`v2`, the only one) and `keepRecordIds` (default false). The destination sheet becomes the program's image of the source sheet: with `keepRecordIds` true, a record an earlier transform made from a source record is updated in place and keeps its id; with false, the records earlier transforms made are deleted and new ones added. Records made otherwise are left alone. An unknown program, sheet or version is a 400/404 naming it, and nothing is created. */
            input?: {
                programId?: string;
                version?: string;
                /** @description Default false. */
                keepRecordIds?: boolean;
            } & {
                [key: string]: unknown;
            };
            /** @enum {string} */
            trigger?: "manual" | "immediate";
            /** @description Same as `trigger: immediate` (the description's name for it). */
            immediate?: boolean;
            /** @description The status the job starts in, for a job that is not immediate: `created` (the default) or `planning`. `ready` is the same as `trigger: immediate`. Any other status is a 400 (a job cannot be created finished). */
            status?: components["schemas"]["JobStatusInput"];
            mode?: components["schemas"]["JobMode"];
            environmentId?: string;
            spaceId?: string;
            fileId?: string;
            /** @description Ids of jobs that must complete before this job starts. Unknown ids are a 400 naming them. */
            predecessorIds?: string[];
            /**
             * Format: date-time
             * @description An importkit addition (the hosted API has no field for it): when the job should run. A future time makes the job `scheduled` (`job:scheduled`) until then; a past one is ignored.
             */
            scheduledAt?: string;
            metadata?: components["schemas"]["Metadata"];
            info?: string;
            subject?: unknown;
            managed?: boolean;
            progress?: number;
            outcome?: {
                [key: string]: unknown;
            };
            result?: {
                [key: string]: unknown;
            };
            part?: number;
            partData?: {
                [key: string]: unknown;
            };
            partExecution?: components["schemas"]["JobPartExecution"];
            parentId?: string;
        };
        JobUpdate: {
            info?: string;
            progress?: number;
            metadata?: components["schemas"]["Metadata"];
            config?: {
                [key: string]: unknown;
            };
            input?: {
                [key: string]: unknown;
            };
            /** @description Moves the job as the matching operation does: `executing` as ack, `complete` (or `completed`) as complete, `failed` as fail, `canceled` as cancel, with the same rules (409 for a move the state table forbids). Other statuses are a 400. */
            status?: components["schemas"]["JobStatusInput"];
            /** Format: date-time */
            outcomeAcknowledgedAt?: string;
        };
        Job: {
            id: string;
            type: components["schemas"]["JobType"];
            operation: string;
            source: string;
            destination?: string;
            config?: {
                [key: string]: unknown;
            };
            input?: {
                [key: string]: unknown;
            };
            /** @enum {string} */
            trigger?: "manual" | "immediate";
            mode?: components["schemas"]["JobMode"];
            /** @description A `JobStatus`; typed as any string so that a status added later reads as one. */
            status: components["schemas"]["JobStatus"] | string;
            progress?: number;
            info?: string;
            outcome?: components["schemas"]["JobOutcome"];
            environmentId: string;
            spaceId?: string;
            workbookId?: string;
            fileId?: string;
            predecessorIds?: string[];
            /**
             * Format: date-time
             * @description When a scheduled job runs (an importkit addition).
             */
            scheduledAt?: string;
            metadata?: components["schemas"]["Metadata"];
            /** @description true for a part (a child job made by split). */
            isPart: boolean;
            /** @description The job this part was split from. */
            parentId?: string;
            /** @description The part's number, from 1. */
            part?: number;
            /** @description The part's own data, from split. */
            partData?: {
                [key: string]: unknown;
            };
            /**
             * @description How the parts of a split job run (on the parent and its parts).
             * @enum {string}
             */
            partExecution?: "sequential" | "parallel";
            /** @description The listener that claimed the job with its ack. */
            listenerId?: string;
            /**
             * Format: date-time
             * @description An importkit addition: when the current claim lapses unless the owner reports (ack, progress) before. Only on `executing` jobs.
             */
            leaseExpiresAt?: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** Format: date-time */
            startedAt?: string;
            /** Format: date-time */
            finishedAt?: string;
            /** Format: date-time */
            outcomeAcknowledgedAt?: string;
            /**
             * Format: date-time
             * @description When the listener expects to finish (from its last ack).
             */
            estimatedCompletionAt?: string;
            createdBy: string;
            subject?: components["schemas"]["JobSubject"];
            result?: {
                [key: string]: unknown;
            };
            managed?: boolean;
        };
        JobResponse: {
            data: components["schemas"]["Job"];
        };
        /** @description importkit's claim token: the id of the listener acking or reporting. See the ack operation. The hosted service ignores it. */
        JobListenerId: string;
        JobAckDetails: {
            info?: string;
            progress?: number;
            /** Format: date-time */
            estimatedCompletionAt?: string;
            listenerId?: components["schemas"]["JobListenerId"];
        };
        JobCompleteDetails: {
            info?: string;
            outcome?: components["schemas"]["JobOutcome"];
            listenerId?: components["schemas"]["JobListenerId"];
        };
        JobCancelDetails: {
            info?: string;
        };
        JobSplitDetails: {
            /** @description How many parts (1 to 1,000), or the `partData` of each part. */
            parts: number | {
                [key: string]: unknown;
            }[];
            /** @description Default `true`: every part is ready at once. `false` runs the parts one after another, each waiting on the previous one. */
            runInParallel?: boolean;
            listenerId?: components["schemas"]["JobListenerId"];
        };
        /** @description What the user sees when the job ends. `acknowledge: true` on a foreground job means the user acknowledges it (`POST /v1/jobs/{jobId}/outcome/ack`). */
        JobOutcome: {
            acknowledge?: boolean;
            trigger?: components["schemas"]["JobOutcomeTrigger"];
            buttonText?: string;
            heading?: string;
            message?: string;
            hideDefaultButton?: boolean;
            next?: components["schemas"]["JobOutcomeNext"];
        };
        /** @description Whether the outcome's effect is triggered automatically or manually. The allowed values are not shown in the description; these are the hosted service's: a bare type, or `{ type, audience }`. */
        JobOutcomeTrigger: components["schemas"]["JobOutcomeTriggerType"] | {
            type: components["schemas"]["JobOutcomeTriggerType"];
            /** @enum {string} */
            audience?: "originator" | "all";
        };
        /** @enum {string} */
        JobOutcomeTriggerType: "manual" | "automatic" | "automatic_silent";
        /** @description The step the UI offers (or takes) when the job ends; the hosted service's nine variants, by `type`. */
        JobOutcomeNext: components["schemas"]["JobOutcomeNextId"] | components["schemas"]["JobOutcomeNextUrl"] | components["schemas"]["JobOutcomeNextDownload"] | components["schemas"]["JobOutcomeNextFiles"] | components["schemas"]["JobOutcomeNextWait"] | components["schemas"]["JobOutcomeNextSnapshot"] | components["schemas"]["JobOutcomeNextRetry"] | components["schemas"]["JobOutcomeNextView"] | components["schemas"]["JobOutcomeNextClearFilters"];
        /** @description Opens a resource by id (`path` and `query` refine where). */
        JobOutcomeNextId: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "id";
            id: string;
            label?: string;
            path?: string;
            query?: string;
        };
        /** @description Opens a URL. */
        JobOutcomeNextUrl: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "url";
            url: string;
            label?: string;
            /** @description Open the URL in place of the current page. */
            replace?: boolean;
        };
        /** @description Triggers a browser download of the file at `url`. */
        JobOutcomeNextDownload: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "download";
            url: string;
            fileName?: string;
            label?: string;
        };
        /** @description Offers files. The property was called `file` in earlier releases. */
        JobOutcomeNextFiles: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "files";
            label?: string;
            files: {
                fileId: string;
                label?: string;
            }[];
        };
        /** @description Keeps the user waiting (for a follow-up job), optionally with a fade or confetti. */
        JobOutcomeNextWait: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "wait";
            fade?: boolean;
            confetti?: boolean;
        };
        /** @description Shows a snapshot of a sheet. */
        JobOutcomeNextSnapshot: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "snapshot";
            snapshotId: string;
            sheetId: string;
        };
        /** @description Offers to run the job again. */
        JobOutcomeNextRetry: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "retry";
            label?: string;
        };
        /** @description Sets the sheet view on completion (filter, hidden columns). The hosted service requires `hiddenColumns`; importkit accepts it missing (no column hidden). */
        JobOutcomeNextView: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "view";
            sheetId: string;
            hiddenColumns?: string[];
            filter?: components["schemas"]["RecordFilter"];
            label?: string;
        };
        /** @description Clears the filters of these sheets (all of the workbook's when `sheetIds` is missing). */
        JobOutcomeNextClearFilters: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "clearFilters";
            label?: string;
            sheetIds?: string[];
        };
        /** @description The context of an event. `accountId` and `environmentId` are always present; other keys depend on the topic. */
        EventContext: {
            accountId: string;
            environmentId: string;
            spaceId?: string;
            workbookId?: string;
            sheetId?: string;
            jobId?: string;
            fileId?: string;
            actorId?: string;
            actionId?: string;
            documentId?: string;
            dataClipId?: string;
            threadId?: string;
            canvasId?: string;
            canvasAreaId?: string;
            appId?: string;
            namespaces?: string[];
            slugs?: components["schemas"]["EventContextSlugs"];
            actionName?: string;
            sheetSlug?: string;
            snapshotId?: string;
            versionId?: string;
            commitId?: string;
            programId?: string;
            precedingEventId?: string;
            filters?: {
                [key: string]: string;
            };
            entityId?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description CJ: accountId, environmentId, spaceId?, jobId, actorId; a job of type `file` also carries `fileId`. */
        ContextCJ: components["schemas"]["EventContext"] & {
            accountId: string;
            environmentId: string;
            jobId: string;
            actorId: string;
        };
        /** @description CJW: CJ plus workbookId?, sheetId?; a job of type `file` also carries `fileId`. */
        ContextCJW: components["schemas"]["EventContext"] & {
            accountId: string;
            environmentId: string;
            jobId: string;
            actorId: string;
        };
        /** @description CS */
        ContextCS: components["schemas"]["EventContext"] & {
            accountId: string;
            environmentId: string;
            spaceId: string;
            workbookId: string;
            sheetId: string;
            actorId: string;
        };
        /** @description CA: workbookId? and sheetId? optional */
        ContextCA: components["schemas"]["EventContext"] & {
            accountId: string;
            environmentId: string;
            spaceId: string;
            actorId: string;
        };
        /** @description CF */
        ContextCF: components["schemas"]["EventContext"] & {
            accountId: string;
            environmentId: string;
            spaceId: string;
            fileId: string;
            actorId: string;
        };
        /** @description CD */
        ContextCD: components["schemas"]["EventContext"] & {
            actorId: string;
            spaceId: string;
            accountId: string;
            documentId: string;
            environmentId: string;
        };
        /** @description CDC */
        ContextCDC: components["schemas"]["EventContext"] & {
            accountId: string;
            environmentId: string;
            spaceId: string;
            dataClipId: string;
        };
        /** @description CT */
        ContextCT: components["schemas"]["EventContext"] & {
            accountId: string;
            environmentId: string;
            spaceId: string;
            threadId: string;
            actorId: string;
        };
        /** @description CV */
        ContextCV: components["schemas"]["EventContext"] & {
            canvasId: string;
            spaceId: string;
            environmentId: string;
            accountId: string;
        };
        /** @description FileExpired */
        ContextFileExpired: components["schemas"]["EventContext"] & {
            accountId: string;
            environmentId: string;
            spaceId: string;
            fileId: string;
        };
        /** @description RecordsCreated */
        ContextRecordsCreated: components["schemas"]["EventContext"] & {
            environmentId: string;
            spaceId: string;
            workbookId: string;
            sheetId: string;
        };
        /** @description space:deleted context; the description also lists workbookId, present when the space has a primary workbook */
        ContextSpaceDeleted: components["schemas"]["EventContext"] & {
            accountId: string;
            environmentId: string;
            spaceId: string;
            actorId: string;
        };
        /** @description space:expired context; workbookId as for space:deleted */
        ContextSpaceExpired: components["schemas"]["EventContext"] & {
            accountId: string;
            environmentId: string;
            spaceId: string;
        };
        /** @description SpaceArchived */
        ContextSpaceArchived: components["schemas"]["EventContext"] & {
            accountId: string;
            environmentId: string;
            spaceId: string;
        };
        /** @description SpaceActor */
        ContextSpaceActor: components["schemas"]["EventContext"] & {
            actorId: string;
            accountId: string;
            environmentId: string;
            spaceId: string;
        };
        /** @description EnvironmentAutobuild */
        ContextEnvironmentAutobuild: components["schemas"]["EventContext"] & {
            environmentId: string;
            accountId: string;
            actorId: string;
        };
        /** @description canvasAreaId, canvasId (environmentId is always present) */
        ContextCanvasArea: components["schemas"]["EventContext"] & {
            environmentId: string;
            canvasAreaId: string;
            canvasId: string;
        };
        /** @description environmentId only */
        ContextCron: components["schemas"]["EventContext"] & {
            environmentId: string;
        };
        /** @description The envelope of every event. Ids are unique and increase in emission order (the dev server uses `us_evt_` and a zero-padded sequence number); clients treat them as opaque cursors. `domain` is the part of the topic before the colon in the dev server; the hosted service may name a wider domain (its records events say `workbook`), so readers should not rely on it. */
        EventEnvelope: {
            id: string;
            /** @description For example `job:ready`. */
            topic: string;
            /** @description The part of the topic before the colon. */
            domain: string;
            context: components["schemas"]["EventContext"];
            payload: unknown;
            attributes?: components["schemas"]["EventAttributes"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            deletedAt?: string;
            /**
             * Format: date-time
             * @description When a listener acknowledged the event (`POST /v1/events/{eventId}/ack`).
             */
            acknowledgedAt?: string;
            acknowledgedBy?: string;
            /** @description Where a listener may report back about this event. */
            callbackUrl?: string;
            /** @description Where the data the event is about can be read (for records events, the records of its commit). */
            dataUrl?: string;
            /** @description What the event is addressed to (for example `agent` or `space`). */
            target?: string;
            origin?: components["schemas"]["Origin"];
            /** @description The namespaces of the resources concerned; listeners filter on them. */
            namespaces?: string[];
        };
        /** @description The description gives `{}` as the payload. */
        EmptyPayload: {
            [key: string]: unknown;
        };
        /** @description Payload "none listed" in the description; the dev server sends `{}` or the ids it has. */
        UnlistedPayload: {
            [key: string]: unknown;
        };
        FieldChange: {
            field: string;
            previousValue?: unknown;
            newValue?: unknown;
        };
        /** @description JP: `domain`, `operation`, `job` (`domain:operation`), `status`, `info?`, `isPart`, `input?`. `progress` and `parentId` are importkit additions (not in the description), so that progress can be shown from `job:updated` alone and a part can be told from its parent's id without fetching it. */
        JobEventPayload: {
            domain: string;
            operation: string;
            /** @description `domain:operation` */
            job: string;
            /** @description A `JobStatus` (any string, for statuses added later). */
            status: components["schemas"]["JobStatus"] | string;
            info?: string;
            /** @description true for a sub-job */
            isPart: boolean;
            input?: unknown;
            progress?: number;
            /** @description The parent job of a part. */
            parentId?: string;
        };
        JobPartsCompletedPayload: components["schemas"]["JobEventPayload"] & {
            parts: {
                partId: string;
                /** @description The part's final status: `complete`, `failed` or `canceled`. */
                status: string;
                /** @description When the part finished (ISO date). */
                completedAt: string;
            }[];
        };
        FileUpdatedPayload: {
            status: string;
            workbookId?: string;
        };
        RecordsCreatedPayload: {
            sheetId: string;
            recordIds: string[];
            recordCount: number;
        };
        /** @description `recordIds` lists every record the write changed. `changes` lists the first 1,000 cell value changes only (a message-only change is none); a write that changed more says `changesTruncated: true`. Ours, for a million-record write: the event stays small, and every change stays readable through a snapshot taken before the write (a clear column takes one itself): `GET /v1/snapshots/{id}/records?changeType=updatedSince` pages through every changed record with each cell's `snapshotValue`. `versionId` and `commitId` name the write's commit. */
        RecordsUpdatedPayload: {
            sheetId: string;
            recordIds: string[];
            changesTruncated?: boolean;
            versionId?: string;
            commitId?: string;
            changes: {
                recordId: string;
                fieldKey: string;
                previousValue?: unknown;
                newValue?: unknown;
            }[];
        };
        RecordsDeletedPayload: {
            sheetId: string;
            recordIds: string[];
            recordCount: number;
        };
        SheetCalculationUpdatedPayload: {
            sheetId: string;
            workbookId: string;
            calculations: {
                field: string;
                formula: string;
                updated: boolean;
            }[];
        };
        SheetCountsUpdatedPayload: {
            sheetId: string;
            workbookId: string;
            counts: {
                total: number;
                valid: number;
                error: number;
                updated: number;
            };
        };
        SheetCreatedPayload: {
            sheetId: string;
            workbookId: string;
            name: string;
            slug: string;
            fieldCount: number;
        };
        SheetUpdatedPayload: {
            sheetId: string;
            workbookId: string;
            changes: {
                /** @enum {string} */
                type: "field_added" | "field_removed" | "field_updated" | "config_updated";
                details?: unknown;
            }[];
        };
        SheetDeletedPayload: {
            sheetId: string;
            workbookId: string;
            name: string;
            slug: string;
        };
        WorkbookCreatedPayload: {
            workbookId: string;
            spaceId: string;
            name: string;
            namespace?: string;
            sheetCount: number;
        };
        WorkbookUpdatedPayload: {
            workbookId: string;
            spaceId: string;
            changes: {
                /** @enum {string} */
                type: "sheet_added" | "sheet_removed" | "config_updated";
                details?: unknown;
            }[];
        };
        WorkbookRefPayload: {
            workbookId: string;
            spaceId: string;
        };
        SpaceCreatedPayload: {
            spaceId: string;
            environmentId: string;
            name: string;
            appId?: string;
        };
        SpaceUpdatedPayload: {
            spaceId: string;
            environmentId: string;
            changes: components["schemas"]["FieldChange"][];
        };
        EnvironmentCreatedPayload: {
            environmentId: string;
            name: string;
            slug: string;
            isProd: boolean;
        };
        EnvironmentUpdatedPayload: {
            environmentId: string;
            changes: components["schemas"]["FieldChange"][];
        };
        EnvironmentDeletedPayload: {
            environmentId: string;
            deletedAt: string;
            deletedBy: string;
        };
        ActionCreatedPayload: {
            actionId: string;
            name: string;
            label: string;
            description?: string;
            type: string;
        };
        ActionUpdatedPayload: components["schemas"]["ActionCreatedPayload"] & {
            changes: components["schemas"]["FieldChange"][];
        };
        ActionDeletedPayload: {
            actionId: string;
            name: string;
        };
        /** @description Every write that changes a sheet's records is one commit: insert, update, delete, clear column, find and replace, bulk update, a snapshot restore and the delete-records job. A write that changes nothing makes none. `versionId` is also the commit's id (see `CommitId`). */
        CommitCreatedPayload: {
            sheetId: string;
            workbookId: string;
            versionId: string;
            sheetSlug: string;
        };
        /** @description Emitted when a commit changes state: in the dev server only when the workbook's `settings.trackChanges` is on, as the commit completes (`changes`: `completedAt` from null to the time), right before `commit:completed`. */
        CommitUpdatedPayload: {
            sheetId: string;
            workbookId: string;
            commitId: string;
            versionId: string;
            changes: components["schemas"]["FieldChange"][];
        };
        CommitCompletedPayload: {
            sheetId: string;
            workbookId: string;
            versionId: string;
            commitId: string;
        };
        /** @description Ours: a layer is the set of cell values one commit wrote. Every commit that writes cells (all but a delete) creates exactly one, right after `commit:created`; `layerId` is `us_ly_…`. Cells do not name their layer. */
        LayerCreatedPayload: {
            sheetId: string;
            workbookId: string;
            layerId: string;
            commitId: string;
        };
        SnapshotCreatedPayload: {
            snapshotId: string;
            sheetId: string;
            workbookId: string;
            spaceId: string;
        };
        AgentPayload: {
            agentId: string;
            environmentId: string;
        };
        SecretPayload: {
            secretId: string;
            /** @description Absent for a secret of the whole environment. */
            spaceId?: string;
            environmentId: string;
        };
        DataClipPayload: {
            dataClipId: string;
            accountId: string;
            status: string;
        };
        DataClipCollaboratorUpdatedPayload: {
            dataClipId: string;
            collaborators: string[];
            changes: {
                /** @enum {string} */
                action: "added" | "removed";
                userId: string;
            }[];
        };
        DataClipResolutionsCreatedPayload: {
            dataClipId: string;
            resolutions: {
                conflictId: string;
                resolution?: unknown;
                resolvedBy: string;
            }[];
        };
        DataClipResolutionsUpdatedPayload: {
            dataClipId: string;
            resolutions: {
                conflictId: string;
                resolution?: unknown;
                resolvedBy: string;
                updatedAt: string;
            }[];
            changes: {
                conflictId: string;
                previousResolution?: unknown;
                newResolution?: unknown;
            }[];
        };
        /** @description The full canvas (or canvas-area) object; its fields are not shown in the description. */
        CanvasPayload: {
            [key: string]: unknown;
        };
        ThreadCreatedPayload: {
            threadId: string;
            title?: string;
            status: string;
            createdAt: string;
        };
        ThreadUpdatedPayload: {
            threadId: string;
            title?: string;
            status: string;
            changes: components["schemas"]["FieldChange"][];
        };
        /** @description Any event of the catalog (the service description's Events section), discriminated by `topic`. */
        Event: components["schemas"]["JobCreatedEvent"] | components["schemas"]["JobReadyEvent"] | components["schemas"]["JobScheduledEvent"] | components["schemas"]["JobUpdatedEvent"] | components["schemas"]["JobCompletedEvent"] | components["schemas"]["JobOutcomeAcknowledgedEvent"] | components["schemas"]["JobPartsCompletedEvent"] | components["schemas"]["JobFailedEvent"] | components["schemas"]["JobDeletedEvent"] | components["schemas"]["ProgramCreatedEvent"] | components["schemas"]["ProgramUpdatedEvent"] | components["schemas"]["ProgramRecomputingEvent"] | components["schemas"]["ProgramRecomputedEvent"] | components["schemas"]["FileCreatedEvent"] | components["schemas"]["FileUpdatedEvent"] | components["schemas"]["FileDeletedEvent"] | components["schemas"]["FileExpiredEvent"] | components["schemas"]["RecordsCreatedEvent"] | components["schemas"]["RecordsUpdatedEvent"] | components["schemas"]["RecordsDeletedEvent"] | components["schemas"]["SheetCalculationUpdatedEvent"] | components["schemas"]["SheetCountsUpdatedEvent"] | components["schemas"]["SheetCreatedEvent"] | components["schemas"]["SheetUpdatedEvent"] | components["schemas"]["SheetDeletedEvent"] | components["schemas"]["WorkbookCreatedEvent"] | components["schemas"]["WorkbookUpdatedEvent"] | components["schemas"]["WorkbookDeletedEvent"] | components["schemas"]["WorkbookExpiredEvent"] | components["schemas"]["SpaceCreatedEvent"] | components["schemas"]["SpaceUpdatedEvent"] | components["schemas"]["SpaceDeletedEvent"] | components["schemas"]["SpaceExpiredEvent"] | components["schemas"]["SpaceArchivedEvent"] | components["schemas"]["SpaceUnarchivedEvent"] | components["schemas"]["SpaceGuestAddedEvent"] | components["schemas"]["SpaceGuestRemovedEvent"] | components["schemas"]["EnvironmentAutobuildCreatedEvent"] | components["schemas"]["EnvironmentCreatedEvent"] | components["schemas"]["EnvironmentUpdatedEvent"] | components["schemas"]["EnvironmentDeletedEvent"] | components["schemas"]["ActionCreatedEvent"] | components["schemas"]["ActionUpdatedEvent"] | components["schemas"]["ActionDeletedEvent"] | components["schemas"]["DocumentCreatedEvent"] | components["schemas"]["DocumentUpdatedEvent"] | components["schemas"]["DocumentDeletedEvent"] | components["schemas"]["CommitCreatedEvent"] | components["schemas"]["CommitUpdatedEvent"] | components["schemas"]["CommitCompletedEvent"] | components["schemas"]["LayerCreatedEvent"] | components["schemas"]["SnapshotCreatedEvent"] | components["schemas"]["AgentCreatedEvent"] | components["schemas"]["AgentUpdatedEvent"] | components["schemas"]["AgentDeletedEvent"] | components["schemas"]["SecretCreatedEvent"] | components["schemas"]["SecretUpdatedEvent"] | components["schemas"]["SecretDeletedEvent"] | components["schemas"]["DataClipCollaboratorUpdatedEvent"] | components["schemas"]["DataClipCreatedEvent"] | components["schemas"]["DataClipUpdatedEvent"] | components["schemas"]["DataClipDeletedEvent"] | components["schemas"]["DataClipResolutionsCreatedEvent"] | components["schemas"]["DataClipResolutionsRefreshedEvent"] | components["schemas"]["DataClipResolutionsUpdatedEvent"] | components["schemas"]["CanvasCreatedEvent"] | components["schemas"]["CanvasUpdatedEvent"] | components["schemas"]["CanvasDeletedEvent"] | components["schemas"]["CanvasAreaCreatedEvent"] | components["schemas"]["CanvasAreaUpdatedEvent"] | components["schemas"]["CanvasAreaDeletedEvent"] | components["schemas"]["ThreadCreatedEvent"] | components["schemas"]["ThreadUpdatedEvent"] | components["schemas"]["ThreadDeletedEvent"] | components["schemas"]["Cron5MinutesEvent"] | components["schemas"]["CronHourlyEvent"] | components["schemas"]["CronDailyEvent"] | components["schemas"]["CronWeeklyEvent"] | components["schemas"]["WorkbookThawedEvent"] | components["schemas"]["FlagCreatedEvent"] | components["schemas"]["FlagUpdatedEvent"] | components["schemas"]["FlagDeletedEvent"];
        JobCreatedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "job:created";
            /** @enum {string} */
            domain: "job";
            payload: components["schemas"]["JobEventPayload"];
            context: components["schemas"]["ContextCJ"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "job:created";
        };
        JobReadyEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "job:ready";
            /** @enum {string} */
            domain: "job";
            payload: components["schemas"]["JobEventPayload"];
            context: components["schemas"]["ContextCJ"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "job:ready";
        };
        JobScheduledEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "job:scheduled";
            /** @enum {string} */
            domain: "job";
            payload: components["schemas"]["JobEventPayload"];
            context: components["schemas"]["ContextCJ"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "job:scheduled";
        };
        JobUpdatedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "job:updated";
            /** @enum {string} */
            domain: "job";
            payload: components["schemas"]["JobEventPayload"];
            context: components["schemas"]["ContextCJ"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "job:updated";
        };
        JobCompletedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "job:completed";
            /** @enum {string} */
            domain: "job";
            payload: components["schemas"]["JobEventPayload"];
            context: components["schemas"]["ContextCJ"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "job:completed";
        };
        JobOutcomeAcknowledgedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "job:outcome-acknowledged";
            /** @enum {string} */
            domain: "job";
            payload: components["schemas"]["JobEventPayload"];
            context: components["schemas"]["ContextCJW"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "job:outcome-acknowledged";
        };
        JobPartsCompletedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "job:parts-completed";
            /** @enum {string} */
            domain: "job";
            payload: components["schemas"]["JobPartsCompletedPayload"];
            context: components["schemas"]["ContextCJ"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "job:parts-completed";
        };
        JobFailedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "job:failed";
            /** @enum {string} */
            domain: "job";
            payload: components["schemas"]["JobEventPayload"];
            context: components["schemas"]["ContextCJW"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "job:failed";
        };
        JobDeletedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "job:deleted";
            /** @enum {string} */
            domain: "job";
            payload: components["schemas"]["UnlistedPayload"];
            context: components["schemas"]["ContextCJ"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "job:deleted";
        };
        ProgramCreatedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "program:created";
            /** @enum {string} */
            domain: "program";
            payload: components["schemas"]["EmptyPayload"];
            context: components["schemas"]["ContextProgram"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "program:created";
        };
        ProgramUpdatedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "program:updated";
            /** @enum {string} */
            domain: "program";
            payload: components["schemas"]["EmptyPayload"];
            context: components["schemas"]["ContextProgram"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "program:updated";
        };
        ProgramRecomputingEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "program:recomputing";
            /** @enum {string} */
            domain: "program";
            payload: components["schemas"]["EmptyPayload"];
            context: components["schemas"]["ContextProgram"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "program:recomputing";
        };
        ProgramRecomputedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "program:recomputed";
            /** @enum {string} */
            domain: "program";
            payload: components["schemas"]["EmptyPayload"];
            context: components["schemas"]["ContextProgram"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "program:recomputed";
        };
        FileCreatedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "file:created";
            /** @enum {string} */
            domain: "file";
            payload: components["schemas"]["UnlistedPayload"];
            context: components["schemas"]["ContextCF"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "file:created";
        };
        FileUpdatedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "file:updated";
            /** @enum {string} */
            domain: "file";
            payload: components["schemas"]["FileUpdatedPayload"];
            context: components["schemas"]["ContextCF"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "file:updated";
        };
        FileDeletedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "file:deleted";
            /** @enum {string} */
            domain: "file";
            payload: components["schemas"]["UnlistedPayload"];
            context: components["schemas"]["ContextCF"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "file:deleted";
        };
        FileExpiredEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "file:expired";
            /** @enum {string} */
            domain: "file";
            payload: components["schemas"]["UnlistedPayload"];
            context: components["schemas"]["ContextFileExpired"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "file:expired";
        };
        RecordsCreatedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "records:created";
            /** @description `workbook`, as the hosted service sends it. */
            domain: string;
            payload: components["schemas"]["RecordsCreatedPayload"];
            context: components["schemas"]["ContextRecordsCreated"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "records:created";
        };
        RecordsUpdatedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "records:updated";
            /** @description `workbook`, as the hosted service sends it. */
            domain: string;
            payload: components["schemas"]["RecordsUpdatedPayload"];
            context: components["schemas"]["EventContext"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "records:updated";
        };
        RecordsDeletedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "records:deleted";
            /** @description `workbook`, as the hosted service sends it. */
            domain: string;
            payload: components["schemas"]["RecordsDeletedPayload"];
            context: components["schemas"]["EventContext"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "records:deleted";
        };
        SheetCalculationUpdatedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "sheet:calculation-updated";
            /** @enum {string} */
            domain: "sheet";
            payload: components["schemas"]["SheetCalculationUpdatedPayload"];
            context: components["schemas"]["ContextCS"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "sheet:calculation-updated";
        };
        SheetCountsUpdatedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "sheet:counts-updated";
            /** @enum {string} */
            domain: "sheet";
            payload: components["schemas"]["SheetCountsUpdatedPayload"];
            context: components["schemas"]["ContextCS"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "sheet:counts-updated";
        };
        SheetCreatedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "sheet:created";
            /** @enum {string} */
            domain: "sheet";
            payload: components["schemas"]["SheetCreatedPayload"];
            context: components["schemas"]["EventContext"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "sheet:created";
        };
        SheetUpdatedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "sheet:updated";
            /** @enum {string} */
            domain: "sheet";
            payload: components["schemas"]["SheetUpdatedPayload"];
            context: components["schemas"]["EventContext"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "sheet:updated";
        };
        SheetDeletedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "sheet:deleted";
            /** @enum {string} */
            domain: "sheet";
            payload: components["schemas"]["SheetDeletedPayload"];
            context: components["schemas"]["EventContext"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "sheet:deleted";
        };
        WorkbookCreatedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "workbook:created";
            /** @enum {string} */
            domain: "workbook";
            payload: components["schemas"]["WorkbookCreatedPayload"];
            context: components["schemas"]["EventContext"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "workbook:created";
        };
        WorkbookUpdatedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "workbook:updated";
            /** @enum {string} */
            domain: "workbook";
            payload: components["schemas"]["WorkbookUpdatedPayload"];
            context: components["schemas"]["EventContext"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "workbook:updated";
        };
        WorkbookDeletedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "workbook:deleted";
            /** @enum {string} */
            domain: "workbook";
            payload: components["schemas"]["WorkbookRefPayload"];
            context: components["schemas"]["EventContext"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "workbook:deleted";
        };
        WorkbookExpiredEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "workbook:expired";
            /** @enum {string} */
            domain: "workbook";
            payload: components["schemas"]["WorkbookRefPayload"];
            context: components["schemas"]["EventContext"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "workbook:expired";
        };
        SpaceCreatedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "space:created";
            /** @enum {string} */
            domain: "space";
            payload: components["schemas"]["SpaceCreatedPayload"];
            context: components["schemas"]["EventContext"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "space:created";
        };
        SpaceUpdatedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "space:updated";
            /** @enum {string} */
            domain: "space";
            payload: components["schemas"]["SpaceUpdatedPayload"];
            context: components["schemas"]["EventContext"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "space:updated";
        };
        SpaceDeletedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "space:deleted";
            /** @enum {string} */
            domain: "space";
            payload: components["schemas"]["UnlistedPayload"];
            context: components["schemas"]["ContextSpaceDeleted"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "space:deleted";
        };
        SpaceExpiredEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "space:expired";
            /** @enum {string} */
            domain: "space";
            payload: components["schemas"]["UnlistedPayload"];
            context: components["schemas"]["ContextSpaceExpired"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "space:expired";
        };
        SpaceArchivedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "space:archived";
            /** @enum {string} */
            domain: "space";
            payload: components["schemas"]["UnlistedPayload"];
            context: components["schemas"]["ContextSpaceArchived"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "space:archived";
        };
        SpaceUnarchivedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "space:unarchived";
            /** @enum {string} */
            domain: "space";
            payload: components["schemas"]["EmptyPayload"];
            context: components["schemas"]["ContextSpaceActor"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "space:unarchived";
        };
        SpaceGuestAddedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "space:guestAdded";
            /** @enum {string} */
            domain: "space";
            payload: components["schemas"]["UnlistedPayload"];
            context: components["schemas"]["ContextSpaceActor"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "space:guestAdded";
        };
        SpaceGuestRemovedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "space:guestRemoved";
            /** @enum {string} */
            domain: "space";
            payload: components["schemas"]["UnlistedPayload"];
            context: components["schemas"]["ContextSpaceActor"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "space:guestRemoved";
        };
        EnvironmentAutobuildCreatedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "environment:autobuild-created";
            /** @enum {string} */
            domain: "environment";
            payload: components["schemas"]["EmptyPayload"];
            context: components["schemas"]["ContextEnvironmentAutobuild"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "environment:autobuild-created";
        };
        EnvironmentCreatedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "environment:created";
            /** @enum {string} */
            domain: "environment";
            payload: components["schemas"]["EnvironmentCreatedPayload"];
            context: components["schemas"]["EventContext"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "environment:created";
        };
        EnvironmentUpdatedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "environment:updated";
            /** @enum {string} */
            domain: "environment";
            payload: components["schemas"]["EnvironmentUpdatedPayload"];
            context: components["schemas"]["EventContext"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "environment:updated";
        };
        EnvironmentDeletedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "environment:deleted";
            /** @enum {string} */
            domain: "environment";
            payload: components["schemas"]["EnvironmentDeletedPayload"];
            context: components["schemas"]["EventContext"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "environment:deleted";
        };
        ActionCreatedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "action:created";
            /** @description `action` from the dev server (the hosted service may send another domain). */
            domain: string;
            payload: components["schemas"]["ActionCreatedPayload"];
            context: components["schemas"]["ContextCA"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "action:created";
        };
        ActionUpdatedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "action:updated";
            /** @description `action` from the dev server (the hosted service may send another domain). */
            domain: string;
            payload: components["schemas"]["ActionUpdatedPayload"];
            context: components["schemas"]["ContextCA"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "action:updated";
        };
        ActionDeletedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "action:deleted";
            /** @description `action` from the dev server (the hosted service may send another domain). */
            domain: string;
            payload: components["schemas"]["ActionDeletedPayload"];
            context: components["schemas"]["ContextCA"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "action:deleted";
        };
        DocumentCreatedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "document:created";
            /** @enum {string} */
            domain: "document";
            payload: components["schemas"]["UnlistedPayload"];
            context: components["schemas"]["ContextCD"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "document:created";
        };
        DocumentUpdatedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "document:updated";
            /** @enum {string} */
            domain: "document";
            payload: components["schemas"]["UnlistedPayload"];
            context: components["schemas"]["ContextCD"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "document:updated";
        };
        DocumentDeletedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "document:deleted";
            /** @enum {string} */
            domain: "document";
            payload: components["schemas"]["UnlistedPayload"];
            context: components["schemas"]["ContextCD"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "document:deleted";
        };
        CommitCreatedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "commit:created";
            /** @description `commit` from the dev server (the hosted service may send another domain). */
            domain: string;
            payload: components["schemas"]["CommitCreatedPayload"];
            context: components["schemas"]["EventContext"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "commit:created";
        };
        CommitUpdatedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "commit:updated";
            /** @description `commit` from the dev server (the hosted service may send another domain). */
            domain: string;
            payload: components["schemas"]["CommitUpdatedPayload"];
            context: components["schemas"]["ContextCS"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "commit:updated";
        };
        CommitCompletedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "commit:completed";
            /** @description `commit` from the dev server (the hosted service may send another domain). */
            domain: string;
            payload: components["schemas"]["CommitCompletedPayload"];
            context: components["schemas"]["EventContext"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "commit:completed";
        };
        LayerCreatedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "layer:created";
            /** @description `layer` from the dev server (the hosted service may send another domain). */
            domain: string;
            payload: components["schemas"]["LayerCreatedPayload"];
            context: components["schemas"]["EventContext"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "layer:created";
        };
        SnapshotCreatedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "snapshot:created";
            /** @description `snapshot` from the dev server (the hosted service may send another domain). */
            domain: string;
            payload: components["schemas"]["SnapshotCreatedPayload"];
            context: components["schemas"]["EventContext"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "snapshot:created";
        };
        AgentCreatedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "agent:created";
            /** @description `agent` from the dev server (the hosted service may send another domain). */
            domain: string;
            payload: components["schemas"]["AgentPayload"];
            context: components["schemas"]["EventContext"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "agent:created";
        };
        AgentUpdatedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "agent:updated";
            /** @description `agent` from the dev server (the hosted service may send another domain). */
            domain: string;
            payload: components["schemas"]["AgentPayload"];
            context: components["schemas"]["EventContext"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "agent:updated";
        };
        AgentDeletedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "agent:deleted";
            /** @description `agent` from the dev server (the hosted service may send another domain). */
            domain: string;
            payload: components["schemas"]["AgentPayload"];
            context: components["schemas"]["EventContext"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "agent:deleted";
        };
        SecretCreatedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "secret:created";
            /** @enum {string} */
            domain: "secret";
            payload: components["schemas"]["SecretPayload"];
            context: components["schemas"]["EventContext"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "secret:created";
        };
        SecretUpdatedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "secret:updated";
            /** @enum {string} */
            domain: "secret";
            payload: components["schemas"]["SecretPayload"];
            context: components["schemas"]["EventContext"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "secret:updated";
        };
        SecretDeletedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "secret:deleted";
            /** @enum {string} */
            domain: "secret";
            payload: components["schemas"]["SecretPayload"];
            context: components["schemas"]["EventContext"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "secret:deleted";
        };
        DataClipCollaboratorUpdatedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "data-clip:collaborator-updated";
            /** @enum {string} */
            domain: "data-clip";
            payload: components["schemas"]["DataClipCollaboratorUpdatedPayload"];
            context: components["schemas"]["ContextCDC"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "data-clip:collaborator-updated";
        };
        DataClipCreatedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "data-clip:created";
            /** @enum {string} */
            domain: "data-clip";
            payload: components["schemas"]["DataClipPayload"];
            context: components["schemas"]["EventContext"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "data-clip:created";
        };
        DataClipUpdatedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "data-clip:updated";
            /** @enum {string} */
            domain: "data-clip";
            payload: components["schemas"]["DataClipPayload"];
            context: components["schemas"]["EventContext"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "data-clip:updated";
        };
        DataClipDeletedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "data-clip:deleted";
            /** @enum {string} */
            domain: "data-clip";
            payload: components["schemas"]["DataClipPayload"];
            context: components["schemas"]["EventContext"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "data-clip:deleted";
        };
        DataClipResolutionsCreatedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "data-clip:resolutions-created";
            /** @enum {string} */
            domain: "data-clip";
            payload: components["schemas"]["DataClipResolutionsCreatedPayload"];
            context: components["schemas"]["ContextCDC"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "data-clip:resolutions-created";
        };
        DataClipResolutionsRefreshedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "data-clip:resolutions-refreshed";
            /** @enum {string} */
            domain: "data-clip";
            payload: components["schemas"]["EmptyPayload"];
            context: components["schemas"]["ContextCDC"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "data-clip:resolutions-refreshed";
        };
        DataClipResolutionsUpdatedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "data-clip:resolutions-updated";
            /** @enum {string} */
            domain: "data-clip";
            payload: components["schemas"]["DataClipResolutionsUpdatedPayload"];
            context: components["schemas"]["ContextCDC"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "data-clip:resolutions-updated";
        };
        CanvasCreatedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "canvas:created";
            /** @enum {string} */
            domain: "canvas";
            payload: components["schemas"]["CanvasPayload"];
            context: components["schemas"]["ContextCV"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "canvas:created";
        };
        CanvasUpdatedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "canvas:updated";
            /** @enum {string} */
            domain: "canvas";
            payload: components["schemas"]["CanvasPayload"];
            context: components["schemas"]["ContextCV"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "canvas:updated";
        };
        CanvasDeletedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "canvas:deleted";
            /** @enum {string} */
            domain: "canvas";
            payload: components["schemas"]["CanvasPayload"];
            context: components["schemas"]["ContextCV"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "canvas:deleted";
        };
        CanvasAreaCreatedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "canvas-area:created";
            /** @enum {string} */
            domain: "canvas-area";
            payload: components["schemas"]["CanvasPayload"];
            context: components["schemas"]["ContextCanvasArea"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "canvas-area:created";
        };
        CanvasAreaUpdatedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "canvas-area:updated";
            /** @enum {string} */
            domain: "canvas-area";
            payload: components["schemas"]["CanvasPayload"];
            context: components["schemas"]["ContextCanvasArea"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "canvas-area:updated";
        };
        CanvasAreaDeletedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "canvas-area:deleted";
            /** @enum {string} */
            domain: "canvas-area";
            payload: components["schemas"]["CanvasPayload"];
            context: components["schemas"]["ContextCanvasArea"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "canvas-area:deleted";
        };
        ThreadCreatedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "thread:created";
            /** @enum {string} */
            domain: "thread";
            payload: components["schemas"]["ThreadCreatedPayload"];
            context: components["schemas"]["ContextCT"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "thread:created";
        };
        ThreadUpdatedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "thread:updated";
            /** @enum {string} */
            domain: "thread";
            payload: components["schemas"]["ThreadUpdatedPayload"];
            context: components["schemas"]["ContextCT"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "thread:updated";
        };
        ThreadDeletedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "thread:deleted";
            /** @enum {string} */
            domain: "thread";
            payload: components["schemas"]["EmptyPayload"];
            context: components["schemas"]["ContextCT"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "thread:deleted";
        };
        Cron5MinutesEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "cron:5-minutes";
            /** @enum {string} */
            domain: "cron";
            payload: components["schemas"]["EmptyPayload"];
            context: components["schemas"]["ContextCron"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "cron:5-minutes";
        };
        CronHourlyEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "cron:hourly";
            /** @enum {string} */
            domain: "cron";
            payload: components["schemas"]["EmptyPayload"];
            context: components["schemas"]["ContextCron"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "cron:hourly";
        };
        CronDailyEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "cron:daily";
            /** @enum {string} */
            domain: "cron";
            payload: components["schemas"]["EmptyPayload"];
            context: components["schemas"]["ContextCron"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "cron:daily";
        };
        CronWeeklyEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "cron:weekly";
            /** @enum {string} */
            domain: "cron";
            payload: components["schemas"]["EmptyPayload"];
            context: components["schemas"]["ContextCron"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "cron:weekly";
        };
        WriteSecret: {
            name: string;
            value: string;
            /** @description Defaults to the space's environment, or the default environment. */
            environmentId?: string;
            spaceId?: string;
            /** @description The actor the secret belongs to: a user (us_usr_), guest (us_g_), agent (us_ag_) or API key (us_key_). */
            actorId?: string;
        };
        Secret: {
            id: string;
            name: string;
            value: string;
            environmentId: string;
            spaceId?: string;
            actorId?: string;
            /** Format: date-time */
            createdAt?: string;
            /** Format: date-time */
            updatedAt?: string;
        };
        SecretsResponse: {
            data: components["schemas"]["Secret"][];
        };
        Pagination: {
            currentPage: number;
            pageCount: number;
            totalCount: number;
        };
        /** @description `{ success }` with no `data` wrapper (apps and constraints delete, as the hosted API answers). */
        SuccessResponse: {
            success: boolean;
        };
        DocumentConfig: {
            title: string;
            body: string;
            treatments?: string[];
            actions?: components["schemas"]["Action"][];
        };
        /** @description The hosted API sends the whole `DocumentConfig`; the dev server also accepts a part of it. */
        DocumentUpdate: {
            title?: string;
            body?: string;
            treatments?: string[];
            actions?: components["schemas"]["Action"][];
        };
        Document: {
            id: string;
            title: string;
            body: string;
            treatments?: string[];
            actions?: components["schemas"]["Action"][];
            spaceId: string;
            environmentId: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            createdFrom?: string;
            /** Format: date-time */
            lastPropagatedAt?: string;
        };
        DocumentResponse: {
            data: components["schemas"]["Document"];
        };
        DocumentsResponse: {
            data: components["schemas"]["Document"][];
        };
        /** @description The query of the records API that the view applies. */
        ViewConfig: {
            versionId?: string;
            commitId?: string;
            sinceVersionId?: string;
            sinceCommitId?: string;
            sortField?: string;
            /** @enum {string} */
            sortDirection?: "asc" | "desc";
            /** @enum {string} */
            filter?: "valid" | "error" | "all" | "none";
            filterField?: string;
            searchValue?: string;
            searchField?: string;
            ids?: string[];
            pageSize?: number;
            pageNumber?: number;
            includeCounts?: boolean;
            includeLength?: boolean;
            includeLinks?: boolean;
            includeMessages?: boolean;
            for?: string;
            q?: string;
        };
        ViewCreate: {
            sheetId: string;
            name: string;
            config: components["schemas"]["ViewConfig"];
        };
        ViewUpdate: {
            name?: string;
            config?: components["schemas"]["ViewConfig"];
        };
        View: {
            id: string;
            sheetId: string;
            name: string;
            config: components["schemas"]["ViewConfig"];
            /** @description The actor that created the view. */
            createdBy: string;
            /** Format: date-time */
            createdAt?: string;
            /** Format: date-time */
            updatedAt?: string;
        };
        ViewResponse: {
            data: components["schemas"]["View"];
        };
        ViewsResponse: {
            data: components["schemas"]["View"][];
            pagination: components["schemas"]["Pagination"];
        };
        InstructionCreate: {
            instructions: string;
            fieldKeys: string[];
            metadata?: {
                [key: string]: unknown;
            };
        };
        InstructionUpdate: {
            instructions?: string;
            fieldKeys?: string[];
            metadata?: {
                [key: string]: unknown;
            };
        };
        InstructionDelete: {
            fieldKeys?: string[];
        };
        Instruction: {
            /** @description `us_ins_…` */
            id: string;
            instructions: string;
            metadata?: {
                [key: string]: unknown;
            };
            /** @description The mapping family (`us_mf_…`): one per set of lower-cased field keys within an environment, scope and namespace. */
            familyId: string;
            /** @description The family's field keys: lower-cased, sorted, without duplicates. */
            fieldKeys: string[];
            environmentId: string;
            scope: string;
            namespace?: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            createdBy: string;
            updatedBy: string;
        };
        InstructionMatch: components["schemas"]["Instruction"] & {
            /** @description Jaccard index of the sheet's and the family's lower-cased field keys. */
            confidence: number;
        };
        InstructionResponse: {
            data: components["schemas"]["Instruction"];
        };
        InstructionMatchesResponse: {
            data: components["schemas"]["InstructionMatch"][];
        };
        /** @enum {string} */
        FileMode: "import" | "export";
        /**
         * @description The hosted `ModelFileStatusEnum`: `partial` while the bytes arrive, `complete` once they have (an import's extraction runs after, as a job of its own, and sets the file's `workbookId`), `failed` when its extraction cannot read it.
         * @enum {string}
         */
        FileStatus: "partial" | "analyzing" | "analyzed" | "complete" | "archived" | "purged" | "failed";
        /** @description How a table's header is found (see `POST /v1/files/detect-header`). `rowsToSearch` is taken by `default` and `dataRowAndSubHeaderDetection`, `headers` and `skip` by `explicitHeaders`, `rowNumbers` and `skip` by `specificRows`; another algorithm's option is a 400. */
        HeaderDetectionOptions: {
            /** @enum {string} */
            algorithm: "default" | "explicitHeaders" | "specificRows" | "dataRowAndSubHeaderDetection" | "aiDetection";
            /** @description Default 10. */
            rowsToSearch?: number;
            skip?: number;
            headers?: string[];
            rowNumbers?: number[];
        };
        DetectHeaderRequest: {
            options: components["schemas"]["HeaderDetectionOptions"];
            /** @description The table's first rows, each an array of cells (null for an empty one). */
            data: (string | null)[][];
        };
        DetectedHeader: {
            /** @description The header's cells. */
            header: string[];
            /** @description The last row before the data (the header's own row for default and specificRows without skip); -1 when the data starts at row 0. */
            headerRow: number;
            /** @description The spreadsheet column letter of each header cell (A, B, … AA). */
            letters: string[];
        };
        DetectHeaderResponse: {
            data: components["schemas"]["DetectedHeader"];
        };
        /** @description What the extraction job read from the file (set by it; not part of the hosted File). Rows whose cells do not line up with the header (`raggedRows`) are kept: missing cells empty, extra cells dropped. On a failure, `error` says what was wrong and where. */
        FileExtraction: {
            /** @enum {string} */
            format?: "delimited" | "xlsx";
            /**
             * @description Delimited text: the encoding read (a BOM, else UTF-8 when the whole file is valid UTF-8, else Windows-1252).
             * @enum {string}
             */
            encoding?: "utf-8" | "utf-16le" | "utf-16be" | "windows-1252";
            /** @description Delimited text: the delimiter used. */
            delimiter?: string;
            sheets?: {
                /** @description The worksheet's name (the file's name for delimited text). */
                name: string;
                sheetId?: string;
                /** @description As in DetectedHeader: rows counted from 0 after empty lines. */
                headerRow?: number;
                records: number;
                /** @description Rows with more or fewer cells than the header. */
                raggedRows: number;
                /** @description Where the first of them is (`line 12`, or `row 12` of an xlsx sheet). */
                firstRaggedRow?: string;
            }[];
            error?: {
                message: string;
                /** @description Delimited text, from 1. */
                line?: number;
                /** @description Delimited text: the field (from 1) where the error was found. */
                column?: number;
                /** @description An xlsx worksheet. */
                sheet?: string;
                /** @description An xlsx cell (`B12`): the last cell read before the error. */
                cell?: string;
            };
        };
        FileUpload: {
            spaceId: string;
            environmentId: string;
            mode?: components["schemas"]["FileMode"];
            /** Format: binary */
            file: string;
            /** @description Each the JSON text of an Action. */
            actions?: string[];
            /** @description The JSON text of HeaderDetectionOptions: how the extraction finds each table's header (default `{"algorithm":"default"}`). */
            headerDetection?: string;
            /** @description Where the file came from; stored as the file's `origin`. The hosted client sends it after the file part. */
            origin?: components["schemas"]["FileOrigin"];
        };
        FileUpdate: {
            workbookId?: string;
            name?: string;
            mode?: components["schemas"]["FileMode"];
            status?: components["schemas"]["FileStatus"];
            actions?: components["schemas"]["Action"][];
        };
        File: {
            /** @description `us_fl_…` */
            id: string;
            /** @description The original file name. */
            name: string;
            /** @description The name's extension without the dot (`csv`), or empty. */
            ext: string;
            mimetype: string;
            encoding: string;
            /** @description A `FileStatus` (any string, for statuses added later). */
            status: components["schemas"]["FileStatus"] | string;
            mode: components["schemas"]["FileMode"];
            /** @description Bytes stored. */
            size: number;
            bytesReceived: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            spaceId: string;
            environmentId: string;
            workbookId?: string;
            sheetId?: string;
            actions?: components["schemas"]["Action"][];
            extraction?: components["schemas"]["FileExtraction"];
            /**
             * Format: date-time
             * @description When the file expired: its retention period (365 days by default, the dev server's `retentionDays`) passed since `createdAt`, and `file:expired` was emitted. The dev server keeps an expired file's bytes.
             */
            expiredAt?: string;
            description?: string;
            origin?: components["schemas"]["FileOrigin"];
            treatments?: components["schemas"]["FileTreatments"][];
        };
        FileResponse: {
            data: components["schemas"]["File"];
        };
        FilesResponse: {
            data: components["schemas"]["File"][];
            pagination: components["schemas"]["Pagination"];
        };
        /** @description One side of a program: a sheet config (`name`, `fields`, …) or, an importkit addition, `sheetId` naming an existing sheet, whose fields are used when `fields` is omitted. */
        MappingSheetConfig: {
            /** @description An existing sheet (`us_sh_…`): its workbook and sheet are the context (CS) of the program's events. */
            sheetId?: string;
            name?: string;
            slug?: string;
            fields?: components["schemas"]["Property"][];
        } & {
            [key: string]: unknown;
        };
        /** @description A rule, `{ name, type, config }`. Types and their configs: `assign` `{ sourceField, destinationField }` copies a cell; `ignore` `{ sourceField }` leaves a source field out; `constant` `{ destinationField, value }` writes the same value into every record; `concatenate` `{ sourceFields, destinationField, separator }` joins the non-empty values (`separator` defaults to a space); `map-enum` `{ sourceField, destinationField, values }` copies a cell through `values` (source value → destination value; a value not listed is copied as it is, so the destination's options flag it). Field keys are checked against the program's sides; a destination field is written by at most one rule. */
        MappingRuleConfig: {
            name: string;
            /** @description assign, ignore, constant, concatenate or map-enum */
            type: string;
            config?: {
                [key: string]: unknown;
            };
            /** Format: date-time */
            acceptedAt?: string;
            acceptedBy?: string;
            metadata?: {
                [key: string]: unknown;
            };
        };
        MappingRuleUpdate: {
            id: string;
            name: string;
            type: string;
            config?: {
                [key: string]: unknown;
            };
            /** Format: date-time */
            acceptedAt?: string;
            acceptedBy?: string;
            metadata?: {
                [key: string]: unknown;
            };
            confidence?: number;
            createdBy?: string;
            /**
             * Format: date-time
             * @description Sent back by the hosted client with the rule; ignored.
             */
            createdAt?: string;
            /**
             * Format: date-time
             * @description Ignored.
             */
            updatedAt?: string;
            /**
             * Format: date-time
             * @description Ignored.
             */
            deletedAt?: string;
        };
        /** @description A rule of a program (`id` `us_mr_…`; an unsaved program's rules have one too, never stored). */
        MappingRule: {
            id: string;
            name: string;
            type: string;
            config: {
                [key: string]: unknown;
            };
            /** @description Set on suggested rules (1: key or label equal). */
            confidence?: number;
            /** Format: date-time */
            acceptedAt?: string;
            acceptedBy?: string;
            metadata?: {
                [key: string]: unknown;
            };
            createdBy?: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** Format: date-time */
            deletedAt?: string;
        };
        ProgramConfig: {
            source: components["schemas"]["MappingSheetConfig"];
            destination: components["schemas"]["MappingSheetConfig"];
            familyId?: string;
            namespace?: string;
            /** @description Default false: the program is computed and returned, not stored. */
            save?: boolean;
            rules?: components["schemas"]["MappingRuleConfig"][];
        };
        ProgramUpdate: {
            source?: components["schemas"]["MappingSheetConfig"];
            destination?: components["schemas"]["MappingSheetConfig"];
            familyId?: string;
            namespace?: string;
            rules?: components["schemas"]["MappingRuleConfig"][];
            /** @description Accepted for the hosted client; a stored program stays stored. */
            save?: boolean;
        };
        ProgramSummary: {
            totalRuleCount: number;
            addedRuleCount: number;
            deletedRuleCount: number;
        };
        DeleteAllHistoryForUserRequest: {
            /** @description Only this environment's programs. */
            environmentId?: string;
        };
        Program: {
            /** @description `us_mp_…`; absent when the program was not saved. */
            id?: string;
            /** @description The hosted "if this program was saved, this token allows you to modify the program". A saved program gets one (`us_mpt_` and 32 random hex digits) when it is created; the program's answers (create, get, list, update) carry it, an unsaved program has none. Locally it has no meaning: the dev server's API key already authorizes every change, so the token is never asked for nor checked (a request carrying it as its bearer is refused as any wrong key is). It is kept so that code storing it works unchanged. */
            accessToken?: string;
            rules: components["schemas"]["MappingRule"][];
            sourceKeys: string[];
            destinationKeys: string[];
            sourceSheetId?: string;
            destinationSheetId?: string;
            environmentId: string;
            namespace?: string;
            familyId?: string;
            summary?: components["schemas"]["ProgramSummary"];
            createdBy?: string;
            /** Format: date-time */
            createdAt?: string;
            /** Format: date-time */
            updatedAt?: string;
            /**
             * Format: date-time
             * @description When a transform first ran the program (the dev server's meaning of accepted).
             */
            acceptedAt?: string;
            /** @description The creator of that transform job. */
            acceptedBy?: string;
        };
        ProgramResponse: {
            data: components["schemas"]["Program"];
        };
        ProgramsResponse: {
            data: components["schemas"]["Program"][];
        };
        MappingRuleResponse: {
            data: components["schemas"]["MappingRule"];
        };
        MappingRulesResponse: {
            data: components["schemas"]["MappingRule"][];
        };
        DeleteMultipleRulesRequest: {
            ruleIds: string[];
        };
        /** @description A field of a sheet (a `Property`). Requests need only its `key`; answers carry the whole field, `type` included, as the hosted client reads it. */
        PlanField: {
            key: string;
        } & {
            [key: string]: unknown;
        };
        Edge: {
            sourceField: components["schemas"]["PlanField"];
            destinationField: components["schemas"]["PlanField"];
            preview?: string[];
            enumDetails?: {
                [key: string]: unknown;
            };
            metadata?: {
                [key: string]: unknown;
            };
        };
        SourceField: {
            sourceField: components["schemas"]["PlanField"];
            preview?: string[];
        };
        DestinationField: {
            destinationField: components["schemas"]["PlanField"];
            preview?: string[];
        };
        JobExecutionPlan: {
            fieldMapping: components["schemas"]["Edge"][];
            unmappedSourceFields: components["schemas"]["SourceField"][];
            unmappedDestinationFields: components["schemas"]["DestinationField"][];
            programId?: string;
        };
        JobExecutionPlanRequest: {
            fileId?: string;
            jobId?: string;
            fieldMapping: components["schemas"]["Edge"][];
            unmappedSourceFields: components["schemas"]["SourceField"][];
            unmappedDestinationFields: components["schemas"]["DestinationField"][];
            programId?: string;
        };
        JobExecutionPlanPatch: {
            fileId?: string;
            jobId?: string;
            fieldMapping?: components["schemas"]["Edge"][];
            unmappedSourceFields?: components["schemas"]["SourceField"][];
            unmappedDestinationFields?: components["schemas"]["DestinationField"][];
            programId?: string;
        };
        JobPlanResponse: {
            data: {
                job: components["schemas"]["Job"];
                plan: components["schemas"]["JobExecutionPlan"];
            };
        };
        /** @description A deploy's configuration; a key it does not know is refused. */
        AgentConfig: components["schemas"]["AgentConfigFields"];
        /** @description The fields of an agent's configuration, shared by deploys, agents and versions. */
        AgentConfigFields: {
            /** @description The event topics the agent listens to (cron topics included). */
            topics?: string[];
            /** @enum {string} */
            compiler?: "js";
            source?: string;
            sourceMap?: string;
            slug?: string;
            /** @description Deprecated. */
            options?: {
                [key: string]: unknown;
            };
            /** @enum {string} */
            template?: "constraints" | "autobuild" | "autocast" | "webhook-egress" | "action-listener" | "automap";
            isSystem?: boolean;
            namespace?: string;
            templateOptions?: components["schemas"]["TemplateOptions"];
            packageVersions?: {
                [key: string]: string;
            };
            commitInfo?: {
                [key: string]: unknown;
            };
        };
        Agent: components["schemas"]["AgentConfigFields"] & {
            id: string;
            accountId: string;
            environmentId: string;
            /** @description The version number the agent runs. */
            version?: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            createdFrom?: string;
            /** Format: date-time */
            lastPropagatedAt?: string;
            templateOptions?: components["schemas"]["TemplateOptions"];
            packageVersions?: {
                [key: string]: string;
            };
            commitInfo?: {
                [key: string]: unknown;
            };
        };
        AgentResponse: {
            data: components["schemas"]["Agent"];
        };
        AgentsResponse: {
            data: components["schemas"]["Agent"][];
            pagination: components["schemas"]["Pagination"];
        };
        AgentVersion: components["schemas"]["AgentConfigFields"] & {
            id: string;
            /** @description The agent's id (snake_case on the wire, as the hosted API has it). */
            agent_id: string;
            version: number;
            /** @description The version this one was made from: itself for a deploy, the reverted-to version for a revert. */
            origin: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            templateOptions?: components["schemas"]["TemplateOptions"];
            packageVersions?: {
                [key: string]: string;
            };
            commitInfo?: {
                [key: string]: unknown;
            };
        };
        AgentVersionResponse: {
            data: components["schemas"]["AgentVersion"];
        };
        AgentVersionsResponse: {
            data: components["schemas"]["AgentVersion"][];
        };
        /** @enum {string} */
        AppType: "PORTAL" | "PROJECTS" | "MAPPING" | "WORKBOOKS" | "CUSTOM";
        AppCreate: {
            name: string;
            namespace: string;
            type: components["schemas"]["AppType"];
            entity?: string;
            entityPlural?: string;
            icon?: string;
            metadata?: unknown;
            environmentFilters?: unknown;
            blueprint?: unknown;
        };
        AppPatch: {
            name?: string;
            /** @description Editable through the API after creation. */
            namespace?: string;
            entity?: string;
            entityPlural?: string;
            icon?: string;
            metadata?: unknown;
            environmentFilters?: unknown;
            blueprint?: unknown;
            /** Format: date-time */
            activatedAt?: string;
        };
        App: {
            id: string;
            name: string;
            namespace: string;
            type: components["schemas"]["AppType"];
            entity: string;
            entityPlural: string;
            icon?: string;
            metadata: unknown;
            environmentFilters: unknown;
            blueprint?: unknown;
            /** Format: date-time */
            activatedAt?: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** Format: date-time */
            deletedAt?: string;
        };
        AppResponse: {
            data: components["schemas"]["App"];
        };
        AppsResponse: {
            data: components["schemas"]["App"][];
        };
        ConstraintCreate: {
            description?: string;
            function?: string;
            options?: unknown;
            label?: string;
            /** @description The name a field's `{ type: stored, validator }` constraint refers to; unique within the app. Defaults to the id. */
            validator?: string;
            appId?: string;
        };
        ConstraintUpdate: {
            description?: string;
            function?: string;
            options?: unknown;
            label?: string;
        };
        ConstraintResource: {
            id: string;
            appId: string;
            validator: string;
            description?: string;
            function?: string;
            options?: unknown;
            label?: string;
            /** @description The current version. */
            version?: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        ConstraintVersionResource: components["schemas"]["ConstraintResource"] & {
            version: number;
            prompt?: string;
        };
        ConstraintResponse: {
            data: components["schemas"]["ConstraintResource"];
        };
        ConstraintsResponse: {
            data: components["schemas"]["ConstraintResource"][];
        };
        ConstraintVersionResponse: {
            data: components["schemas"]["ConstraintVersionResource"];
        };
        ConstraintVersionsResponse: {
            data: components["schemas"]["ConstraintVersionResource"][];
        };
        UserInvite: {
            /** Format: email */
            email: string;
            name: string;
            actorRoles?: {
                roleId: string;
                resourceId: string;
            }[];
        };
        User: {
            id: string;
            email: string;
            name: string;
            accountId: string;
            idp: string;
            metadata: {
                [key: string]: unknown;
            };
            /**
             * Format: date-time
             * @description Absent while the invitation is pending.
             */
            invitationAcceptedAt?: string;
            /** Format: date-time */
            lastSeenAt?: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            actorRoles: components["schemas"]["ActorRoleResponse"][];
            idpRef?: string;
            dashboard?: number;
        };
        UserResponse: {
            data: components["schemas"]["User"];
        };
        UsersResponse: {
            data: components["schemas"]["User"][];
            pagination: components["schemas"]["Pagination"];
        };
        GuestSpace: {
            id: string;
            workbooks?: {
                id: string;
            }[];
            sheets?: {
                id: string;
            }[];
            /** Format: date-time */
            lastAccessed?: string;
        };
        GuestConfig: {
            environmentId: string;
            /** Format: email */
            email: string;
            name: string;
            spaces: components["schemas"]["GuestSpace"][];
        };
        GuestConfigUpdate: {
            environmentId?: string;
            /** Format: email */
            email?: string;
            name?: string;
            spaces?: components["schemas"]["GuestSpace"][];
        };
        Guest: {
            id: string;
            environmentId: string;
            email: string;
            name: string;
            spaces: components["schemas"]["GuestSpace"][];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        GuestResponse: {
            data: components["schemas"]["Guest"];
        };
        GuestsResponse: {
            data: components["schemas"]["Guest"][];
        };
        GuestTokenResponse: {
            data: {
                token: string;
                valid: boolean;
                /** Format: date-time */
                expiresAt?: string;
            };
        };
        CanvasConfig: {
            spaceId: string;
            name: string;
            description?: string;
            settings?: {
                [key: string]: unknown;
            };
            metadata?: components["schemas"]["Metadata"];
        };
        CanvasUpdate: {
            name?: string;
            description?: string;
            settings?: {
                [key: string]: unknown;
            };
            metadata?: components["schemas"]["Metadata"];
        };
        Canvas: {
            id: string;
            spaceId: string;
            environmentId: string;
            name: string;
            description?: string;
            settings?: {
                [key: string]: unknown;
            };
            metadata?: components["schemas"]["Metadata"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        CanvasResponse: {
            data: components["schemas"]["Canvas"];
        };
        CanvasesResponse: {
            data: components["schemas"]["Canvas"][];
        };
        CanvasAreaConfig: {
            canvasId: string;
            /** @description An enclosing area of the same canvas. */
            parentId?: string;
            type?: string;
            layout?: string;
            position?: string;
            visibility?: string;
            config?: {
                [key: string]: unknown;
            };
            metadata?: components["schemas"]["Metadata"];
            overlay?: unknown;
        };
        CanvasAreaUpdate: {
            type?: string;
            layout?: string;
            position?: string;
            visibility?: string;
            config?: {
                [key: string]: unknown;
            };
            metadata?: components["schemas"]["Metadata"];
            overlay?: unknown;
            parentId?: string;
            canvasId?: string;
        };
        CanvasArea: {
            id: string;
            canvasId: string;
            spaceId: string;
            environmentId: string;
            parentId?: string;
            type: string;
            layout: string;
            position: string;
            visibility: string;
            config: {
                [key: string]: unknown;
            };
            metadata: components["schemas"]["Metadata"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            overlay: unknown;
            /** Format: date-time */
            deletedAt?: string;
        };
        CanvasAreaResponse: {
            data: components["schemas"]["CanvasArea"];
        };
        CanvasAreasResponse: {
            data: components["schemas"]["CanvasArea"][];
            pagination?: components["schemas"]["Pagination"];
        };
        /** @description Where the thread lives: `resourceId` (the hosted field: a space, or a workbook, sheet or other resource inside one) or `spaceId`; one of them is required (400 without). */
        ThreadConfig: {
            spaceId?: string;
            title?: string;
            /** @description Defaults to `ready`. */
            status?: components["schemas"]["ThreadStatusInput"];
            metadata?: components["schemas"]["Metadata"];
            resourceId?: string;
            source?: string;
            state?: components["schemas"]["ThreadState"];
        };
        ThreadUpdate: {
            title?: string;
            status?: components["schemas"]["ThreadStatusInput"];
            metadata?: components["schemas"]["Metadata"];
            resourceId?: string;
            source?: string;
            state?: components["schemas"]["ThreadState"];
            stateUpdateStrategy?: components["schemas"]["StateUpdateStrategy"];
        };
        Thread: {
            id: string;
            spaceId: string;
            environmentId: string;
            title?: string;
            status: components["schemas"]["ThreadStatus"];
            metadata?: components["schemas"]["Metadata"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            resourceId: string;
            source?: string;
            state?: components["schemas"]["ThreadState"];
        };
        ThreadResponse: {
            data: components["schemas"]["Thread"];
        };
        ThreadsResponse: {
            data: components["schemas"]["Thread"][];
        };
        /**
         * @description How a data clip is shared, in a request. `public` (the description's `unrestricted`, accepted too): a guest link with a permanent access token, in `guestLinkUrl`; `restricted`: a direct sheet URL without a token. An existing link is never regenerated.
         * @enum {string}
         */
        DataClipSharedLink: "public" | "restricted" | "unrestricted";
        CreateDataClip: {
            name: string;
            description?: string;
            sourceSheetId: string;
            collaborators?: string[];
            /** @description The description's name for `sharedLinkAccess`. */
            sharedLink?: components["schemas"]["DataClipSharedLink"];
            sharedLinkAccess?: components["schemas"]["DataClipSharedLink"];
        };
        UpdateDataClip: {
            name?: string;
            description?: string;
            status?: string;
            collaborators?: string[];
            /** @description The description's name for `sharedLinkAccess`. */
            sharedLink?: components["schemas"]["DataClipSharedLink"];
            sharedLinkAccess?: components["schemas"]["DataClipSharedLink"];
        };
        /** @description `guestAuthentication` is gone: use `guestLinkUrl`. */
        DataClip: {
            id: string;
            name: string;
            description?: string;
            sourceSheetId: string;
            workbookId: string;
            spaceId: string;
            environmentId: string;
            /** @description `open` when created. */
            status: string;
            createdBy: string;
            collaborators: string[];
            guestLinkUrl?: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description The sheet holding the clip's copy of the records. */
            clipSheetId: string;
            /** @description How the clip is shared (the hosted name; the description calls it `sharedLink`). */
            sharedLinkAccess?: components["schemas"]["SharedLinkAccess"];
            accessToken?: string;
            /** Format: date-time */
            mergedAt?: string;
            /** Format: date-time */
            deletedAt?: string;
        };
        DataClipResponse: {
            data: components["schemas"]["DataClip"];
        };
        DataClipsResponse: {
            /** @description Each clip inside its own `{ data }`, as the hosted client reads the list. */
            data: components["schemas"]["DataClipResponse"][];
        };
        /** @description Either `resolvedRecords` (the hosted shape: per record, how each conflicting field resolves) or `resolutions` (by conflict id); one of them is required (400 without). */
        DataClipResolutionsUpdate: {
            resolutions?: {
                conflictId: string;
                resolution: unknown;
            }[];
            resolvedRecords?: components["schemas"]["ResolvedRecords"][];
        };
        /**
         * @description A job status in a request: the wire values, and `completed` (the description's word), read as `complete`.
         * @enum {string}
         */
        JobStatusInput: "created" | "planning" | "scheduled" | "ready" | "executing" | "complete" | "completed" | "failed" | "canceled" | "waiting" | "parts-completed";
        EventAttributes: {
            /** Format: date-time */
            targetUpdatedAt?: string;
            progress?: components["schemas"]["Progress"];
        };
        /** @description Ours (the hosted client does not type it): the flag and its workbook. */
        FlagPayload: {
            workbookId: string;
            slug: string;
            flagId?: string;
        };
        /** @description A hosted topic: an archived workbook became usable again. The dev server never archives workbooks, so it never emits it. */
        WorkbookThawedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "workbook:thawed";
            /** @enum {string} */
            domain: "workbook";
            payload: components["schemas"]["WorkbookRefPayload"];
            context: components["schemas"]["EventContext"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "workbook:thawed";
        };
        /** @description A flag of a workbook was created. */
        FlagCreatedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "flag:created";
            /** @enum {string} */
            domain: "flag";
            payload: components["schemas"]["FlagPayload"];
            context: components["schemas"]["EventContext"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "flag:created";
        };
        /** @description A flag of a workbook was updated. */
        FlagUpdatedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "flag:updated";
            /** @enum {string} */
            domain: "flag";
            payload: components["schemas"]["FlagPayload"];
            context: components["schemas"]["EventContext"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "flag:updated";
        };
        /** @description A flag of a workbook was deleted. */
        FlagDeletedEvent: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            topic: "flag:deleted";
            /** @enum {string} */
            domain: "flag";
            payload: components["schemas"]["FlagPayload"];
            context: components["schemas"]["EventContext"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            topic: "flag:deleted";
        };
        /**
         * @description A thread's status on the wire (a new thread is `ready`).
         * @enum {string}
         */
        ThreadStatus: "ready" | "active" | "error";
        /**
         * @description A thread status in a request; `open` (the name importkit used before) is read as `ready`.
         * @enum {string}
         */
        ThreadStatusInput: "ready" | "active" | "error" | "open";
        /** @description A cell as the records API answers it: always with `messages` (empty when there are none). */
        CellValueWithLinks: components["schemas"]["CellValue"] & {
            messages: components["schemas"]["ValidationMessage"][];
            /** @description The records a reference cell points at, when `includeLinks` asks for them. */
            links?: components["schemas"]["RecordUpdate"][];
        };
        /** @description Cells by field key, as answered. */
        RecordDataWithLinks: {
            [key: string]: components["schemas"]["CellValueWithLinks"];
        };
        /** @description A list of texts in one cell. */
        StringListProperty: components["schemas"]["PropertyBase"] & {
            /** @enum {string} */
            type: "string-list";
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "string-list";
        };
        /** @description A list of options in one cell; each element is checked as an `enum` value is. */
        EnumListProperty: components["schemas"]["PropertyBase"] & {
            /** @enum {string} */
            type: "enum-list";
            config: components["schemas"]["EnumPropertyConfig"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "enum-list";
        };
        /** @description A sheet in a workbook update: a new sheet config, or an existing sheet (by `id`, or by `slug`) with the parts to change; `config` may carry the sheet config instead of the top-level fields. */
        SheetConfigOrUpdate: {
            name?: string;
            description?: string;
            slug?: string;
            readonly?: boolean;
            allowAdditionalFields?: boolean;
            mappingConfidenceThreshold?: number;
            access?: components["schemas"]["SheetAccess"][];
            fields?: components["schemas"]["Property"][];
            actions?: components["schemas"]["Action"][];
            treatments?: components["schemas"]["SheetTreatments"][];
            collection?: string;
            id?: string;
            workbookId?: string;
            config?: components["schemas"]["SheetConfig"];
            metadata?: unknown;
            namespace?: string;
            /** Format: date-time */
            updatedAt?: string;
            /** Format: date-time */
            createdAt?: string;
        };
        /** @description The context of program events: CS when a side of the program names a sheet (the destination's first, else the source's); a program whose sides are sheet configs only has no sheet, so its events carry `accountId`, `environmentId` and `programId`. */
        ContextProgram: components["schemas"]["EventContext"] & {
            accountId: string;
            environmentId: string;
            programId: string;
        };
        /**
         * @description A retention policy in a request: the hosted spellings, and the snake_case ones importkit answered before (`since_created` is `sinceCreated`).
         * @enum {string}
         */
        DataRetentionPolicyInput: "sinceCreated" | "lastActivity" | "since_created" | "last_activity";
        /** @enum {string} */
        GetSpacesSortField: "name" | "workbooksCount" | "filesCount" | "environmentId" | "createdByUserName" | "createdAt" | "lastActivityAt";
        /** @enum {string} */
        SortDirection: "asc" | "desc";
        /** @enum {string} */
        ListUsersSortField: "email" | "name" | "id" | "idp" | "idp_ref" | "created_at" | "updated_at" | "last_seen_at" | "dashboard";
        AccountResponse: {
            data: components["schemas"]["Account"];
        };
        AccountPatch: {
            name?: string;
            defaultAppId?: string;
        };
        ApiActionConfigs: components["schemas"]["ActionConfig"][];
        ApiActionsResponse: components["schemas"]["ActionResource"][];
        ListAgentExportsResponse: {
            data: components["schemas"]["AgentExport"][];
            pagination: components["schemas"]["Pagination"];
        };
        GetAgentExportResponse: {
            data: components["schemas"]["AgentExport"];
        };
        ListActorRolesResponse: {
            data: components["schemas"]["ActorRoleResponse"][];
        };
        AssignActorRoleRequest: {
            roleId: string;
            resourceId: components["schemas"]["ResourceIdUnion"];
        };
        AssignRoleResponse: {
            data: components["schemas"]["AssignRoleResponseData"];
        };
        GetAgentLogsResponse: {
            pagination?: components["schemas"]["Pagination"];
            data?: components["schemas"]["AgentLog"][];
        };
        GetDetailedAgentLogResponse: {
            data: components["schemas"]["DetailedAgentLog"];
        };
        GetDetailedAgentLogsResponse: {
            pagination?: components["schemas"]["Pagination"];
            data: components["schemas"]["DetailedAgentLog"][];
        };
        GetExecutionsResponse: {
            pagination?: components["schemas"]["Pagination"];
            data: components["schemas"]["Execution"][];
        };
        AnalysisResponse: {
            data: components["schemas"]["AnalysisData"][];
            meta?: unknown;
        };
        CreateAnalysisRequest: {
            sheetId: string;
            environmentId: string;
            spaceId: string;
            workbookId: string;
            analyses: components["schemas"]["AnalysisCreateDto"][];
        };
        AnalysisData: {
            id: string;
            environmentId: string;
            accountId: string;
            spaceId: string;
            workbookId: string;
            sheetId: string;
            field: string;
            result: unknown;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        DeleteAnalysesResponse: {
            deleted: number;
        };
        UpdateSuggestionRequest: {
            suggestion: unknown;
        };
        /** @enum {string} */
        PromptTypeQueryEnum: "ALL" | "AI_ASSIST" | "CONSTRAINT_GENERATION";
        PromptsResponse: {
            pagination?: components["schemas"]["Pagination"];
            data: components["schemas"]["Prompt"][];
        };
        PromptResponse: {
            data: components["schemas"]["Prompt"];
        };
        PromptPatch: {
            prompt: string;
        };
        PromptCreate: {
            promptType?: components["schemas"]["PromptTypeEnum"];
            prompt: string;
            environmentId: string;
            spaceId: string;
        };
        Credentials: {
            /** @enum {string} */
            type: "userCredentials";
            email: string;
            password: string;
        } | {
            /** @enum {string} */
            type: "apiCredentials";
            clientId: string;
            secret: string;
        };
        AccessToken: {
            accessToken: string;
            expiresIn: string;
            expires: string;
            email?: string;
            userId?: string;
            accountId?: string;
        };
        ApiKeysResponse: {
            data: components["schemas"]["ApiKey"][];
        };
        PublishableKeyResponse: {
            data: components["schemas"]["ApiKey"];
        };
        /** @enum {string} */
        ApiKeyType: "PUBLISHABLE" | "SECRET";
        SftpCredentials: {
            username: string;
            password: string;
            host: string;
            port: string;
        };
        PersonalAccessTokensResponse: {
            data: components["schemas"]["PersonalAccessToken"][];
        };
        CreatePersonalAccessTokenRequest: {
            name: string;
        };
        CreatePersonalAccessTokenResponse: {
            data: components["schemas"]["CreatePersonalAccessTokenResponseData"];
        };
        CommitResponse: {
            data: components["schemas"]["Commit"];
        };
        AddRecordsToClipRequest: {
            recordIds: string[];
        };
        RecordsResponseData: {
            records?: components["schemas"]["RecordsWithLinks"];
            counts?: components["schemas"]["RecordCounts"];
            versionId?: string;
            commitId?: string;
            success: boolean;
        };
        GetResolutionIndexResponse: {
            index: number;
        };
        ListDataRetentionPoliciesResponse: {
            data: components["schemas"]["DataRetentionPolicy"][];
        };
        DataRetentionPolicyConfig: {
            type: components["schemas"]["DataRetentionPolicyEnum"];
            period: number;
            environmentId: string;
        };
        DataRetentionPolicyResponse: {
            data: components["schemas"]["DataRetentionPolicy"];
        };
        ListEntitlementsResponse: {
            data: components["schemas"]["Entitlement"][];
        };
        EventTokenResponse: {
            data: components["schemas"]["EventToken"];
        };
        GuideListResponse: {
            data: components["schemas"]["GuideResource"][];
        };
        GuideDetailResponse: {
            data: components["schemas"]["GuideResource"];
        };
        GuideUpdateRequest: {
            description?: string;
            title?: string;
            metadata?: {
                [key: string]: unknown;
            };
            slug?: string;
            versions?: components["schemas"]["GuideVersionResource"][];
            blocks?: {
                [key: string]: unknown;
            }[];
            environmentId?: string;
        };
        GuideCreateRequest: {
            description: string;
            title: string;
            metadata?: {
                [key: string]: unknown;
            };
            slug: string;
            blocks: {
                [key: string]: unknown;
            }[];
            environmentId: string;
        };
        GuideDeleteResponse: {
            data: components["schemas"]["GuideDeleteResponseData"];
        };
        GuideVersionResponse: {
            data: components["schemas"]["GuideVersionResource"];
        };
        CreateEventConfig: {
            topic: components["schemas"]["EventTopic"];
            payload: {
                [key: string]: unknown;
            };
            /** Format: date-time */
            deletedAt?: string;
            domain: components["schemas"]["Domain"];
            context: components["schemas"]["EventContext"];
            attributes?: components["schemas"]["EventAttributes"];
            callbackUrl?: string;
            dataUrl?: string;
            target?: string;
            origin?: components["schemas"]["Origin"];
            namespaces?: string[];
        };
        EventResponse: {
            data: components["schemas"]["Event"];
        };
        CloneFileRequest: {
            prefix?: string;
        };
        CreateFlagRequest: {
            slug: string;
            label: string;
            colorHex: string;
        };
        FlagResponse: {
            id: string;
            slug: string;
            label: string;
            colorHex: string;
            workbookId: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        FlagsListResponse: components["schemas"]["FlagResponse"][];
        FlagsGetResponse: components["schemas"]["FlagResponse"];
        UpdateFlagRequest: {
            label?: string;
            colorHex?: string;
            newSlug?: string;
        };
        BulkMutateFlagsRequest: {
            operation: components["schemas"]["FlagOperation"];
            slug: string;
            flag?: components["schemas"]["FlagMutationData"];
            exceptions?: string[];
            query?: string;
            filter?: unknown;
            filterField?: string;
            searchValue?: string;
            searchField?: string;
            q?: string;
            ids?: string[];
            snapshotLabel?: string;
        };
        BulkMutateFlagsResponse: {
            success: boolean;
            jobId: string;
        };
        RestoreDatabaseRequest: {
            fileId: string;
        };
        RestoreDatabaseResponse: {
            host: string;
            port: number;
            dbname: string;
        };
        GetDatabaseResponse: {
            task: components["schemas"]["DatabaseTask"];
        };
        UploadToObjectStorageRequest: {
            fileId: string;
        };
        GuestsInviteRequest: components["schemas"]["Invite"][];
        MutateJobConfig: {
            sheetId: string;
            mutateRecord: string;
            mutationId?: string;
            snapshotLabel?: string;
            snapshotId?: string;
            filter?: components["schemas"]["RecordFilter"];
            filterField?: string;
            searchValue?: string;
            searchField?: string;
            q?: string;
            ids?: string[];
        };
        MessageApiCreateData: {
            messageId?: string;
            content: {
                [key: string]: unknown;
            };
            parts?: {
                [key: string]: unknown;
            }[];
            annotations?: {
                [key: string]: unknown;
            }[];
            role: components["schemas"]["MessageRole"];
            state?: {
                [key: string]: unknown;
            };
            metadata?: {
                [key: string]: unknown;
            };
        };
        MessageModel: {
            id: string;
            threadId: string;
            messageId?: string;
            content: {
                [key: string]: unknown;
            };
            parts?: {
                [key: string]: unknown;
            }[];
            annotations?: {
                [key: string]: unknown;
            }[];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            role: components["schemas"]["MessageRole"];
            state?: {
                [key: string]: unknown;
            };
            metadata?: {
                [key: string]: unknown;
            };
        };
        MessageCollection: {
            data: components["schemas"]["MessageModel"][];
        };
        MessageApiUpdateData: {
            messageId?: string;
            content?: {
                [key: string]: unknown;
            };
            parts?: {
                [key: string]: unknown;
            }[];
            annotations?: {
                [key: string]: unknown;
            }[];
            role?: components["schemas"]["MessageRole"];
            state?: {
                [key: string]: unknown;
            };
            metadata?: {
                [key: string]: unknown;
            };
            threadId?: string;
        };
        OnboardingDatapointCreate: {
            onboardingId: string;
            source?: string;
            data?: unknown;
        };
        OnboardingDatapointResponse: {
            data: components["schemas"]["OnboardingDatapoint"];
        };
        OnboardingDatapointsResponse: {
            data: components["schemas"]["OnboardingDatapoint"][];
        };
        OnboardingDatapointUpdate: {
            source?: string;
            data?: unknown;
        };
        OnboardingCreate: {
            userId: string;
        };
        OnboardingResponse: {
            data: components["schemas"]["Onboarding"];
        };
        OnboardingsResponse: {
            data: components["schemas"]["Onboarding"][];
        };
        OnboardingProgressUpdate: {
            flow?: components["schemas"]["OnboardingFlow"];
            currentStep: number;
            /** Format: date-time */
            completedAt?: string;
        };
        GetRecordIndicesResponse: components["schemas"]["RecordIndices"][];
        ListRolesResponse: {
            data: components["schemas"]["RoleResponse"][];
        };
        RoutinesResponse: {
            data: components["schemas"]["Routine"][];
        };
        RoutineResponse: {
            data: components["schemas"]["Routine"];
        };
        CreateRoutineRequest: {
            runbookId: string;
            name: string;
            config?: unknown;
            ordinal: number;
            type: components["schemas"]["RoutineType"];
        };
        UpdateRoutineRequest: {
            name: string;
            config?: unknown;
            ordinal: number;
            type: components["schemas"]["RoutineType"];
        };
        RunbooksResponse: {
            data: components["schemas"]["Runbook"][];
        };
        RunbookResponse: {
            data: components["schemas"]["Runbook"];
        };
        CreateRunbookRequest: {
            accountId: string;
            appId: string;
            environmentId: string;
            spaceId: string;
            name: string;
            config: components["schemas"]["RunbookConfig"];
            status: components["schemas"]["RunbookStatus"];
            type: components["schemas"]["RunbookType"];
        };
        UpdateRunbookRequest: {
            name?: string;
            status?: components["schemas"]["RunbookStatus"];
            config?: components["schemas"]["RunbookConfig"];
        };
        DuplicateSheetRequest: {
            name?: string;
            slug?: string;
        };
        ListCommitsResponse: {
            data: components["schemas"]["Commit"][];
        };
        UpgradeSpaceConfig: {
            id: string;
        };
        GuidanceApiCreateData: {
            guideSlug: string;
            options: components["schemas"]["GuidanceOptions"];
        };
        GuidanceResource: {
            id: string;
            guideSlug: string;
            options: components["schemas"]["GuidanceOptions"];
            createdFrom?: string;
            /** Format: date-time */
            lastPropagatedAt?: string;
        };
        GuidanceListResponse: {
            data: components["schemas"]["GuidanceResource"][];
        };
        GuidanceApiUpdateData: {
            options: components["schemas"]["GuidanceOptions"];
        };
        SpaceDraftResponse: {
            data: components["schemas"]["SpaceDraft"];
        };
        SpaceDraftListResponse: {
            data: components["schemas"]["SpaceDraft"][];
        };
        SpaceDraftMergeOperationsResponse: {
            data: components["schemas"]["SpaceDraftMergeOperations"];
        };
        TransformationsResponse: {
            success: boolean;
            data: components["schemas"]["TransformationApiData"][];
        };
        TransformationCreateDto: {
            accountId: string;
            environmentId: string;
            spaceId: string;
            appId: string;
            programId?: string;
            sheetId: string;
            keys: string[];
            sourceKeys: string[];
            destinationKeys: string[];
            mutationCommand: string;
            errorMessage?: string;
            genesisValidationError?: string;
            config?: unknown;
            type: string;
        };
        TransformationResponse: {
            success: boolean;
            data: components["schemas"]["TransformationApiData"];
        };
        UpdateUserRequest: {
            name?: string;
            dashboard?: number;
        };
        ListApiTokensResponse: {
            pagination?: components["schemas"]["Pagination"];
            data: components["schemas"]["ApiToken"][];
        };
        ApiTokenResponse: {
            data: components["schemas"]["ApiToken"];
        };
        ExchangeTokenRequest: {
            token?: string;
            email?: string;
            spaceId?: string;
        };
        ExchangeTokenResponse: {
            data: components["schemas"]["ExchangeTokenData"];
        };
        VersionsPostRequestBody: {
            sheetId?: string;
            parentVersionId?: string;
        };
        ActionMessage: {
            type: components["schemas"]["ActionMessageType"];
            content: string;
        };
        /** @enum {string} */
        ActionSchedule: "weekly" | "daily" | "hourly";
        InputForm: {
            type: components["schemas"]["InputFormType"];
            fields: components["schemas"]["InputField"][];
        };
        ActionConstraint: {
            /** @enum {string} */
            type: "hasAllValid";
            ignoreSelection?: boolean;
        } | {
            /** @enum {string} */
            type: "hasSelection";
        } | {
            /** @enum {string} */
            type: "hasData";
        } | {
            /** @enum {string} */
            type: "hasColumnEnabled";
        };
        ActionMount: {
            /** @enum {string} */
            type: "sheet";
            slugs?: string[];
        } | {
            /** @enum {string} */
            type: "workbook";
            slugs?: string[];
        } | {
            /** @enum {string} */
            type: "field";
            keys?: string[];
        } | {
            /** @enum {string} */
            type: "document";
        } | {
            /** @enum {string} */
            type: "file";
        };
        /** @enum {string} */
        SharedLinkAccess: "public" | "restricted";
        ResolvedRecords: {
            recordId: string;
            resolves: components["schemas"]["Resolve"][];
        };
        /** @enum {string} */
        GuestAuthenticationEnum: "shared_link" | "magic_link";
        /** @enum {string} */
        FileOrigin: "filesystem" | "googledrive" | "box" | "onedrive";
        /** @enum {string} */
        FileTreatments: "IS_BASIC_FILE_SHAPE" | "IS_COMPLEX_FILE_SHAPE";
        ThreadState: {
            [key: string]: unknown;
        };
        /** @enum {string} */
        StateUpdateStrategy: "upsert" | "replace";
        ActorRoleResponse: {
            id: string;
            roleId: string;
            actorId: components["schemas"]["ActorIdUnion"];
            resourceId: components["schemas"]["ResourceIdUnion"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        TemplateOptions: {
            /** @enum {string} */
            template: "constraints";
            namespace?: string;
        } | {
            /** @enum {string} */
            template: "autobuild";
            namespace?: string;
            autobuildId: string;
        } | {
            /** @enum {string} */
            template: "autocast";
            namespace?: string;
            sheetSlug: string;
            fieldFilters?: string[];
            options?: {
                [key: string]: unknown;
            };
        } | {
            /** @enum {string} */
            template: "webhook-egress";
            namespace?: string;
            jobName: string;
            url: string;
        } | {
            /** @enum {string} */
            template: "action-listener";
            namespace?: string;
            jobName: string;
            actionFunction: string;
        } | {
            /** @enum {string} */
            template: "automap";
            namespace?: string;
            options: components["schemas"]["AutomapOptions"];
        };
        /** @enum {string} */
        JobPartExecution: "sequential" | "parallel";
        SpaceSettings: {
            sidebarConfig?: components["schemas"]["SpaceSidebarConfig"];
            filesMappedAfterJob?: string;
            extractionOptions?: components["schemas"]["HeaderDetectionOptions"];
            omitActions?: string[];
            omitRowSelectionToolbar?: boolean;
        };
        /** @enum {string} */
        SpaceAccess: "*" | "upload";
        /** @enum {string} */
        StorageStrategy: "RAINBOW_TABLES" | "CELL_HISTORY" | "HYPERCUBE" | "QUICKSTORE" | "DUCKDB" | "FOREIGNDB" | "MEMCSV";
        FieldRecordCounts: {
            total: number;
            valid: number;
            error: number;
            empty: number;
        };
        JobSubject: {
            /** @enum {string} */
            type: "resource";
            id: string;
        } | {
            /** @enum {string} */
            type: "collection";
            resource: string;
            params?: {
                [key: string]: unknown;
            };
            query?: {
                [key: string]: unknown;
            };
        };
        /** @enum {string} */
        SheetTreatments: "CLIPPED_FROM_SHEET" | "ENUM_REFERENCE";
        SpaceSize: {
            name: string;
            id: string;
            numUsers: number;
            pdv: number;
            numFiles: number;
        };
        Resolve: {
            field?: string;
            type?: components["schemas"]["ResolveType"];
            resolveTo?: components["schemas"]["ResolveTo"];
            clip_value_reference?: string;
            main_value_reference?: string;
            removedFromMainResolution?: components["schemas"]["RemovedFromMainResolution"];
        };
        Origin: {
            id?: string;
            slug?: string;
        };
        Progress: {
            current?: number;
            total?: number;
            percent?: number;
        };
        EventContextSlugs: {
            space?: string;
            workbook?: string;
            sheet?: string;
        };
        FieldAppearance: {
            size?: components["schemas"]["FieldSize"];
        };
        StringConfig: {
            size: components["schemas"]["StringConfigOptions"];
        };
        BooleanPropertyConfig: {
            allowIndeterminate: boolean;
        };
        /** @enum {string} */
        DataRetentionPolicyEnum: "lastActivity" | "sinceCreated";
        Account: {
            id: string;
            name: string;
            primaryDomain?: string;
            subdomain?: string;
            vanityDomainDashboard?: string;
            vanityDomainSpaces?: string;
            embeddedDomainWhitelist?: string[];
            customFromEmail?: string;
            stripeCustomerId?: string;
            metadata: {
                [key: string]: unknown;
            };
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            defaultAppId?: string;
            dashboard?: number;
        };
        AgentExport: {
            id: string;
            agentId: string;
            exportType: components["schemas"]["AgentExportType"];
            accountId: string;
            environmentId: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** Format: date-time */
            deletedAt?: string;
        };
        ResourceIdUnion: string;
        AssignRoleResponseData: {
            id: string;
            roleId: string;
            actorId: components["schemas"]["ActorIdUnion"];
            resourceId: components["schemas"]["ResourceIdUnion"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        AgentLog: {
            id: string;
            agentId: string;
            eventId: string;
            success: boolean;
            createdAt: string;
            completedAt: string;
            log?: string;
            queueLag?: number;
            namespaces?: string[];
            context?: {
                [key: string]: unknown;
            };
            topic?: string;
            duration?: number;
            memoryUsage?: number;
            requestTime?: number;
            requestCount?: number;
            bytesReceived?: number;
            bytesSent?: number;
        };
        DetailedAgentLog: {
            eventId: string;
            success: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            completedAt: string;
            duration: number;
            topic: string;
            context: {
                [key: string]: unknown;
            };
            log?: string;
        };
        Execution: {
            eventId: string;
            success: boolean;
            spaceId?: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            completedAt: string;
            duration: number;
            requestTime?: number;
            requestCount?: number;
            memoryUsage?: number;
            topic: string;
        };
        AnalysisCreateDto: {
            field: string;
            result: unknown;
        };
        Prompt: {
            id: string;
            createdById: string;
            accountId: string;
            environmentId?: string;
            spaceId?: string;
            promptType: components["schemas"]["PromptTypeEnum"];
            prompt: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** Format: date-time */
            deletedAt?: string;
        };
        /** @enum {string} */
        PromptTypeEnum: "AI_ASSIST" | "CONSTRAINT_GENERATION";
        ApiKey: {
            id: string;
            rawKey?: string;
            type: components["schemas"]["ApiKeyType"];
            environmentId?: string;
            accountId?: string;
            operations: components["schemas"]["ApiKeyOperation"][];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt?: string;
            /** Format: date-time */
            deletedAt?: string;
            secret?: string;
        };
        PersonalAccessToken: {
            id: string;
            name: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            lastUsedAt?: string;
        };
        CreatePersonalAccessTokenResponseData: {
            token: string;
            personalAccessToken: components["schemas"]["PersonalAccessToken"];
        };
        Commit: {
            id: string;
            sheetId: string;
            createdBy: string;
            completedBy?: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            completedAt?: string;
        };
        RecordsWithLinks: components["schemas"]["Record"][];
        DataRetentionPolicy: {
            id: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            type: components["schemas"]["DataRetentionPolicyEnum"];
            period: number;
            environmentId: string;
        };
        Entitlement: {
            key: string;
            metadata: unknown;
        };
        /** @description Where to read the events of a space or environment. The hosted service answers the keys of its realtime channel (`subscribeKey`, `ttl`); the dev server has none and answers where its own events are read instead: `streamUrl` (SSE) and `pollUrl` (long poll), with the filters filled in, and `token`, the API key those endpoints take. */
        EventToken: {
            accountId?: string;
            subscribeKey?: string;
            /** @description Minutes the token lives (absent when it does not expire). */
            ttl?: number;
            /** @description The bearer token the event endpoints take. */
            token?: string;
            environmentId?: string;
            spaceId?: string;
            /** @description `GET /v1/events/stream` with `environmentId` (and `spaceId`) set. */
            streamUrl?: string;
            /** @description `GET /v1/events` with `environmentId` (and `spaceId`) set. */
            pollUrl?: string;
        };
        GuideResource: {
            id: string;
            description?: string;
            metadata?: {
                [key: string]: unknown;
            };
            slug: string;
            title: string;
            versions: components["schemas"]["GuideVersionResource"][];
            blocks: {
                [key: string]: unknown;
            }[];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        GuideVersionResource: {
            id: string;
            version: number;
            content: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        GuideDeleteResponseData: {
            success: boolean;
        };
        /** @enum {string} */
        EventTopic: "agent:created" | "agent:updated" | "agent:deleted" | "space:created" | "space:updated" | "space:deleted" | "space:archived" | "space:unarchived" | "space:expired" | "space:guestAdded" | "space:guestRemoved" | "document:created" | "document:updated" | "document:deleted" | "workbook:created" | "workbook:updated" | "workbook:deleted" | "workbook:expired" | "workbook:thawed" | "flag:created" | "flag:updated" | "flag:deleted" | "sheet:created" | "sheet:updated" | "sheet:deleted" | "sheet:counts-updated" | "sheet:calculation-updated" | "snapshot:created" | "records:created" | "records:updated" | "records:deleted" | "file:created" | "file:updated" | "file:deleted" | "file:expired" | "job:created" | "job:updated" | "job:deleted" | "job:completed" | "job:ready" | "job:scheduled" | "job:outcome-acknowledged" | "job:parts-completed" | "job:failed" | "program:created" | "program:updated" | "program:recomputing" | "program:recomputed" | "commit:created" | "commit:updated" | "commit:completed" | "layer:created" | "secret:created" | "secret:updated" | "secret:deleted" | "cron:5-minutes" | "cron:hourly" | "cron:daily" | "cron:weekly" | "environment:created" | "environment:updated" | "environment:deleted" | "environment:autobuild-created" | "action:created" | "action:updated" | "action:deleted" | "data-clip:created" | "data-clip:updated" | "data-clip:deleted" | "data-clip:collaborator-updated" | "data-clip:resolutions-created" | "data-clip:resolutions-updated" | "data-clip:resolutions-refreshed" | "canvas:created" | "canvas:updated" | "canvas:deleted" | "canvas-area:created" | "canvas-area:updated" | "canvas-area:deleted" | "thread:created" | "thread:updated" | "thread:deleted";
        /** @enum {string} */
        Domain: "file" | "space" | "workbook" | "flag" | "job" | "document" | "sheet" | "program" | "secret" | "cron" | "environment" | "data-clip" | "canvas" | "canvas-area" | "thread";
        /** @enum {string} */
        FlagOperation: "apply" | "update" | "delete" | "replace";
        FlagMutationData: {
            label?: string;
            colorHex?: string;
        };
        DatabaseTask: {
            status: string;
            type: string;
            progress: number;
        };
        Invite: {
            guestId: string;
            spaceId: string;
            fromName?: string;
            message?: string;
        };
        /** @enum {string} */
        MessageRole: "system" | "user" | "assistant" | "tool";
        OnboardingDatapoint: {
            id: string;
            onboardingId: string;
            source?: string;
            data?: unknown;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        Onboarding: {
            id: string;
            userId: string;
            flow?: components["schemas"]["OnboardingFlow"];
            currentStep: number;
            /** Format: date-time */
            completedAt?: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @enum {string} */
        OnboardingFlow: "buildmode" | "workflow";
        RecordIndices: {
            id: string;
            index: number;
        };
        RoleResponse: {
            id: string;
            name: string;
            accountId: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        Routine: {
            id: string;
            runbookId: string;
            name: string;
            config?: unknown;
            ordinal: number;
            type: components["schemas"]["RoutineType"];
            createdBy: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @enum {string} */
        RoutineType: "JOB";
        Runbook: {
            id: string;
            accountId: string;
            appId: string;
            environmentId: string;
            spaceId: string;
            name: string;
            config: components["schemas"]["RunbookConfig"];
            status: components["schemas"]["RunbookStatus"];
            type: components["schemas"]["RunbookType"];
            createdBy: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        RunbookConfig: components["schemas"]["SheetTransformConfig"];
        /** @enum {string} */
        RunbookStatus: "CREATED" | "RECORDING" | "EXECUTING" | "WAITING" | "COMPLETED" | "FAILED" | "CANCELED";
        /** @enum {string} */
        RunbookType: "SHEET_TOOL" | "PREPROCESSING";
        GuidanceOptions: {
            target: string;
            trigger: components["schemas"]["TriggerEnum"];
            type: components["schemas"]["TypeEnum"];
            role?: components["schemas"]["RoleEnum"];
        };
        SpaceDraft: {
            sourceSpaceId: string;
            draftSpaceId: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** Format: date-time */
            mergedAt?: string;
            /** Format: date-time */
            deletedAt?: string;
        };
        SpaceDraftMergeOperations: {
            space: components["schemas"]["SpaceDraftMergeOperation"][];
            workbook: components["schemas"]["SpaceDraftMergeOperation"][];
            sheet: components["schemas"]["SpaceDraftMergeOperation"][];
            guidance: components["schemas"]["SpaceDraftMergeOperation"][];
            document: components["schemas"]["SpaceDraftMergeOperation"][];
            action: components["schemas"]["SpaceDraftMergeOperation"][];
            agent: components["schemas"]["SpaceDraftMergeOperation"][];
        };
        TransformationApiData: {
            id: string;
            accountId: string;
            environmentId: string;
            spaceId: string;
            appId: string;
            programId?: string;
            sheetId: string;
            keys: string[];
            sourceKeys: string[];
            destinationKeys: string[];
            mutationCommand: string;
            errorMessage?: string;
            genesisValidationError?: string;
            solvedErrorMessages: string[];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** Format: date-time */
            lastExecuted?: string;
            usageCount: number;
            config?: unknown;
            type: string;
        };
        ApiToken: {
            clientId: string;
            description: string;
            metadata: {
                [key: string]: unknown;
            };
            createdAt: string;
            secret?: string;
        };
        ExchangeTokenData: {
            valid: boolean;
            token?: string;
            sentTo?: string;
        };
        /** @enum {string} */
        ActionMessageType: "error" | "info";
        /** @enum {string} */
        InputFormType: "simple";
        InputField: {
            key: string;
            label: string;
            description?: string;
            type: string;
            defaultValue?: unknown;
            config?: components["schemas"]["InputConfig"];
            constraints?: components["schemas"]["InputConstraint"][];
        };
        ActorIdUnion: string;
        AutomapOptions: {
            accuracy: string;
            defaultTargetSheet: string;
            matchFilename: string;
        };
        SpaceSidebarConfig: {
            workbookSidebarOrder?: string[];
        };
        /** @enum {string} */
        ResolveType: "conflict" | "resolve";
        /** @enum {string} */
        ResolveTo: "clip" | "main" | "snapshot";
        /** @enum {string} */
        RemovedFromMainResolution: "ignore" | "restore";
        /** @enum {string} */
        FieldSize: "xs" | "s" | "m" | "l" | "xl";
        /** @enum {string} */
        StringConfigOptions: "tiny" | "normal" | "medium" | "long";
        /** @enum {string} */
        AgentExportType: "AUTOBUILD_INLINED" | "SYSTEM_COMBINED" | "SOURCE";
        ApiKeyOperation: {
            path: string;
            method: string;
        };
        SheetTransformConfig: {
            sourceSheetIds: string[];
            destinationSheetIds: string[];
        };
        /** @enum {string} */
        TriggerEnum: "first" | "hover" | "event" | "manual";
        /** @enum {string} */
        TypeEnum: "sidebar" | "popout" | "tooltip";
        /** @enum {string} */
        RoleEnum: "admin" | "guest";
        SpaceDraftMergeOperation: {
            action: string;
            id?: string;
            mergeId?: string;
            jsonPatch?: components["schemas"]["JsonPatchOperation"][];
        };
        InputConfig: {
            options: components["schemas"]["InputEnumPropertyOption"][];
        };
        InputConstraint: {
            type: components["schemas"]["InputConstraintType"];
        };
        JsonPatchOperation: {
            op: components["schemas"]["JsonPatchOperationType"];
            from?: string;
            path?: string;
            value?: unknown;
        };
        InputEnumPropertyOption: {
            label?: string;
            description?: string;
            color?: string;
            icon?: string;
            meta?: {
                [key: string]: unknown;
            };
            value: unknown;
        };
        /** @enum {string} */
        InputConstraintType: "required";
        /** @enum {string} */
        JsonPatchOperationType: "add" | "remove" | "replace" | "move" | "copy" | "test";
    };
    responses: {
        /** @description An error: 400 bad input, 401 no or wrong key, 404 unknown id, 409 conflict, 413 too large, 429, 5xx */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Errors"];
            };
        };
    };
    parameters: {
        InstructionEnvironmentId: string;
        /** @description Whose instructions these are (the hosted guide uses the account id); instructions of another scope are never read or changed. */
        InstructionScope: string;
        /** @description An optional partition within the scope; omitted, only instructions stored without one. */
        InstructionNamespace: string;
        /** @description An FFQL query (the hosted query language): `[field] <operator> <value>` conditions joined by `and` / `or` (`and` binds tighter) and grouped with parentheses; a field by its key or label, quoted (`"…"` or `'…'`) when it has spaces, as a value with spaces is. Operators: `eq` (`eq ""` matches an empty cell), `ne`, `lt`, `gt`, `lte`, `gte` (numbers when both sides are, otherwise the texts), `like` and `ilike` (`%` any run of characters, `_` one; `ilike` ignores case), `contains` (a list cell holding the value); `is error` / `is valid`, alone (the record) or after a field (its cell). Without a field a condition holds when some field satisfies it (`ne`: when none equals the value). Combined with the other filters (all must hold). A query that cannot be read or names an unknown field is a 400 naming `query.q`, the problem and where. */
        RecordFfql: string;
        /** @description Skip readonly records (record `config.readonly`) and readonly fields and cells (field `readonly`, record `config.fields.<key>.readonly`; every field of a readonly sheet). Default false. */
        ExcludeReadOnly: boolean;
        PageSize: number;
        PageNumber: number;
        EnvironmentIdPath: string;
        SpaceIdPath: string;
        WorkbookIdPath: string;
        SheetIdPath: string;
        SnapshotIdPath: string;
        JobIdPath: string;
        ProgramIdPath: string;
        EnvironmentIdQueryRequired: string;
        SpaceIdQuery: string;
        /** @description Only these topics (repeat the parameter). Exact topics, not globs. */
        TopicQuery: string[];
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listEnvironments: {
        parameters: {
            query?: {
                pageSize?: components["parameters"]["PageSize"];
                pageNumber?: components["parameters"]["PageNumber"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The environments */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Environment"][];
                        pagination?: components["schemas"]["Pagination"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    createEnvironment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnvironmentConfig"];
            };
        };
        responses: {
            /** @description The new environment (`environment:created`) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnvironmentResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getEnvironment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                environmentId: components["parameters"]["EnvironmentIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The environment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnvironmentResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deleteEnvironment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                environmentId: components["parameters"]["EnvironmentIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    updateEnvironment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                environmentId: components["parameters"]["EnvironmentIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnvironmentUpdate"];
            };
        };
        responses: {
            /** @description The updated environment, without a `data` wrapper (as the hosted client reads it); `environment:updated` lists the changes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Environment"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getEnvironmentEventToken: {
        parameters: {
            query: {
                environmentId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventTokenResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listGuides: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                environmentId: components["parameters"]["EnvironmentIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuideListResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    createGuide: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                environmentId: components["parameters"]["EnvironmentIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GuideCreateRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuideDetailResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getGuide: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                environmentId: components["parameters"]["EnvironmentIdPath"];
                guideId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuideDetailResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deleteGuide: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                environmentId: components["parameters"]["EnvironmentIdPath"];
                guideId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuideDeleteResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    updateGuide: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                environmentId: components["parameters"]["EnvironmentIdPath"];
                guideId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GuideUpdateRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuideDetailResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getGuideVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                environmentId: components["parameters"]["EnvironmentIdPath"];
                guideId: string;
                version: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuideVersionResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listSpaces: {
        parameters: {
            query?: {
                environmentId?: string;
                /** @description Only spaces linked to that app. An invalid or unknown app id returns an empty list, not an error. */
                appId?: string;
                isAppTemplate?: boolean;
                /** @description true lists only archived spaces, false only active ones; omitted lists both. */
                archived?: boolean;
                pageSize?: components["parameters"]["PageSize"];
                pageNumber?: components["parameters"]["PageNumber"];
                app?: string;
                search?: string;
                namespace?: string;
                sortField?: components["schemas"]["GetSpacesSortField"];
                sortDirection?: components["schemas"]["SortDirection"];
                isCollaborative?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The spaces */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Space"][];
                        pagination?: components["schemas"]["Pagination"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    createSpace: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SpaceConfig"];
            };
        };
        responses: {
            /** @description The new space (`space:created` is emitted) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SpaceResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deleteSpaces: {
        parameters: {
            query: {
                spaceIds: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getSpace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The space */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SpaceResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deleteSpace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted (`space:deleted` is emitted) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    updateSpace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SpaceUpdate"];
            };
        };
        responses: {
            /** @description The updated space (`space:updated` is emitted with the changes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SpaceResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    archiveSpace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Archived (`space:archived` is emitted) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    unarchiveSpace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Restored (`space:unarchived` is emitted) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listWorkbooks: {
        parameters: {
            query?: {
                spaceId?: string;
                environmentId?: string;
                /** @description Only workbooks of this name; `-Name` (the hosted negation) only the others. */
                name?: string;
                /** @description Only workbooks of this namespace; `-crm` only the others (no namespace included). */
                namespace?: string;
                /** @description Only workbooks with this label; `-pinned` only those without it. */
                label?: string;
                /** @description Only workbooks with this treatment (for example `ExtractedFromSource`). */
                treatment?: string;
                /** @description Whether each workbook carries its sheets (in `settings.sheetSidebarOrder`, unlisted sheets after). Defaults to true, as in the hosted service. */
                includeSheets?: boolean;
                includeCounts?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The workbooks */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Workbook"][];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    createWorkbook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWorkbookConfig"];
            };
        };
        responses: {
            /** @description The new workbook with its sheets (`workbook:created`, then `sheet:created` for each sheet). Field keys that repeat within a sheet, compared case-insensitively, are a 400. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkbookResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getWorkbook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workbookId: components["parameters"]["WorkbookIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The workbook with its sheets */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkbookResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deleteWorkbook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workbookId: components["parameters"]["WorkbookIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted (`workbook:deleted`) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    updateWorkbook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workbookId: components["parameters"]["WorkbookIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkbookUpdate"];
            };
        };
        responses: {
            /** @description The updated workbook (`workbook:updated`, never `workbook:created`) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkbookResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    rebuildWorkbook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workbookId: components["parameters"]["WorkbookIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Rebuilt */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getWorkbookCommits: {
        parameters: {
            query?: {
                completed?: boolean;
            };
            header?: never;
            path: {
                workbookId: components["parameters"]["WorkbookIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListCommitsResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listSheets: {
        parameters: {
            query: {
                workbookId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sheets of the workbook */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Sheet"][];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getSheet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sheetId: components["parameters"]["SheetIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sheet */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SheetResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deleteSheet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sheetId: components["parameters"]["SheetIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted (`sheet:deleted`) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    updateSheet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sheetId: components["parameters"]["SheetIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SheetUpdate"];
            };
        };
        responses: {
            /** @description The updated sheet */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SheetResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getRecordCounts: {
        parameters: {
            query?: {
                versionId?: string;
                sinceVersionId?: string;
                commitId?: string;
                sinceCommitId?: string;
                filter?: components["schemas"]["RecordFilter"];
                filterField?: string;
                searchValue?: string;
                searchField?: string;
                byField?: boolean;
                q?: string;
            };
            header?: never;
            path: {
                sheetId: components["parameters"]["SheetIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Record counts of the sheet */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            counts: components["schemas"]["RecordCounts"];
                            success: boolean;
                        };
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    addField: {
        parameters: {
            query?: {
                /** @description Where the field goes among the sheet's fields, 0-based; omitted, at the end. Ours: an index past the end is a 400 (the hosted reference does not say). */
                insertAtIndex?: number;
            };
            header?: never;
            path: {
                sheetId: components["parameters"]["SheetIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Property"];
            };
        };
        responses: {
            /** @description The added field */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    removeField: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sheetId: components["parameters"]["SheetIdPath"];
                /** @description The field's key (URL-encoded; keys may hold periods and other characters). */
                fieldKey: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    updateField: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sheetId: components["parameters"]["SheetIdPath"];
                /** @description The field's key (URL-encoded; keys may hold periods and other characters). */
                fieldKey: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Property"];
            };
        };
        responses: {
            /** @description The updated field */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getCalculations: {
        parameters: {
            query?: {
                versionId?: string;
                sinceVersionId?: string;
                commitId?: string;
                sinceCommitId?: string;
                filter?: components["schemas"]["RecordFilter"];
                filterField?: string;
                searchValue?: string;
                searchField?: string;
                byField?: boolean;
                q?: string;
            };
            header?: never;
            path: {
                sheetId: components["parameters"]["SheetIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The calculations, field by field in field order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListCalculationsResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    clearColumn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sheetId: components["parameters"]["SheetIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClearColumnRequest"];
            };
        };
        responses: {
            /** @description Cleared */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClearColumnResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getCellValues: {
        parameters: {
            query?: {
                fieldKey?: string;
                filter?: components["schemas"]["RecordFilter"];
                /** @description Narrows `filter` to one field's validity. Requires `filter`. */
                filterField?: string;
                searchValue?: string;
                searchField?: string;
                /** @description An FFQL query (the hosted query language): `[field] <operator> <value>` conditions joined by `and` / `or` (`and` binds tighter) and grouped with parentheses; a field by its key or label, quoted (`"…"` or `'…'`) when it has spaces, as a value with spaces is. Operators: `eq` (`eq ""` matches an empty cell), `ne`, `lt`, `gt`, `lte`, `gte` (numbers when both sides are, otherwise the texts), `like` and `ilike` (`%` any run of characters, `_` one; `ilike` ignores case), `contains` (a list cell holding the value); `is error` / `is valid`, alone (the record) or after a field (its cell). Without a field a condition holds when some field satisfies it (`ne`: when none equals the value). Combined with the other filters (all must hold). A query that cannot be read or names an unknown field is a 400 naming `query.q`, the problem and where. */
                q?: components["parameters"]["RecordFfql"];
                /** @description Skip readonly records (record `config.readonly`) and readonly fields and cells (field `readonly`, record `config.fields.<key>.readonly`; every field of a readonly sheet). Default false. */
                excludeReadOnly?: components["parameters"]["ExcludeReadOnly"];
                /** @description Entries per field per page. Defaults to 1,000; at most 50,000. */
                pageSize?: number;
                pageNumber?: number;
                sortField?: string;
                sortDirection?: components["schemas"]["SortDirection"];
                distinct?: boolean;
                includeCounts?: boolean;
            };
            header?: never;
            path: {
                sheetId: components["parameters"]["SheetIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The fields' values */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CellValuesResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    findAndReplace: {
        parameters: {
            query?: {
                filter?: components["schemas"]["RecordFilter"];
                /** @description Narrows `filter` to one field's validity. Requires `filter`. */
                filterField?: string;
                searchValue?: string;
                searchField?: string;
                ids?: string[];
                /** @description An FFQL query (the hosted query language): `[field] <operator> <value>` conditions joined by `and` / `or` (`and` binds tighter) and grouped with parentheses; a field by its key or label, quoted (`"…"` or `'…'`) when it has spaces, as a value with spaces is. Operators: `eq` (`eq ""` matches an empty cell), `ne`, `lt`, `gt`, `lte`, `gte` (numbers when both sides are, otherwise the texts), `like` and `ilike` (`%` any run of characters, `_` one; `ilike` ignores case), `contains` (a list cell holding the value); `is error` / `is valid`, alone (the record) or after a field (its cell). Without a field a condition holds when some field satisfies it (`ne`: when none equals the value). Combined with the other filters (all must hold). A query that cannot be read or names an unknown field is a 400 naming `query.q`, the problem and where. */
                q?: components["parameters"]["RecordFfql"];
                /** @description Skip readonly records (record `config.readonly`) and readonly fields and cells (field `readonly`, record `config.fields.<key>.readonly`; every field of a readonly sheet). Default false. */
                excludeReadOnly?: components["parameters"]["ExcludeReadOnly"];
            };
            header?: never;
            path: {
                sheetId: components["parameters"]["SheetIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FindAndReplaceRequest"];
            };
        };
        responses: {
            /** @description Replaced */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordCountResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    bulkUpdateRecords: {
        parameters: {
            query?: {
                filter?: components["schemas"]["RecordFilter"];
                /** @description Narrows `filter` to one field's validity. Requires `filter`. */
                filterField?: string;
                searchValue?: string;
                searchField?: string;
                ids?: string[];
                /** @description An FFQL query (the hosted query language): `[field] <operator> <value>` conditions joined by `and` / `or` (`and` binds tighter) and grouped with parentheses; a field by its key or label, quoted (`"…"` or `'…'`) when it has spaces, as a value with spaces is. Operators: `eq` (`eq ""` matches an empty cell), `ne`, `lt`, `gt`, `lte`, `gte` (numbers when both sides are, otherwise the texts), `like` and `ilike` (`%` any run of characters, `_` one; `ilike` ignores case), `contains` (a list cell holding the value); `is error` / `is valid`, alone (the record) or after a field (its cell). Without a field a condition holds when some field satisfies it (`ne`: when none equals the value). Combined with the other filters (all must hold). A query that cannot be read or names an unknown field is a 400 naming `query.q`, the problem and where. */
                q?: components["parameters"]["RecordFfql"];
                /** @description The hosted parameter, accepted and checked (a field of the sheet, else a 400 naming it): every selected record gets the same cells, so the order changes nothing. */
                sortField?: string;
                /** @description Accepted with `sortField`; changes nothing (see `sortField`). */
                sortDirection?: "asc" | "desc";
                /** @description The hosted "whether to suppress events for this bulk update". With true, the update's commit emits nothing: no `commit:created`, `layer:created`, `records:updated`, `sheet:counts-updated`, `commit:updated` or `commit:completed` for this sheet (so a listener reacting to them is not woken by its own write). The records are written and the sheet gets its new version (answered as `versionId`/`commitId`) all the same. Changes it causes elsewhere still emit their own events: the `unlinked` messages it adds or clears on sheets referencing this one are a commit of those sheets. */
                silent?: boolean;
                /** @description Skip readonly records (record `config.readonly`) and readonly fields and cells (field `readonly`, record `config.fields.<key>.readonly`; every field of a readonly sheet). Default false. */
                excludeReadOnly?: components["parameters"]["ExcludeReadOnly"];
            };
            header?: never;
            path: {
                sheetId: components["parameters"]["SheetIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkUpdateRequest"];
            };
        };
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordCountResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getRecords: {
        parameters: {
            query?: {
                /** @description Records per page. Defaults to 10,000; at most 50,000. */
                pageSize?: number;
                /** @description The page, starting at 1. */
                pageNumber?: number;
                /** @description `valid` or `error` records only (the query language's `is valid` / `is error`); `all` or omitted for every record. */
                filter?: components["schemas"]["RecordFilter"];
                /** @description Narrows `filter` to one field's validity. Requires `filter`. */
                filterField?: string;
                /** @description Only records with a cell whose value contains this text (case-insensitive). */
                searchValue?: string;
                /** @description Narrows `searchValue` to one field. */
                searchField?: string;
                /** @description Only these record ids (repeat the parameter). */
                ids?: string[];
                /** @description A record id: the page holds only records inserted after that record, in insertion order (with the other filters applied, starting at page 1: `pageNumber` other than 1 is a 400). Pass the last id of a page to read the next one: unlike `pageNumber`, this cursor does not skip records when earlier ones are deleted meanwhile. The record may have been deleted since; its place in insertion order still counts. Ours, not the hosted service's. */
                after?: string;
                /** @description An FFQL query (the hosted query language): `[field] <operator> <value>` conditions joined by `and` / `or` (`and` binds tighter) and grouped with parentheses; a field by its key or label, quoted (`"…"` or `'…'`) when it has spaces, as a value with spaces is. Operators: `eq` (`eq ""` matches an empty cell), `ne`, `lt`, `gt`, `lte`, `gte` (numbers when both sides are, otherwise the texts), `like` and `ilike` (`%` any run of characters, `_` one; `ilike` ignores case), `contains` (a list cell holding the value); `is error` / `is valid`, alone (the record) or after a field (its cell). Without a field a condition holds when some field satisfies it (`ne`: when none equals the value). Combined with the other filters (all must hold). A query that cannot be read or names an unknown field is a 400 naming `query.q`, the problem and where. */
                q?: components["parameters"]["RecordFfql"];
                /** @description Orders the records by this field's values instead of insertion order (a field of the sheet, else a 400 naming it): numbers by size, other values by their text, numbers before texts; empty cells (missing, null or "") last in both directions; equal values in insertion order. The order applies before paging; a sorted read reads every selected record for its key, so it costs a pass over the sheet. Not with `after` (a 400): page a sorted read with `pageNumber`. */
                sortField?: string;
                /** @description `asc` (default) or `desc`, with `sortField`. */
                sortDirection?: "asc" | "desc";
                /** @description Only these fields' cells in each record's `values` (repeat the parameter; each a field of the sheet, else a 400 naming it). The records are selected and counted as without it. */
                fields?: string[];
                /** @description An event id: only the records that event names — the `recordIds` of a `records:created` / `records:updated` / `records:deleted` of this sheet, or, for a `commit:created` of this sheet, the records written in that commit. Combined with `ids` (both must hold) and the other filters (a commit that only deleted records names none left: an empty page). An event no longer in the log is a 404 naming `query.for`; an event that is neither a records event nor a commit of this sheet a 400. */
                for?: string;
                /** @description The hosted "records as of this version". The dev server keeps a sheet's current version only (earlier ones live in snapshots): the current `versionId` reads as without it; another is a 400 naming the parameter and the current version. */
                versionId?: string;
                /** @description As `versionId` (locally a commit's id and its version's are the same). */
                commitId?: string;
                /** @description Only the records created or updated by the sheet's commits after this version (from the event log, so a `silent` bulk update's records are not among them; the current version gives none). Combined with `ids`, `for` and the filters (all must hold). A version this server did not make since it started (or one of more than the last 100,000 it made), or one whose later events the log no longer holds whole, is a 400 naming the parameter. */
                sinceVersionId?: string;
                /** @description As `sinceVersionId` (given both, they must be the same id). */
                sinceCommitId?: string;
                /** @description The hosted option, accepted: locally the records always carry their cells' messages. */
                includeMessages?: boolean;
                /** @description The hosted option: answers `counts` as `includeCounts` does. */
                includeLength?: boolean;
                /** @description The hosted option, accepted: locally no record carries `links` (reference cells hold the referenced value and an `unlinked` message when it is not found). */
                includeLinks?: boolean;
                /** @description Whether `counts` is included. */
                includeCounts?: boolean;
                /** @description Skip readonly records (record `config.readonly`) and readonly fields and cells (field `readonly`, record `config.fields.<key>.readonly`; every field of a readonly sheet). Default false. */
                excludeReadOnly?: components["parameters"]["ExcludeReadOnly"];
            };
            header?: never;
            path: {
                sheetId: components["parameters"]["SheetIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetRecordsResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    updateRecords: {
        parameters: {
            query?: {
                /** @description An event id, as the event's `dataUrl` names it: the hosted write-back of a listener that read the event's records there (`PUT` to the `dataUrl`). Every record written must be one the event names (as in the read), else a 400 naming it and nothing is written; an event no longer in the log is a 404 naming `query.for`. */
                for?: string;
            };
            header?: never;
            path: {
                sheetId: components["parameters"]["SheetIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecordUpdate"][];
            };
        };
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VersionResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    insertRecords: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sheetId: components["parameters"]["SheetIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecordData"][];
            };
        };
        responses: {
            /** @description The inserted records with their ids */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordsResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deleteRecords: {
        parameters: {
            query: {
                ids: string[];
            };
            header?: never;
            path: {
                sheetId: components["parameters"]["SheetIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted (`records:deleted`), as one commit */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VersionResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getRecordIndices: {
        parameters: {
            query: {
                commitId?: string;
                sinceCommitId?: string;
                sortField?: string;
                sortDirection?: components["schemas"]["SortDirection"];
                filter?: components["schemas"]["RecordFilter"];
                filterField?: string;
                searchValue?: string;
                searchField?: string;
                ids: string[];
                q?: string;
            };
            header?: never;
            path: {
                sheetId: components["parameters"]["SheetIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetRecordIndicesResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    duplicateSheet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sheetId: components["parameters"]["SheetIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DuplicateSheetRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SheetResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    validateSheet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sheetId: components["parameters"]["SheetIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getRecordsAsCsv: {
        parameters: {
            query?: {
                versionId?: string;
                commitId?: string;
                sinceVersionId?: string;
                sinceCommitId?: string;
                sortField?: string;
                sortDirection?: components["schemas"]["SortDirection"];
                filter?: components["schemas"]["RecordFilter"];
                filterField?: string;
                searchValue?: string;
                searchField?: string;
                ids?: string[];
            };
            header?: never;
            path: {
                sheetId: components["parameters"]["SheetIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The records as CSV (a header row of field keys, one row per record) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getSheetCommits: {
        parameters: {
            query?: {
                completed?: boolean;
            };
            header?: never;
            path: {
                sheetId: components["parameters"]["SheetIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListCommitsResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    lockSheet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sheetId: components["parameters"]["SheetIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    unlockSheet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sheetId: components["parameters"]["SheetIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listJobs: {
        parameters: {
            query?: {
                environmentId?: string;
                spaceId?: string;
                workbookId?: string;
                fileId?: string;
                /** @description Only the parts of this job. */
                parentId?: string;
                /** @description Leave out parts (jobs with a `parentId`). */
                excludeChildJobs?: boolean;
                /** @description Only jobs with this `source`. */
                source?: string;
                /** @description Only jobs in this status (an importkit addition). */
                status?: components["schemas"]["JobStatus"];
                /** @description `asc` (default) lists the oldest job first, `desc` the newest. */
                sortDirection?: "asc" | "desc";
                pageSize?: components["parameters"]["PageSize"];
                pageNumber?: components["parameters"]["PageNumber"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The jobs */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Job"][];
                        pagination?: components["schemas"]["Pagination"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    createJob: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JobConfig"];
            };
        };
        responses: {
            /** @description The new job */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobId: components["parameters"]["JobIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deleteJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobId: components["parameters"]["JobIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted (`job:deleted`) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    updateJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobId: components["parameters"]["JobIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JobUpdate"];
            };
        };
        responses: {
            /** @description The updated job */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    executeJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobId: components["parameters"]["JobIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job is ready */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    ackJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobId: components["parameters"]["JobIdPath"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["JobAckDetails"];
            };
        };
        responses: {
            /** @description The job after the ack */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    completeJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobId: components["parameters"]["JobIdPath"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["JobCompleteDetails"];
            };
        };
        responses: {
            /** @description The completed job */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    failJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobId: components["parameters"]["JobIdPath"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["JobCompleteDetails"];
            };
        };
        responses: {
            /** @description The failed job */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    ackJobOutcome: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobId: components["parameters"]["JobIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    cancelJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobId: components["parameters"]["JobIdPath"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["JobCancelDetails"];
            };
        };
        responses: {
            /** @description The canceled job */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    retryJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobId: components["parameters"]["JobIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job, placed again */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    splitJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobId: components["parameters"]["JobIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JobSplitDetails"];
            };
        };
        responses: {
            /** @description The parent job (list its parts with `GET /v1/jobs?parentId=`) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getExecutionPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobId: components["parameters"]["JobIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job and its plan */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobPlanResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    updateExecutionPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobId: components["parameters"]["JobIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JobExecutionPlanRequest"];
            };
        };
        responses: {
            /** @description The job and its new plan */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobPlanResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    updateExecutionPlanFields: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobId: components["parameters"]["JobIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JobExecutionPlanPatch"];
            };
        };
        responses: {
            /** @description The job and its new plan */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobPlanResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    previewMutation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MutateJobConfig"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiffRecordsResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listActions: {
        parameters: {
            query: {
                spaceId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The actions of the space, as a bare array (the hosted client reads no `data` wrapper here). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiActionsResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    createAction: {
        parameters: {
            query: {
                spaceId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActionConfig"];
            };
        };
        responses: {
            /** @description The new action (`action:created`) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getAction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                actionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The action */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deleteAction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                actionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted (`action:deleted`) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    updateAction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                actionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActionUpdate"];
            };
        };
        responses: {
            /** @description The updated action (`action:updated` with the changes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    createActions: {
        parameters: {
            query: {
                spaceId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApiActionConfigs"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiActionsResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listEvents: {
        parameters: {
            query?: {
                /** @description Defaults to the server's default environment. */
                environmentId?: string;
                spaceId?: components["parameters"]["SpaceIdQuery"];
                /** @description Only these topics (repeat the parameter). Exact topics, not globs. */
                topic?: components["parameters"]["TopicQuery"];
                domain?: string;
                /** @description An event id; only events emitted after it (exclusive). */
                after?: string;
                /** @description Only events created at or after this time. */
                since?: string;
                /** @description Seconds to hold the request while no newer event exists (long poll); at most 30. */
                wait?: number;
                /** @description A token the client makes up for one subscription, so that it can keep two polls in flight. Polls with the same reader share one position in the log: each answer starts where the reader's previous answer stopped (or after `after`, if later), so two polls never bring the same events. Such answers carry `Importkit-Poll-From` and `Importkit-Poll-Through`, and each answer's from is the previous answer's through: a client that sees the chain break (an answer it lost) starts over with a new reader. Not with `pageNumber` other than 1. */
                reader?: string;
                /** @description At most this many events. Defaults to 1,000. */
                pageSize?: number;
                pageNumber?: components["parameters"]["PageNumber"];
                includeAcknowledged?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The events */
            200: {
                headers: {
                    /** @description With `reader`, the opaque position after which this answer starts. */
                    "Importkit-Poll-From"?: string;
                    /** @description With `reader`, the opaque position through which it read the log. */
                    "Importkit-Poll-Through"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Event"][];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    createEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateEventConfig"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    streamEvents: {
        parameters: {
            query: {
                environmentId: components["parameters"]["EnvironmentIdQueryRequired"];
                spaceId?: components["parameters"]["SpaceIdQuery"];
                /** @description Only these topics (repeat the parameter). Exact topics, not globs. */
                topic?: components["parameters"]["TopicQuery"];
                lastEventId?: string;
            };
            header?: {
                "Last-Event-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stream; each `data:` line is one `Event` as JSON */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Event"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    ackEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listSecrets: {
        parameters: {
            query?: {
                environmentId?: string;
                spaceId?: string;
                /** @description The actor (user, guest, agent or API key) the secret belongs to. */
                actorId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The secrets */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SecretsResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    writeSecret: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WriteSecret"];
            };
        };
        responses: {
            /** @description The secrets of the written secret's scope (`secret:created` or `secret:updated`, never with the value) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SecretsResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deleteSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                secretId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The secrets left in the deleted secret's scope (`secret:deleted`) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SecretsResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The documents of the space */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentsResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    createDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DocumentConfig"];
            };
        };
        responses: {
            /** @description The new document (`document:created`, context CD) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: string;
                documentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deleteDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: string;
                documentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted (`document:deleted`) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    updateDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: string;
                documentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DocumentUpdate"];
            };
        };
        responses: {
            /** @description The updated document (`document:updated`) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    upgradeSpace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpgradeSpaceConfig"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SpaceResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listGuidance: {
        parameters: {
            query?: {
                includeGuide?: boolean;
            };
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuidanceListResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    createGuidance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GuidanceApiCreateData"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuidanceResource"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getGuidance: {
        parameters: {
            query?: {
                includeGuide?: boolean;
            };
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceIdPath"];
                guidanceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuidanceResource"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deleteGuidance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceIdPath"];
                guidanceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    updateGuidance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceIdPath"];
                guidanceId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GuidanceApiUpdateData"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuidanceResource"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listSpaceDrafts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SpaceDraftListResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    createSpaceDraft: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SpaceDraftResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getSpaceDraftMerge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceIdPath"];
                draftSpaceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SpaceDraftMergeOperationsResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    mergeSpaceDraft: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceIdPath"];
                draftSpaceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listViews: {
        parameters: {
            query: {
                sheetId: string;
                pageSize?: number;
                pageNumber?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The saved views of the sheet, one page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ViewsResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    createView: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ViewCreate"];
            };
        };
        responses: {
            /** @description The new saved view; `createdBy` is its creator */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ViewResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getView: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                viewId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The saved view */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ViewResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deleteView: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                viewId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    updateView: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                viewId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ViewUpdate"];
            };
        };
        responses: {
            /** @description The updated saved view */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ViewResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    createInstruction: {
        parameters: {
            query: {
                environmentId: components["parameters"]["InstructionEnvironmentId"];
                /** @description Whose instructions these are (the hosted guide uses the account id); instructions of another scope are never read or changed. */
                scope: components["parameters"]["InstructionScope"];
                /** @description An optional partition within the scope; omitted, only instructions stored without one. */
                namespace?: components["parameters"]["InstructionNamespace"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InstructionCreate"];
            };
        };
        responses: {
            /** @description The stored instruction, with the id of its mapping family (`us_mf_…`) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InstructionResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getInstructionsForSheet: {
        parameters: {
            query: {
                environmentId: components["parameters"]["InstructionEnvironmentId"];
                /** @description Whose instructions these are (the hosted guide uses the account id); instructions of another scope are never read or changed. */
                scope: components["parameters"]["InstructionScope"];
                /** @description An optional partition within the scope; omitted, only instructions stored without one. */
                namespace?: components["parameters"]["InstructionNamespace"];
            };
            header?: never;
            path: {
                sheetId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching instructions, most similar first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InstructionMatchesResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deleteInstruction: {
        parameters: {
            query: {
                environmentId: components["parameters"]["InstructionEnvironmentId"];
                /** @description Whose instructions these are (the hosted guide uses the account id); instructions of another scope are never read or changed. */
                scope: components["parameters"]["InstructionScope"];
                /** @description An optional partition within the scope; omitted, only instructions stored without one. */
                namespace?: components["parameters"]["InstructionNamespace"];
            };
            header?: never;
            path: {
                instructionId: string;
            };
            cookie?: never;
        };
        /** @description The hosted guide sends the family's field keys; when given they must be the instruction's (any order and case). */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["InstructionDelete"];
            };
        };
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    updateInstruction: {
        parameters: {
            query: {
                environmentId: components["parameters"]["InstructionEnvironmentId"];
                /** @description Whose instructions these are (the hosted guide uses the account id); instructions of another scope are never read or changed. */
                scope: components["parameters"]["InstructionScope"];
                /** @description An optional partition within the scope; omitted, only instructions stored without one. */
                namespace?: components["parameters"]["InstructionNamespace"];
            };
            header?: never;
            path: {
                instructionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InstructionUpdate"];
            };
        };
        responses: {
            /** @description The updated instruction */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InstructionResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listFiles: {
        parameters: {
            query?: {
                spaceId?: string;
                mode?: "import" | "export";
                pageSize?: number;
                pageNumber?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of files */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FilesResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    uploadFile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "multipart/form-data": components["schemas"]["FileUpload"];
            };
        };
        responses: {
            /** @description The uploaded file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    detectHeader: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DetectHeaderRequest"];
            };
        };
        responses: {
            /** @description The header found */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetectHeaderResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                fileId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deleteFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                fileId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted with its stored bytes (`file:deleted`) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    updateFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                fileId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FileUpdate"];
            };
        };
        responses: {
            /** @description The updated file (`file:updated` with its status, and `workbookId` when it has one) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    downloadFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                fileId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bytes exactly as uploaded, with the file's media type */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            default: components["responses"]["Error"];
        };
    };
    cloneFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                fileId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CloneFileRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listMappingPrograms: {
        parameters: {
            query?: {
                pageSize?: number;
                pageNumber?: number;
                createdBy?: string;
                createdAfter?: string;
                createdBefore?: string;
                environmentId?: string;
                /** @description The program a job uses (its plan's `programId` or its `input.programId`). */
                jobId?: string;
                familyId?: string;
                namespace?: string;
                /** @description Comma-separated field keys; programs whose source keys are exactly these (any order). */
                sourceKeys?: string;
                /** @description Comma-separated field keys; programs whose destination keys are exactly these (any order). */
                destinationKeys?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The programs, oldest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProgramsResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    createMappingProgram: {
        parameters: {
            query?: {
                environmentId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProgramConfig"];
            };
        };
        responses: {
            /** @description The program */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProgramResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deleteAllHistoryForUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["DeleteAllHistoryForUserRequest"];
            };
        };
        responses: {
            /** @description Deleted (also when there was nothing to delete) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getMappingProgram: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                programId: components["parameters"]["ProgramIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The program */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProgramResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deleteMappingProgram: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                programId: components["parameters"]["ProgramIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted with its rules */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    updateMappingProgram: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                programId: components["parameters"]["ProgramIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProgramUpdate"];
            };
        };
        responses: {
            /** @description The updated program, with `summary` counting the rules added and deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProgramResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listRules: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                programId: components["parameters"]["ProgramIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The program's rules, in order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MappingRulesResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    createRules: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                programId: components["parameters"]["ProgramIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MappingRuleConfig"][];
            };
        };
        responses: {
            /** @description The rules added */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MappingRulesResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deleteMultipleRules: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                programId: components["parameters"]["ProgramIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteMultipleRulesRequest"];
            };
        };
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    updateRules: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                programId: components["parameters"]["ProgramIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MappingRuleUpdate"][];
            };
        };
        responses: {
            /** @description The updated rules */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MappingRulesResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getRule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                programId: components["parameters"]["ProgramIdPath"];
                mappingId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rule */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MappingRuleResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deleteRule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                programId: components["parameters"]["ProgramIdPath"];
                mappingId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    updateRule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                programId: components["parameters"]["ProgramIdPath"];
                mappingId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MappingRuleConfig"];
            };
        };
        responses: {
            /** @description The updated rule */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MappingRuleResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listAgents: {
        parameters: {
            query: {
                environmentId: string;
                isSystem?: boolean;
                /** @description Matches the agent slug or the agent id (substring, case-insensitive). */
                search?: string;
                pageSize?: number;
                pageNumber?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The agents of the environment, one page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentsResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    createAgent: {
        parameters: {
            query: {
                environmentId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AgentConfig"];
            };
        };
        responses: {
            /** @description The deployed agent. A slug already deployed in the environment is a redeploy: a new version of that agent (`agent:updated`); otherwise a new agent (`agent:created`) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getAgent: {
        parameters: {
            query?: {
                environmentId?: string;
            };
            header?: never;
            path: {
                agentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The agent */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deleteAgent: {
        parameters: {
            query?: {
                /** @description Not needed (kept for the hosted API's signature). */
                environmentId?: string;
            };
            header?: never;
            path: {
                agentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted (`agent:deleted`) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listAgentVersions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every version of the agent, oldest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentVersionsResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    revertAgent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agentId: string;
                agentVersionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new version, a copy of the reverted-to one (`origin` is its version number); the agent runs it (`agent:updated`). GET, as the hosted API has it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentVersionResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listAgentRoles: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListActorRolesResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    assignAgentRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AssignActorRoleRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssignRoleResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deleteAgentRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agentId: string;
                actorRoleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getAgentLogs: {
        parameters: {
            query: {
                environmentId: string;
            };
            header?: never;
            path: {
                agentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetAgentLogsResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getAgentLog: {
        parameters: {
            query: {
                environmentId: string;
            };
            header?: never;
            path: {
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetDetailedAgentLogResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getEnvironmentAgentLogs: {
        parameters: {
            query: {
                environmentId: string;
                spaceId?: string;
                success?: boolean;
                pageSize?: components["parameters"]["PageSize"];
                pageNumber?: components["parameters"]["PageNumber"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetDetailedAgentLogsResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getEnvironmentAgentExecutions: {
        parameters: {
            query: {
                environmentId: string;
                agentId?: string;
                spaceId?: string;
                success?: boolean;
                pageSize?: components["parameters"]["PageSize"];
                pageNumber?: components["parameters"]["PageNumber"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetExecutionsResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listApps: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The apps */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AppsResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    createApp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AppCreate"];
            };
        };
        responses: {
            /** @description The new app */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AppResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getApp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                appId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The app */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AppResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deleteApp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                appId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted (no `data` wrapper, as the hosted API answers) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    updateApp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                appId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AppPatch"];
            };
        };
        responses: {
            /** @description The updated app (its namespace can be changed here, after creation) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AppResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getConstraints: {
        parameters: {
            query?: {
                /** @description Accepted for the hosted API's signature; the dev server has no built-in constraints. */
                includeBuiltins?: boolean;
            };
            header?: never;
            path: {
                appId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stored constraints of the app */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConstraintsResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    createConstraint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                appId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConstraintCreate"];
            };
        };
        responses: {
            /** @description The new stored constraint (version 1) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConstraintResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getConstraintById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                appId: string;
                constraintId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stored constraint */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConstraintResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deleteConstraint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                appId: string;
                constraintId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted (no `data` wrapper) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    updateConstraint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                appId: string;
                constraintId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConstraintUpdate"];
            };
        };
        responses: {
            /** @description The updated constraint; each update is a new version */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConstraintResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getConstraintVersions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                appId: string;
                constraintId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every version, oldest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConstraintVersionsResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getConstraintVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                appId: string;
                constraintId: string;
                version: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One version */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConstraintVersionResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listUsers: {
        parameters: {
            query?: {
                email?: string;
                /** @description Matches name or email (substring, case-insensitive). */
                search?: string;
                pageSize?: number;
                pageNumber?: number;
                sortField?: components["schemas"]["ListUsersSortField"];
                sortDirection?: components["schemas"]["SortDirection"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The users of the account, one page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UsersResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    inviteUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserInvite"];
            };
        };
        responses: {
            /** @description The invited user (the invitation is pending until accepted) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deleteUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateUserRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    resendUserInvite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Resent. A user who already accepted gets a 409 saying so */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listUserRoles: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListActorRolesResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    assignUserRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AssignActorRoleRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssignRoleResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deleteUserRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
                actorRoleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listUserApiTokens: {
        parameters: {
            query: {
                tenantId: string;
                pageSize?: components["parameters"]["PageSize"];
                pageNumber?: components["parameters"]["PageNumber"];
            };
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListApiTokensResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    createUserApiToken: {
        parameters: {
            query: {
                tenantId: string;
            };
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiTokenResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listGuests: {
        parameters: {
            query: {
                spaceId: string;
                email?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The guests of the space */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuestsResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    createGuests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GuestConfig"][];
            };
        };
        responses: {
            /** @description The new guests (`space:guestAdded` for each space of each guest) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuestsResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getGuest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                guestId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The guest */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuestResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deleteGuest: {
        parameters: {
            query?: {
                spaceId?: string;
            };
            header?: never;
            path: {
                guestId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description With `spaceId`, removes the guest from that space only; otherwise deletes the guest (`space:guestRemoved` for each space left) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    updateGuest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                guestId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GuestConfigUpdate"];
            };
        };
        responses: {
            /** @description The updated guest (`space:guestAdded` / `space:guestRemoved` for spaces added or removed) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuestResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getGuestToken: {
        parameters: {
            query?: {
                spaceId?: string;
            };
            header?: never;
            path: {
                guestId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The guest's token for the space. A guest who actively uses the space has it renewed: see the dev server README */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuestTokenResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listGuestRoles: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                guestId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListActorRolesResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    assignGuestRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                guestId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AssignActorRoleRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssignRoleResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deleteGuestRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                guestId: string;
                actorRoleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listCanvases: {
        parameters: {
            query: {
                spaceId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The canvass */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CanvasesResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    createCanvas: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CanvasConfig"];
            };
        };
        responses: {
            /** @description The new canvas (`canvas:created`) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CanvasResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getCanvas: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                canvasId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The canvas */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CanvasResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deleteCanvas: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                canvasId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted (`canvas:deleted`) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    updateCanvas: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                canvasId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CanvasUpdate"];
            };
        };
        responses: {
            /** @description The updated canvas (`canvas:updated`) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CanvasResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listCanvasAreas: {
        parameters: {
            query?: {
                canvasId?: string;
                parentId?: string;
                spaceId?: string;
                environmentId?: string;
                pageSize?: components["parameters"]["PageSize"];
                pageNumber?: components["parameters"]["PageNumber"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The canvas areas */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CanvasAreasResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    createCanvasArea: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CanvasAreaConfig"];
            };
        };
        responses: {
            /** @description The new canvas area (`canvas-area:created`) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CanvasAreaResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getCanvasArea: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                canvasAreaId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The canvas area */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CanvasAreaResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deleteCanvasArea: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                canvasAreaId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted (`canvas-area:deleted`) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    updateCanvasArea: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                canvasAreaId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CanvasAreaUpdate"];
            };
        };
        responses: {
            /** @description The updated canvas area (`canvas-area:updated`) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CanvasAreaResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listThreads: {
        parameters: {
            query?: {
                spaceId?: string;
                environmentId?: string;
                resourceId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The threads */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThreadsResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    createThread: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ThreadConfig"];
            };
        };
        responses: {
            /** @description The new thread (`thread:created`) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThreadResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getThread: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                threadId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The thread */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThreadResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    updateThread: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                threadId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ThreadUpdate"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThreadResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deleteThread: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                threadId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted (`thread:deleted`) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    patchThread: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                threadId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ThreadUpdate"];
            };
        };
        responses: {
            /** @description The updated thread (`thread:updated`) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThreadResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listMessages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                threadId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageCollection"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    createMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                threadId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MessageApiCreateData"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageModel"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                threadId: string;
                messageId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageModel"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    updateMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                threadId: string;
                messageId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MessageApiUpdateData"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageModel"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deleteMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                threadId: string;
                messageId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listDataClips: {
        parameters: {
            query?: {
                spaceId?: string;
                sheetId?: string;
                status?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The data clips */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataClipsResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    createDataClip: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateDataClip"];
            };
        };
        responses: {
            /** @description The new data clip, without a `data` wrapper (as the hosted client reads it). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataClip"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getDataClip: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                dataClipId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The data clip */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataClipResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deleteDataClip: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                dataClipId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted (`data-clip:deleted`) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    updateDataClip: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                dataClipId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateDataClip"];
            };
        };
        responses: {
            /** @description The updated data clip (`data-clip:updated`; `data-clip:collaborator-updated` when collaborators change). An existing guest link is never regenerated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataClipResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getDataClipResolutions: {
        parameters: {
            query?: {
                includeRecords?: boolean;
                includeSummary?: boolean;
                filterColumn?: string;
                filterConflicts?: boolean;
                pageSize?: components["parameters"]["PageSize"];
                pageNumber?: components["parameters"]["PageNumber"];
            };
            header?: never;
            path: {
                dataClipId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The clip's records that differ from the source sheet, each with the `resolves` chosen for its conflicting fields. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiffRecordsResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    updateDataClipResolutions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                dataClipId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DataClipResolutionsUpdate"];
            };
        };
        responses: {
            /** @description Resolves conflicts: new ones emit `data-clip:resolutions-created`, changed ones `data-clip:resolutions-updated` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    refreshDataClipResolutions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                dataClipId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Refreshed (`data-clip:resolutions-refreshed`) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    addRecordsToDataClip: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                dataClipId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddRecordsToClipRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordsResponseData"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getDataClipResolutionIndex: {
        parameters: {
            query: {
                filterColumn?: string;
                filterConflicts: string;
                id: string;
            };
            header?: never;
            path: {
                dataClipId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetResolutionIndexResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listSnapshots: {
        parameters: {
            query: {
                sheetId: string;
                /** @description Only the snapshots taken with this `threadId`. */
                threadId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The snapshots */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SnapshotsResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    createSnapshot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSnapshotRequest"];
            };
        };
        responses: {
            /** @description The snapshot */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SnapshotResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getSnapshot: {
        parameters: {
            query?: {
                /** @description With true, `summary` compares the snapshot with the sheet now: records created, updated and deleted since (`byField`: for created and deleted records the fields they hold a value in, for updated ones the fields whose value changed; a record whose only change is its messages, metadata or config counts as updated with no field), `schemaDiff` by field key, and the sheet `config` the snapshot was taken with. The hosted client requires the parameter; the dev server defaults it to false. */
                includeSummary?: boolean;
            };
            header?: never;
            path: {
                snapshotId: components["parameters"]["SnapshotIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The snapshot */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SnapshotResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deleteSnapshot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                snapshotId: components["parameters"]["SnapshotIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    restoreSnapshot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                snapshotId: components["parameters"]["SnapshotIdPath"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["RestoreOptions"];
            };
        };
        responses: {
            /** @description Restored */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SnapshotResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getSnapshotRecords: {
        parameters: {
            query?: {
                changeType?: "createdSince" | "updatedSince" | "deletedSince";
                /** @description Records per page. Defaults to 1,000; at most 10,000. */
                pageSize?: number;
                pageNumber?: number;
            };
            header?: never;
            path: {
                snapshotId: components["parameters"]["SnapshotIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The changed records */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiffRecordsResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getCurrentAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    updateCurrentAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountPatch"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listAgentExports: {
        parameters: {
            query?: {
                environmentId?: string;
                agentId?: string;
                pageSize?: components["parameters"]["PageSize"];
                pageNumber?: components["parameters"]["PageNumber"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListAgentExportsResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getAgentExport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agentExportId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetAgentExportResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deleteAgentExport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agentExportId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    downloadAgentExport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agentExportId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bytes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listAnalyses: {
        parameters: {
            query: {
                sheetId: string;
                fields?: string[];
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnalysisResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    createAnalysis: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateAnalysisRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnalysisResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deleteAnalysesOfSheet: {
        parameters: {
            query: {
                sheetId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeleteAnalysesResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getAnalysis: {
        parameters: {
            query: {
                sheetId: string;
            };
            header?: never;
            path: {
                analysisId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnalysisData"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deleteAnalysis: {
        parameters: {
            query: {
                sheetId: string;
            };
            header?: never;
            path: {
                analysisId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    updateAnalysisSuggestion: {
        parameters: {
            query: {
                sheetId: string;
            };
            header?: never;
            path: {
                analysisId: string;
                suggestionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateSuggestionRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deleteAnalysisSuggestion: {
        parameters: {
            query: {
                sheetId: string;
            };
            header?: never;
            path: {
                analysisId: string;
                suggestionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listPrompts: {
        parameters: {
            query?: {
                promptType?: components["schemas"]["PromptTypeQueryEnum"];
                pageSize?: components["parameters"]["PageSize"];
                pageNumber?: components["parameters"]["PageNumber"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PromptsResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    createPrompt: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PromptCreate"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PromptResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getPrompt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                promptId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PromptResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deletePrompt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                promptId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    updatePrompt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                promptId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PromptPatch"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PromptResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    createAccessToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Credentials"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccessToken"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getApiKeys: {
        parameters: {
            query: {
                environmentId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeysResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getPublishableKey: {
        parameters: {
            query: {
                environmentId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublishableKeyResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    createApiKey: {
        parameters: {
            query: {
                environmentId: string;
                type: components["schemas"]["ApiKeyType"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeysResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deleteApiKey: {
        parameters: {
            query: {
                environmentId: string;
                key: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    refreshAccessToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": string;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccessToken"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getSftpCredentials: {
        parameters: {
            query: {
                spaceId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SftpCredentials"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listPersonalAccessTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonalAccessTokensResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    createPersonalAccessToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePersonalAccessTokenRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatePersonalAccessTokenResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deletePersonalAccessToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accessTokenId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getCommit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                commitId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommitResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    completeCommit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                commitId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    replayCommit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                commitId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listDataRetentionPolicies: {
        parameters: {
            query?: {
                environmentId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListDataRetentionPoliciesResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    createDataRetentionPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DataRetentionPolicyConfig"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataRetentionPolicyResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getDataRetentionPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataRetentionPolicyResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deleteDataRetentionPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    updateDataRetentionPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DataRetentionPolicyConfig"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataRetentionPolicyResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listEntitlements: {
        parameters: {
            query: {
                resourceId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEntitlementsResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getEventToken: {
        parameters: {
            query?: {
                scope?: string;
                spaceId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventTokenResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listFlags: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workbookId: components["parameters"]["WorkbookIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlagsListResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    createFlag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workbookId: components["parameters"]["WorkbookIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateFlagRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlagResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getFlag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workbookId: components["parameters"]["WorkbookIdPath"];
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlagsGetResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deleteFlag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workbookId: components["parameters"]["WorkbookIdPath"];
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    updateFlag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workbookId: components["parameters"]["WorkbookIdPath"];
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateFlagRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlagResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    bulkMutateFlags: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workbookId: components["parameters"]["WorkbookIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkMutateFlagsRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkMutateFlagsResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getForeignDatabase: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workbookId: components["parameters"]["WorkbookIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetDatabaseResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    restoreForeignDatabase: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workbookId: components["parameters"]["WorkbookIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RestoreDatabaseRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RestoreDatabaseResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deleteForeignDatabase: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workbookId: components["parameters"]["WorkbookIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    configureForeignDatabaseWorkbook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workbookId: components["parameters"]["WorkbookIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    uploadForeignDatabase: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workbookId: components["parameters"]["WorkbookIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UploadToObjectStorageRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    inviteGuests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GuestsInviteRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    exchangeInvitationToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExchangeTokenRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExchangeTokenResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listOnboardingDatapoints: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                onboardingId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OnboardingDatapointsResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    createOnboardingDatapoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                onboardingId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OnboardingDatapointCreate"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OnboardingDatapointResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getOnboardingDatapoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                onboardingId: string;
                datapointId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OnboardingDatapointResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deleteOnboardingDatapoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                onboardingId: string;
                datapointId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    updateOnboardingDatapoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                onboardingId: string;
                datapointId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OnboardingDatapointUpdate"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OnboardingDatapointResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listOnboardings: {
        parameters: {
            query?: {
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OnboardingsResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    createOnboarding: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OnboardingCreate"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OnboardingResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getOnboarding: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                onboardingId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OnboardingResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deleteOnboarding: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                onboardingId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    updateOnboardingProgress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                onboardingId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OnboardingProgressUpdate"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OnboardingResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getOnboardingStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                onboardingId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OnboardingResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listRoles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListRolesResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listRoutines: {
        parameters: {
            query: {
                runbookId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoutinesResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    createRoutine: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateRoutineRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoutineResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getRoutine: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                routineId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoutineResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deleteRoutine: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                routineId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    updateRoutine: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                routineId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateRoutineRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoutineResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listRunbooks: {
        parameters: {
            query?: {
                appId?: string;
                environmentId?: string;
                spaceId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunbooksResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    createRunbook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateRunbookRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunbookResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getRunbook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                runbookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunbookResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deleteRunbook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                runbookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    updateRunbook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                runbookId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateRunbookRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunbookResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listTransformations: {
        parameters: {
            query: {
                appId: string;
                matchKeys: string[];
                filterKeys?: string[];
                page?: number;
                overlap?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransformationsResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    createTransformation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TransformationCreateDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransformationResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    updateTransformation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                transformationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TransformationCreateDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransformationResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deleteTransformation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                transformationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    createVersion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VersionsPostRequestBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VersionResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
}
