// Generated from openapi/openapi.yaml by `npm run generate`. Do not edit by hand.
/** The OpenAPI document, as parsed from openapi/openapi.yaml. */
export const openapiDocument: Record<string, unknown> = {
  "openapi": "3.1.0",
  "info": {
    "title": "importkit data-import service",
    "version": "1.0.0",
    "description": "The one contract of importkit: the client (@importkit/api) is generated from it and the dev server (@importkit/dev-server) validates every request against it. Names, fields, events and rules follow the service description; where it says \"not shown\", the shape follows the hosted service's public v1 REST API and the schema's description says so. Success bodies are `{ \"data\": … }`; errors are `{ \"errors\": [ { \"key\"?, \"message\" } ] }`."
  },
  "servers": [
    {
      "url": "http://127.0.0.1:8787",
      "description": "the embedded dev server (`npx importkit-dev`)"
    }
  ],
  "security": [
    {
      "bearerAuth": []
    }
  ],
  "tags": [
    {
      "name": "environments"
    },
    {
      "name": "spaces"
    },
    {
      "name": "workbooks"
    },
    {
      "name": "sheets"
    },
    {
      "name": "records"
    },
    {
      "name": "jobs"
    },
    {
      "name": "actions"
    },
    {
      "name": "events"
    },
    {
      "name": "instructions"
    },
    {
      "name": "files"
    },
    {
      "name": "mapping"
    },
    {
      "name": "snapshots"
    }
  ],
  "paths": {
    "/v1/environments": {
      "get": {
        "operationId": "listEnvironments",
        "tags": [
          "environments"
        ],
        "summary": "List environments (the dev server has one default environment)",
        "parameters": [
          {
            "$ref": "#/components/parameters/PageSize"
          },
          {
            "$ref": "#/components/parameters/PageNumber"
          }
        ],
        "responses": {
          "200": {
            "description": "The environments",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "data"
                  ],
                  "properties": {
                    "data": {
                      "type": "array",
                      "items": {
                        "$ref": "#/components/schemas/Environment"
                      }
                    }
                  }
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "post": {
        "operationId": "createEnvironment",
        "tags": [
          "environments"
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/EnvironmentConfig"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The new environment (`environment:created`)",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/EnvironmentResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/environments/{environmentId}": {
      "parameters": [
        {
          "$ref": "#/components/parameters/EnvironmentIdPath"
        }
      ],
      "get": {
        "operationId": "getEnvironment",
        "tags": [
          "environments"
        ],
        "responses": {
          "200": {
            "description": "The environment",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/EnvironmentResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "patch": {
        "operationId": "updateEnvironment",
        "tags": [
          "environments"
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/EnvironmentUpdate"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The updated environment (`environment:updated` with the changes)",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/EnvironmentResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "delete": {
        "operationId": "deleteEnvironment",
        "tags": [
          "environments"
        ],
        "description": "Deletes an environment (`environment:deleted`); the default environment cannot be deleted (409).",
        "responses": {
          "200": {
            "description": "Deleted",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Success"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/spaces": {
      "get": {
        "operationId": "listSpaces",
        "tags": [
          "spaces"
        ],
        "summary": "List spaces",
        "parameters": [
          {
            "name": "environmentId",
            "in": "query",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "appId",
            "in": "query",
            "description": "Only spaces linked to that app. An invalid or unknown app id returns an empty list, not an error.",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "isAppTemplate",
            "in": "query",
            "schema": {
              "type": "boolean"
            }
          },
          {
            "name": "archived",
            "in": "query",
            "description": "true lists only archived spaces, false only active ones; omitted lists both.",
            "schema": {
              "type": "boolean"
            }
          },
          {
            "$ref": "#/components/parameters/PageSize"
          },
          {
            "$ref": "#/components/parameters/PageNumber"
          }
        ],
        "responses": {
          "200": {
            "description": "The spaces",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "data"
                  ],
                  "properties": {
                    "data": {
                      "type": "array",
                      "items": {
                        "$ref": "#/components/schemas/Space"
                      }
                    }
                  }
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "post": {
        "operationId": "createSpace",
        "tags": [
          "spaces"
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/SpaceConfig"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The new space (`space:created` is emitted)",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/SpaceResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/spaces/{spaceId}": {
      "parameters": [
        {
          "$ref": "#/components/parameters/SpaceIdPath"
        }
      ],
      "get": {
        "operationId": "getSpace",
        "tags": [
          "spaces"
        ],
        "responses": {
          "200": {
            "description": "The space",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/SpaceResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "patch": {
        "operationId": "updateSpace",
        "tags": [
          "spaces"
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/SpaceUpdate"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The updated space (`space:updated` is emitted with the changes)",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/SpaceResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "delete": {
        "operationId": "deleteSpace",
        "tags": [
          "spaces"
        ],
        "responses": {
          "200": {
            "description": "Deleted (`space:deleted` is emitted)",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Success"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/spaces/{spaceId}/archive": {
      "parameters": [
        {
          "$ref": "#/components/parameters/SpaceIdPath"
        }
      ],
      "post": {
        "operationId": "archiveSpace",
        "tags": [
          "spaces"
        ],
        "responses": {
          "200": {
            "description": "Archived (`space:archived` is emitted)",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Success"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/spaces/{spaceId}/unarchive": {
      "parameters": [
        {
          "$ref": "#/components/parameters/SpaceIdPath"
        }
      ],
      "post": {
        "operationId": "unarchiveSpace",
        "tags": [
          "spaces"
        ],
        "responses": {
          "200": {
            "description": "Restored (`space:unarchived` is emitted)",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Success"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/workbooks": {
      "get": {
        "operationId": "listWorkbooks",
        "tags": [
          "workbooks"
        ],
        "parameters": [
          {
            "name": "spaceId",
            "in": "query",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "environmentId",
            "in": "query",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "name",
            "in": "query",
            "description": "Only workbooks of this name; `-Name` (the hosted negation) only the others.",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "namespace",
            "in": "query",
            "description": "Only workbooks of this namespace; `-crm` only the others (no namespace included).",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "label",
            "in": "query",
            "description": "Only workbooks with this label; `-pinned` only those without it.",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "treatment",
            "in": "query",
            "description": "Only workbooks with this treatment (for example `ExtractedFromSource`).",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "includeSheets",
            "in": "query",
            "description": "Whether each workbook carries its sheets (in `settings.sheetSidebarOrder`, unlisted sheets after). Defaults to true, as in the hosted service.",
            "schema": {
              "type": "boolean"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The workbooks",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "data"
                  ],
                  "properties": {
                    "data": {
                      "type": "array",
                      "items": {
                        "$ref": "#/components/schemas/Workbook"
                      }
                    }
                  }
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "post": {
        "operationId": "createWorkbook",
        "tags": [
          "workbooks"
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/CreateWorkbookConfig"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The new workbook with its sheets (`workbook:created`, then `sheet:created` for each sheet). Field keys that repeat within a sheet, compared case-insensitively, are a 400.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/WorkbookResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/workbooks/{workbookId}": {
      "parameters": [
        {
          "$ref": "#/components/parameters/WorkbookIdPath"
        }
      ],
      "get": {
        "operationId": "getWorkbook",
        "tags": [
          "workbooks"
        ],
        "responses": {
          "200": {
            "description": "The workbook with its sheets",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/WorkbookResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "patch": {
        "operationId": "updateWorkbook",
        "tags": [
          "workbooks"
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/WorkbookUpdate"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The updated workbook (`workbook:updated`, never `workbook:created`)",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/WorkbookResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "delete": {
        "operationId": "deleteWorkbook",
        "tags": [
          "workbooks"
        ],
        "responses": {
          "200": {
            "description": "Deleted (`workbook:deleted`)",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Success"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/workbooks/{workbookId}/rebuild": {
      "parameters": [
        {
          "$ref": "#/components/parameters/WorkbookIdPath"
        }
      ],
      "post": {
        "operationId": "rebuildWorkbook",
        "tags": [
          "workbooks"
        ],
        "description": "Rebuilds a workbook; emits `workbook:updated`, not `workbook:created`.",
        "responses": {
          "200": {
            "description": "Rebuilt",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Success"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/sheets": {
      "get": {
        "operationId": "listSheets",
        "tags": [
          "sheets"
        ],
        "parameters": [
          {
            "name": "workbookId",
            "in": "query",
            "required": true,
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The sheets of the workbook",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "data"
                  ],
                  "properties": {
                    "data": {
                      "type": "array",
                      "items": {
                        "$ref": "#/components/schemas/Sheet"
                      }
                    }
                  }
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/sheets/{sheetId}": {
      "parameters": [
        {
          "$ref": "#/components/parameters/SheetIdPath"
        }
      ],
      "get": {
        "operationId": "getSheet",
        "tags": [
          "sheets"
        ],
        "responses": {
          "200": {
            "description": "The sheet",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/SheetResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "patch": {
        "operationId": "updateSheet",
        "tags": [
          "sheets"
        ],
        "description": "Updates name, slug and metadata (`sheet:updated`).",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/SheetUpdate"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The updated sheet",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/SheetResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "delete": {
        "operationId": "deleteSheet",
        "tags": [
          "sheets"
        ],
        "responses": {
          "200": {
            "description": "Deleted (`sheet:deleted`)",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Success"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/sheets/{sheetId}/counts": {
      "parameters": [
        {
          "$ref": "#/components/parameters/SheetIdPath"
        }
      ],
      "get": {
        "operationId": "getRecordCounts",
        "tags": [
          "sheets"
        ],
        "responses": {
          "200": {
            "description": "Record counts of the sheet",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "data"
                  ],
                  "properties": {
                    "data": {
                      "type": "object",
                      "required": [
                        "counts",
                        "success"
                      ],
                      "properties": {
                        "counts": {
                          "$ref": "#/components/schemas/RecordCounts"
                        },
                        "success": {
                          "type": "boolean"
                        }
                      }
                    }
                  }
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/sheets/{sheetId}/fields": {
      "parameters": [
        {
          "$ref": "#/components/parameters/SheetIdPath"
        }
      ],
      "post": {
        "operationId": "addField",
        "tags": [
          "sheets"
        ],
        "summary": "Adds a field to an existing sheet",
        "description": "The hosted `addField`. The field is checked as a workbook's fields are (a key another field already has, compared case-insensitively, is a 400 naming `body.key`). Every record of the sheet gets an empty cell (`{ \"valid\": true }`) for it, and the sheet's built-in rules run on it (a `required` field makes every record without a value invalid). Emits `sheet:updated` with a `field_added` change (`details`: `{ key }`), `sheet:calculation-updated`, and `sheet:counts-updated` when the counts changed.",
        "parameters": [
          {
            "name": "insertAtIndex",
            "in": "query",
            "description": "Where the field goes among the sheet's fields, 0-based; omitted, at the end. Ours: an index past the end is a 400 (the hosted reference does not say).",
            "schema": {
              "type": "integer",
              "minimum": 0
            }
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/Property"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The added field",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/FieldResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/sheets/{sheetId}/fields/{fieldKey}": {
      "parameters": [
        {
          "$ref": "#/components/parameters/SheetIdPath"
        },
        {
          "name": "fieldKey",
          "in": "path",
          "required": true,
          "description": "The field's key (URL-encoded; keys may hold periods and other characters).",
          "schema": {
            "type": "string"
          }
        }
      ],
      "patch": {
        "operationId": "updateField",
        "tags": [
          "sheets"
        ],
        "summary": "Replaces one field of a sheet",
        "description": "Ours (the hosted client has add and remove only). The body is the whole new field and keeps the key (a different `key` is a 400 naming `body.key`; to rename, add a field and remove the old one). Stored values stay as they are; the sheet's built-in rules run again on every record with the new definition (making a field `required` puts its empty cells in error). Emits `sheet:updated` with a `field_updated` change (`details`: `{ key }`), `sheet:calculation-updated`, and `sheet:counts-updated` when the counts changed. A body equal to the stored field changes nothing and emits nothing.",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/Property"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The updated field",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/FieldResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "delete": {
        "operationId": "removeField",
        "tags": [
          "sheets"
        ],
        "summary": "Removes one field of a sheet, with its stored values",
        "description": "The hosted `removeField`. The field's cell is removed from every record: its values and messages are gone for good (the dev server keeps no hidden column to bring them back), and each record's validity is recomputed without it. A sheet with `allowAdditionalFields` loses the cells too. Emits `sheet:updated` with a `field_removed` change (`details`: `{ key }`), `sheet:calculation-updated`, and `sheet:counts-updated` when the counts changed; no `records:updated` (the field no longer exists). The sheet-level constraints (`config.constraints`) lose the key from their `fields` and `requiredFields`; one whose `fields` it leaves empty is removed (a sheet left with none has no `constraints`), and `sheet:updated` then also carries a `config_updated` change (`details`: `{ field: constraints, previousValue, newValue }`). The unique messages follow at once: a combination now over fewer fields may put records in error, and those of a removed constraint are cleared.",
        "responses": {
          "200": {
            "description": "Removed",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Success"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/sheets/{sheetId}/calculations": {
      "parameters": [
        {
          "$ref": "#/components/parameters/SheetIdPath"
        }
      ],
      "get": {
        "operationId": "getCalculations",
        "tags": [
          "sheets"
        ],
        "summary": "The sheet's calculations, with their current values",
        "description": "The hosted `getCalculations`. In importkit a calculation is one of the formulas the service keeps for every field of a sheet: `COUNT_EMPTY`, `COUNT_NON_EMPTY`, `PERCENT_EMPTY` and `PERCENT_NON_EMPTY` of the field's cells over all records (an empty cell has no value, null, \"\" or []; percentages are 0 on an empty sheet). Their values are computed when asked for. The formulas change when the fields do: adding, updating or removing a field (through the field operations or a workbook update) emits `sheet:calculation-updated` listing every calculation of the sheet as `{ field, formula, updated }`, `formula` written as `COUNT_EMPTY(email)`, `updated` true for the added or changed field's. Record writes change values, not formulas, and emit no `sheet:calculation-updated`. The hosted `COUNT_CHANGED` and `PERCENT_CHANGED` are not kept.",
        "responses": {
          "200": {
            "description": "The calculations, field by field in field order",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ListCalculationsResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/sheets/{sheetId}/clear-column": {
      "parameters": [
        {
          "$ref": "#/components/parameters/SheetIdPath"
        }
      ],
      "post": {
        "operationId": "clearColumn",
        "tags": [
          "records"
        ],
        "summary": "Clears every cell of one field",
        "description": "Ours (the hosted API exposes no clear-column operation). Removes the value and messages of the field's cell in every record, except readonly cells (record `config.readonly` or `config.fields.<key>.readonly`), which are left as they are; emits `records:updated` and `sheet:counts-updated` when a cell changed. A readonly field is a 400 `Column is readonly and cannot be cleared`; any field of a readonly sheet a 400 `Sheet is readonly. Column cannot be cleared`; a field that is not a field of the sheet a 400 saying the clear-column action is not allowed for it. Nothing is written on an error. Before clearing, a snapshot labeled with the column key is taken (`snapshot:created`), so the column can be restored.",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/ClearColumnRequest"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "Cleared",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ClearColumnResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/sheets/{sheetId}/cells": {
      "parameters": [
        {
          "$ref": "#/components/parameters/SheetIdPath"
        }
      ],
      "get": {
        "operationId": "getCellValues",
        "tags": [
          "records"
        ],
        "summary": "The distinct values of one field, with how many records hold each",
        "description": "Ours in shape (the hosted service has a cell values operation; its reference here does not give the shape): `data` maps `fieldKey` to its distinct values (an empty cell counts as `null`), most frequent first, then by value text. The records are selected by the query as `getRecords` selects them. With `excludeReadOnly` readonly records and cells are not counted, and a readonly field (or any field of a readonly sheet) has no values.",
        "parameters": [
          {
            "name": "fieldKey",
            "in": "query",
            "required": true,
            "schema": {
              "type": "string",
              "minLength": 1
            }
          },
          {
            "name": "filter",
            "in": "query",
            "schema": {
              "$ref": "#/components/schemas/RecordFilter"
            }
          },
          {
            "name": "filterField",
            "in": "query",
            "description": "Narrows `filter` to one field's validity. Requires `filter`.",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "searchValue",
            "in": "query",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "searchField",
            "in": "query",
            "schema": {
              "type": "string"
            }
          },
          {
            "$ref": "#/components/parameters/RecordFfql"
          },
          {
            "$ref": "#/components/parameters/ExcludeReadOnly"
          },
          {
            "name": "pageSize",
            "in": "query",
            "description": "Distinct values per page. Defaults to 1,000; at most 50,000.",
            "schema": {
              "type": "integer",
              "minimum": 1,
              "maximum": 50000,
              "default": 1000
            }
          },
          {
            "name": "pageNumber",
            "in": "query",
            "schema": {
              "type": "integer",
              "minimum": 1,
              "default": 1
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The field's distinct values",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/CellValuesResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/sheets/{sheetId}/find-replace": {
      "parameters": [
        {
          "$ref": "#/components/parameters/SheetIdPath"
        }
      ],
      "put": {
        "operationId": "findAndReplace",
        "tags": [
          "records"
        ],
        "summary": "Replaces one field's matching values in the selected records",
        "description": "The hosted shape: the records are selected by the query (as `getRecords` selects them), and in each the cell of `fieldKey` whose value equals `find` (exactly; an omitted or null `find` matches empty cells) gets `replace` as its value (omitted or null: empty), keeping its messages. Readonly records and cells are replaced too unless `excludeReadOnly` is true: then they are skipped, every record of a readonly sheet is skipped, and a readonly `fieldKey` is a 400 naming the field. Emits `records:updated` (with `changes`) and `sheet:counts-updated` when a value changed. Answers `recordCount` besides the hosted `versionId` (and `commitId`).",
        "parameters": [
          {
            "name": "filter",
            "in": "query",
            "schema": {
              "$ref": "#/components/schemas/RecordFilter"
            }
          },
          {
            "name": "filterField",
            "in": "query",
            "description": "Narrows `filter` to one field's validity. Requires `filter`.",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "searchValue",
            "in": "query",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "searchField",
            "in": "query",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "ids",
            "in": "query",
            "style": "form",
            "explode": true,
            "schema": {
              "type": "array",
              "items": {
                "type": "string"
              }
            }
          },
          {
            "$ref": "#/components/parameters/RecordFfql"
          },
          {
            "$ref": "#/components/parameters/ExcludeReadOnly"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/FindAndReplaceRequest"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "Replaced",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/RecordCountResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/sheets/{sheetId}/records/bulk-update": {
      "parameters": [
        {
          "$ref": "#/components/parameters/SheetIdPath"
        }
      ],
      "patch": {
        "operationId": "bulkUpdateRecords",
        "tags": [
          "records"
        ],
        "summary": "Writes the same cells into every selected record",
        "description": "The hosted shape: the records are selected by the query (as `getRecords` selects them; no query selects every record), and each gets the cells of `fieldUpdates` merged in as a record update merges them (a given `value` replaces the value; given `messages` replace the cell's messages). Every key must be a field of the sheet (a 400 naming it otherwise). The readonly rules are those of find and replace: readonly records and cells are written too unless `excludeReadOnly` is true; then they are skipped, every record of a readonly sheet is skipped, and a readonly field among the keys is a 400 naming it. Nothing is written on an error. Emits, in one commit, `commit:created`, `layer:created`, `records:updated` (with `changes`) and `sheet:counts-updated` when a record changed (and `commit:updated` / `commit:completed` with the workbook's `trackChanges`). The hosted service answers a `versionId`; importkit answers it with `commitId` and `recordCount`. As hosted, `ids` beside a filter (`filter` valid, error or all, `searchValue` or `q`) are records left out of the update; without one they are the records updated.",
        "parameters": [
          {
            "name": "filter",
            "in": "query",
            "schema": {
              "$ref": "#/components/schemas/RecordFilter"
            }
          },
          {
            "name": "filterField",
            "in": "query",
            "description": "Narrows `filter` to one field's validity. Requires `filter`.",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "searchValue",
            "in": "query",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "searchField",
            "in": "query",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "ids",
            "in": "query",
            "style": "form",
            "explode": true,
            "schema": {
              "type": "array",
              "items": {
                "type": "string"
              }
            }
          },
          {
            "$ref": "#/components/parameters/RecordFfql"
          },
          {
            "name": "sortField",
            "in": "query",
            "description": "The hosted parameter, accepted and checked (a field of the sheet, else a 400 naming it): every selected record gets the same cells, so the order changes nothing.",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "sortDirection",
            "in": "query",
            "description": "Accepted with `sortField`; changes nothing (see `sortField`).",
            "schema": {
              "type": "string",
              "enum": [
                "asc",
                "desc"
              ]
            }
          },
          {
            "name": "silent",
            "in": "query",
            "description": "The hosted \"whether to suppress events for this bulk update\". With true, the update's commit emits nothing: no `commit:created`, `layer:created`, `records:updated`, `sheet:counts-updated`, `commit:updated` or `commit:completed` for this sheet (so a listener reacting to them is not woken by its own write). The records are written and the sheet gets its new version (answered as `versionId`/`commitId`) all the same. Changes it causes elsewhere still emit their own events: the `unlinked` messages it adds or clears on sheets referencing this one are a commit of those sheets.",
            "schema": {
              "type": "boolean",
              "default": false
            }
          },
          {
            "$ref": "#/components/parameters/ExcludeReadOnly"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/BulkUpdateRequest"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "Updated",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/RecordCountResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/sheets/{sheetId}/records": {
      "parameters": [
        {
          "$ref": "#/components/parameters/SheetIdPath"
        }
      ],
      "get": {
        "operationId": "getRecords",
        "tags": [
          "records"
        ],
        "summary": "One page of records, in insertion order",
        "parameters": [
          {
            "name": "pageSize",
            "in": "query",
            "description": "Records per page. Defaults to 10,000; at most 50,000.",
            "schema": {
              "type": "integer",
              "minimum": 1,
              "maximum": 50000,
              "default": 10000
            }
          },
          {
            "name": "pageNumber",
            "in": "query",
            "description": "The page, starting at 1.",
            "schema": {
              "type": "integer",
              "minimum": 1,
              "default": 1
            }
          },
          {
            "name": "filter",
            "in": "query",
            "description": "`valid` or `error` records only (the query language's `is valid` / `is error`); `all` or omitted for every record.",
            "schema": {
              "$ref": "#/components/schemas/RecordFilter"
            }
          },
          {
            "name": "filterField",
            "in": "query",
            "description": "Narrows `filter` to one field's validity. Requires `filter`.",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "searchValue",
            "in": "query",
            "description": "Only records with a cell whose value contains this text (case-insensitive).",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "searchField",
            "in": "query",
            "description": "Narrows `searchValue` to one field.",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "ids",
            "in": "query",
            "description": "Only these record ids (repeat the parameter).",
            "style": "form",
            "explode": true,
            "schema": {
              "type": "array",
              "items": {
                "type": "string"
              }
            }
          },
          {
            "name": "after",
            "in": "query",
            "description": "A record id: the page holds only records inserted after that record, in insertion order (with the other filters applied, starting at page 1: `pageNumber` other than 1 is a 400). Pass the last id of a page to read the next one: unlike `pageNumber`, this cursor does not skip records when earlier ones are deleted meanwhile. The record may have been deleted since; its place in insertion order still counts. Ours, not the hosted service's.",
            "schema": {
              "type": "string",
              "minLength": 1
            }
          },
          {
            "$ref": "#/components/parameters/RecordFfql"
          },
          {
            "name": "sortField",
            "in": "query",
            "description": "Orders the records by this field's values instead of insertion order (a field of the sheet, else a 400 naming it): numbers by size, other values by their text, numbers before texts; empty cells (missing, null or \"\") last in both directions; equal values in insertion order. The order applies before paging; a sorted read reads every selected record for its key, so it costs a pass over the sheet. Not with `after` (a 400): page a sorted read with `pageNumber`.",
            "schema": {
              "type": "string",
              "minLength": 1
            }
          },
          {
            "name": "sortDirection",
            "in": "query",
            "description": "`asc` (default) or `desc`, with `sortField`.",
            "schema": {
              "type": "string",
              "enum": [
                "asc",
                "desc"
              ]
            }
          },
          {
            "name": "fields",
            "in": "query",
            "description": "Only these fields' cells in each record's `values` (repeat the parameter; each a field of the sheet, else a 400 naming it). The records are selected and counted as without it.",
            "style": "form",
            "explode": true,
            "schema": {
              "type": "array",
              "items": {
                "type": "string",
                "minLength": 1
              }
            }
          },
          {
            "name": "for",
            "in": "query",
            "description": "An event id: only the records that event names — the `recordIds` of a `records:created` / `records:updated` / `records:deleted` of this sheet, or, for a `commit:created` of this sheet, the records written in that commit. Combined with `ids` (both must hold) and the other filters (a commit that only deleted records names none left: an empty page). An event no longer in the log is a 404 naming `query.for`; an event that is neither a records event nor a commit of this sheet a 400.",
            "schema": {
              "type": "string",
              "minLength": 1
            }
          },
          {
            "name": "versionId",
            "in": "query",
            "description": "The hosted \"records as of this version\". The dev server keeps a sheet's current version only (earlier ones live in snapshots): the current `versionId` reads as without it; another is a 400 naming the parameter and the current version.",
            "schema": {
              "type": "string",
              "minLength": 1
            }
          },
          {
            "name": "commitId",
            "in": "query",
            "description": "As `versionId` (locally a commit's id and its version's are the same).",
            "schema": {
              "type": "string",
              "minLength": 1
            }
          },
          {
            "name": "sinceVersionId",
            "in": "query",
            "description": "Only the records created or updated by the sheet's commits after this version (from the event log, so a `silent` bulk update's records are not among them; the current version gives none). Combined with `ids`, `for` and the filters (all must hold). A version this server did not make since it started (or one of more than the last 100,000 it made), or one whose later events the log no longer holds whole, is a 400 naming the parameter.",
            "schema": {
              "type": "string",
              "minLength": 1
            }
          },
          {
            "name": "sinceCommitId",
            "in": "query",
            "description": "As `sinceVersionId` (given both, they must be the same id).",
            "schema": {
              "type": "string",
              "minLength": 1
            }
          },
          {
            "name": "includeMessages",
            "in": "query",
            "description": "The hosted option, accepted: locally the records always carry their cells' messages.",
            "schema": {
              "type": "boolean"
            }
          },
          {
            "name": "includeLength",
            "in": "query",
            "description": "The hosted option: answers `counts` as `includeCounts` does.",
            "schema": {
              "type": "boolean"
            }
          },
          {
            "name": "includeLinks",
            "in": "query",
            "description": "The hosted option, accepted: locally no record carries `links` (reference cells hold the referenced value and an `unlinked` message when it is not found).",
            "schema": {
              "type": "boolean"
            }
          },
          {
            "name": "includeCounts",
            "in": "query",
            "description": "Whether `counts` is included.",
            "schema": {
              "type": "boolean"
            }
          },
          {
            "$ref": "#/components/parameters/ExcludeReadOnly"
          }
        ],
        "responses": {
          "200": {
            "description": "The page",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/GetRecordsResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "post": {
        "operationId": "insertRecords",
        "tags": [
          "records"
        ],
        "description": "Inserts records; ids are assigned by the server (`records:created`).",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "array",
                "items": {
                  "$ref": "#/components/schemas/RecordData"
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The inserted records with their ids",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/RecordsResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "put": {
        "operationId": "updateRecords",
        "tags": [
          "records"
        ],
        "description": "Merges the given cells (value, messages, valid) and record metadata into the stored records (`records:updated`). A cell given with `messages` replaces that cell's messages. Unknown record ids are a 404 and nothing is written. Answers the `versionId` and `commitId` of the write's commit (see `VersionId`).",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "array",
                "items": {
                  "$ref": "#/components/schemas/RecordUpdate"
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "Updated",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/VersionResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "delete": {
        "operationId": "deleteRecords",
        "tags": [
          "records"
        ],
        "parameters": [
          {
            "name": "ids",
            "in": "query",
            "required": true,
            "style": "form",
            "explode": true,
            "schema": {
              "type": "array",
              "items": {
                "type": "string"
              },
              "minItems": 1
            }
          }
        ],
        "responses": {
          "200": {
            "description": "Deleted (`records:deleted`), as one commit",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/VersionResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/jobs": {
      "get": {
        "operationId": "listJobs",
        "tags": [
          "jobs"
        ],
        "description": "Lists jobs, oldest first unless `sortDirection` is `desc`. `parentId` lists the parts of a multi-part job; `excludeChildJobs` hides every part.",
        "parameters": [
          {
            "name": "environmentId",
            "in": "query",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "spaceId",
            "in": "query",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "workbookId",
            "in": "query",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "fileId",
            "in": "query",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "parentId",
            "in": "query",
            "description": "Only the parts of this job.",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "excludeChildJobs",
            "in": "query",
            "description": "Leave out parts (jobs with a `parentId`).",
            "schema": {
              "type": "boolean",
              "default": false
            }
          },
          {
            "name": "source",
            "in": "query",
            "description": "Only jobs with this `source`.",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "status",
            "in": "query",
            "description": "Only jobs in this status (an importkit addition).",
            "schema": {
              "$ref": "#/components/schemas/JobStatus"
            }
          },
          {
            "name": "sortDirection",
            "in": "query",
            "description": "`asc` (default) lists the oldest job first, `desc` the newest.",
            "schema": {
              "type": "string",
              "enum": [
                "asc",
                "desc"
              ],
              "default": "asc"
            }
          },
          {
            "$ref": "#/components/parameters/PageSize"
          },
          {
            "$ref": "#/components/parameters/PageNumber"
          }
        ],
        "responses": {
          "200": {
            "description": "The jobs",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "data"
                  ],
                  "properties": {
                    "data": {
                      "type": "array",
                      "items": {
                        "$ref": "#/components/schemas/Job"
                      }
                    }
                  }
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "post": {
        "operationId": "createJob",
        "tags": [
          "jobs"
        ],
        "description": "Creates a job (`job:created`) and places it in the state table (see `JobStatus`). A job with a future `scheduledAt` is `scheduled` (`job:scheduled`) until that time. Then a job with `predecessorIds` is `waiting` until every predecessor has completed (then `ready`, `job:ready`); a failed, canceled or deleted predecessor fails it (`job:failed`, its outcome names the predecessor). Otherwise, with `immediate: true` or `trigger: immediate` it is `ready` at once (`job:ready`), and without it waits in `created` (or `planning` when created with that status) until executed. Unknown `predecessorIds` are a 400 naming them. Creating a job `workbook:<operation>` whose `source` is a workbook is how an action's button is pressed; a `foreground` action's job is immediate.",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/JobConfig"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The new job",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/JobResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/jobs/{jobId}": {
      "parameters": [
        {
          "$ref": "#/components/parameters/JobIdPath"
        }
      ],
      "get": {
        "operationId": "getJob",
        "tags": [
          "jobs"
        ],
        "responses": {
          "200": {
            "description": "The job",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/JobResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "patch": {
        "operationId": "updateJob",
        "tags": [
          "jobs"
        ],
        "description": "Updates a job's descriptive fields (`job:updated`). Status moves go through execute, ack, complete, fail, cancel, retry and split. A finished job (`completed`, `failed`, `canceled`) cannot be updated: 409 naming its status.",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/JobUpdate"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The updated job",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/JobResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "delete": {
        "operationId": "deleteJob",
        "tags": [
          "jobs"
        ],
        "description": "Deletes a job and its parts (`job:deleted` for each). Jobs waiting on it fail, their outcome naming it.",
        "responses": {
          "200": {
            "description": "Deleted (`job:deleted`)",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Success"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/jobs/{jobId}/execute": {
      "parameters": [
        {
          "$ref": "#/components/parameters/JobIdPath"
        }
      ],
      "post": {
        "operationId": "executeJob",
        "tags": [
          "jobs"
        ],
        "description": "Makes a `created` or `planning` job `ready` (`job:ready`). Any other status is a 409 naming it.",
        "responses": {
          "200": {
            "description": "The job is ready",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Success"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/jobs/{jobId}/ack": {
      "parameters": [
        {
          "$ref": "#/components/parameters/JobIdPath"
        }
      ],
      "post": {
        "operationId": "ackJob",
        "tags": [
          "jobs"
        ],
        "description": "Acknowledges a job. On a `ready` or `parts-completed` job this is the claim: the job moves to `executing` (`job:updated`), remembers the body's `listenerId` (if any) and gets a lease (`leaseExpiresAt`, now + the server's job lease, 5 minutes by default). On an `executing` job it reports progress and info (`job:updated`) and renews the lease: an ack with the owner's `listenerId` and no other field is the heartbeat. A claim whose lease runs out lapses: the job returns to `ready` (`job:ready`, `listenerId` cleared) and every later report carrying the lapsed `listenerId` (ack, complete, fail, split) is a 409 until the job finishes or is retried, so the old owner cannot claim or finish the run it lost. An ack that carries a `listenerId` on a job claimed by a different listener is a 409, so of two listeners racing for one ready job exactly one wins; an ack without `listenerId` (the hosted service's plain ack) claims or reports without a check. An ack on a job in any other status is a 409 naming the status.",
        "requestBody": {
          "required": false,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/JobAckDetails"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The job after the ack",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/JobResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/jobs/{jobId}/complete": {
      "parameters": [
        {
          "$ref": "#/components/parameters/JobIdPath"
        }
      ],
      "post": {
        "operationId": "completeJob",
        "tags": [
          "jobs"
        ],
        "description": "Completes an `executing` job (or a `parts-completed` one, the consolidation step) with its outcome (`job:completed`); the outcome is validated (a malformed one is a 400 naming its path). Dependent jobs whose predecessors have now all completed become `ready`. With a `listenerId` that is not the owner's, or whose claim lapsed, 409. Any other status is a 409 naming it.",
        "requestBody": {
          "required": false,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/JobCompleteDetails"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The completed job",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/JobResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/jobs/{jobId}/fail": {
      "parameters": [
        {
          "$ref": "#/components/parameters/JobIdPath"
        }
      ],
      "post": {
        "operationId": "failJob",
        "tags": [
          "jobs"
        ],
        "description": "Fails a `ready`, `executing` or `parts-completed` job with its outcome (`job:failed`). Jobs waiting on it fail too, their outcome naming it. With a `listenerId` that is not the owner's, or whose claim lapsed, 409. Any other status is a 409 naming it.",
        "requestBody": {
          "required": false,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/JobCompleteDetails"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The failed job",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/JobResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/jobs/{jobId}/outcome/ack": {
      "parameters": [
        {
          "$ref": "#/components/parameters/JobIdPath"
        }
      ],
      "post": {
        "operationId": "ackJobOutcome",
        "tags": [
          "jobs"
        ],
        "description": "The user acknowledges the outcome of a completed or failed foreground job (`job:outcome-acknowledged`, context CJW); a foreground job completed with `outcome.acknowledge: true` waits for this step (`outcomeAcknowledgedAt` stays unset until then). Background jobs (and parts) skip this step: acknowledging one is a 409, as is a second acknowledgement.",
        "responses": {
          "200": {
            "description": "The job",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/JobResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/jobs/{jobId}/cancel": {
      "parameters": [
        {
          "$ref": "#/components/parameters/JobIdPath"
        }
      ],
      "post": {
        "operationId": "cancelJob",
        "tags": [
          "jobs"
        ],
        "description": "Cancels an unfinished job (`created`, `planning`, `scheduled`, `waiting`, `ready`, `executing`, `parts-completed`) → `canceled`. The event catalog has no `job:canceled` topic: the move emits `job:updated` with status `canceled`, which a running handler watches to stop its work. Canceling a job cancels its unfinished parts; jobs waiting on it fail, their outcome naming it. A finished job is a 409 naming its status.",
        "requestBody": {
          "required": false,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/JobCancelDetails"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The canceled job",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/JobResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/jobs/{jobId}/retry": {
      "parameters": [
        {
          "$ref": "#/components/parameters/JobIdPath"
        }
      ],
      "post": {
        "operationId": "retryJob",
        "tags": [
          "jobs"
        ],
        "description": "Runs a `failed` or `canceled` job again: its progress, outcome, owner and times are cleared, parts of the earlier run are deleted (`job:deleted`), and it is placed again as at creation: `scheduled` (`job:scheduled`) if `scheduledAt` is still ahead, `waiting` (`job:updated`) if a predecessor has not completed yet, otherwise `ready` (`job:ready`). A predecessor that failed or was canceled is a 409 naming it (retry it first); any other status is a 409 naming it.",
        "responses": {
          "200": {
            "description": "The job, placed again",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/JobResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/jobs/{jobId}/split": {
      "parameters": [
        {
          "$ref": "#/components/parameters/JobIdPath"
        }
      ],
      "post": {
        "operationId": "splitJob",
        "tags": [
          "jobs"
        ],
        "description": "Splits an `executing` job into parts: child jobs with the parent's type, operation, source and input, `parentId`, `part` (1-based), `partData` and `isPart: true`, in background mode. `parts` is a count or a list of `partData`. With `runInParallel` (the default) every part is `ready` at once (`job:created`, `job:ready`); otherwise each part has the previous one as its predecessor, so they run one after another. The parent becomes `waiting` (`job:updated`) and holds no lease while its parts run; when every part has finished (completed, failed or canceled) it becomes `parts-completed` (`job:parts-completed` with `parts[]`), and its handler claims it (ack) and completes or fails it. A part cannot be split; a second split is a 409.",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/JobSplitDetails"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The parent job (list its parts with `GET /v1/jobs?parentId=`)",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/JobResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/jobs/{jobId}/plan": {
      "parameters": [
        {
          "$ref": "#/components/parameters/JobIdPath"
        }
      ],
      "get": {
        "operationId": "getExecutionPlan",
        "tags": [
          "jobs"
        ],
        "description": "The field mapping of a mapping job: a `workbook` job naming its destination sheet (`config.destinationSheetId`, or the only sheet of `destination`) and its source sheet (`config.sourceSheetId`, or the only sheet of `source`), such as a file's `workbook:map` job or a `workbook:transform` job. Until a plan is written, it is made from the job's program (`input.programId`: its `assign` rules) or, without one, by matching field keys and labels as `POST /v1/mapping` does. Any other job is a 409 naming what it lacks.",
        "responses": {
          "200": {
            "description": "The job and its plan",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/JobPlanResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "put": {
        "operationId": "updateExecutionPlan",
        "tags": [
          "jobs"
        ],
        "description": "Replaces the plan. Every field it names must be a field of its side (source or destination), each at most once; a field it does not name is added to its side's unmapped list. The edges are saved as the `assign` rules of the plan's program (`programId`, or the one the plan already has; its other rules are kept; `program:updated`) or, without one, of a new saved program on the job's two sheets (`program:created`) whose id the plan then carries: transform with that `programId`. `jobId` and `fileId`, when given, must be the job's.",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/JobExecutionPlanRequest"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The job and its new plan",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/JobPlanResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "patch": {
        "operationId": "updateExecutionPlanFields",
        "tags": [
          "jobs"
        ],
        "description": "Replaces the parts of the plan given, then as `PUT`.",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/JobExecutionPlanPatch"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The job and its new plan",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/JobPlanResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/actions": {
      "get": {
        "operationId": "listActions",
        "tags": [
          "actions"
        ],
        "parameters": [
          {
            "name": "spaceId",
            "in": "query",
            "required": true,
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The space's actions",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "data"
                  ],
                  "properties": {
                    "data": {
                      "type": "array",
                      "items": {
                        "$ref": "#/components/schemas/ActionResource"
                      }
                    }
                  }
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "post": {
        "operationId": "createAction",
        "tags": [
          "actions"
        ],
        "parameters": [
          {
            "name": "spaceId",
            "in": "query",
            "required": true,
            "schema": {
              "type": "string"
            }
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/ActionConfig"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The new action (`action:created`)",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ActionResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/actions/{actionId}": {
      "parameters": [
        {
          "name": "actionId",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string"
          }
        }
      ],
      "get": {
        "operationId": "getAction",
        "tags": [
          "actions"
        ],
        "responses": {
          "200": {
            "description": "The action",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ActionResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "patch": {
        "operationId": "updateAction",
        "tags": [
          "actions"
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/ActionUpdate"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The updated action (`action:updated` with the changes)",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ActionResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "delete": {
        "operationId": "deleteAction",
        "tags": [
          "actions"
        ],
        "responses": {
          "200": {
            "description": "Deleted (`action:deleted`)",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Success"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/events": {
      "get": {
        "operationId": "listEvents",
        "tags": [
          "events"
        ],
        "summary": "Events in emission order; a long poll when `wait` is given",
        "description": "Answers at once when events newer than `after` exist; otherwise, with `wait`, holds the request until one arrives or `wait` seconds pass, then answers with what it has (possibly nothing). Without `after` (or `since`), it starts at the oldest event the server still holds. Events come in the order they were emitted.",
        "parameters": [
          {
            "$ref": "#/components/parameters/EnvironmentIdQueryRequired"
          },
          {
            "$ref": "#/components/parameters/SpaceIdQuery"
          },
          {
            "$ref": "#/components/parameters/TopicQuery"
          },
          {
            "name": "domain",
            "in": "query",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "after",
            "in": "query",
            "description": "An event id; only events emitted after it (exclusive).",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "since",
            "in": "query",
            "description": "Only events created at or after this time.",
            "schema": {
              "type": "string",
              "format": "date-time"
            }
          },
          {
            "name": "wait",
            "in": "query",
            "description": "Seconds to hold the request while no newer event exists (long poll); at most 30.",
            "schema": {
              "type": "integer",
              "minimum": 0,
              "maximum": 30
            }
          },
          {
            "name": "pageSize",
            "in": "query",
            "description": "At most this many events. Defaults to 1,000.",
            "schema": {
              "type": "integer",
              "minimum": 1,
              "maximum": 10000,
              "default": 1000
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The events",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "data"
                  ],
                  "properties": {
                    "data": {
                      "type": "array",
                      "items": {
                        "$ref": "#/components/schemas/Event"
                      }
                    }
                  }
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/events/stream": {
      "get": {
        "operationId": "streamEvents",
        "tags": [
          "events"
        ],
        "summary": "Server-sent events",
        "description": "A `text/event-stream`. Each frame has `id:` (the event id) and `data:` (the whole event envelope as JSON), no `event:` field; a comment line is sent as heartbeat every 15 seconds. `Last-Event-ID` (header, or the `lastEventId` query parameter) replays every event after that one before live events follow; without either, the stream is live only.",
        "parameters": [
          {
            "$ref": "#/components/parameters/EnvironmentIdQueryRequired"
          },
          {
            "$ref": "#/components/parameters/SpaceIdQuery"
          },
          {
            "$ref": "#/components/parameters/TopicQuery"
          },
          {
            "name": "lastEventId",
            "in": "query",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "Last-Event-ID",
            "in": "header",
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The stream; each `data:` line is one `Event` as JSON",
            "content": {
              "text/event-stream": {
                "schema": {
                  "type": "string"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/events/{eventId}": {
      "parameters": [
        {
          "name": "eventId",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string"
          }
        }
      ],
      "get": {
        "operationId": "getEvent",
        "tags": [
          "events"
        ],
        "responses": {
          "200": {
            "description": "The event",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "data"
                  ],
                  "properties": {
                    "data": {
                      "$ref": "#/components/schemas/Event"
                    }
                  }
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/secrets": {
      "get": {
        "operationId": "listSecrets",
        "tags": [
          "secrets"
        ],
        "summary": "The secrets of an environment (the default one when omitted), optionally of one space or actor",
        "parameters": [
          {
            "name": "environmentId",
            "in": "query",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "spaceId",
            "in": "query",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "actorId",
            "in": "query",
            "description": "The actor (user, guest, agent or API key) the secret belongs to.",
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The secrets",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/SecretsResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "post": {
        "operationId": "writeSecret",
        "tags": [
          "secrets"
        ],
        "summary": "Inserts or updates a secret by name within its environment, space and actor",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/WriteSecret"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The secrets of the written secret's scope (`secret:created` or `secret:updated`, never with the value)",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/SecretsResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/secrets/{secretId}": {
      "parameters": [
        {
          "name": "secretId",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string"
          }
        }
      ],
      "delete": {
        "operationId": "deleteSecret",
        "tags": [
          "secrets"
        ],
        "responses": {
          "200": {
            "description": "The secrets left in the deleted secret's scope (`secret:deleted`)",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/SecretsResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/spaces/{spaceId}/documents": {
      "parameters": [
        {
          "name": "spaceId",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string"
          }
        }
      ],
      "get": {
        "operationId": "listDocuments",
        "tags": [
          "documents"
        ],
        "responses": {
          "200": {
            "description": "The documents of the space",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/DocumentsResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "post": {
        "operationId": "createDocument",
        "tags": [
          "documents"
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/DocumentConfig"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The new document (`document:created`, context CD)",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/DocumentResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/spaces/{spaceId}/documents/{documentId}": {
      "parameters": [
        {
          "name": "spaceId",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string"
          }
        },
        {
          "name": "documentId",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string"
          }
        }
      ],
      "get": {
        "operationId": "getDocument",
        "tags": [
          "documents"
        ],
        "responses": {
          "200": {
            "description": "The document",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/DocumentResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "patch": {
        "operationId": "updateDocument",
        "tags": [
          "documents"
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/DocumentUpdate"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The updated document (`document:updated`)",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/DocumentResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "delete": {
        "operationId": "deleteDocument",
        "tags": [
          "documents"
        ],
        "responses": {
          "200": {
            "description": "Deleted (`document:deleted`)",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Success"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/views": {
      "get": {
        "operationId": "listViews",
        "tags": [
          "views"
        ],
        "parameters": [
          {
            "name": "sheetId",
            "in": "query",
            "required": true,
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "pageSize",
            "in": "query",
            "schema": {
              "type": "integer",
              "minimum": 1,
              "maximum": 1000,
              "default": 10
            }
          },
          {
            "name": "pageNumber",
            "in": "query",
            "schema": {
              "type": "integer",
              "minimum": 1,
              "default": 1
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The saved views of the sheet, one page",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ViewsResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "post": {
        "operationId": "createView",
        "tags": [
          "views"
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/ViewCreate"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The new saved view; `createdBy` is its creator",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ViewResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/views/{viewId}": {
      "parameters": [
        {
          "name": "viewId",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string"
          }
        }
      ],
      "get": {
        "operationId": "getView",
        "tags": [
          "views"
        ],
        "responses": {
          "200": {
            "description": "The saved view",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ViewResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "patch": {
        "operationId": "updateView",
        "tags": [
          "views"
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/ViewUpdate"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The updated saved view",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ViewResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "delete": {
        "operationId": "deleteView",
        "tags": [
          "views"
        ],
        "responses": {
          "200": {
            "description": "Deleted",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Success"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/instructions": {
      "post": {
        "operationId": "createInstruction",
        "tags": [
          "instructions"
        ],
        "summary": "Stores mapping instructions for the mapping family of `fieldKeys` (the set of field keys, compared lower-cased)",
        "parameters": [
          {
            "$ref": "#/components/parameters/InstructionEnvironmentId"
          },
          {
            "$ref": "#/components/parameters/InstructionScope"
          },
          {
            "$ref": "#/components/parameters/InstructionNamespace"
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/InstructionCreate"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The stored instruction, with the id of its mapping family (`us_mf_…`)",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/InstructionResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/instructions/sheet/{sheetId}": {
      "parameters": [
        {
          "name": "sheetId",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string"
          }
        }
      ],
      "get": {
        "operationId": "getInstructionsForSheet",
        "tags": [
          "instructions"
        ],
        "summary": "The instructions whose mapping family resembles the sheet's fields",
        "description": "Similarity is the Jaccard index of the two sets of lower-cased field keys: the keys both have, divided by the keys either has (1 = the same keys, 0 = none in common). An instruction matches when its confidence is at least 0.5 (for example 2 of 3 keys shared with nothing extra, or 3 shared out of 6 distinct). Only the instructions of the query's environment, scope and namespace (none when omitted) are considered. Matches come with their `confidence`, highest first; ties in creation order.",
        "parameters": [
          {
            "$ref": "#/components/parameters/InstructionEnvironmentId"
          },
          {
            "$ref": "#/components/parameters/InstructionScope"
          },
          {
            "$ref": "#/components/parameters/InstructionNamespace"
          }
        ],
        "responses": {
          "200": {
            "description": "The matching instructions, most similar first",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/InstructionMatchesResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/instructions/{instructionId}": {
      "parameters": [
        {
          "name": "instructionId",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string"
          }
        },
        {
          "$ref": "#/components/parameters/InstructionEnvironmentId"
        },
        {
          "$ref": "#/components/parameters/InstructionScope"
        },
        {
          "$ref": "#/components/parameters/InstructionNamespace"
        }
      ],
      "patch": {
        "operationId": "updateInstruction",
        "tags": [
          "instructions"
        ],
        "summary": "Changes the text, metadata or field keys (new keys move it to that mapping family)",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/InstructionUpdate"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The updated instruction",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/InstructionResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "delete": {
        "operationId": "deleteInstruction",
        "tags": [
          "instructions"
        ],
        "summary": "Deletes an instruction of the caller's environment and scope",
        "requestBody": {
          "required": false,
          "description": "The hosted guide sends the family's field keys; when given they must be the instruction's (any order and case).",
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/InstructionDelete"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "Deleted",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Success"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/files": {
      "get": {
        "operationId": "listFiles",
        "tags": [
          "files"
        ],
        "summary": "The uploaded files, optionally of one space, of one mode (default `import`), one page",
        "parameters": [
          {
            "name": "spaceId",
            "in": "query",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "mode",
            "in": "query",
            "schema": {
              "type": "string",
              "enum": [
                "import",
                "export"
              ],
              "default": "import"
            }
          },
          {
            "name": "pageSize",
            "in": "query",
            "schema": {
              "type": "integer",
              "minimum": 1,
              "maximum": 1000,
              "default": 20
            }
          },
          {
            "name": "pageNumber",
            "in": "query",
            "schema": {
              "type": "integer",
              "minimum": 1,
              "default": 1
            }
          }
        ],
        "responses": {
          "200": {
            "description": "One page of files",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/FilesResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "post": {
        "operationId": "uploadFile",
        "tags": [
          "files"
        ],
        "summary": "Uploads a file (multipart/form-data), streamed to storage",
        "description": "Form fields: `spaceId` and `environmentId` (required, before the file part), `mode` (`import` or `export`, default `import`), one `file` part, `actions` repeated, each the JSON text of an Action (before or after the file), and `headerDetection` (the JSON text of HeaderDetectionOptions, before the file part) for the extraction of an import. `file:created` is emitted when the file part begins (status `partial`) and `file:updated` when it has arrived. A file larger than the server's `maxUploadBytes` is a 413 and nothing of it is kept (a `file:deleted` follows its `file:created`). The body is declared optional only because its one media type is not JSON: a request without a multipart body is refused.",
        "requestBody": {
          "required": false,
          "content": {
            "multipart/form-data": {
              "schema": {
                "$ref": "#/components/schemas/FileUpload"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The uploaded file",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/FileResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/files/detect-header": {
      "post": {
        "operationId": "detectHeader",
        "tags": [
          "files"
        ],
        "summary": "Which of a table's first rows is its header, by one of the header detection algorithms",
        "description": "The same detection the extraction job applies to each table of a file (its options are the upload's `headerDetection` field). Rows are numbered from 0; the data starts at the row after `headerRow`. `default`: of the first `rowsToSearch` rows (default 10), the first with at least the usual number of non-empty cells (the count most of those rows have, on a tie the larger: a title line has fewer, a data row with an extra cell does not win). `explicitHeaders`: the header is `headers` and the first `skip` rows are dropped (`headerRow` is `skip` - 1). `specificRows`: the header is made of the rows `rowNumbers`, their cells joined by a space column by column; `skip` more rows after the last of them are dropped. `dataRowAndSubHeaderDetection`: the first of the first `rowsToSearch` rows with a number or a boolean in a cell is the first data row and the header is the fullest row above it (`headerRow` is the row before the data, rows in between are sub-headers); without such a row it is `default`. `aiDetection` needs the hosted service: 400. A header cell is trimmed, trailing empty cells dropped. Nothing is stored and no event is emitted.",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/DetectHeaderRequest"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The header found",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/DetectHeaderResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/files/{fileId}": {
      "parameters": [
        {
          "name": "fileId",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string"
          }
        }
      ],
      "get": {
        "operationId": "getFile",
        "tags": [
          "files"
        ],
        "responses": {
          "200": {
            "description": "The file",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/FileResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "patch": {
        "operationId": "updateFile",
        "tags": [
          "files"
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/FileUpdate"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The updated file (`file:updated` with its status, and `workbookId` when it has one)",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/FileResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "delete": {
        "operationId": "deleteFile",
        "tags": [
          "files"
        ],
        "responses": {
          "200": {
            "description": "Deleted with its stored bytes (`file:deleted`)",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Success"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/files/{fileId}/download": {
      "parameters": [
        {
          "name": "fileId",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string"
          }
        }
      ],
      "get": {
        "operationId": "downloadFile",
        "tags": [
          "files"
        ],
        "responses": {
          "200": {
            "description": "The bytes exactly as uploaded, with the file's media type",
            "content": {
              "application/octet-stream": {
                "schema": {
                  "type": "string",
                  "format": "binary"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/mapping": {
      "post": {
        "operationId": "createMappingProgram",
        "tags": [
          "mapping"
        ],
        "summary": "Creates a mapping program from a source and a destination sheet config and its rules",
        "description": "Each side is a sheet config (`fields`) or, an importkit addition, `sheetId` naming an existing sheet (its fields are used when `fields` is omitted). Without `rules`, the program is given `assign` rules for the source fields whose key or label equals a destination field's key or label (compared lower-cased, ignoring spaces, `_` and `-`), each with `confidence: 1`. Every rule is checked: an unknown `type`, a config that does not fit its type, or a field the side does not have is a 400 naming it. With `save: true` the program is stored (`id`, rule ids, `program:created` in context CS, which needs a side that names its `sheetId`); with `save` false (the default) it is only computed and returned.",
        "parameters": [
          {
            "name": "environmentId",
            "in": "query",
            "schema": {
              "type": "string"
            }
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/ProgramConfig"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The program",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ProgramResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "get": {
        "operationId": "listMappingPrograms",
        "tags": [
          "mapping"
        ],
        "summary": "The saved programs, by the hosted filters, one page (no pagination object, as hosted)",
        "parameters": [
          {
            "name": "pageSize",
            "in": "query",
            "schema": {
              "type": "integer",
              "minimum": 1,
              "maximum": 1000,
              "default": 10
            }
          },
          {
            "name": "pageNumber",
            "in": "query",
            "schema": {
              "type": "integer",
              "minimum": 1,
              "default": 1
            }
          },
          {
            "name": "createdBy",
            "in": "query",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "createdAfter",
            "in": "query",
            "schema": {
              "type": "string",
              "format": "date-time"
            }
          },
          {
            "name": "createdBefore",
            "in": "query",
            "schema": {
              "type": "string",
              "format": "date-time"
            }
          },
          {
            "name": "environmentId",
            "in": "query",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "jobId",
            "in": "query",
            "description": "The program a job uses (its plan's `programId` or its `input.programId`).",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "familyId",
            "in": "query",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "namespace",
            "in": "query",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "sourceKeys",
            "in": "query",
            "description": "Comma-separated field keys; programs whose source keys are exactly these (any order).",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "destinationKeys",
            "in": "query",
            "description": "Comma-separated field keys; programs whose destination keys are exactly these (any order).",
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The programs, oldest first",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ProgramsResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "delete": {
        "operationId": "deleteAllHistoryForUser",
        "tags": [
          "mapping"
        ],
        "summary": "Deletes every saved mapping program of the caller, in one environment or in all",
        "description": "The hosted `deleteAllHistoryForUser`: the caller's mapping history is the programs it saved (`createdBy` the caller; the dev server has one caller, its API key's actor, so these are every saved program but those another actor made). With `environmentId` only that environment's programs are deleted (an unknown environment is a 404 naming it); without it, those of every environment. Their rules go with them. As for `deleteMappingProgram`, no event is emitted (the hosted topics have no `program:deleted`). Jobs and plans that name a deleted program keep its id (a transform naming it then fails, saying so).",
        "requestBody": {
          "required": false,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/DeleteAllHistoryForUserRequest"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "Deleted (also when there was nothing to delete)",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Success"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/mapping/{programId}": {
      "parameters": [
        {
          "$ref": "#/components/parameters/ProgramIdPath"
        }
      ],
      "get": {
        "operationId": "getMappingProgram",
        "tags": [
          "mapping"
        ],
        "responses": {
          "200": {
            "description": "The program",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ProgramResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "patch": {
        "operationId": "updateMappingProgram",
        "tags": [
          "mapping"
        ],
        "description": "Replaces the parts given (`source`, `destination`, `rules`, `namespace`, `familyId`); rules are checked against the program's (new) sides as on create, and rules that no longer fit the sides are a 400 naming them. `program:updated` (context CS).",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/ProgramUpdate"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The updated program, with `summary` counting the rules added and deleted",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ProgramResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "delete": {
        "operationId": "deleteMappingProgram",
        "tags": [
          "mapping"
        ],
        "responses": {
          "200": {
            "description": "Deleted with its rules",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Success"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/mapping/{programId}/rules": {
      "parameters": [
        {
          "$ref": "#/components/parameters/ProgramIdPath"
        }
      ],
      "post": {
        "operationId": "createRules",
        "tags": [
          "mapping"
        ],
        "summary": "Adds rules to a program (checked whole; one bad rule and none is added)",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "array",
                "minItems": 1,
                "maxItems": 1000,
                "items": {
                  "$ref": "#/components/schemas/MappingRuleConfig"
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The rules added",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/MappingRulesResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "get": {
        "operationId": "listRules",
        "tags": [
          "mapping"
        ],
        "responses": {
          "200": {
            "description": "The program's rules, in order",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/MappingRulesResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "patch": {
        "operationId": "updateRules",
        "tags": [
          "mapping"
        ],
        "summary": "Replaces rules by id (checked whole)",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "array",
                "minItems": 1,
                "maxItems": 1000,
                "items": {
                  "$ref": "#/components/schemas/MappingRuleUpdate"
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The updated rules",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/MappingRulesResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "delete": {
        "operationId": "deleteMultipleRules",
        "tags": [
          "mapping"
        ],
        "summary": "Deletes rules of a program by id (an unknown id is a 404 naming it, and none is deleted)",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/DeleteMultipleRulesRequest"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "Deleted",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Success"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/mapping/{programId}/rules/{mappingId}": {
      "parameters": [
        {
          "$ref": "#/components/parameters/ProgramIdPath"
        },
        {
          "name": "mappingId",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string"
          }
        }
      ],
      "get": {
        "operationId": "getRule",
        "tags": [
          "mapping"
        ],
        "responses": {
          "200": {
            "description": "The rule",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/MappingRuleResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "patch": {
        "operationId": "updateRule",
        "tags": [
          "mapping"
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/MappingRuleConfig"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The updated rule",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/MappingRuleResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "delete": {
        "operationId": "deleteRule",
        "tags": [
          "mapping"
        ],
        "responses": {
          "200": {
            "description": "Deleted",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Success"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/agents": {
      "get": {
        "operationId": "listAgents",
        "tags": [
          "agents"
        ],
        "summary": "getAgents: paginated, searchable by slug or id",
        "parameters": [
          {
            "name": "environmentId",
            "in": "query",
            "required": true,
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "isSystem",
            "in": "query",
            "schema": {
              "type": "boolean"
            }
          },
          {
            "name": "search",
            "in": "query",
            "description": "Matches the agent slug or the agent id (substring, case-insensitive).",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "pageSize",
            "in": "query",
            "schema": {
              "type": "integer",
              "minimum": 1,
              "maximum": 1000,
              "default": 100
            }
          },
          {
            "name": "pageNumber",
            "in": "query",
            "schema": {
              "type": "integer",
              "minimum": 1,
              "default": 1
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The agents of the environment, one page",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AgentsResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "post": {
        "operationId": "createAgent",
        "tags": [
          "agents"
        ],
        "summary": "Deploys an agent",
        "parameters": [
          {
            "name": "environmentId",
            "in": "query",
            "required": true,
            "schema": {
              "type": "string"
            }
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/AgentConfig"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The deployed agent. A slug already deployed in the environment is a redeploy: a new version of that agent (`agent:updated`); otherwise a new agent (`agent:created`)",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AgentResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/agents/{agentId}": {
      "parameters": [
        {
          "name": "agentId",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string"
          }
        }
      ],
      "get": {
        "operationId": "getAgent",
        "tags": [
          "agents"
        ],
        "parameters": [
          {
            "name": "environmentId",
            "in": "query",
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The agent",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AgentResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "delete": {
        "operationId": "deleteAgent",
        "tags": [
          "agents"
        ],
        "parameters": [
          {
            "name": "environmentId",
            "in": "query",
            "description": "Not needed (kept for the hosted API's signature).",
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "Deleted (`agent:deleted`)",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Success"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/agents/{agentId}/versions": {
      "parameters": [
        {
          "name": "agentId",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string"
          }
        }
      ],
      "get": {
        "operationId": "listAgentVersions",
        "tags": [
          "agents"
        ],
        "responses": {
          "200": {
            "description": "Every version of the agent, oldest first",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AgentVersionsResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/agents/{agentId}/versions/{agentVersionId}/revert": {
      "parameters": [
        {
          "name": "agentId",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string"
          }
        },
        {
          "name": "agentVersionId",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string"
          }
        }
      ],
      "get": {
        "operationId": "revertAgent",
        "tags": [
          "agents"
        ],
        "responses": {
          "200": {
            "description": "The new version, a copy of the reverted-to one (`origin` is its version number); the agent runs it (`agent:updated`). GET, as the hosted API has it",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AgentVersionResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/apps": {
      "get": {
        "operationId": "listApps",
        "tags": [
          "apps"
        ],
        "responses": {
          "200": {
            "description": "The apps",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AppsResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "post": {
        "operationId": "createApp",
        "tags": [
          "apps"
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/AppCreate"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The new app",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AppResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/apps/{appId}": {
      "parameters": [
        {
          "name": "appId",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string"
          }
        }
      ],
      "get": {
        "operationId": "getApp",
        "tags": [
          "apps"
        ],
        "responses": {
          "200": {
            "description": "The app",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AppResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "patch": {
        "operationId": "updateApp",
        "tags": [
          "apps"
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/AppPatch"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The updated app (its namespace can be changed here, after creation)",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AppResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "delete": {
        "operationId": "deleteApp",
        "tags": [
          "apps"
        ],
        "responses": {
          "200": {
            "description": "Deleted (no `data` wrapper, as the hosted API answers)",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/SuccessResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/apps/{appId}/constraints": {
      "parameters": [
        {
          "name": "appId",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string"
          }
        }
      ],
      "get": {
        "operationId": "getConstraints",
        "tags": [
          "constraints"
        ],
        "parameters": [
          {
            "name": "includeBuiltins",
            "in": "query",
            "description": "Accepted for the hosted API's signature; the dev server has no built-in constraints.",
            "schema": {
              "type": "boolean"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The stored constraints of the app",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ConstraintsResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "post": {
        "operationId": "createConstraint",
        "tags": [
          "constraints"
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/ConstraintCreate"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The new stored constraint (version 1)",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ConstraintResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/apps/{appId}/constraints/{constraintId}": {
      "parameters": [
        {
          "name": "appId",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string"
          }
        },
        {
          "name": "constraintId",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string"
          }
        }
      ],
      "get": {
        "operationId": "getConstraintById",
        "tags": [
          "constraints"
        ],
        "responses": {
          "200": {
            "description": "The stored constraint",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ConstraintResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "patch": {
        "operationId": "updateConstraint",
        "tags": [
          "constraints"
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/ConstraintUpdate"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The updated constraint; each update is a new version",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ConstraintResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "delete": {
        "operationId": "deleteConstraint",
        "tags": [
          "constraints"
        ],
        "responses": {
          "200": {
            "description": "Deleted (no `data` wrapper)",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/SuccessResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/apps/{appId}/constraints/{constraintId}/versions": {
      "parameters": [
        {
          "name": "appId",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string"
          }
        },
        {
          "name": "constraintId",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string"
          }
        }
      ],
      "get": {
        "operationId": "getConstraintVersions",
        "tags": [
          "constraints"
        ],
        "responses": {
          "200": {
            "description": "Every version, oldest first",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ConstraintVersionsResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/apps/{appId}/constraints/{constraintId}/versions/{version}": {
      "parameters": [
        {
          "name": "appId",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string"
          }
        },
        {
          "name": "constraintId",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string"
          }
        },
        {
          "name": "version",
          "in": "path",
          "required": true,
          "schema": {
            "type": "integer",
            "minimum": 1
          }
        }
      ],
      "get": {
        "operationId": "getConstraintVersion",
        "tags": [
          "constraints"
        ],
        "responses": {
          "200": {
            "description": "One version",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ConstraintVersionResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/users": {
      "get": {
        "operationId": "listUsers",
        "tags": [
          "users"
        ],
        "parameters": [
          {
            "name": "email",
            "in": "query",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "search",
            "in": "query",
            "description": "Matches name or email (substring, case-insensitive).",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "pageSize",
            "in": "query",
            "schema": {
              "type": "integer",
              "minimum": 1,
              "maximum": 1000,
              "default": 20
            }
          },
          {
            "name": "pageNumber",
            "in": "query",
            "schema": {
              "type": "integer",
              "minimum": 1,
              "default": 1
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The users of the account, one page",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/UsersResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/users/invite": {
      "post": {
        "operationId": "inviteUser",
        "tags": [
          "users"
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/UserInvite"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The invited user (the invitation is pending until accepted)",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/UserResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/users/{userId}": {
      "parameters": [
        {
          "name": "userId",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string"
          }
        }
      ],
      "get": {
        "operationId": "getUser",
        "tags": [
          "users"
        ],
        "responses": {
          "200": {
            "description": "The user",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/UserResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/users/{userId}/resend-invite": {
      "parameters": [
        {
          "name": "userId",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string"
          }
        }
      ],
      "post": {
        "operationId": "resendUserInvite",
        "tags": [
          "users"
        ],
        "responses": {
          "200": {
            "description": "Resent. A user who already accepted gets a 409 saying so",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Success"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/guests": {
      "get": {
        "operationId": "listGuests",
        "tags": [
          "guests"
        ],
        "parameters": [
          {
            "name": "spaceId",
            "in": "query",
            "required": true,
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "email",
            "in": "query",
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The guests of the space",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/GuestsResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "post": {
        "operationId": "createGuests",
        "tags": [
          "guests"
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "array",
                "minItems": 1,
                "items": {
                  "$ref": "#/components/schemas/GuestConfig"
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The new guests (`space:guestAdded` for each space of each guest)",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/GuestsResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/guests/{guestId}": {
      "parameters": [
        {
          "name": "guestId",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string"
          }
        }
      ],
      "get": {
        "operationId": "getGuest",
        "tags": [
          "guests"
        ],
        "responses": {
          "200": {
            "description": "The guest",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/GuestResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "patch": {
        "operationId": "updateGuest",
        "tags": [
          "guests"
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/GuestConfigUpdate"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The updated guest (`space:guestAdded` / `space:guestRemoved` for spaces added or removed)",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/GuestResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "delete": {
        "operationId": "deleteGuest",
        "tags": [
          "guests"
        ],
        "parameters": [
          {
            "name": "spaceId",
            "in": "query",
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "With `spaceId`, removes the guest from that space only; otherwise deletes the guest (`space:guestRemoved` for each space left)",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Success"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/guests/{guestId}/token": {
      "parameters": [
        {
          "name": "guestId",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string"
          }
        }
      ],
      "get": {
        "operationId": "getGuestToken",
        "tags": [
          "guests"
        ],
        "parameters": [
          {
            "name": "spaceId",
            "in": "query",
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The guest's token for the space. A guest who actively uses the space has it renewed: see the dev server README",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/GuestTokenResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/canvases": {
      "get": {
        "operationId": "listCanvases",
        "tags": [
          "canvases"
        ],
        "parameters": [
          {
            "name": "spaceId",
            "in": "query",
            "required": true,
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The canvass",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/CanvasesResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "post": {
        "operationId": "createCanvas",
        "tags": [
          "canvases"
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/CanvasConfig"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The new canvas (`canvas:created`)",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/CanvasResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/canvases/{canvasId}": {
      "parameters": [
        {
          "name": "canvasId",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string"
          }
        }
      ],
      "get": {
        "operationId": "getCanvas",
        "tags": [
          "canvases"
        ],
        "responses": {
          "200": {
            "description": "The canvas",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/CanvasResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "patch": {
        "operationId": "updateCanvas",
        "tags": [
          "canvases"
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/CanvasUpdate"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The updated canvas (`canvas:updated`)",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/CanvasResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "delete": {
        "operationId": "deleteCanvas",
        "tags": [
          "canvases"
        ],
        "responses": {
          "200": {
            "description": "Deleted (`canvas:deleted`)",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Success"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/canvas-areas": {
      "get": {
        "operationId": "listCanvasAreas",
        "tags": [
          "canvas-areas"
        ],
        "parameters": [
          {
            "name": "canvasId",
            "in": "query",
            "required": true,
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The canvas areas",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/CanvasAreasResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "post": {
        "operationId": "createCanvasArea",
        "tags": [
          "canvas-areas"
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/CanvasAreaConfig"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The new canvas area (`canvas-area:created`)",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/CanvasAreaResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/canvas-areas/{canvasAreaId}": {
      "parameters": [
        {
          "name": "canvasAreaId",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string"
          }
        }
      ],
      "get": {
        "operationId": "getCanvasArea",
        "tags": [
          "canvas-areas"
        ],
        "responses": {
          "200": {
            "description": "The canvas area",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/CanvasAreaResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "patch": {
        "operationId": "updateCanvasArea",
        "tags": [
          "canvas-areas"
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/CanvasAreaUpdate"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The updated canvas area (`canvas-area:updated`)",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/CanvasAreaResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "delete": {
        "operationId": "deleteCanvasArea",
        "tags": [
          "canvas-areas"
        ],
        "responses": {
          "200": {
            "description": "Deleted (`canvas-area:deleted`)",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Success"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/threads": {
      "get": {
        "operationId": "listThreads",
        "tags": [
          "threads"
        ],
        "parameters": [
          {
            "name": "spaceId",
            "in": "query",
            "required": true,
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The threads",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ThreadsResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "post": {
        "operationId": "createThread",
        "tags": [
          "threads"
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/ThreadConfig"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The new thread (`thread:created`)",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ThreadResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/threads/{threadId}": {
      "parameters": [
        {
          "name": "threadId",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string"
          }
        }
      ],
      "get": {
        "operationId": "getThread",
        "tags": [
          "threads"
        ],
        "responses": {
          "200": {
            "description": "The thread",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ThreadResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "patch": {
        "operationId": "updateThread",
        "tags": [
          "threads"
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/ThreadUpdate"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The updated thread (`thread:updated`)",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ThreadResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "delete": {
        "operationId": "deleteThread",
        "tags": [
          "threads"
        ],
        "responses": {
          "200": {
            "description": "Deleted (`thread:deleted`)",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Success"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/data-clips": {
      "get": {
        "operationId": "listDataClips",
        "tags": [
          "data-clips"
        ],
        "parameters": [
          {
            "name": "spaceId",
            "in": "query",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "sheetId",
            "in": "query",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "status",
            "in": "query",
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The data clips",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/DataClipsResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "post": {
        "operationId": "createDataClip",
        "tags": [
          "data-clips"
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/CreateDataClip"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The new data clip (`data-clip:created`)",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/DataClipResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/data-clips/{dataClipId}": {
      "parameters": [
        {
          "name": "dataClipId",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string"
          }
        }
      ],
      "get": {
        "operationId": "getDataClip",
        "tags": [
          "data-clips"
        ],
        "responses": {
          "200": {
            "description": "The data clip",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/DataClipResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "patch": {
        "operationId": "updateDataClip",
        "tags": [
          "data-clips"
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/UpdateDataClip"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The updated data clip (`data-clip:updated`; `data-clip:collaborator-updated` when collaborators change). An existing guest link is never regenerated",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/DataClipResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "delete": {
        "operationId": "deleteDataClip",
        "tags": [
          "data-clips"
        ],
        "responses": {
          "200": {
            "description": "Deleted (`data-clip:deleted`)",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Success"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/data-clips/{dataClipId}/resolutions": {
      "parameters": [
        {
          "name": "dataClipId",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string"
          }
        }
      ],
      "get": {
        "operationId": "getDataClipResolutions",
        "tags": [
          "data-clips"
        ],
        "responses": {
          "200": {
            "description": "The resolutions of the clip's conflicts",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/DataClipResolutionsResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "patch": {
        "operationId": "updateDataClipResolutions",
        "tags": [
          "data-clips"
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/DataClipResolutionsUpdate"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "Resolves conflicts: new ones emit `data-clip:resolutions-created`, changed ones `data-clip:resolutions-updated`",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/DataClipResolutionsResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/data-clips/{dataClipId}/refresh-resolutions": {
      "parameters": [
        {
          "name": "dataClipId",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string"
          }
        }
      ],
      "patch": {
        "operationId": "refreshDataClipResolutions",
        "tags": [
          "data-clips"
        ],
        "responses": {
          "200": {
            "description": "Refreshed (`data-clip:resolutions-refreshed`)",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Success"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/snapshots": {
      "get": {
        "operationId": "listSnapshots",
        "tags": [
          "snapshots"
        ],
        "summary": "The snapshots of a sheet, oldest first",
        "description": "The hosted `listSnapshots` (no pagination; no `summary`, which only the single get gives). An unknown `sheetId` is a 404. A sheet keeps its 10 newest snapshots (ours: each may hold on to as much record text as the sheet had when it was taken, so their number is bounded); taking an eleventh drops the oldest. A deleted sheet's snapshots go with it.",
        "parameters": [
          {
            "name": "sheetId",
            "in": "query",
            "required": true,
            "schema": {
              "type": "string",
              "minLength": 1
            }
          },
          {
            "name": "threadId",
            "in": "query",
            "description": "Only the snapshots taken with this `threadId`.",
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The snapshots",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/SnapshotsResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "post": {
        "operationId": "createSnapshot",
        "tags": [
          "snapshots"
        ],
        "summary": "Takes a snapshot of a sheet's records",
        "description": "The hosted `createSnapshot`: freezes the sheet's records as they are now and emits `snapshot:created` (`snapshotId`, `sheetId`, `workbookId`, `spaceId`). The dev server shares the records' stored text with the sheet instead of copying it, so a snapshot costs about 21 bytes per record while the sheet is unchanged. The service also takes one by itself before a clear column (labeled with the column key) and before a transformation run.",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/CreateSnapshotRequest"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The snapshot",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/SnapshotResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/snapshots/{snapshotId}": {
      "parameters": [
        {
          "$ref": "#/components/parameters/SnapshotIdPath"
        }
      ],
      "get": {
        "operationId": "getSnapshot",
        "tags": [
          "snapshots"
        ],
        "summary": "One snapshot, optionally with what changed since",
        "parameters": [
          {
            "name": "includeSummary",
            "in": "query",
            "description": "With true, `summary` compares the snapshot with the sheet now: records created, updated and deleted since (`byField`: for created and deleted records the fields they hold a value in, for updated ones the fields whose value changed; a record whose only change is its messages, metadata or config counts as updated with no field), `schemaDiff` by field key, and the sheet `config` the snapshot was taken with. The hosted client requires the parameter; the dev server defaults it to false.",
            "schema": {
              "type": "boolean",
              "default": false
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The snapshot",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/SnapshotResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "delete": {
        "operationId": "deleteSnapshot",
        "tags": [
          "snapshots"
        ],
        "responses": {
          "200": {
            "description": "Deleted",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Success"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/snapshots/{snapshotId}/restore": {
      "parameters": [
        {
          "$ref": "#/components/parameters/SnapshotIdPath"
        }
      ],
      "post": {
        "operationId": "restoreSnapshot",
        "tags": [
          "snapshots"
        ],
        "summary": "Puts a snapshot's records back into its sheet",
        "description": "The hosted `restoreSnapshot`. Without a body everything is put back: records created since the snapshot are deleted, those updated since get the snapshot's version, those deleted since come back with their ids, in their place. A body chooses (all three flags required): a flag set to false leaves those records as they are now. The restore is one commit: it emits `commit:created` (and `layer:created` when records are put back), `records:deleted`, `records:created` and `records:updated` (with `changes`, capped as for every write) for the records each concerns, and `sheet:counts-updated`; nothing when nothing differs. The answer is the snapshot with the `versionId` and `commitId` of the restore. The sheet's fields are left as they are (the summary's `schemaDiff` shows how they differ).",
        "requestBody": {
          "required": false,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/RestoreOptions"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "Restored",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/SnapshotResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/v1/snapshots/{snapshotId}/records": {
      "parameters": [
        {
          "$ref": "#/components/parameters/SnapshotIdPath"
        }
      ],
      "get": {
        "operationId": "getSnapshotRecords",
        "tags": [
          "snapshots"
        ],
        "summary": "The records changed since a snapshot",
        "description": "The hosted `getSnapshotRecords`: the records created, updated or deleted since the snapshot, in insertion order. A created or updated record is shown as it is now, a deleted one as the snapshot has it; the cells of updated and deleted records carry `snapshotValue` (the snapshot's value, null when it had none), and each record its `changeType` (ours). Without `changeType`, every changed record.",
        "parameters": [
          {
            "name": "changeType",
            "in": "query",
            "schema": {
              "type": "string",
              "enum": [
                "createdSince",
                "updatedSince",
                "deletedSince"
              ]
            }
          },
          {
            "name": "pageSize",
            "in": "query",
            "description": "Records per page. Defaults to 1,000; at most 10,000.",
            "schema": {
              "type": "integer",
              "minimum": 1,
              "maximum": 10000,
              "default": 1000
            }
          },
          {
            "name": "pageNumber",
            "in": "query",
            "schema": {
              "type": "integer",
              "minimum": 1,
              "default": 1
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The changed records",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/DiffRecordsResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    }
  },
  "components": {
    "securitySchemes": {
      "bearerAuth": {
        "type": "http",
        "scheme": "bearer",
        "description": "`Authorization: Bearer <API_KEY>`"
      }
    },
    "parameters": {
      "InstructionEnvironmentId": {
        "name": "environmentId",
        "in": "query",
        "required": true,
        "schema": {
          "type": "string",
          "minLength": 1
        }
      },
      "InstructionScope": {
        "name": "scope",
        "in": "query",
        "required": true,
        "description": "Whose instructions these are (the hosted guide uses the account id); instructions of another scope are never read or changed.",
        "schema": {
          "type": "string",
          "minLength": 1
        }
      },
      "InstructionNamespace": {
        "name": "namespace",
        "in": "query",
        "description": "An optional partition within the scope; omitted, only instructions stored without one.",
        "schema": {
          "type": "string",
          "minLength": 1
        }
      },
      "RecordFfql": {
        "name": "q",
        "in": "query",
        "description": "An FFQL query (the hosted query language): `[field] <operator> <value>` conditions joined by `and` / `or` (`and` binds tighter) and grouped with parentheses; a field by its key or label, quoted (`\"…\"` or `'…'`) when it has spaces, as a value with spaces is. Operators: `eq` (`eq \"\"` matches an empty cell), `ne`, `lt`, `gt`, `lte`, `gte` (numbers when both sides are, otherwise the texts), `like` and `ilike` (`%` any run of characters, `_` one; `ilike` ignores case), `contains` (a list cell holding the value); `is error` / `is valid`, alone (the record) or after a field (its cell). Without a field a condition holds when some field satisfies it (`ne`: when none equals the value). Combined with the other filters (all must hold). A query that cannot be read or names an unknown field is a 400 naming `query.q`, the problem and where.",
        "schema": {
          "type": "string",
          "minLength": 1
        }
      },
      "ExcludeReadOnly": {
        "name": "excludeReadOnly",
        "in": "query",
        "description": "Skip readonly records (record `config.readonly`) and readonly fields and cells (field `readonly`, record `config.fields.<key>.readonly`; every field of a readonly sheet). Default false.",
        "schema": {
          "type": "boolean",
          "default": false
        }
      },
      "PageSize": {
        "name": "pageSize",
        "in": "query",
        "schema": {
          "type": "integer",
          "minimum": 1,
          "maximum": 1000,
          "default": 100
        }
      },
      "PageNumber": {
        "name": "pageNumber",
        "in": "query",
        "schema": {
          "type": "integer",
          "minimum": 1,
          "default": 1
        }
      },
      "EnvironmentIdPath": {
        "name": "environmentId",
        "in": "path",
        "required": true,
        "schema": {
          "type": "string"
        }
      },
      "SpaceIdPath": {
        "name": "spaceId",
        "in": "path",
        "required": true,
        "schema": {
          "type": "string"
        }
      },
      "WorkbookIdPath": {
        "name": "workbookId",
        "in": "path",
        "required": true,
        "schema": {
          "type": "string"
        }
      },
      "SheetIdPath": {
        "name": "sheetId",
        "in": "path",
        "required": true,
        "schema": {
          "type": "string"
        }
      },
      "SnapshotIdPath": {
        "name": "snapshotId",
        "in": "path",
        "required": true,
        "schema": {
          "type": "string"
        }
      },
      "JobIdPath": {
        "name": "jobId",
        "in": "path",
        "required": true,
        "schema": {
          "type": "string"
        }
      },
      "ProgramIdPath": {
        "name": "programId",
        "in": "path",
        "required": true,
        "schema": {
          "type": "string"
        }
      },
      "EnvironmentIdQueryRequired": {
        "name": "environmentId",
        "in": "query",
        "required": true,
        "schema": {
          "type": "string"
        }
      },
      "SpaceIdQuery": {
        "name": "spaceId",
        "in": "query",
        "schema": {
          "type": "string"
        }
      },
      "TopicQuery": {
        "name": "topic",
        "in": "query",
        "description": "Only these topics (repeat the parameter). Exact topics, not globs.",
        "style": "form",
        "explode": true,
        "schema": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      }
    },
    "responses": {
      "Error": {
        "description": "An error: 400 bad input, 401 no or wrong key, 404 unknown id, 409 conflict, 413 too large, 429, 5xx",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Errors"
            }
          }
        }
      }
    },
    "schemas": {
      "Errors": {
        "type": "object",
        "required": [
          "errors"
        ],
        "properties": {
          "errors": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/ErrorItem"
            }
          }
        }
      },
      "ErrorItem": {
        "type": "object",
        "required": [
          "message"
        ],
        "properties": {
          "key": {
            "type": "string",
            "description": "What was wrong, as a path (for example `body.sheets[0].fields[2].key`)."
          },
          "message": {
            "type": "string"
          }
        }
      },
      "Success": {
        "type": "object",
        "required": [
          "data"
        ],
        "properties": {
          "data": {
            "type": "object",
            "required": [
              "success"
            ],
            "properties": {
              "success": {
                "type": "boolean"
              }
            }
          }
        }
      },
      "Metadata": {
        "type": "object",
        "description": "Free-form key/value metadata.",
        "additionalProperties": true
      },
      "Environment": {
        "type": "object",
        "required": [
          "id",
          "accountId",
          "name",
          "isProd"
        ],
        "properties": {
          "id": {
            "type": "string"
          },
          "accountId": {
            "type": "string"
          },
          "name": {
            "type": "string"
          },
          "slug": {
            "type": "string"
          },
          "isProd": {
            "type": "boolean"
          },
          "dataRetentionPolicy": {
            "type": "string",
            "enum": [
              "since_created",
              "last_activity"
            ],
            "description": "The hosted `DataRetentionPolicyEnum`: the environment's spaces, workbooks and files expire `dataRetentionDays` after their creation (`since_created`, the default) or after their last activity (`last_activity`: their `updatedAt`, the last change made to them through the API)."
          },
          "dataRetentionDays": {
            "type": "integer",
            "minimum": 1,
            "maximum": 36500,
            "description": "An importkit addition (the hosted client has the policy, not the period): the days of the retention period in this environment. Without it, the dev server's `retentionDays` (365 by default). A change applies at once to what the environment holds: whatever is already past the new period expires then."
          },
          "metadata": {
            "$ref": "#/components/schemas/Metadata"
          }
        }
      },
      "EnvironmentConfig": {
        "type": "object",
        "required": [
          "name"
        ],
        "properties": {
          "name": {
            "type": "string",
            "minLength": 1
          },
          "slug": {
            "type": "string",
            "minLength": 1,
            "description": "Defaults to the name in kebab case."
          },
          "isProd": {
            "type": "boolean",
            "description": "Defaults to false."
          },
          "dataRetentionPolicy": {
            "type": "string",
            "enum": [
              "since_created",
              "last_activity"
            ],
            "description": "The hosted `DataRetentionPolicyEnum`: the environment's spaces, workbooks and files expire `dataRetentionDays` after their creation (`since_created`, the default) or after their last activity (`last_activity`: their `updatedAt`, the last change made to them through the API)."
          },
          "dataRetentionDays": {
            "type": "integer",
            "minimum": 1,
            "maximum": 36500,
            "description": "An importkit addition (the hosted client has the policy, not the period): the days of the retention period in this environment. Without it, the dev server's `retentionDays` (365 by default). A change applies at once to what the environment holds: whatever is already past the new period expires then."
          },
          "metadata": {
            "$ref": "#/components/schemas/Metadata"
          }
        },
        "additionalProperties": false
      },
      "EnvironmentUpdate": {
        "type": "object",
        "properties": {
          "name": {
            "type": "string",
            "minLength": 1
          },
          "slug": {
            "type": "string",
            "minLength": 1
          },
          "isProd": {
            "type": "boolean"
          },
          "dataRetentionPolicy": {
            "type": "string",
            "enum": [
              "since_created",
              "last_activity"
            ],
            "description": "The hosted `DataRetentionPolicyEnum`: the environment's spaces, workbooks and files expire `dataRetentionDays` after their creation (`since_created`, the default) or after their last activity (`last_activity`: their `updatedAt`, the last change made to them through the API)."
          },
          "dataRetentionDays": {
            "type": "integer",
            "minimum": 1,
            "maximum": 36500,
            "description": "An importkit addition (the hosted client has the policy, not the period): the days of the retention period in this environment. Without it, the dev server's `retentionDays` (365 by default). A change applies at once to what the environment holds: whatever is already past the new period expires then."
          },
          "metadata": {
            "$ref": "#/components/schemas/Metadata"
          }
        },
        "additionalProperties": false
      },
      "EnvironmentResponse": {
        "type": "object",
        "required": [
          "data"
        ],
        "properties": {
          "data": {
            "$ref": "#/components/schemas/Environment"
          }
        }
      },
      "SpaceConfig": {
        "type": "object",
        "properties": {
          "name": {
            "type": "string",
            "minLength": 1
          },
          "environmentId": {
            "type": "string",
            "description": "Defaults to the server's default environment."
          },
          "appId": {
            "type": "string"
          },
          "isAppTemplate": {
            "type": "boolean",
            "description": "Marks the space as an app template."
          },
          "namespace": {
            "type": "string"
          },
          "labels": {
            "type": "array",
            "items": {
              "type": "string"
            }
          },
          "metadata": {
            "$ref": "#/components/schemas/Metadata"
          },
          "primaryWorkbookId": {
            "type": "string"
          }
        },
        "additionalProperties": false
      },
      "SpaceUpdate": {
        "type": "object",
        "properties": {
          "name": {
            "type": "string",
            "minLength": 1
          },
          "appId": {
            "type": "string"
          },
          "isAppTemplate": {
            "type": "boolean"
          },
          "namespace": {
            "type": "string"
          },
          "labels": {
            "type": "array",
            "items": {
              "type": "string"
            }
          },
          "metadata": {
            "$ref": "#/components/schemas/Metadata"
          },
          "primaryWorkbookId": {
            "type": "string"
          }
        },
        "additionalProperties": false
      },
      "Space": {
        "type": "object",
        "required": [
          "id",
          "environmentId",
          "name",
          "createdAt",
          "updatedAt"
        ],
        "properties": {
          "id": {
            "type": "string"
          },
          "environmentId": {
            "type": "string"
          },
          "accountId": {
            "type": "string"
          },
          "name": {
            "type": "string"
          },
          "appId": {
            "type": "string"
          },
          "isAppTemplate": {
            "type": "boolean"
          },
          "namespace": {
            "type": "string"
          },
          "labels": {
            "type": "array",
            "items": {
              "type": "string"
            }
          },
          "metadata": {
            "$ref": "#/components/schemas/Metadata"
          },
          "primaryWorkbookId": {
            "type": "string"
          },
          "workbooksCount": {
            "type": "integer"
          },
          "archivedAt": {
            "type": "string",
            "format": "date-time"
          },
          "createdAt": {
            "type": "string",
            "format": "date-time"
          },
          "updatedAt": {
            "type": "string",
            "format": "date-time"
          },
          "expiredAt": {
            "type": "string",
            "format": "date-time",
            "description": "When the space expired: its retention period (365 days by default, the dev server's `retentionDays`) passed since `createdAt`, and `space:expired` was emitted. The dev server keeps an expired space's data."
          }
        }
      },
      "SpaceResponse": {
        "type": "object",
        "required": [
          "data"
        ],
        "properties": {
          "data": {
            "$ref": "#/components/schemas/Space"
          }
        }
      },
      "CreateWorkbookConfig": {
        "type": "object",
        "required": [
          "name",
          "spaceId"
        ],
        "properties": {
          "name": {
            "type": "string",
            "minLength": 1
          },
          "spaceId": {
            "type": "string"
          },
          "environmentId": {
            "type": "string"
          },
          "namespace": {
            "type": "string"
          },
          "labels": {
            "type": "array",
            "items": {
              "type": "string"
            }
          },
          "sheets": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/SheetConfig"
            }
          },
          "actions": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Action"
            }
          },
          "settings": {
            "$ref": "#/components/schemas/WorkbookSettings"
          },
          "metadata": {
            "$ref": "#/components/schemas/Metadata"
          },
          "treatments": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/WorkbookTreatment"
            }
          },
          "access": {
            "type": "array",
            "description": "Ours (the hosted workbook has no `access`): what end users may do with the workbook's sheets; stored and returned, not enforced by the dev server.",
            "items": {
              "$ref": "#/components/schemas/SheetAccess"
            }
          }
        },
        "additionalProperties": false
      },
      "WorkbookUpdate": {
        "type": "object",
        "description": "Replaces the given parts. `sheets`, when given, is matched to the existing sheets by slug: new slugs are added, missing ones removed (`workbook:updated` lists the changes).",
        "properties": {
          "name": {
            "type": "string",
            "minLength": 1
          },
          "namespace": {
            "type": "string"
          },
          "labels": {
            "type": "array",
            "items": {
              "type": "string"
            }
          },
          "sheets": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/SheetConfig"
            }
          },
          "actions": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Action"
            }
          },
          "settings": {
            "$ref": "#/components/schemas/WorkbookSettings"
          },
          "metadata": {
            "$ref": "#/components/schemas/Metadata"
          },
          "treatments": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/WorkbookTreatment"
            }
          },
          "access": {
            "type": "array",
            "description": "Ours (the hosted workbook has no `access`): what end users may do with the workbook's sheets; stored and returned, not enforced by the dev server.",
            "items": {
              "$ref": "#/components/schemas/SheetAccess"
            }
          }
        },
        "additionalProperties": false
      },
      "WorkbookTreatment": {
        "type": "string",
        "description": "`ExtractedFromSource` is the value the description names; others are accepted."
      },
      "WorkbookSettings": {
        "type": "object",
        "properties": {
          "sheetSidebarOrder": {
            "type": "array",
            "description": "Sheet ids in sidebar order; sheets not listed are appended at the end.",
            "items": {
              "type": "string"
            }
          },
          "trackChanges": {
            "type": "boolean",
            "description": "With true, every commit on the workbook's sheets also emits `commit:updated` (a `completedAt` change) and `commit:completed` once its write is done. The dev server runs no hooks between a write and its completion, so its commits complete at once."
          }
        },
        "additionalProperties": true
      },
      "Workbook": {
        "type": "object",
        "required": [
          "id",
          "name",
          "spaceId",
          "environmentId",
          "createdAt",
          "updatedAt"
        ],
        "properties": {
          "id": {
            "type": "string"
          },
          "name": {
            "type": "string"
          },
          "spaceId": {
            "type": "string"
          },
          "environmentId": {
            "type": "string"
          },
          "namespace": {
            "type": "string"
          },
          "labels": {
            "type": "array",
            "items": {
              "type": "string"
            }
          },
          "sheets": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Sheet"
            }
          },
          "actions": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Action"
            }
          },
          "settings": {
            "$ref": "#/components/schemas/WorkbookSettings"
          },
          "metadata": {
            "$ref": "#/components/schemas/Metadata"
          },
          "treatments": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/WorkbookTreatment"
            }
          },
          "access": {
            "type": "array",
            "description": "Ours (the hosted workbook has no `access`): what end users may do with the workbook's sheets; stored and returned, not enforced by the dev server.",
            "items": {
              "$ref": "#/components/schemas/SheetAccess"
            }
          },
          "createdAt": {
            "type": "string",
            "format": "date-time"
          },
          "updatedAt": {
            "type": "string",
            "format": "date-time"
          },
          "expiredAt": {
            "type": "string",
            "format": "date-time",
            "description": "When the workbook expired: its retention period (365 days by default, the dev server's `retentionDays`) passed since `createdAt`, and `workbook:expired` was emitted. The dev server keeps an expired workbook's data."
          }
        }
      },
      "WorkbookResponse": {
        "type": "object",
        "required": [
          "data"
        ],
        "properties": {
          "data": {
            "$ref": "#/components/schemas/Workbook"
          }
        }
      },
      "SheetConfig": {
        "type": "object",
        "required": [
          "name",
          "fields"
        ],
        "properties": {
          "name": {
            "type": "string",
            "minLength": 1
          },
          "slug": {
            "type": "string",
            "minLength": 1
          },
          "description": {
            "type": "string"
          },
          "readonly": {
            "type": "boolean",
            "description": "A readonly sheet: its columns cannot be cleared, and a find and replace with `excludeReadOnly` skips it. As in the hosted service, readonly restricts end users, not the API: record updates through the API still write its cells."
          },
          "access": {
            "type": "array",
            "description": "What end users may do with the sheet's records; stored and returned, not enforced by the dev server.",
            "items": {
              "$ref": "#/components/schemas/SheetAccess"
            }
          },
          "allowAdditionalFields": {
            "type": "boolean"
          },
          "fields": {
            "type": "array",
            "description": "Field keys must be unique within a sheet, compared case-insensitively.",
            "items": {
              "$ref": "#/components/schemas/Property"
            }
          },
          "actions": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Action"
            }
          },
          "metadata": {
            "$ref": "#/components/schemas/Metadata"
          },
          "constraints": {
            "type": "array",
            "description": "Sheet-level constraints (the hosted shapes); `unique` over several fields is applied on every write.",
            "items": {
              "$ref": "#/components/schemas/SheetConstraint"
            }
          }
        },
        "additionalProperties": false
      },
      "SheetConstraint": {
        "description": "A sheet-level constraint, by `type` (the hosted `CompositeUniqueConstraint` and `ExternalSheetConstraint`).",
        "oneOf": [
          {
            "$ref": "#/components/schemas/CompositeUniqueConstraint"
          },
          {
            "$ref": "#/components/schemas/ExternalSheetConstraint"
          }
        ],
        "discriminator": {
          "propertyName": "type",
          "mapping": {
            "unique": "#/components/schemas/CompositeUniqueConstraint",
            "external": "#/components/schemas/ExternalSheetConstraint"
          }
        }
      },
      "CompositeUniqueConstraint": {
        "type": "object",
        "description": "No two records may hold the same combination of values in `fields`. Each cell of `fields` of every record sharing a combination gets a message (`source: unique-constraint`, type `config.level`, default `error`; text `config.message`, default `The combination of <fields> must be unique (constraint \"<name>\")`), recomputed on every write, so changing or deleting one of the records clears it on the others. Chosen where the hosted reference is silent: a record whose `fields` are all empty, or with an empty field of `requiredFields`, is not compared; values compare exactly; `strategy: concat` compares the values' texts joined (`[\"ab\",\"c\"]` equals `[\"a\",\"bc\"]`), `hash` compares the values one by one.",
        "required": [
          "type",
          "name",
          "fields",
          "strategy"
        ],
        "properties": {
          "type": {
            "type": "string",
            "enum": [
              "unique"
            ]
          },
          "name": {
            "type": "string",
            "minLength": 1
          },
          "fields": {
            "type": "array",
            "minItems": 1,
            "items": {
              "type": "string",
              "minLength": 1
            }
          },
          "requiredFields": {
            "type": "array",
            "items": {
              "type": "string",
              "minLength": 1
            }
          },
          "strategy": {
            "type": "string",
            "enum": [
              "hash",
              "concat"
            ]
          },
          "config": {
            "$ref": "#/components/schemas/UniqueConstraintConfig"
          }
        },
        "additionalProperties": false
      },
      "ExternalSheetConstraint": {
        "type": "object",
        "description": "Stored and returned; run by a listener, not by the dev server.",
        "required": [
          "type",
          "validator"
        ],
        "properties": {
          "type": {
            "type": "string",
            "enum": [
              "external"
            ]
          },
          "validator": {
            "type": "string",
            "minLength": 1
          },
          "fields": {
            "type": "array",
            "items": {
              "type": "string",
              "minLength": 1
            }
          },
          "config": {}
        },
        "additionalProperties": false
      },
      "UniqueConstraintConfig": {
        "type": "object",
        "properties": {
          "caseSensitive": {
            "type": "boolean",
            "description": "Field-level only. Default true: `\"A\"` and `\"a\"` are different values."
          },
          "ignoreEmpty": {
            "type": "boolean",
            "description": "Field-level only. Default true: empty cells are never duplicates (`required` is the rule for empty cells); false compares them too."
          },
          "message": {
            "type": "string",
            "description": "The message text, instead of the default one."
          },
          "level": {
            "type": "string",
            "enum": [
              "error",
              "warn",
              "info"
            ],
            "description": "The message type; default `error` (the cell and record invalid)."
          }
        }
      },
      "SheetAccess": {
        "type": "string",
        "enum": [
          "*",
          "add",
          "edit",
          "delete",
          "import"
        ]
      },
      "FieldResponse": {
        "type": "object",
        "required": [
          "data"
        ],
        "properties": {
          "data": {
            "$ref": "#/components/schemas/Property"
          }
        }
      },
      "CalculationType": {
        "type": "string",
        "enum": [
          "COUNT_EMPTY",
          "COUNT_NON_EMPTY",
          "PERCENT_EMPTY",
          "PERCENT_NON_EMPTY"
        ]
      },
      "Calculation": {
        "type": "object",
        "required": [
          "id",
          "workbookId",
          "sheetId",
          "fieldKey",
          "type",
          "formula",
          "value"
        ],
        "properties": {
          "id": {
            "type": "string",
            "description": "Ours, stable for a sheet, field and type (`<sheetId>:<formula>`)."
          },
          "workbookId": {
            "type": "string"
          },
          "sheetId": {
            "type": "string"
          },
          "fieldKey": {
            "type": "string"
          },
          "type": {
            "$ref": "#/components/schemas/CalculationType"
          },
          "formula": {
            "type": "string",
            "description": "Ours: as `sheet:calculation-updated` names it, `COUNT_EMPTY(email)`."
          },
          "value": {
            "type": "number"
          }
        }
      },
      "ListCalculationsResponse": {
        "type": "object",
        "required": [
          "data"
        ],
        "properties": {
          "data": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Calculation"
            }
          }
        }
      },
      "SheetUpdate": {
        "type": "object",
        "properties": {
          "name": {
            "type": "string",
            "minLength": 1
          },
          "slug": {
            "type": "string",
            "minLength": 1
          },
          "metadata": {
            "$ref": "#/components/schemas/Metadata"
          }
        },
        "additionalProperties": false
      },
      "Sheet": {
        "type": "object",
        "required": [
          "id",
          "workbookId",
          "name",
          "slug",
          "config",
          "createdAt",
          "updatedAt"
        ],
        "properties": {
          "id": {
            "type": "string"
          },
          "workbookId": {
            "type": "string"
          },
          "name": {
            "type": "string"
          },
          "slug": {
            "type": "string"
          },
          "config": {
            "$ref": "#/components/schemas/SheetConfig"
          },
          "metadata": {
            "$ref": "#/components/schemas/Metadata"
          },
          "recordCounts": {
            "$ref": "#/components/schemas/RecordCounts"
          },
          "createdAt": {
            "type": "string",
            "format": "date-time"
          },
          "updatedAt": {
            "type": "string",
            "format": "date-time"
          }
        }
      },
      "SheetResponse": {
        "type": "object",
        "required": [
          "data"
        ],
        "properties": {
          "data": {
            "$ref": "#/components/schemas/Sheet"
          }
        }
      },
      "RecordCounts": {
        "type": "object",
        "required": [
          "total",
          "valid",
          "error"
        ],
        "properties": {
          "total": {
            "type": "integer"
          },
          "valid": {
            "type": "integer"
          },
          "error": {
            "type": "integer"
          },
          "errorsByField": {
            "type": "object",
            "additionalProperties": {
              "type": "integer"
            }
          }
        }
      },
      "Property": {
        "description": "A field of a sheet, by `type`.",
        "oneOf": [
          {
            "$ref": "#/components/schemas/StringProperty"
          },
          {
            "$ref": "#/components/schemas/NumberProperty"
          },
          {
            "$ref": "#/components/schemas/BooleanProperty"
          },
          {
            "$ref": "#/components/schemas/DateProperty"
          },
          {
            "$ref": "#/components/schemas/EnumProperty"
          },
          {
            "$ref": "#/components/schemas/ReferenceProperty"
          },
          {
            "$ref": "#/components/schemas/ReferenceListProperty"
          }
        ],
        "discriminator": {
          "propertyName": "type",
          "mapping": {
            "string": "#/components/schemas/StringProperty",
            "number": "#/components/schemas/NumberProperty",
            "boolean": "#/components/schemas/BooleanProperty",
            "date": "#/components/schemas/DateProperty",
            "enum": "#/components/schemas/EnumProperty",
            "reference": "#/components/schemas/ReferenceProperty",
            "reference-list": "#/components/schemas/ReferenceListProperty"
          }
        }
      },
      "PropertyBase": {
        "type": "object",
        "required": [
          "key"
        ],
        "properties": {
          "key": {
            "type": "string",
            "minLength": 1
          },
          "label": {
            "type": "string"
          },
          "description": {
            "type": "string"
          },
          "readonly": {
            "type": "boolean",
            "description": "A readonly field: its column cannot be cleared, and a find and replace with `excludeReadOnly` skips it. Record updates through the API still write it (readonly restricts end users, as in the hosted service)."
          },
          "constraints": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Constraint"
            }
          },
          "metadata": {
            "$ref": "#/components/schemas/Metadata"
          }
        }
      },
      "Constraint": {
        "type": "object",
        "description": "`required` is applied on every record write: an empty or missing cell gets an error message `<key> is required` with `source: required-constraint`. Enum fields need no constraint: a value that is not one of their options gets `source: invalid-option`. These messages are recomputed on each write. `unique` is applied on every write: each cell holding a value that another record of the sheet also holds gets an error `\"<value>\" is not unique in <key>` (`source: unique-constraint`; `config` as `UniqueConstraintConfig`, where `caseSensitive` and `ignoreEmpty` may also be given beside `type`), and changing or deleting one of them clears it on the others. The values of every unique field are indexed, so a write never rescans the sheet. Reference fields need no constraint: see `ReferenceProperty`.",
        "required": [
          "type"
        ],
        "properties": {
          "type": {
            "type": "string",
            "enum": [
              "required",
              "unique",
              "computed",
              "external",
              "stored"
            ]
          },
          "caseSensitive": {
            "type": "boolean"
          },
          "ignoreEmpty": {
            "type": "boolean"
          },
          "validator": {
            "type": "string"
          },
          "version": {
            "type": "integer",
            "minimum": 1,
            "description": "For `stored`: the version of the app's stored constraint named by `validator` (default 1)."
          },
          "config": {}
        }
      },
      "StringProperty": {
        "allOf": [
          {
            "$ref": "#/components/schemas/PropertyBase"
          },
          {
            "type": "object",
            "required": [
              "type"
            ],
            "properties": {
              "type": {
                "type": "string",
                "enum": [
                  "string"
                ]
              }
            }
          }
        ]
      },
      "NumberProperty": {
        "allOf": [
          {
            "$ref": "#/components/schemas/PropertyBase"
          },
          {
            "type": "object",
            "required": [
              "type"
            ],
            "properties": {
              "type": {
                "type": "string",
                "enum": [
                  "number"
                ]
              },
              "config": {
                "type": "object",
                "properties": {
                  "decimalPlaces": {
                    "type": "integer"
                  }
                }
              }
            }
          }
        ]
      },
      "BooleanProperty": {
        "allOf": [
          {
            "$ref": "#/components/schemas/PropertyBase"
          },
          {
            "type": "object",
            "required": [
              "type"
            ],
            "properties": {
              "type": {
                "type": "string",
                "enum": [
                  "boolean"
                ]
              }
            }
          }
        ]
      },
      "DateProperty": {
        "allOf": [
          {
            "$ref": "#/components/schemas/PropertyBase"
          },
          {
            "type": "object",
            "required": [
              "type"
            ],
            "properties": {
              "type": {
                "type": "string",
                "enum": [
                  "date"
                ]
              }
            }
          }
        ]
      },
      "EnumProperty": {
        "allOf": [
          {
            "$ref": "#/components/schemas/PropertyBase"
          },
          {
            "type": "object",
            "required": [
              "type"
            ],
            "properties": {
              "type": {
                "type": "string",
                "enum": [
                  "enum"
                ]
              },
              "config": {
                "$ref": "#/components/schemas/EnumPropertyConfig"
              }
            }
          }
        ]
      },
      "EnumPropertyConfig": {
        "type": "object",
        "description": "When `options` is undefined it is treated as an empty array.",
        "properties": {
          "allowCustom": {
            "type": "boolean"
          },
          "sortBy": {
            "type": "string",
            "enum": [
              "label",
              "value",
              "ordinal"
            ],
            "default": "label",
            "description": "Display order of the options in mapping and review. The dev server lists a sheet's enum options in this order wherever it shows the sheet: `label` (the label, or the value's text without one), `value`, or `ordinal` (options without one last), each keeping the given order among equals."
          },
          "options": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/EnumPropertyOption"
            }
          }
        }
      },
      "EnumPropertyOption": {
        "type": "object",
        "required": [
          "value"
        ],
        "properties": {
          "value": {
            "description": "string, number or boolean"
          },
          "label": {
            "type": "string"
          },
          "description": {
            "type": "string"
          },
          "ordinal": {
            "type": "integer"
          },
          "alternativeNames": {
            "type": "array",
            "items": {
              "type": "string"
            }
          }
        }
      },
      "ReferenceFilter": {
        "type": "object",
        "description": "Filter parameters of a reference field; shape not shown in the description, taken from the hosted service (`refField` of the referenced sheet must equal `recordField` of this record).",
        "required": [
          "refField",
          "recordField"
        ],
        "properties": {
          "refField": {
            "type": "string"
          },
          "recordField": {
            "type": "string"
          }
        }
      },
      "ReferenceProperty": {
        "description": "A value of another sheet of the same workbook (`config.ref`: its slug, or its id) in its field `config.key`. On every write of the record, a value that no record of the referenced sheet holds (with `filter`, none whose `refField` equals this record's `recordField`) gets an error `<value> was not found in <key> of sheet \"<name>\"` with `source: unlinked`. Chosen where the description is silent: the check runs when the referencing record is written and again whenever the referenced sheet's records change (insert, update, delete, a rewrite, a restore, a delete-records job or a transform): the referencing records whose value becomes found or not found get their messages, `valid` flag and the sheet's counts updated, announced as one `records:updated` commit of the referencing sheet.",
        "allOf": [
          {
            "$ref": "#/components/schemas/PropertyBase"
          },
          {
            "type": "object",
            "required": [
              "type",
              "config"
            ],
            "properties": {
              "type": {
                "type": "string",
                "enum": [
                  "reference"
                ]
              },
              "config": {
                "type": "object",
                "required": [
                  "ref",
                  "key"
                ],
                "properties": {
                  "ref": {
                    "type": "string",
                    "description": "Slug of the referenced sheet."
                  },
                  "key": {
                    "type": "string",
                    "description": "Field key of the referenced sheet."
                  },
                  "filter": {
                    "$ref": "#/components/schemas/ReferenceFilter"
                  },
                  "relationship": {
                    "type": "string",
                    "enum": [
                      "has-one",
                      "has-many"
                    ]
                  }
                }
              }
            }
          }
        ]
      },
      "ReferenceListProperty": {
        "allOf": [
          {
            "$ref": "#/components/schemas/PropertyBase"
          },
          {
            "type": "object",
            "required": [
              "type",
              "config"
            ],
            "description": "An array of values referenced from another sheet; `relationship` is optional. Each element is checked as a `reference` value is; an element not found gets its own `unlinked` message whose `path` is the element's JSONPath within the cell (`$[2]`).",
            "properties": {
              "type": {
                "type": "string",
                "enum": [
                  "reference-list"
                ]
              },
              "config": {
                "type": "object",
                "required": [
                  "ref",
                  "key"
                ],
                "properties": {
                  "ref": {
                    "type": "string"
                  },
                  "key": {
                    "type": "string"
                  },
                  "filter": {
                    "$ref": "#/components/schemas/ReferenceFilter"
                  },
                  "relationship": {
                    "type": "string",
                    "enum": [
                      "has-one",
                      "has-many"
                    ]
                  }
                }
              }
            }
          }
        ]
      },
      "Action": {
        "type": "object",
        "required": [
          "label"
        ],
        "description": "An action of the workbook configuration; its job is `workbook:<operation>`.",
        "properties": {
          "operation": {
            "type": "string",
            "description": "Forms the job name as `workbook:<operation>`."
          },
          "mode": {
            "type": "string",
            "enum": [
              "foreground",
              "background",
              "toolbarBlocking"
            ],
            "description": "`foreground` is the value used for UI-triggered actions; its job is immediate."
          },
          "label": {
            "type": "string"
          },
          "description": {
            "type": "string"
          },
          "type": {
            "type": "string"
          },
          "primary": {
            "type": "boolean"
          },
          "confirm": {
            "type": "boolean"
          },
          "tooltip": {
            "type": "string"
          },
          "guide": {
            "$ref": "#/components/schemas/ActionGuide"
          },
          "guardrail": {
            "$ref": "#/components/schemas/ActionGuide"
          },
          "requireAllValid": {
            "type": "boolean",
            "description": "Enabled only when all selected rows are valid."
          },
          "requireAllValidTotal": {
            "type": "boolean",
            "description": "Enabled only when all rows of the sheet are valid, regardless of selection."
          },
          "requireSelection": {
            "type": "boolean"
          }
        }
      },
      "ActionGuide": {
        "type": "object",
        "required": [
          "content"
        ],
        "properties": {
          "content": {
            "type": "string",
            "description": "Markdown."
          }
        }
      },
      "ActionConfig": {
        "description": "An action created through the API, optionally bound to a workbook or sheet.",
        "allOf": [
          {
            "$ref": "#/components/schemas/Action"
          },
          {
            "type": "object",
            "properties": {
              "workbookId": {
                "type": "string"
              },
              "sheetId": {
                "type": "string"
              }
            }
          }
        ]
      },
      "ActionUpdate": {
        "type": "object",
        "properties": {
          "operation": {
            "type": "string"
          },
          "mode": {
            "type": "string",
            "enum": [
              "foreground",
              "background",
              "toolbarBlocking"
            ]
          },
          "label": {
            "type": "string"
          },
          "description": {
            "type": "string"
          },
          "type": {
            "type": "string"
          },
          "primary": {
            "type": "boolean"
          },
          "guide": {
            "$ref": "#/components/schemas/ActionGuide"
          },
          "guardrail": {
            "$ref": "#/components/schemas/ActionGuide"
          },
          "requireAllValid": {
            "type": "boolean"
          },
          "requireAllValidTotal": {
            "type": "boolean"
          }
        }
      },
      "ActionResource": {
        "allOf": [
          {
            "$ref": "#/components/schemas/ActionConfig"
          },
          {
            "type": "object",
            "required": [
              "id",
              "spaceId",
              "createdAt",
              "updatedAt"
            ],
            "properties": {
              "id": {
                "type": "string"
              },
              "spaceId": {
                "type": "string"
              },
              "createdAt": {
                "type": "string",
                "format": "date-time"
              },
              "updatedAt": {
                "type": "string",
                "format": "date-time"
              }
            }
          }
        ]
      },
      "ActionResponse": {
        "type": "object",
        "required": [
          "data"
        ],
        "properties": {
          "data": {
            "$ref": "#/components/schemas/ActionResource"
          }
        }
      },
      "CreateSnapshotRequest": {
        "type": "object",
        "required": [
          "sheetId"
        ],
        "properties": {
          "sheetId": {
            "type": "string",
            "minLength": 1
          },
          "label": {
            "type": "string"
          },
          "threadId": {
            "type": "string",
            "description": "Stored and returned (threads are another resource)."
          }
        },
        "additionalProperties": false
      },
      "RestoreOptions": {
        "type": "object",
        "required": [
          "created",
          "updated",
          "deleted"
        ],
        "properties": {
          "created": {
            "type": "boolean",
            "description": "Delete the records created since the snapshot."
          },
          "updated": {
            "type": "boolean",
            "description": "Give the records updated since their snapshot version."
          },
          "deleted": {
            "type": "boolean",
            "description": "Bring back the records deleted since."
          }
        },
        "additionalProperties": false
      },
      "Snapshot": {
        "type": "object",
        "required": [
          "id",
          "sheetId",
          "createdAt",
          "createdBy"
        ],
        "properties": {
          "id": {
            "type": "string",
            "description": "`us_ss_…`"
          },
          "sheetId": {
            "type": "string"
          },
          "label": {
            "type": "string"
          },
          "threadId": {
            "type": "string"
          },
          "summary": {
            "$ref": "#/components/schemas/SnapshotSummary"
          },
          "createdAt": {
            "type": "string",
            "format": "date-time"
          },
          "createdBy": {
            "type": "string"
          },
          "versionId": {
            "type": "string",
            "description": "On the answer of a restore only: the version it made."
          },
          "commitId": {
            "type": "string",
            "description": "On the answer of a restore only: the commit it made."
          }
        }
      },
      "SnapshotSummary": {
        "type": "object",
        "required": [
          "createdSince",
          "updatedSince",
          "deletedSince",
          "schemaDiff",
          "config"
        ],
        "properties": {
          "createdSince": {
            "$ref": "#/components/schemas/SnapshotSummarySection"
          },
          "updatedSince": {
            "$ref": "#/components/schemas/SnapshotSummarySection"
          },
          "deletedSince": {
            "$ref": "#/components/schemas/SnapshotSummarySection"
          },
          "schemaDiff": {
            "type": "object",
            "description": "Every field key of the snapshot's sheet or of the sheet now.",
            "additionalProperties": {
              "type": "string",
              "enum": [
                "added",
                "removed",
                "unchanged"
              ]
            }
          },
          "config": {
            "$ref": "#/components/schemas/SheetConfig"
          }
        }
      },
      "SnapshotSummarySection": {
        "type": "object",
        "required": [
          "total"
        ],
        "properties": {
          "total": {
            "type": "integer"
          },
          "byField": {
            "type": "object",
            "additionalProperties": {
              "type": "integer"
            }
          }
        }
      },
      "SnapshotResponse": {
        "type": "object",
        "required": [
          "data"
        ],
        "properties": {
          "data": {
            "$ref": "#/components/schemas/Snapshot"
          }
        }
      },
      "SnapshotsResponse": {
        "type": "object",
        "required": [
          "data"
        ],
        "properties": {
          "data": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Snapshot"
            }
          }
        }
      },
      "DiffValue": {
        "allOf": [
          {
            "$ref": "#/components/schemas/CellValue"
          },
          {
            "type": "object",
            "properties": {
              "snapshotValue": {
                "description": "The value in the snapshot (null when it had none)."
              }
            }
          }
        ]
      },
      "DiffRecord": {
        "type": "object",
        "required": [
          "id",
          "values",
          "changeType"
        ],
        "properties": {
          "id": {
            "type": "string"
          },
          "values": {
            "type": "object",
            "additionalProperties": {
              "$ref": "#/components/schemas/DiffValue"
            }
          },
          "valid": {
            "type": "boolean"
          },
          "metadata": {
            "$ref": "#/components/schemas/Metadata"
          },
          "config": {
            "$ref": "#/components/schemas/RecordConfig"
          },
          "changeType": {
            "type": "string",
            "enum": [
              "createdSince",
              "updatedSince",
              "deletedSince"
            ]
          }
        }
      },
      "DiffRecordsResponse": {
        "type": "object",
        "required": [
          "data"
        ],
        "properties": {
          "data": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/DiffRecord"
            }
          }
        }
      },
      "VersionResponse": {
        "type": "object",
        "required": [
          "data"
        ],
        "properties": {
          "data": {
            "type": "object",
            "required": [
              "success",
              "versionId",
              "commitId"
            ],
            "properties": {
              "success": {
                "type": "boolean"
              },
              "versionId": {
                "$ref": "#/components/schemas/VersionId"
              },
              "commitId": {
                "$ref": "#/components/schemas/CommitId"
              }
            }
          }
        }
      },
      "VersionId": {
        "type": "string",
        "description": "The sheet's version after the write (`us_vr_…`). A write that changed nothing answers the sheet's current version and makes no commit."
      },
      "CommitId": {
        "type": "string",
        "description": "The commit the write made. Ours: a commit makes exactly one version, and both are named by the same id (the hosted service uses the `us_vr_` prefix for both)."
      },
      "RecordFilter": {
        "type": "string",
        "enum": [
          "valid",
          "error",
          "all",
          "none"
        ]
      },
      "CellScalar": {
        "description": "A cell's value; array values are supported.",
        "oneOf": [
          {
            "type": "string"
          },
          {
            "type": "number"
          },
          {
            "type": "boolean"
          },
          {
            "type": "null"
          },
          {
            "type": "array",
            "items": {
              "type": [
                "string",
                "number",
                "boolean"
              ]
            }
          }
        ]
      },
      "ValidationMessage": {
        "type": "object",
        "required": [
          "message"
        ],
        "properties": {
          "type": {
            "type": "string",
            "enum": [
              "error",
              "warn",
              "info"
            ],
            "default": "error"
          },
          "message": {
            "type": "string"
          },
          "field": {
            "type": "string",
            "description": "The field key the message is about (the built-in rules set it)."
          },
          "path": {
            "type": "string",
            "description": "A JSONPath into the cell's value (`$[1]` for the second element of an array value). Stored and returned as given."
          },
          "source": {
            "type": "string",
            "enum": [
              "required-constraint",
              "unique-constraint",
              "custom-logic",
              "unlinked",
              "invalid-option",
              "is-artifact"
            ]
          }
        }
      },
      "CellValue": {
        "type": "object",
        "properties": {
          "value": {
            "$ref": "#/components/schemas/CellScalar"
          },
          "valid": {
            "type": "boolean"
          },
          "messages": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/ValidationMessage"
            }
          },
          "metadata": {
            "deprecated": true,
            "description": "Deprecated in favour of record-level metadata.",
            "$ref": "#/components/schemas/Metadata"
          },
          "updatedAt": {
            "type": "string",
            "format": "date-time"
          }
        }
      },
      "RecordData": {
        "type": "object",
        "description": "Cells by field key.",
        "additionalProperties": {
          "$ref": "#/components/schemas/CellValue"
        }
      },
      "ClearColumnRequest": {
        "type": "object",
        "required": [
          "field"
        ],
        "properties": {
          "field": {
            "type": "string",
            "minLength": 1,
            "description": "The key of the field to clear."
          }
        },
        "additionalProperties": false
      },
      "ClearColumnResponse": {
        "type": "object",
        "required": [
          "data"
        ],
        "properties": {
          "data": {
            "type": "object",
            "required": [
              "success",
              "recordCount",
              "versionId",
              "commitId"
            ],
            "properties": {
              "success": {
                "type": "boolean"
              },
              "recordCount": {
                "type": "integer",
                "description": "Records whose cell was cleared."
              },
              "versionId": {
                "$ref": "#/components/schemas/VersionId"
              },
              "commitId": {
                "$ref": "#/components/schemas/CommitId"
              }
            }
          }
        }
      },
      "FindAndReplaceRequest": {
        "type": "object",
        "required": [
          "fieldKey"
        ],
        "properties": {
          "find": {
            "$ref": "#/components/schemas/CellScalar"
          },
          "replace": {
            "$ref": "#/components/schemas/CellScalar"
          },
          "fieldKey": {
            "type": "string",
            "minLength": 1
          }
        },
        "additionalProperties": false
      },
      "BulkUpdateRequest": {
        "type": "object",
        "required": [
          "fieldUpdates"
        ],
        "properties": {
          "fieldUpdates": {
            "description": "The cells to write into every selected record, by field key (at least one).",
            "type": "object",
            "minProperties": 1,
            "additionalProperties": {
              "$ref": "#/components/schemas/CellValue"
            }
          }
        },
        "additionalProperties": false
      },
      "RecordCountResponse": {
        "type": "object",
        "required": [
          "data"
        ],
        "properties": {
          "data": {
            "type": "object",
            "required": [
              "success",
              "recordCount",
              "versionId",
              "commitId"
            ],
            "properties": {
              "success": {
                "type": "boolean"
              },
              "recordCount": {
                "type": "integer",
                "description": "Records that were changed."
              },
              "versionId": {
                "$ref": "#/components/schemas/VersionId"
              },
              "commitId": {
                "$ref": "#/components/schemas/CommitId"
              }
            }
          }
        }
      },
      "CellValuesResponse": {
        "type": "object",
        "required": [
          "data"
        ],
        "properties": {
          "data": {
            "type": "object",
            "description": "The field key to its distinct values.",
            "additionalProperties": {
              "type": "array",
              "items": {
                "type": "object",
                "required": [
                  "value",
                  "count"
                ],
                "properties": {
                  "value": {
                    "$ref": "#/components/schemas/CellScalar"
                  },
                  "count": {
                    "type": "integer"
                  }
                }
              }
            }
          }
        }
      },
      "RecordConfig": {
        "type": "object",
        "description": "Record-level (`readonly`) and cell-level (`fields.<key>.readonly`) readonly settings. A readonly record or cell is left as it is by a clear column and skipped by a find and replace with `excludeReadOnly`; record updates through the API still write it (the hosted service documents readonly as a limit on end users, and listeners set readonly cells). An update that sends `config` replaces the record's whole `config`.",
        "properties": {
          "readonly": {
            "type": "boolean"
          },
          "fields": {
            "type": "object",
            "additionalProperties": {
              "type": "object",
              "properties": {
                "readonly": {
                  "type": "boolean"
                }
              }
            }
          }
        }
      },
      "Record": {
        "type": "object",
        "required": [
          "id",
          "values"
        ],
        "properties": {
          "id": {
            "type": "string"
          },
          "values": {
            "$ref": "#/components/schemas/RecordData"
          },
          "valid": {
            "type": "boolean"
          },
          "messages": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/ValidationMessage"
            }
          },
          "metadata": {
            "$ref": "#/components/schemas/Metadata"
          },
          "config": {
            "$ref": "#/components/schemas/RecordConfig"
          }
        }
      },
      "RecordUpdate": {
        "type": "object",
        "required": [
          "id"
        ],
        "properties": {
          "id": {
            "type": "string"
          },
          "values": {
            "$ref": "#/components/schemas/RecordData"
          },
          "metadata": {
            "$ref": "#/components/schemas/Metadata"
          },
          "config": {
            "$ref": "#/components/schemas/RecordConfig"
          }
        }
      },
      "GetRecordsResponse": {
        "type": "object",
        "required": [
          "data"
        ],
        "properties": {
          "data": {
            "type": "object",
            "required": [
              "records"
            ],
            "properties": {
              "records": {
                "type": "array",
                "items": {
                  "$ref": "#/components/schemas/Record"
                }
              },
              "counts": {
                "$ref": "#/components/schemas/RecordCounts"
              },
              "success": {
                "type": "boolean"
              }
            }
          }
        }
      },
      "RecordsResponse": {
        "type": "object",
        "required": [
          "data"
        ],
        "properties": {
          "data": {
            "type": "object",
            "required": [
              "records",
              "success",
              "versionId",
              "commitId"
            ],
            "properties": {
              "records": {
                "type": "array",
                "items": {
                  "$ref": "#/components/schemas/Record"
                }
              },
              "success": {
                "type": "boolean"
              },
              "versionId": {
                "$ref": "#/components/schemas/VersionId"
              },
              "commitId": {
                "$ref": "#/components/schemas/CommitId"
              }
            }
          }
        }
      },
      "JobStatus": {
        "type": "string",
        "description": "The state table (the dev server README lists every move). The description names `planning`, `ready`, `executing`, `scheduled`, `completed`, `failed`, `parts-completed` and `waiting`; `created` (before execute) and `canceled` come from the hosted service. The hosted service spells the completed state `complete` (its event is still `job:completed`); importkit follows the description and says `completed`. `created`/`planning`: waits for execute. `scheduled`: waits for `scheduledAt`. `waiting`: waits for its predecessors, or (a split parent) for its parts. `ready`: a listener may claim it. `executing`: claimed, under a lease. `parts-completed`: every part finished, the parent's handler consolidates. `completed`, `failed`, `canceled`: finished.",
        "enum": [
          "created",
          "planning",
          "scheduled",
          "ready",
          "executing",
          "completed",
          "failed",
          "parts-completed",
          "waiting",
          "canceled"
        ]
      },
      "JobType": {
        "type": "string",
        "enum": [
          "workbook",
          "file",
          "sheet",
          "space",
          "document",
          "app"
        ]
      },
      "JobMode": {
        "type": "string",
        "enum": [
          "foreground",
          "background",
          "toolbarBlocking",
          "hidden"
        ]
      },
      "JobConfig": {
        "type": "object",
        "required": [
          "type",
          "operation",
          "source"
        ],
        "properties": {
          "type": {
            "$ref": "#/components/schemas/JobType"
          },
          "operation": {
            "type": "string",
            "minLength": 1
          },
          "source": {
            "type": "string",
            "description": "Source id (for a workbook job, the workbook id)."
          },
          "destination": {
            "type": "string"
          },
          "config": {
            "type": "object",
            "description": "For a transform, `destinationSheetId` (a sheet of `destination`) and, an importkit addition, `sourceSheetId` (default: the only sheet of `source`). For a delete-records job (`type: workbook`, `operation: delete-records`, `source`: the workbook), the hosted `DeleteRecordsJobConfig`: `sheet` (required: the sheet's id, a sheet of that workbook), `filter` (default none: no filter, every record), `filterField` (requires `filter` valid or error), `searchValue`, `searchField`, `q` (FFQL), `exceptions` (record ids left alone) and `snapshotLabel` (when given, a snapshot with that label is taken first). The service runs it: the records are deleted as one commit (`records:deleted`), the outcome says how many. A config that breaks these rules is a 400 naming the field at creation.",
            "properties": {
              "destinationSheetId": {
                "type": "string"
              },
              "sourceSheetId": {
                "type": "string"
              },
              "filter": {
                "$ref": "#/components/schemas/RecordFilter"
              },
              "filterField": {
                "type": "string",
                "description": "Narrows `filter` to one field; requires `filter`."
              },
              "sheet": {
                "type": "string",
                "description": "Delete-records: the sheet whose records are deleted."
              },
              "searchValue": {
                "type": "string"
              },
              "searchField": {
                "type": "string"
              },
              "q": {
                "type": "string",
                "minLength": 1,
                "description": "Delete-records: an FFQL query the deleted records match (as `getRecords`' `q`)."
              },
              "exceptions": {
                "type": "array",
                "items": {
                  "type": "string"
                },
                "description": "Delete-records: ids not deleted."
              },
              "snapshotLabel": {
                "type": "string"
              }
            },
            "additionalProperties": true
          },
          "input": {
            "type": "object",
            "description": "For a transform (`type: workbook`, `operation: transform`, run by the service): `programId`, `version` (`v2`, the only one) and `keepRecordIds` (default false). The destination sheet becomes the program's image of the source sheet: with `keepRecordIds` true, a record an earlier transform made from a source record is updated in place and keeps its id; with false, the records earlier transforms made are deleted and new ones added. Records made otherwise are left alone. An unknown program, sheet or version is a 400/404 naming it, and nothing is created.",
            "properties": {
              "programId": {
                "type": "string"
              },
              "version": {
                "type": "string"
              },
              "keepRecordIds": {
                "type": "boolean",
                "description": "Default false."
              }
            },
            "additionalProperties": true
          },
          "trigger": {
            "type": "string",
            "enum": [
              "manual",
              "immediate"
            ]
          },
          "immediate": {
            "type": "boolean",
            "description": "Same as `trigger: immediate` (the description's name for it)."
          },
          "status": {
            "type": "string",
            "enum": [
              "created",
              "planning"
            ],
            "description": "The status a job that is not immediate starts in (default `created`); `planning` is the description's optional planning state. Ignored when the job is immediate, scheduled or has predecessors."
          },
          "mode": {
            "$ref": "#/components/schemas/JobMode"
          },
          "environmentId": {
            "type": "string"
          },
          "spaceId": {
            "type": "string"
          },
          "fileId": {
            "type": "string"
          },
          "predecessorIds": {
            "type": "array",
            "items": {
              "type": "string"
            },
            "description": "Ids of jobs that must complete before this job starts. Unknown ids are a 400 naming them."
          },
          "scheduledAt": {
            "type": "string",
            "format": "date-time",
            "description": "An importkit addition (the hosted API has no field for it): when the job should run. A future time makes the job `scheduled` (`job:scheduled`) until then; a past one is ignored."
          },
          "metadata": {
            "$ref": "#/components/schemas/Metadata"
          },
          "info": {
            "type": "string"
          },
          "subject": {},
          "managed": {
            "type": "boolean"
          }
        },
        "additionalProperties": false
      },
      "JobUpdate": {
        "type": "object",
        "properties": {
          "info": {
            "type": "string"
          },
          "progress": {
            "type": "number",
            "minimum": 0,
            "maximum": 100
          },
          "metadata": {
            "$ref": "#/components/schemas/Metadata"
          },
          "config": {
            "type": "object",
            "additionalProperties": true
          },
          "input": {
            "type": "object",
            "additionalProperties": true
          }
        },
        "additionalProperties": false
      },
      "Job": {
        "type": "object",
        "required": [
          "id",
          "type",
          "operation",
          "source",
          "status",
          "environmentId",
          "isPart",
          "createdAt",
          "updatedAt"
        ],
        "properties": {
          "id": {
            "type": "string"
          },
          "type": {
            "$ref": "#/components/schemas/JobType"
          },
          "operation": {
            "type": "string"
          },
          "source": {
            "type": "string"
          },
          "destination": {
            "type": "string"
          },
          "config": {
            "type": "object",
            "additionalProperties": true
          },
          "input": {
            "type": "object",
            "additionalProperties": true
          },
          "trigger": {
            "type": "string",
            "enum": [
              "manual",
              "immediate"
            ]
          },
          "mode": {
            "$ref": "#/components/schemas/JobMode"
          },
          "status": {
            "$ref": "#/components/schemas/JobStatus"
          },
          "progress": {
            "type": "number"
          },
          "info": {
            "type": "string"
          },
          "outcome": {
            "$ref": "#/components/schemas/JobOutcome"
          },
          "environmentId": {
            "type": "string"
          },
          "spaceId": {
            "type": "string"
          },
          "workbookId": {
            "type": "string"
          },
          "fileId": {
            "type": "string"
          },
          "predecessorIds": {
            "type": "array",
            "items": {
              "type": "string"
            }
          },
          "scheduledAt": {
            "type": "string",
            "format": "date-time",
            "description": "When a scheduled job runs (an importkit addition)."
          },
          "metadata": {
            "$ref": "#/components/schemas/Metadata"
          },
          "isPart": {
            "type": "boolean",
            "description": "true for a part (a child job made by split)."
          },
          "parentId": {
            "type": "string",
            "description": "The job this part was split from."
          },
          "part": {
            "type": "integer",
            "minimum": 1,
            "description": "The part's number, from 1."
          },
          "partData": {
            "type": "object",
            "additionalProperties": true,
            "description": "The part's own data, from split."
          },
          "partExecution": {
            "type": "string",
            "enum": [
              "sequential",
              "parallel"
            ],
            "description": "How the parts of a split job run (on the parent and its parts)."
          },
          "listenerId": {
            "type": "string",
            "description": "The listener that claimed the job with its ack."
          },
          "leaseExpiresAt": {
            "type": "string",
            "format": "date-time",
            "description": "An importkit addition: when the current claim lapses unless the owner reports (ack, progress) before. Only on `executing` jobs."
          },
          "createdAt": {
            "type": "string",
            "format": "date-time"
          },
          "updatedAt": {
            "type": "string",
            "format": "date-time"
          },
          "startedAt": {
            "type": "string",
            "format": "date-time"
          },
          "finishedAt": {
            "type": "string",
            "format": "date-time"
          },
          "outcomeAcknowledgedAt": {
            "type": "string",
            "format": "date-time"
          },
          "estimatedCompletionAt": {
            "type": "string",
            "format": "date-time",
            "description": "When the listener expects to finish (from its last ack)."
          }
        }
      },
      "JobResponse": {
        "type": "object",
        "required": [
          "data"
        ],
        "properties": {
          "data": {
            "$ref": "#/components/schemas/Job"
          }
        }
      },
      "JobListenerId": {
        "type": "string",
        "minLength": 1,
        "description": "importkit's claim token: the id of the listener acking or reporting. See the ack operation. The hosted service ignores it."
      },
      "JobAckDetails": {
        "type": "object",
        "properties": {
          "info": {
            "type": "string"
          },
          "progress": {
            "type": "number",
            "minimum": 0,
            "maximum": 100
          },
          "estimatedCompletionAt": {
            "type": "string",
            "format": "date-time"
          },
          "listenerId": {
            "$ref": "#/components/schemas/JobListenerId"
          }
        },
        "additionalProperties": false
      },
      "JobCompleteDetails": {
        "type": "object",
        "properties": {
          "info": {
            "type": "string"
          },
          "outcome": {
            "$ref": "#/components/schemas/JobOutcome"
          },
          "listenerId": {
            "$ref": "#/components/schemas/JobListenerId"
          }
        },
        "additionalProperties": false
      },
      "JobCancelDetails": {
        "type": "object",
        "properties": {
          "info": {
            "type": "string"
          }
        },
        "additionalProperties": false
      },
      "JobSplitDetails": {
        "type": "object",
        "required": [
          "parts"
        ],
        "properties": {
          "parts": {
            "description": "How many parts (1 to 1,000), or the `partData` of each part.",
            "oneOf": [
              {
                "type": "integer",
                "minimum": 1,
                "maximum": 1000
              },
              {
                "type": "array",
                "minItems": 1,
                "maxItems": 1000,
                "items": {
                  "type": "object",
                  "additionalProperties": true
                }
              }
            ]
          },
          "runInParallel": {
            "type": "boolean",
            "description": "Default `true`: every part is ready at once. `false` runs the parts one after another, each waiting on the previous one."
          },
          "listenerId": {
            "$ref": "#/components/schemas/JobListenerId"
          }
        },
        "additionalProperties": false
      },
      "JobOutcome": {
        "type": "object",
        "description": "What the user sees when the job ends. `acknowledge: true` on a foreground job means the user acknowledges it (`POST /v1/jobs/{jobId}/outcome/ack`).",
        "properties": {
          "acknowledge": {
            "type": "boolean"
          },
          "trigger": {
            "$ref": "#/components/schemas/JobOutcomeTrigger"
          },
          "buttonText": {
            "type": "string"
          },
          "heading": {
            "type": "string"
          },
          "message": {
            "type": "string"
          },
          "hideDefaultButton": {
            "type": "boolean"
          },
          "next": {
            "$ref": "#/components/schemas/JobOutcomeNext"
          }
        },
        "additionalProperties": false
      },
      "JobOutcomeTrigger": {
        "description": "Whether the outcome's effect is triggered automatically or manually. The allowed values are not shown in the description; these are the hosted service's: a bare type, or `{ type, audience }`.",
        "oneOf": [
          {
            "$ref": "#/components/schemas/JobOutcomeTriggerType"
          },
          {
            "type": "object",
            "required": [
              "type"
            ],
            "properties": {
              "type": {
                "$ref": "#/components/schemas/JobOutcomeTriggerType"
              },
              "audience": {
                "type": "string",
                "enum": [
                  "originator",
                  "all"
                ]
              }
            },
            "additionalProperties": false
          }
        ]
      },
      "JobOutcomeTriggerType": {
        "type": "string",
        "enum": [
          "manual",
          "automatic",
          "automatic_silent"
        ]
      },
      "JobOutcomeNext": {
        "description": "The step the UI offers (or takes) when the job ends; the hosted service's nine variants, by `type`.",
        "oneOf": [
          {
            "$ref": "#/components/schemas/JobOutcomeNextId"
          },
          {
            "$ref": "#/components/schemas/JobOutcomeNextUrl"
          },
          {
            "$ref": "#/components/schemas/JobOutcomeNextDownload"
          },
          {
            "$ref": "#/components/schemas/JobOutcomeNextFiles"
          },
          {
            "$ref": "#/components/schemas/JobOutcomeNextWait"
          },
          {
            "$ref": "#/components/schemas/JobOutcomeNextSnapshot"
          },
          {
            "$ref": "#/components/schemas/JobOutcomeNextRetry"
          },
          {
            "$ref": "#/components/schemas/JobOutcomeNextView"
          },
          {
            "$ref": "#/components/schemas/JobOutcomeNextClearFilters"
          }
        ],
        "discriminator": {
          "propertyName": "type",
          "mapping": {
            "id": "#/components/schemas/JobOutcomeNextId",
            "url": "#/components/schemas/JobOutcomeNextUrl",
            "download": "#/components/schemas/JobOutcomeNextDownload",
            "files": "#/components/schemas/JobOutcomeNextFiles",
            "wait": "#/components/schemas/JobOutcomeNextWait",
            "snapshot": "#/components/schemas/JobOutcomeNextSnapshot",
            "retry": "#/components/schemas/JobOutcomeNextRetry",
            "view": "#/components/schemas/JobOutcomeNextView",
            "clearFilters": "#/components/schemas/JobOutcomeNextClearFilters"
          }
        }
      },
      "JobOutcomeNextId": {
        "type": "object",
        "required": [
          "type",
          "id"
        ],
        "description": "Opens a resource by id (`path` and `query` refine where).",
        "properties": {
          "type": {
            "type": "string",
            "enum": [
              "id"
            ]
          },
          "id": {
            "type": "string"
          },
          "label": {
            "type": "string"
          },
          "path": {
            "type": "string"
          },
          "query": {
            "type": "string"
          }
        },
        "additionalProperties": false
      },
      "JobOutcomeNextUrl": {
        "type": "object",
        "required": [
          "type",
          "url"
        ],
        "description": "Opens a URL.",
        "properties": {
          "type": {
            "type": "string",
            "enum": [
              "url"
            ]
          },
          "url": {
            "type": "string"
          },
          "label": {
            "type": "string"
          }
        },
        "additionalProperties": false
      },
      "JobOutcomeNextDownload": {
        "type": "object",
        "required": [
          "type",
          "url"
        ],
        "description": "Triggers a browser download of the file at `url`.",
        "properties": {
          "type": {
            "type": "string",
            "enum": [
              "download"
            ]
          },
          "url": {
            "type": "string"
          },
          "fileName": {
            "type": "string"
          },
          "label": {
            "type": "string"
          }
        },
        "additionalProperties": false
      },
      "JobOutcomeNextFiles": {
        "type": "object",
        "required": [
          "type",
          "files"
        ],
        "description": "Offers files. The property was called `file` in earlier releases.",
        "properties": {
          "type": {
            "type": "string",
            "enum": [
              "files"
            ]
          },
          "label": {
            "type": "string"
          },
          "files": {
            "type": "array",
            "items": {
              "type": "object",
              "required": [
                "fileId"
              ],
              "properties": {
                "fileId": {
                  "type": "string"
                },
                "label": {
                  "type": "string"
                }
              },
              "additionalProperties": false
            }
          }
        },
        "additionalProperties": false
      },
      "JobOutcomeNextWait": {
        "type": "object",
        "required": [
          "type"
        ],
        "description": "Keeps the user waiting (for a follow-up job), optionally with a fade or confetti.",
        "properties": {
          "type": {
            "type": "string",
            "enum": [
              "wait"
            ]
          },
          "fade": {
            "type": "boolean"
          },
          "confetti": {
            "type": "boolean"
          }
        },
        "additionalProperties": false
      },
      "JobOutcomeNextSnapshot": {
        "type": "object",
        "required": [
          "type",
          "snapshotId",
          "sheetId"
        ],
        "description": "Shows a snapshot of a sheet.",
        "properties": {
          "type": {
            "type": "string",
            "enum": [
              "snapshot"
            ]
          },
          "snapshotId": {
            "type": "string"
          },
          "sheetId": {
            "type": "string"
          }
        },
        "additionalProperties": false
      },
      "JobOutcomeNextRetry": {
        "type": "object",
        "required": [
          "type"
        ],
        "description": "Offers to run the job again.",
        "properties": {
          "type": {
            "type": "string",
            "enum": [
              "retry"
            ]
          },
          "label": {
            "type": "string"
          }
        },
        "additionalProperties": false
      },
      "JobOutcomeNextView": {
        "type": "object",
        "required": [
          "type",
          "sheetId"
        ],
        "description": "Sets the sheet view on completion (filter, hidden columns). The hosted service requires `hiddenColumns`; importkit accepts it missing (no column hidden).",
        "properties": {
          "type": {
            "type": "string",
            "enum": [
              "view"
            ]
          },
          "sheetId": {
            "type": "string"
          },
          "hiddenColumns": {
            "type": "array",
            "items": {
              "type": "string"
            }
          },
          "filter": {
            "$ref": "#/components/schemas/RecordFilter"
          },
          "label": {
            "type": "string"
          }
        },
        "additionalProperties": false
      },
      "JobOutcomeNextClearFilters": {
        "type": "object",
        "required": [
          "type"
        ],
        "description": "Clears the filters of these sheets (all of the workbook's when `sheetIds` is missing).",
        "properties": {
          "type": {
            "type": "string",
            "enum": [
              "clearFilters"
            ]
          },
          "label": {
            "type": "string"
          },
          "sheetIds": {
            "type": "array",
            "items": {
              "type": "string"
            }
          }
        },
        "additionalProperties": false
      },
      "EventContext": {
        "type": "object",
        "description": "The context of an event. `environmentId` is always present; other keys depend on the topic.",
        "required": [
          "environmentId"
        ],
        "properties": {
          "accountId": {
            "type": "string"
          },
          "environmentId": {
            "type": "string"
          },
          "spaceId": {
            "type": "string"
          },
          "workbookId": {
            "type": "string"
          },
          "sheetId": {
            "type": "string"
          },
          "jobId": {
            "type": "string"
          },
          "fileId": {
            "type": "string"
          },
          "actorId": {
            "type": "string"
          },
          "actionId": {
            "type": "string"
          },
          "documentId": {
            "type": "string"
          },
          "dataClipId": {
            "type": "string"
          },
          "threadId": {
            "type": "string"
          },
          "canvasId": {
            "type": "string"
          },
          "canvasAreaId": {
            "type": "string"
          },
          "appId": {
            "type": "string"
          }
        },
        "additionalProperties": true
      },
      "ContextCJ": {
        "description": "CJ: accountId, environmentId, spaceId?, jobId, actorId",
        "allOf": [
          {
            "$ref": "#/components/schemas/EventContext"
          },
          {
            "type": "object",
            "required": [
              "accountId",
              "environmentId",
              "jobId",
              "actorId"
            ],
            "properties": {
              "accountId": {
                "type": "string"
              },
              "environmentId": {
                "type": "string"
              },
              "jobId": {
                "type": "string"
              },
              "actorId": {
                "type": "string"
              }
            }
          }
        ]
      },
      "ContextCJW": {
        "description": "CJW: CJ plus workbookId?, sheetId?",
        "allOf": [
          {
            "$ref": "#/components/schemas/EventContext"
          },
          {
            "type": "object",
            "required": [
              "accountId",
              "environmentId",
              "jobId",
              "actorId"
            ],
            "properties": {
              "accountId": {
                "type": "string"
              },
              "environmentId": {
                "type": "string"
              },
              "jobId": {
                "type": "string"
              },
              "actorId": {
                "type": "string"
              }
            }
          }
        ]
      },
      "ContextCS": {
        "description": "CS",
        "allOf": [
          {
            "$ref": "#/components/schemas/EventContext"
          },
          {
            "type": "object",
            "required": [
              "accountId",
              "environmentId",
              "spaceId",
              "workbookId",
              "sheetId",
              "actorId"
            ],
            "properties": {
              "accountId": {
                "type": "string"
              },
              "environmentId": {
                "type": "string"
              },
              "spaceId": {
                "type": "string"
              },
              "workbookId": {
                "type": "string"
              },
              "sheetId": {
                "type": "string"
              },
              "actorId": {
                "type": "string"
              }
            }
          }
        ]
      },
      "ContextCA": {
        "description": "CA: workbookId? and sheetId? optional",
        "allOf": [
          {
            "$ref": "#/components/schemas/EventContext"
          },
          {
            "type": "object",
            "required": [
              "accountId",
              "environmentId",
              "spaceId",
              "actorId"
            ],
            "properties": {
              "accountId": {
                "type": "string"
              },
              "environmentId": {
                "type": "string"
              },
              "spaceId": {
                "type": "string"
              },
              "actorId": {
                "type": "string"
              }
            }
          }
        ]
      },
      "ContextCF": {
        "description": "CF",
        "allOf": [
          {
            "$ref": "#/components/schemas/EventContext"
          },
          {
            "type": "object",
            "required": [
              "accountId",
              "environmentId",
              "spaceId",
              "fileId",
              "actorId"
            ],
            "properties": {
              "accountId": {
                "type": "string"
              },
              "environmentId": {
                "type": "string"
              },
              "spaceId": {
                "type": "string"
              },
              "fileId": {
                "type": "string"
              },
              "actorId": {
                "type": "string"
              }
            }
          }
        ]
      },
      "ContextCD": {
        "description": "CD",
        "allOf": [
          {
            "$ref": "#/components/schemas/EventContext"
          },
          {
            "type": "object",
            "required": [
              "actorId",
              "spaceId",
              "accountId",
              "documentId",
              "environmentId"
            ],
            "properties": {
              "actorId": {
                "type": "string"
              },
              "spaceId": {
                "type": "string"
              },
              "accountId": {
                "type": "string"
              },
              "documentId": {
                "type": "string"
              },
              "environmentId": {
                "type": "string"
              }
            }
          }
        ]
      },
      "ContextCDC": {
        "description": "CDC",
        "allOf": [
          {
            "$ref": "#/components/schemas/EventContext"
          },
          {
            "type": "object",
            "required": [
              "accountId",
              "environmentId",
              "spaceId",
              "dataClipId"
            ],
            "properties": {
              "accountId": {
                "type": "string"
              },
              "environmentId": {
                "type": "string"
              },
              "spaceId": {
                "type": "string"
              },
              "dataClipId": {
                "type": "string"
              }
            }
          }
        ]
      },
      "ContextCT": {
        "description": "CT",
        "allOf": [
          {
            "$ref": "#/components/schemas/EventContext"
          },
          {
            "type": "object",
            "required": [
              "accountId",
              "environmentId",
              "spaceId",
              "threadId",
              "actorId"
            ],
            "properties": {
              "accountId": {
                "type": "string"
              },
              "environmentId": {
                "type": "string"
              },
              "spaceId": {
                "type": "string"
              },
              "threadId": {
                "type": "string"
              },
              "actorId": {
                "type": "string"
              }
            }
          }
        ]
      },
      "ContextCV": {
        "description": "CV",
        "allOf": [
          {
            "$ref": "#/components/schemas/EventContext"
          },
          {
            "type": "object",
            "required": [
              "canvasId",
              "spaceId",
              "environmentId",
              "accountId"
            ],
            "properties": {
              "canvasId": {
                "type": "string"
              },
              "spaceId": {
                "type": "string"
              },
              "environmentId": {
                "type": "string"
              },
              "accountId": {
                "type": "string"
              }
            }
          }
        ]
      },
      "ContextFileExpired": {
        "description": "FileExpired",
        "allOf": [
          {
            "$ref": "#/components/schemas/EventContext"
          },
          {
            "type": "object",
            "required": [
              "accountId",
              "environmentId",
              "spaceId",
              "fileId"
            ],
            "properties": {
              "accountId": {
                "type": "string"
              },
              "environmentId": {
                "type": "string"
              },
              "spaceId": {
                "type": "string"
              },
              "fileId": {
                "type": "string"
              }
            }
          }
        ]
      },
      "ContextRecordsCreated": {
        "description": "RecordsCreated",
        "allOf": [
          {
            "$ref": "#/components/schemas/EventContext"
          },
          {
            "type": "object",
            "required": [
              "environmentId",
              "spaceId",
              "workbookId",
              "sheetId"
            ],
            "properties": {
              "environmentId": {
                "type": "string"
              },
              "spaceId": {
                "type": "string"
              },
              "workbookId": {
                "type": "string"
              },
              "sheetId": {
                "type": "string"
              }
            }
          }
        ]
      },
      "ContextSpaceDeleted": {
        "description": "space:deleted context; the description also lists workbookId, present when the space has a primary workbook",
        "allOf": [
          {
            "$ref": "#/components/schemas/EventContext"
          },
          {
            "type": "object",
            "required": [
              "accountId",
              "environmentId",
              "spaceId",
              "actorId"
            ],
            "properties": {
              "accountId": {
                "type": "string"
              },
              "environmentId": {
                "type": "string"
              },
              "spaceId": {
                "type": "string"
              },
              "actorId": {
                "type": "string"
              }
            }
          }
        ]
      },
      "ContextSpaceExpired": {
        "description": "space:expired context; workbookId as for space:deleted",
        "allOf": [
          {
            "$ref": "#/components/schemas/EventContext"
          },
          {
            "type": "object",
            "required": [
              "accountId",
              "environmentId",
              "spaceId"
            ],
            "properties": {
              "accountId": {
                "type": "string"
              },
              "environmentId": {
                "type": "string"
              },
              "spaceId": {
                "type": "string"
              }
            }
          }
        ]
      },
      "ContextSpaceArchived": {
        "description": "SpaceArchived",
        "allOf": [
          {
            "$ref": "#/components/schemas/EventContext"
          },
          {
            "type": "object",
            "required": [
              "accountId",
              "environmentId",
              "spaceId"
            ],
            "properties": {
              "accountId": {
                "type": "string"
              },
              "environmentId": {
                "type": "string"
              },
              "spaceId": {
                "type": "string"
              }
            }
          }
        ]
      },
      "ContextSpaceActor": {
        "description": "SpaceActor",
        "allOf": [
          {
            "$ref": "#/components/schemas/EventContext"
          },
          {
            "type": "object",
            "required": [
              "actorId",
              "accountId",
              "environmentId",
              "spaceId"
            ],
            "properties": {
              "actorId": {
                "type": "string"
              },
              "accountId": {
                "type": "string"
              },
              "environmentId": {
                "type": "string"
              },
              "spaceId": {
                "type": "string"
              }
            }
          }
        ]
      },
      "ContextEnvironmentAutobuild": {
        "description": "EnvironmentAutobuild",
        "allOf": [
          {
            "$ref": "#/components/schemas/EventContext"
          },
          {
            "type": "object",
            "required": [
              "environmentId",
              "accountId",
              "actorId"
            ],
            "properties": {
              "environmentId": {
                "type": "string"
              },
              "accountId": {
                "type": "string"
              },
              "actorId": {
                "type": "string"
              }
            }
          }
        ]
      },
      "ContextCanvasArea": {
        "description": "canvasAreaId, canvasId (environmentId is always present)",
        "allOf": [
          {
            "$ref": "#/components/schemas/EventContext"
          },
          {
            "type": "object",
            "required": [
              "environmentId",
              "canvasAreaId",
              "canvasId"
            ],
            "properties": {
              "environmentId": {
                "type": "string"
              },
              "canvasAreaId": {
                "type": "string"
              },
              "canvasId": {
                "type": "string"
              }
            }
          }
        ]
      },
      "ContextCron": {
        "description": "environmentId only",
        "allOf": [
          {
            "$ref": "#/components/schemas/EventContext"
          },
          {
            "type": "object",
            "required": [
              "environmentId"
            ],
            "properties": {
              "environmentId": {
                "type": "string"
              }
            }
          }
        ]
      },
      "EventEnvelope": {
        "type": "object",
        "description": "The envelope of every event. Ids are unique and increase in emission order (the dev server uses `us_evt_` and a zero-padded sequence number); clients treat them as opaque cursors.",
        "required": [
          "id",
          "topic",
          "domain",
          "context",
          "payload",
          "createdAt"
        ],
        "properties": {
          "id": {
            "type": "string"
          },
          "topic": {
            "type": "string",
            "description": "For example `job:ready`."
          },
          "domain": {
            "type": "string",
            "description": "The part of the topic before the colon."
          },
          "context": {
            "$ref": "#/components/schemas/EventContext"
          },
          "payload": {},
          "attributes": {},
          "createdAt": {
            "type": "string",
            "format": "date-time"
          }
        }
      },
      "EmptyPayload": {
        "type": "object",
        "description": "The description gives `{}` as the payload.",
        "additionalProperties": true
      },
      "UnlistedPayload": {
        "type": "object",
        "description": "Payload \"none listed\" in the description; the dev server sends `{}` or the ids it has.",
        "additionalProperties": true
      },
      "FieldChange": {
        "type": "object",
        "required": [
          "field"
        ],
        "properties": {
          "field": {
            "type": "string"
          },
          "previousValue": {},
          "newValue": {}
        }
      },
      "JobEventPayload": {
        "type": "object",
        "description": "JP: `domain`, `operation`, `job` (`domain:operation`), `status`, `info?`, `isPart`, `input?`. `progress` and `parentId` are importkit additions (not in the description), so that progress can be shown from `job:updated` alone and a part can be told from its parent's id without fetching it.",
        "required": [
          "domain",
          "operation",
          "job",
          "status",
          "isPart"
        ],
        "properties": {
          "domain": {
            "type": "string"
          },
          "operation": {
            "type": "string"
          },
          "job": {
            "type": "string",
            "description": "`domain:operation`"
          },
          "status": {
            "$ref": "#/components/schemas/JobStatus"
          },
          "info": {
            "type": "string"
          },
          "isPart": {
            "type": "boolean",
            "description": "true for a sub-job"
          },
          "input": {},
          "progress": {
            "type": "number"
          },
          "parentId": {
            "type": "string",
            "description": "The parent job of a part."
          }
        }
      },
      "JobPartsCompletedPayload": {
        "allOf": [
          {
            "$ref": "#/components/schemas/JobEventPayload"
          },
          {
            "type": "object",
            "required": [
              "parts"
            ],
            "properties": {
              "parts": {
                "type": "array",
                "items": {
                  "type": "object",
                  "required": [
                    "partId",
                    "status",
                    "completedAt"
                  ],
                  "properties": {
                    "partId": {
                      "type": "string"
                    },
                    "status": {
                      "type": "string",
                      "description": "The part's final status: `completed`, `failed` or `canceled`."
                    },
                    "completedAt": {
                      "type": "string",
                      "description": "When the part finished (ISO date)."
                    }
                  }
                }
              }
            }
          }
        ]
      },
      "FileUpdatedPayload": {
        "type": "object",
        "required": [
          "status"
        ],
        "properties": {
          "status": {
            "type": "string"
          },
          "workbookId": {
            "type": "string"
          }
        }
      },
      "RecordsCreatedPayload": {
        "type": "object",
        "required": [
          "sheetId",
          "recordIds",
          "recordCount"
        ],
        "properties": {
          "sheetId": {
            "type": "string"
          },
          "recordIds": {
            "type": "array",
            "items": {
              "type": "string"
            }
          },
          "recordCount": {
            "type": "integer"
          }
        }
      },
      "RecordsUpdatedPayload": {
        "type": "object",
        "description": "`recordIds` lists every record the write changed. `changes` lists the first 1,000 cell value changes only (a message-only change is none); a write that changed more says `changesTruncated: true`. Ours, for a million-record write: the event stays small, and every change stays readable through a snapshot taken before the write (a clear column takes one itself): `GET /v1/snapshots/{id}/records?changeType=updatedSince` pages through every changed record with each cell's `snapshotValue`. `versionId` and `commitId` name the write's commit.",
        "required": [
          "sheetId",
          "recordIds",
          "changes"
        ],
        "properties": {
          "sheetId": {
            "type": "string"
          },
          "recordIds": {
            "type": "array",
            "items": {
              "type": "string"
            }
          },
          "changesTruncated": {
            "type": "boolean"
          },
          "versionId": {
            "type": "string"
          },
          "commitId": {
            "type": "string"
          },
          "changes": {
            "type": "array",
            "items": {
              "type": "object",
              "required": [
                "recordId",
                "fieldKey"
              ],
              "properties": {
                "recordId": {
                  "type": "string"
                },
                "fieldKey": {
                  "type": "string"
                },
                "previousValue": {},
                "newValue": {}
              }
            }
          }
        }
      },
      "RecordsDeletedPayload": {
        "type": "object",
        "required": [
          "sheetId",
          "recordIds",
          "recordCount"
        ],
        "properties": {
          "sheetId": {
            "type": "string"
          },
          "recordIds": {
            "type": "array",
            "items": {
              "type": "string"
            }
          },
          "recordCount": {
            "type": "integer"
          }
        }
      },
      "SheetCalculationUpdatedPayload": {
        "type": "object",
        "required": [
          "sheetId",
          "workbookId",
          "calculations"
        ],
        "properties": {
          "sheetId": {
            "type": "string"
          },
          "workbookId": {
            "type": "string"
          },
          "calculations": {
            "type": "array",
            "items": {
              "type": "object",
              "required": [
                "field",
                "formula",
                "updated"
              ],
              "properties": {
                "field": {
                  "type": "string"
                },
                "formula": {
                  "type": "string"
                },
                "updated": {
                  "type": "boolean"
                }
              }
            }
          }
        }
      },
      "SheetCountsUpdatedPayload": {
        "type": "object",
        "required": [
          "sheetId",
          "workbookId",
          "counts"
        ],
        "properties": {
          "sheetId": {
            "type": "string"
          },
          "workbookId": {
            "type": "string"
          },
          "counts": {
            "type": "object",
            "required": [
              "total",
              "valid",
              "error",
              "updated"
            ],
            "properties": {
              "total": {
                "type": "number"
              },
              "valid": {
                "type": "number"
              },
              "error": {
                "type": "number"
              },
              "updated": {
                "type": "number"
              }
            }
          }
        }
      },
      "SheetCreatedPayload": {
        "type": "object",
        "required": [
          "sheetId",
          "workbookId",
          "name",
          "slug",
          "fieldCount"
        ],
        "properties": {
          "sheetId": {
            "type": "string"
          },
          "workbookId": {
            "type": "string"
          },
          "name": {
            "type": "string"
          },
          "slug": {
            "type": "string"
          },
          "fieldCount": {
            "type": "number"
          }
        }
      },
      "SheetUpdatedPayload": {
        "type": "object",
        "required": [
          "sheetId",
          "workbookId",
          "changes"
        ],
        "properties": {
          "sheetId": {
            "type": "string"
          },
          "workbookId": {
            "type": "string"
          },
          "changes": {
            "type": "array",
            "items": {
              "type": "object",
              "required": [
                "type"
              ],
              "properties": {
                "type": {
                  "type": "string",
                  "enum": [
                    "field_added",
                    "field_removed",
                    "field_updated",
                    "config_updated"
                  ]
                },
                "details": {}
              }
            }
          }
        }
      },
      "SheetDeletedPayload": {
        "type": "object",
        "required": [
          "sheetId",
          "workbookId",
          "name",
          "slug"
        ],
        "properties": {
          "sheetId": {
            "type": "string"
          },
          "workbookId": {
            "type": "string"
          },
          "name": {
            "type": "string"
          },
          "slug": {
            "type": "string"
          }
        }
      },
      "WorkbookCreatedPayload": {
        "type": "object",
        "required": [
          "workbookId",
          "spaceId",
          "name",
          "sheetCount"
        ],
        "properties": {
          "workbookId": {
            "type": "string"
          },
          "spaceId": {
            "type": "string"
          },
          "name": {
            "type": "string"
          },
          "namespace": {
            "type": "string"
          },
          "sheetCount": {
            "type": "number"
          }
        }
      },
      "WorkbookUpdatedPayload": {
        "type": "object",
        "required": [
          "workbookId",
          "spaceId",
          "changes"
        ],
        "properties": {
          "workbookId": {
            "type": "string"
          },
          "spaceId": {
            "type": "string"
          },
          "changes": {
            "type": "array",
            "items": {
              "type": "object",
              "required": [
                "type"
              ],
              "properties": {
                "type": {
                  "type": "string",
                  "enum": [
                    "sheet_added",
                    "sheet_removed",
                    "config_updated"
                  ]
                },
                "details": {}
              }
            }
          }
        }
      },
      "WorkbookRefPayload": {
        "type": "object",
        "required": [
          "workbookId",
          "spaceId"
        ],
        "properties": {
          "workbookId": {
            "type": "string"
          },
          "spaceId": {
            "type": "string"
          }
        }
      },
      "SpaceCreatedPayload": {
        "type": "object",
        "required": [
          "spaceId",
          "environmentId",
          "name"
        ],
        "properties": {
          "spaceId": {
            "type": "string"
          },
          "environmentId": {
            "type": "string"
          },
          "name": {
            "type": "string"
          },
          "appId": {
            "type": "string"
          }
        }
      },
      "SpaceUpdatedPayload": {
        "type": "object",
        "required": [
          "spaceId",
          "environmentId",
          "changes"
        ],
        "properties": {
          "spaceId": {
            "type": "string"
          },
          "environmentId": {
            "type": "string"
          },
          "changes": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/FieldChange"
            }
          }
        }
      },
      "EnvironmentCreatedPayload": {
        "type": "object",
        "required": [
          "environmentId",
          "name",
          "slug",
          "isProd"
        ],
        "properties": {
          "environmentId": {
            "type": "string"
          },
          "name": {
            "type": "string"
          },
          "slug": {
            "type": "string"
          },
          "isProd": {
            "type": "boolean"
          }
        }
      },
      "EnvironmentUpdatedPayload": {
        "type": "object",
        "required": [
          "environmentId",
          "changes"
        ],
        "properties": {
          "environmentId": {
            "type": "string"
          },
          "changes": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/FieldChange"
            }
          }
        }
      },
      "EnvironmentDeletedPayload": {
        "type": "object",
        "required": [
          "environmentId",
          "deletedAt",
          "deletedBy"
        ],
        "properties": {
          "environmentId": {
            "type": "string"
          },
          "deletedAt": {
            "type": "string"
          },
          "deletedBy": {
            "type": "string"
          }
        }
      },
      "ActionCreatedPayload": {
        "type": "object",
        "required": [
          "actionId",
          "name",
          "label",
          "type"
        ],
        "properties": {
          "actionId": {
            "type": "string"
          },
          "name": {
            "type": "string"
          },
          "label": {
            "type": "string"
          },
          "description": {
            "type": "string"
          },
          "type": {
            "type": "string"
          }
        }
      },
      "ActionUpdatedPayload": {
        "allOf": [
          {
            "$ref": "#/components/schemas/ActionCreatedPayload"
          },
          {
            "type": "object",
            "required": [
              "changes"
            ],
            "properties": {
              "changes": {
                "type": "array",
                "items": {
                  "$ref": "#/components/schemas/FieldChange"
                }
              }
            }
          }
        ]
      },
      "ActionDeletedPayload": {
        "type": "object",
        "required": [
          "actionId",
          "name"
        ],
        "properties": {
          "actionId": {
            "type": "string"
          },
          "name": {
            "type": "string"
          }
        }
      },
      "CommitCreatedPayload": {
        "type": "object",
        "description": "Every write that changes a sheet's records is one commit: insert, update, delete, clear column, find and replace, bulk update, a snapshot restore and the delete-records job. A write that changes nothing makes none. `versionId` is also the commit's id (see `CommitId`).",
        "required": [
          "sheetId",
          "workbookId",
          "versionId",
          "sheetSlug"
        ],
        "properties": {
          "sheetId": {
            "type": "string"
          },
          "workbookId": {
            "type": "string"
          },
          "versionId": {
            "type": "string"
          },
          "sheetSlug": {
            "type": "string"
          }
        }
      },
      "CommitUpdatedPayload": {
        "type": "object",
        "description": "Emitted when a commit changes state: in the dev server only when the workbook's `settings.trackChanges` is on, as the commit completes (`changes`: `completedAt` from null to the time), right before `commit:completed`.",
        "required": [
          "sheetId",
          "workbookId",
          "commitId",
          "versionId",
          "changes"
        ],
        "properties": {
          "sheetId": {
            "type": "string"
          },
          "workbookId": {
            "type": "string"
          },
          "commitId": {
            "type": "string"
          },
          "versionId": {
            "type": "string"
          },
          "changes": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/FieldChange"
            }
          }
        }
      },
      "CommitCompletedPayload": {
        "type": "object",
        "required": [
          "sheetId",
          "workbookId",
          "versionId",
          "commitId"
        ],
        "properties": {
          "sheetId": {
            "type": "string"
          },
          "workbookId": {
            "type": "string"
          },
          "versionId": {
            "type": "string"
          },
          "commitId": {
            "type": "string"
          }
        }
      },
      "LayerCreatedPayload": {
        "type": "object",
        "description": "Ours: a layer is the set of cell values one commit wrote. Every commit that writes cells (all but a delete) creates exactly one, right after `commit:created`; `layerId` is `us_ly_…`. Cells do not name their layer.",
        "required": [
          "sheetId",
          "workbookId",
          "layerId",
          "commitId"
        ],
        "properties": {
          "sheetId": {
            "type": "string"
          },
          "workbookId": {
            "type": "string"
          },
          "layerId": {
            "type": "string"
          },
          "commitId": {
            "type": "string"
          }
        }
      },
      "SnapshotCreatedPayload": {
        "type": "object",
        "required": [
          "snapshotId",
          "sheetId",
          "workbookId",
          "spaceId"
        ],
        "properties": {
          "snapshotId": {
            "type": "string"
          },
          "sheetId": {
            "type": "string"
          },
          "workbookId": {
            "type": "string"
          },
          "spaceId": {
            "type": "string"
          }
        }
      },
      "AgentPayload": {
        "type": "object",
        "required": [
          "agentId",
          "environmentId"
        ],
        "properties": {
          "agentId": {
            "type": "string"
          },
          "environmentId": {
            "type": "string"
          }
        }
      },
      "SecretPayload": {
        "type": "object",
        "required": [
          "secretId",
          "environmentId"
        ],
        "properties": {
          "secretId": {
            "type": "string"
          },
          "spaceId": {
            "type": "string",
            "description": "Absent for a secret of the whole environment."
          },
          "environmentId": {
            "type": "string"
          }
        }
      },
      "DataClipPayload": {
        "type": "object",
        "required": [
          "dataClipId",
          "accountId",
          "status"
        ],
        "properties": {
          "dataClipId": {
            "type": "string"
          },
          "accountId": {
            "type": "string"
          },
          "status": {
            "type": "string"
          }
        }
      },
      "DataClipCollaboratorUpdatedPayload": {
        "type": "object",
        "required": [
          "dataClipId",
          "collaborators",
          "changes"
        ],
        "properties": {
          "dataClipId": {
            "type": "string"
          },
          "collaborators": {
            "type": "array",
            "items": {
              "type": "string"
            }
          },
          "changes": {
            "type": "array",
            "items": {
              "type": "object",
              "required": [
                "action",
                "userId"
              ],
              "properties": {
                "action": {
                  "type": "string",
                  "enum": [
                    "added",
                    "removed"
                  ]
                },
                "userId": {
                  "type": "string"
                }
              }
            }
          }
        }
      },
      "DataClipResolutionsCreatedPayload": {
        "type": "object",
        "required": [
          "dataClipId",
          "resolutions"
        ],
        "properties": {
          "dataClipId": {
            "type": "string"
          },
          "resolutions": {
            "type": "array",
            "items": {
              "type": "object",
              "required": [
                "conflictId",
                "resolvedBy"
              ],
              "properties": {
                "conflictId": {
                  "type": "string"
                },
                "resolution": {},
                "resolvedBy": {
                  "type": "string"
                }
              }
            }
          }
        }
      },
      "DataClipResolutionsUpdatedPayload": {
        "type": "object",
        "required": [
          "dataClipId",
          "resolutions",
          "changes"
        ],
        "properties": {
          "dataClipId": {
            "type": "string"
          },
          "resolutions": {
            "type": "array",
            "items": {
              "type": "object",
              "required": [
                "conflictId",
                "resolvedBy",
                "updatedAt"
              ],
              "properties": {
                "conflictId": {
                  "type": "string"
                },
                "resolution": {},
                "resolvedBy": {
                  "type": "string"
                },
                "updatedAt": {
                  "type": "string"
                }
              }
            }
          },
          "changes": {
            "type": "array",
            "items": {
              "type": "object",
              "required": [
                "conflictId"
              ],
              "properties": {
                "conflictId": {
                  "type": "string"
                },
                "previousResolution": {},
                "newResolution": {}
              }
            }
          }
        }
      },
      "CanvasPayload": {
        "type": "object",
        "description": "The full canvas (or canvas-area) object; its fields are not shown in the description.",
        "additionalProperties": true
      },
      "ThreadCreatedPayload": {
        "type": "object",
        "required": [
          "threadId",
          "status",
          "createdAt"
        ],
        "properties": {
          "threadId": {
            "type": "string"
          },
          "title": {
            "type": "string"
          },
          "status": {
            "type": "string"
          },
          "createdAt": {
            "type": "string"
          }
        }
      },
      "ThreadUpdatedPayload": {
        "type": "object",
        "required": [
          "threadId",
          "status",
          "changes"
        ],
        "properties": {
          "threadId": {
            "type": "string"
          },
          "title": {
            "type": "string"
          },
          "status": {
            "type": "string"
          },
          "changes": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/FieldChange"
            }
          }
        }
      },
      "Event": {
        "description": "Any event of the catalog (the service description's Events section), discriminated by `topic`.",
        "oneOf": [
          {
            "$ref": "#/components/schemas/JobCreatedEvent"
          },
          {
            "$ref": "#/components/schemas/JobReadyEvent"
          },
          {
            "$ref": "#/components/schemas/JobScheduledEvent"
          },
          {
            "$ref": "#/components/schemas/JobUpdatedEvent"
          },
          {
            "$ref": "#/components/schemas/JobCompletedEvent"
          },
          {
            "$ref": "#/components/schemas/JobOutcomeAcknowledgedEvent"
          },
          {
            "$ref": "#/components/schemas/JobPartsCompletedEvent"
          },
          {
            "$ref": "#/components/schemas/JobFailedEvent"
          },
          {
            "$ref": "#/components/schemas/JobDeletedEvent"
          },
          {
            "$ref": "#/components/schemas/ProgramCreatedEvent"
          },
          {
            "$ref": "#/components/schemas/ProgramUpdatedEvent"
          },
          {
            "$ref": "#/components/schemas/ProgramRecomputingEvent"
          },
          {
            "$ref": "#/components/schemas/ProgramRecomputedEvent"
          },
          {
            "$ref": "#/components/schemas/FileCreatedEvent"
          },
          {
            "$ref": "#/components/schemas/FileUpdatedEvent"
          },
          {
            "$ref": "#/components/schemas/FileDeletedEvent"
          },
          {
            "$ref": "#/components/schemas/FileExpiredEvent"
          },
          {
            "$ref": "#/components/schemas/RecordsCreatedEvent"
          },
          {
            "$ref": "#/components/schemas/RecordsUpdatedEvent"
          },
          {
            "$ref": "#/components/schemas/RecordsDeletedEvent"
          },
          {
            "$ref": "#/components/schemas/SheetCalculationUpdatedEvent"
          },
          {
            "$ref": "#/components/schemas/SheetCountsUpdatedEvent"
          },
          {
            "$ref": "#/components/schemas/SheetCreatedEvent"
          },
          {
            "$ref": "#/components/schemas/SheetUpdatedEvent"
          },
          {
            "$ref": "#/components/schemas/SheetDeletedEvent"
          },
          {
            "$ref": "#/components/schemas/WorkbookCreatedEvent"
          },
          {
            "$ref": "#/components/schemas/WorkbookUpdatedEvent"
          },
          {
            "$ref": "#/components/schemas/WorkbookDeletedEvent"
          },
          {
            "$ref": "#/components/schemas/WorkbookExpiredEvent"
          },
          {
            "$ref": "#/components/schemas/SpaceCreatedEvent"
          },
          {
            "$ref": "#/components/schemas/SpaceUpdatedEvent"
          },
          {
            "$ref": "#/components/schemas/SpaceDeletedEvent"
          },
          {
            "$ref": "#/components/schemas/SpaceExpiredEvent"
          },
          {
            "$ref": "#/components/schemas/SpaceArchivedEvent"
          },
          {
            "$ref": "#/components/schemas/SpaceUnarchivedEvent"
          },
          {
            "$ref": "#/components/schemas/SpaceGuestAddedEvent"
          },
          {
            "$ref": "#/components/schemas/SpaceGuestRemovedEvent"
          },
          {
            "$ref": "#/components/schemas/EnvironmentAutobuildCreatedEvent"
          },
          {
            "$ref": "#/components/schemas/EnvironmentCreatedEvent"
          },
          {
            "$ref": "#/components/schemas/EnvironmentUpdatedEvent"
          },
          {
            "$ref": "#/components/schemas/EnvironmentDeletedEvent"
          },
          {
            "$ref": "#/components/schemas/ActionCreatedEvent"
          },
          {
            "$ref": "#/components/schemas/ActionUpdatedEvent"
          },
          {
            "$ref": "#/components/schemas/ActionDeletedEvent"
          },
          {
            "$ref": "#/components/schemas/DocumentCreatedEvent"
          },
          {
            "$ref": "#/components/schemas/DocumentUpdatedEvent"
          },
          {
            "$ref": "#/components/schemas/DocumentDeletedEvent"
          },
          {
            "$ref": "#/components/schemas/CommitCreatedEvent"
          },
          {
            "$ref": "#/components/schemas/CommitUpdatedEvent"
          },
          {
            "$ref": "#/components/schemas/CommitCompletedEvent"
          },
          {
            "$ref": "#/components/schemas/LayerCreatedEvent"
          },
          {
            "$ref": "#/components/schemas/SnapshotCreatedEvent"
          },
          {
            "$ref": "#/components/schemas/AgentCreatedEvent"
          },
          {
            "$ref": "#/components/schemas/AgentUpdatedEvent"
          },
          {
            "$ref": "#/components/schemas/AgentDeletedEvent"
          },
          {
            "$ref": "#/components/schemas/SecretCreatedEvent"
          },
          {
            "$ref": "#/components/schemas/SecretUpdatedEvent"
          },
          {
            "$ref": "#/components/schemas/SecretDeletedEvent"
          },
          {
            "$ref": "#/components/schemas/DataClipCollaboratorUpdatedEvent"
          },
          {
            "$ref": "#/components/schemas/DataClipCreatedEvent"
          },
          {
            "$ref": "#/components/schemas/DataClipUpdatedEvent"
          },
          {
            "$ref": "#/components/schemas/DataClipDeletedEvent"
          },
          {
            "$ref": "#/components/schemas/DataClipResolutionsCreatedEvent"
          },
          {
            "$ref": "#/components/schemas/DataClipResolutionsRefreshedEvent"
          },
          {
            "$ref": "#/components/schemas/DataClipResolutionsUpdatedEvent"
          },
          {
            "$ref": "#/components/schemas/CanvasCreatedEvent"
          },
          {
            "$ref": "#/components/schemas/CanvasUpdatedEvent"
          },
          {
            "$ref": "#/components/schemas/CanvasDeletedEvent"
          },
          {
            "$ref": "#/components/schemas/CanvasAreaCreatedEvent"
          },
          {
            "$ref": "#/components/schemas/CanvasAreaUpdatedEvent"
          },
          {
            "$ref": "#/components/schemas/CanvasAreaDeletedEvent"
          },
          {
            "$ref": "#/components/schemas/ThreadCreatedEvent"
          },
          {
            "$ref": "#/components/schemas/ThreadUpdatedEvent"
          },
          {
            "$ref": "#/components/schemas/ThreadDeletedEvent"
          },
          {
            "$ref": "#/components/schemas/Cron5MinutesEvent"
          },
          {
            "$ref": "#/components/schemas/CronHourlyEvent"
          },
          {
            "$ref": "#/components/schemas/CronDailyEvent"
          },
          {
            "$ref": "#/components/schemas/CronWeeklyEvent"
          }
        ],
        "discriminator": {
          "propertyName": "topic",
          "mapping": {
            "job:created": "#/components/schemas/JobCreatedEvent",
            "job:ready": "#/components/schemas/JobReadyEvent",
            "job:scheduled": "#/components/schemas/JobScheduledEvent",
            "job:updated": "#/components/schemas/JobUpdatedEvent",
            "job:completed": "#/components/schemas/JobCompletedEvent",
            "job:outcome-acknowledged": "#/components/schemas/JobOutcomeAcknowledgedEvent",
            "job:parts-completed": "#/components/schemas/JobPartsCompletedEvent",
            "job:failed": "#/components/schemas/JobFailedEvent",
            "job:deleted": "#/components/schemas/JobDeletedEvent",
            "program:created": "#/components/schemas/ProgramCreatedEvent",
            "program:updated": "#/components/schemas/ProgramUpdatedEvent",
            "program:recomputing": "#/components/schemas/ProgramRecomputingEvent",
            "program:recomputed": "#/components/schemas/ProgramRecomputedEvent",
            "file:created": "#/components/schemas/FileCreatedEvent",
            "file:updated": "#/components/schemas/FileUpdatedEvent",
            "file:deleted": "#/components/schemas/FileDeletedEvent",
            "file:expired": "#/components/schemas/FileExpiredEvent",
            "records:created": "#/components/schemas/RecordsCreatedEvent",
            "records:updated": "#/components/schemas/RecordsUpdatedEvent",
            "records:deleted": "#/components/schemas/RecordsDeletedEvent",
            "sheet:calculation-updated": "#/components/schemas/SheetCalculationUpdatedEvent",
            "sheet:counts-updated": "#/components/schemas/SheetCountsUpdatedEvent",
            "sheet:created": "#/components/schemas/SheetCreatedEvent",
            "sheet:updated": "#/components/schemas/SheetUpdatedEvent",
            "sheet:deleted": "#/components/schemas/SheetDeletedEvent",
            "workbook:created": "#/components/schemas/WorkbookCreatedEvent",
            "workbook:updated": "#/components/schemas/WorkbookUpdatedEvent",
            "workbook:deleted": "#/components/schemas/WorkbookDeletedEvent",
            "workbook:expired": "#/components/schemas/WorkbookExpiredEvent",
            "space:created": "#/components/schemas/SpaceCreatedEvent",
            "space:updated": "#/components/schemas/SpaceUpdatedEvent",
            "space:deleted": "#/components/schemas/SpaceDeletedEvent",
            "space:expired": "#/components/schemas/SpaceExpiredEvent",
            "space:archived": "#/components/schemas/SpaceArchivedEvent",
            "space:unarchived": "#/components/schemas/SpaceUnarchivedEvent",
            "space:guestAdded": "#/components/schemas/SpaceGuestAddedEvent",
            "space:guestRemoved": "#/components/schemas/SpaceGuestRemovedEvent",
            "environment:autobuild-created": "#/components/schemas/EnvironmentAutobuildCreatedEvent",
            "environment:created": "#/components/schemas/EnvironmentCreatedEvent",
            "environment:updated": "#/components/schemas/EnvironmentUpdatedEvent",
            "environment:deleted": "#/components/schemas/EnvironmentDeletedEvent",
            "action:created": "#/components/schemas/ActionCreatedEvent",
            "action:updated": "#/components/schemas/ActionUpdatedEvent",
            "action:deleted": "#/components/schemas/ActionDeletedEvent",
            "document:created": "#/components/schemas/DocumentCreatedEvent",
            "document:updated": "#/components/schemas/DocumentUpdatedEvent",
            "document:deleted": "#/components/schemas/DocumentDeletedEvent",
            "commit:created": "#/components/schemas/CommitCreatedEvent",
            "commit:updated": "#/components/schemas/CommitUpdatedEvent",
            "commit:completed": "#/components/schemas/CommitCompletedEvent",
            "layer:created": "#/components/schemas/LayerCreatedEvent",
            "snapshot:created": "#/components/schemas/SnapshotCreatedEvent",
            "agent:created": "#/components/schemas/AgentCreatedEvent",
            "agent:updated": "#/components/schemas/AgentUpdatedEvent",
            "agent:deleted": "#/components/schemas/AgentDeletedEvent",
            "secret:created": "#/components/schemas/SecretCreatedEvent",
            "secret:updated": "#/components/schemas/SecretUpdatedEvent",
            "secret:deleted": "#/components/schemas/SecretDeletedEvent",
            "data-clip:collaborator-updated": "#/components/schemas/DataClipCollaboratorUpdatedEvent",
            "data-clip:created": "#/components/schemas/DataClipCreatedEvent",
            "data-clip:updated": "#/components/schemas/DataClipUpdatedEvent",
            "data-clip:deleted": "#/components/schemas/DataClipDeletedEvent",
            "data-clip:resolutions-created": "#/components/schemas/DataClipResolutionsCreatedEvent",
            "data-clip:resolutions-refreshed": "#/components/schemas/DataClipResolutionsRefreshedEvent",
            "data-clip:resolutions-updated": "#/components/schemas/DataClipResolutionsUpdatedEvent",
            "canvas:created": "#/components/schemas/CanvasCreatedEvent",
            "canvas:updated": "#/components/schemas/CanvasUpdatedEvent",
            "canvas:deleted": "#/components/schemas/CanvasDeletedEvent",
            "canvas-area:created": "#/components/schemas/CanvasAreaCreatedEvent",
            "canvas-area:updated": "#/components/schemas/CanvasAreaUpdatedEvent",
            "canvas-area:deleted": "#/components/schemas/CanvasAreaDeletedEvent",
            "thread:created": "#/components/schemas/ThreadCreatedEvent",
            "thread:updated": "#/components/schemas/ThreadUpdatedEvent",
            "thread:deleted": "#/components/schemas/ThreadDeletedEvent",
            "cron:5-minutes": "#/components/schemas/Cron5MinutesEvent",
            "cron:hourly": "#/components/schemas/CronHourlyEvent",
            "cron:daily": "#/components/schemas/CronDailyEvent",
            "cron:weekly": "#/components/schemas/CronWeeklyEvent"
          }
        }
      },
      "JobCreatedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "job:created"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "job"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/JobEventPayload"
              },
              "context": {
                "$ref": "#/components/schemas/ContextCJ"
              }
            }
          }
        ]
      },
      "JobReadyEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "job:ready"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "job"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/JobEventPayload"
              },
              "context": {
                "$ref": "#/components/schemas/ContextCJ"
              }
            }
          }
        ]
      },
      "JobScheduledEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "job:scheduled"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "job"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/JobEventPayload"
              },
              "context": {
                "$ref": "#/components/schemas/ContextCJ"
              }
            }
          }
        ]
      },
      "JobUpdatedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "job:updated"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "job"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/JobEventPayload"
              },
              "context": {
                "$ref": "#/components/schemas/ContextCJ"
              }
            }
          }
        ]
      },
      "JobCompletedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "job:completed"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "job"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/JobEventPayload"
              },
              "context": {
                "$ref": "#/components/schemas/ContextCJ"
              }
            }
          }
        ]
      },
      "JobOutcomeAcknowledgedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "job:outcome-acknowledged"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "job"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/JobEventPayload"
              },
              "context": {
                "$ref": "#/components/schemas/ContextCJW"
              }
            }
          }
        ]
      },
      "JobPartsCompletedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "job:parts-completed"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "job"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/JobPartsCompletedPayload"
              },
              "context": {
                "$ref": "#/components/schemas/ContextCJ"
              }
            }
          }
        ]
      },
      "JobFailedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "job:failed"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "job"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/JobEventPayload"
              },
              "context": {
                "$ref": "#/components/schemas/ContextCJW"
              }
            }
          }
        ]
      },
      "JobDeletedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "job:deleted"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "job"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/UnlistedPayload"
              },
              "context": {
                "$ref": "#/components/schemas/ContextCJ"
              }
            }
          }
        ]
      },
      "ProgramCreatedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "program:created"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "program"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/EmptyPayload"
              },
              "context": {
                "$ref": "#/components/schemas/ContextCS"
              }
            }
          }
        ]
      },
      "ProgramUpdatedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "program:updated"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "program"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/EmptyPayload"
              },
              "context": {
                "$ref": "#/components/schemas/ContextCS"
              }
            }
          }
        ]
      },
      "ProgramRecomputingEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "program:recomputing"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "program"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/EmptyPayload"
              },
              "context": {
                "$ref": "#/components/schemas/ContextCS"
              }
            }
          }
        ]
      },
      "ProgramRecomputedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "program:recomputed"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "program"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/EmptyPayload"
              },
              "context": {
                "$ref": "#/components/schemas/ContextCS"
              }
            }
          }
        ]
      },
      "FileCreatedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "file:created"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "file"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/UnlistedPayload"
              },
              "context": {
                "$ref": "#/components/schemas/ContextCF"
              }
            }
          }
        ]
      },
      "FileUpdatedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "file:updated"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "file"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/FileUpdatedPayload"
              },
              "context": {
                "$ref": "#/components/schemas/ContextCF"
              }
            }
          }
        ]
      },
      "FileDeletedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "file:deleted"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "file"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/UnlistedPayload"
              },
              "context": {
                "$ref": "#/components/schemas/ContextCF"
              }
            }
          }
        ]
      },
      "FileExpiredEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "file:expired"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "file"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/UnlistedPayload"
              },
              "context": {
                "$ref": "#/components/schemas/ContextFileExpired"
              }
            }
          }
        ]
      },
      "RecordsCreatedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "records:created"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "records"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/RecordsCreatedPayload"
              },
              "context": {
                "$ref": "#/components/schemas/ContextRecordsCreated"
              }
            }
          }
        ]
      },
      "RecordsUpdatedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "records:updated"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "records"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/RecordsUpdatedPayload"
              },
              "context": {
                "$ref": "#/components/schemas/EventContext"
              }
            }
          }
        ]
      },
      "RecordsDeletedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "records:deleted"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "records"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/RecordsDeletedPayload"
              },
              "context": {
                "$ref": "#/components/schemas/EventContext"
              }
            }
          }
        ]
      },
      "SheetCalculationUpdatedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "sheet:calculation-updated"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "sheet"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/SheetCalculationUpdatedPayload"
              },
              "context": {
                "$ref": "#/components/schemas/ContextCS"
              }
            }
          }
        ]
      },
      "SheetCountsUpdatedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "sheet:counts-updated"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "sheet"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/SheetCountsUpdatedPayload"
              },
              "context": {
                "$ref": "#/components/schemas/ContextCS"
              }
            }
          }
        ]
      },
      "SheetCreatedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "sheet:created"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "sheet"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/SheetCreatedPayload"
              },
              "context": {
                "$ref": "#/components/schemas/EventContext"
              }
            }
          }
        ]
      },
      "SheetUpdatedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "sheet:updated"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "sheet"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/SheetUpdatedPayload"
              },
              "context": {
                "$ref": "#/components/schemas/EventContext"
              }
            }
          }
        ]
      },
      "SheetDeletedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "sheet:deleted"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "sheet"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/SheetDeletedPayload"
              },
              "context": {
                "$ref": "#/components/schemas/EventContext"
              }
            }
          }
        ]
      },
      "WorkbookCreatedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "workbook:created"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "workbook"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/WorkbookCreatedPayload"
              },
              "context": {
                "$ref": "#/components/schemas/EventContext"
              }
            }
          }
        ]
      },
      "WorkbookUpdatedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "workbook:updated"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "workbook"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/WorkbookUpdatedPayload"
              },
              "context": {
                "$ref": "#/components/schemas/EventContext"
              }
            }
          }
        ]
      },
      "WorkbookDeletedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "workbook:deleted"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "workbook"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/WorkbookRefPayload"
              },
              "context": {
                "$ref": "#/components/schemas/EventContext"
              }
            }
          }
        ]
      },
      "WorkbookExpiredEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "workbook:expired"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "workbook"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/WorkbookRefPayload"
              },
              "context": {
                "$ref": "#/components/schemas/EventContext"
              }
            }
          }
        ]
      },
      "SpaceCreatedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "space:created"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "space"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/SpaceCreatedPayload"
              },
              "context": {
                "$ref": "#/components/schemas/EventContext"
              }
            }
          }
        ]
      },
      "SpaceUpdatedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "space:updated"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "space"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/SpaceUpdatedPayload"
              },
              "context": {
                "$ref": "#/components/schemas/EventContext"
              }
            }
          }
        ]
      },
      "SpaceDeletedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "space:deleted"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "space"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/UnlistedPayload"
              },
              "context": {
                "$ref": "#/components/schemas/ContextSpaceDeleted"
              }
            }
          }
        ]
      },
      "SpaceExpiredEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "space:expired"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "space"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/UnlistedPayload"
              },
              "context": {
                "$ref": "#/components/schemas/ContextSpaceExpired"
              }
            }
          }
        ]
      },
      "SpaceArchivedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "space:archived"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "space"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/UnlistedPayload"
              },
              "context": {
                "$ref": "#/components/schemas/ContextSpaceArchived"
              }
            }
          }
        ]
      },
      "SpaceUnarchivedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "space:unarchived"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "space"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/EmptyPayload"
              },
              "context": {
                "$ref": "#/components/schemas/ContextSpaceActor"
              }
            }
          }
        ]
      },
      "SpaceGuestAddedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "space:guestAdded"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "space"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/UnlistedPayload"
              },
              "context": {
                "$ref": "#/components/schemas/ContextSpaceActor"
              }
            }
          }
        ]
      },
      "SpaceGuestRemovedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "space:guestRemoved"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "space"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/UnlistedPayload"
              },
              "context": {
                "$ref": "#/components/schemas/ContextSpaceActor"
              }
            }
          }
        ]
      },
      "EnvironmentAutobuildCreatedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "environment:autobuild-created"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "environment"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/EmptyPayload"
              },
              "context": {
                "$ref": "#/components/schemas/ContextEnvironmentAutobuild"
              }
            }
          }
        ]
      },
      "EnvironmentCreatedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "environment:created"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "environment"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/EnvironmentCreatedPayload"
              },
              "context": {
                "$ref": "#/components/schemas/EventContext"
              }
            }
          }
        ]
      },
      "EnvironmentUpdatedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "environment:updated"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "environment"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/EnvironmentUpdatedPayload"
              },
              "context": {
                "$ref": "#/components/schemas/EventContext"
              }
            }
          }
        ]
      },
      "EnvironmentDeletedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "environment:deleted"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "environment"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/EnvironmentDeletedPayload"
              },
              "context": {
                "$ref": "#/components/schemas/EventContext"
              }
            }
          }
        ]
      },
      "ActionCreatedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "action:created"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "action"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/ActionCreatedPayload"
              },
              "context": {
                "$ref": "#/components/schemas/ContextCA"
              }
            }
          }
        ]
      },
      "ActionUpdatedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "action:updated"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "action"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/ActionUpdatedPayload"
              },
              "context": {
                "$ref": "#/components/schemas/ContextCA"
              }
            }
          }
        ]
      },
      "ActionDeletedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "action:deleted"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "action"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/ActionDeletedPayload"
              },
              "context": {
                "$ref": "#/components/schemas/ContextCA"
              }
            }
          }
        ]
      },
      "DocumentCreatedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "document:created"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "document"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/UnlistedPayload"
              },
              "context": {
                "$ref": "#/components/schemas/ContextCD"
              }
            }
          }
        ]
      },
      "DocumentUpdatedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "document:updated"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "document"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/UnlistedPayload"
              },
              "context": {
                "$ref": "#/components/schemas/ContextCD"
              }
            }
          }
        ]
      },
      "DocumentDeletedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "document:deleted"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "document"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/UnlistedPayload"
              },
              "context": {
                "$ref": "#/components/schemas/ContextCD"
              }
            }
          }
        ]
      },
      "CommitCreatedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "commit:created"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "commit"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/CommitCreatedPayload"
              },
              "context": {
                "$ref": "#/components/schemas/EventContext"
              }
            }
          }
        ]
      },
      "CommitUpdatedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "commit:updated"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "commit"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/CommitUpdatedPayload"
              },
              "context": {
                "$ref": "#/components/schemas/ContextCS"
              }
            }
          }
        ]
      },
      "CommitCompletedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "commit:completed"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "commit"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/CommitCompletedPayload"
              },
              "context": {
                "$ref": "#/components/schemas/EventContext"
              }
            }
          }
        ]
      },
      "LayerCreatedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "layer:created"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "layer"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/LayerCreatedPayload"
              },
              "context": {
                "$ref": "#/components/schemas/EventContext"
              }
            }
          }
        ]
      },
      "SnapshotCreatedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "snapshot:created"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "snapshot"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/SnapshotCreatedPayload"
              },
              "context": {
                "$ref": "#/components/schemas/EventContext"
              }
            }
          }
        ]
      },
      "AgentCreatedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "agent:created"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "agent"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/AgentPayload"
              },
              "context": {
                "$ref": "#/components/schemas/EventContext"
              }
            }
          }
        ]
      },
      "AgentUpdatedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "agent:updated"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "agent"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/AgentPayload"
              },
              "context": {
                "$ref": "#/components/schemas/EventContext"
              }
            }
          }
        ]
      },
      "AgentDeletedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "agent:deleted"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "agent"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/AgentPayload"
              },
              "context": {
                "$ref": "#/components/schemas/EventContext"
              }
            }
          }
        ]
      },
      "SecretCreatedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "secret:created"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "secret"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/SecretPayload"
              },
              "context": {
                "$ref": "#/components/schemas/EventContext"
              }
            }
          }
        ]
      },
      "SecretUpdatedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "secret:updated"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "secret"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/SecretPayload"
              },
              "context": {
                "$ref": "#/components/schemas/EventContext"
              }
            }
          }
        ]
      },
      "SecretDeletedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "secret:deleted"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "secret"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/SecretPayload"
              },
              "context": {
                "$ref": "#/components/schemas/EventContext"
              }
            }
          }
        ]
      },
      "DataClipCollaboratorUpdatedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "data-clip:collaborator-updated"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "data-clip"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/DataClipCollaboratorUpdatedPayload"
              },
              "context": {
                "$ref": "#/components/schemas/ContextCDC"
              }
            }
          }
        ]
      },
      "DataClipCreatedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "data-clip:created"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "data-clip"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/DataClipPayload"
              },
              "context": {
                "$ref": "#/components/schemas/EventContext"
              }
            }
          }
        ]
      },
      "DataClipUpdatedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "data-clip:updated"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "data-clip"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/DataClipPayload"
              },
              "context": {
                "$ref": "#/components/schemas/EventContext"
              }
            }
          }
        ]
      },
      "DataClipDeletedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "data-clip:deleted"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "data-clip"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/DataClipPayload"
              },
              "context": {
                "$ref": "#/components/schemas/EventContext"
              }
            }
          }
        ]
      },
      "DataClipResolutionsCreatedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "data-clip:resolutions-created"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "data-clip"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/DataClipResolutionsCreatedPayload"
              },
              "context": {
                "$ref": "#/components/schemas/ContextCDC"
              }
            }
          }
        ]
      },
      "DataClipResolutionsRefreshedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "data-clip:resolutions-refreshed"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "data-clip"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/EmptyPayload"
              },
              "context": {
                "$ref": "#/components/schemas/ContextCDC"
              }
            }
          }
        ]
      },
      "DataClipResolutionsUpdatedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "data-clip:resolutions-updated"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "data-clip"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/DataClipResolutionsUpdatedPayload"
              },
              "context": {
                "$ref": "#/components/schemas/ContextCDC"
              }
            }
          }
        ]
      },
      "CanvasCreatedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "canvas:created"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "canvas"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/CanvasPayload"
              },
              "context": {
                "$ref": "#/components/schemas/ContextCV"
              }
            }
          }
        ]
      },
      "CanvasUpdatedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "canvas:updated"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "canvas"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/CanvasPayload"
              },
              "context": {
                "$ref": "#/components/schemas/ContextCV"
              }
            }
          }
        ]
      },
      "CanvasDeletedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "canvas:deleted"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "canvas"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/CanvasPayload"
              },
              "context": {
                "$ref": "#/components/schemas/ContextCV"
              }
            }
          }
        ]
      },
      "CanvasAreaCreatedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "canvas-area:created"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "canvas-area"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/CanvasPayload"
              },
              "context": {
                "$ref": "#/components/schemas/ContextCanvasArea"
              }
            }
          }
        ]
      },
      "CanvasAreaUpdatedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "canvas-area:updated"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "canvas-area"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/CanvasPayload"
              },
              "context": {
                "$ref": "#/components/schemas/ContextCanvasArea"
              }
            }
          }
        ]
      },
      "CanvasAreaDeletedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "canvas-area:deleted"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "canvas-area"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/CanvasPayload"
              },
              "context": {
                "$ref": "#/components/schemas/ContextCanvasArea"
              }
            }
          }
        ]
      },
      "ThreadCreatedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "thread:created"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "thread"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/ThreadCreatedPayload"
              },
              "context": {
                "$ref": "#/components/schemas/ContextCT"
              }
            }
          }
        ]
      },
      "ThreadUpdatedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "thread:updated"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "thread"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/ThreadUpdatedPayload"
              },
              "context": {
                "$ref": "#/components/schemas/ContextCT"
              }
            }
          }
        ]
      },
      "ThreadDeletedEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "thread:deleted"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "thread"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/EmptyPayload"
              },
              "context": {
                "$ref": "#/components/schemas/ContextCT"
              }
            }
          }
        ]
      },
      "Cron5MinutesEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "cron:5-minutes"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "cron"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/EmptyPayload"
              },
              "context": {
                "$ref": "#/components/schemas/ContextCron"
              }
            }
          }
        ]
      },
      "CronHourlyEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "cron:hourly"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "cron"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/EmptyPayload"
              },
              "context": {
                "$ref": "#/components/schemas/ContextCron"
              }
            }
          }
        ]
      },
      "CronDailyEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "cron:daily"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "cron"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/EmptyPayload"
              },
              "context": {
                "$ref": "#/components/schemas/ContextCron"
              }
            }
          }
        ]
      },
      "CronWeeklyEvent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/EventEnvelope"
          },
          {
            "type": "object",
            "required": [
              "topic",
              "domain",
              "payload",
              "context"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "enum": [
                  "cron:weekly"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "cron"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/EmptyPayload"
              },
              "context": {
                "$ref": "#/components/schemas/ContextCron"
              }
            }
          }
        ]
      },
      "WriteSecret": {
        "type": "object",
        "required": [
          "name",
          "value"
        ],
        "properties": {
          "name": {
            "type": "string",
            "minLength": 1
          },
          "value": {
            "type": "string"
          },
          "environmentId": {
            "type": "string",
            "description": "Defaults to the space's environment, or the default environment."
          },
          "spaceId": {
            "type": "string"
          },
          "actorId": {
            "type": "string",
            "description": "The actor the secret belongs to: a user (us_usr_), guest (us_g_), agent (us_ag_) or API key (us_key_)."
          }
        },
        "additionalProperties": false
      },
      "Secret": {
        "type": "object",
        "required": [
          "id",
          "name",
          "value",
          "environmentId"
        ],
        "properties": {
          "id": {
            "type": "string"
          },
          "name": {
            "type": "string"
          },
          "value": {
            "type": "string"
          },
          "environmentId": {
            "type": "string"
          },
          "spaceId": {
            "type": "string"
          },
          "actorId": {
            "type": "string"
          },
          "createdAt": {
            "type": "string",
            "format": "date-time"
          },
          "updatedAt": {
            "type": "string",
            "format": "date-time"
          }
        }
      },
      "SecretsResponse": {
        "type": "object",
        "required": [
          "data"
        ],
        "properties": {
          "data": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Secret"
            }
          }
        }
      },
      "Pagination": {
        "type": "object",
        "required": [
          "currentPage",
          "pageCount",
          "totalCount"
        ],
        "properties": {
          "currentPage": {
            "type": "integer"
          },
          "pageCount": {
            "type": "integer"
          },
          "totalCount": {
            "type": "integer"
          }
        }
      },
      "SuccessResponse": {
        "type": "object",
        "description": "`{ success }` with no `data` wrapper (apps and constraints delete, as the hosted API answers).",
        "required": [
          "success"
        ],
        "properties": {
          "success": {
            "type": "boolean"
          }
        }
      },
      "DocumentConfig": {
        "type": "object",
        "required": [
          "title",
          "body"
        ],
        "properties": {
          "title": {
            "type": "string",
            "minLength": 1
          },
          "body": {
            "type": "string"
          },
          "treatments": {
            "type": "array",
            "items": {
              "type": "string"
            }
          },
          "actions": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Action"
            }
          }
        },
        "additionalProperties": false
      },
      "DocumentUpdate": {
        "type": "object",
        "description": "The hosted API sends the whole `DocumentConfig`; the dev server also accepts a part of it.",
        "properties": {
          "title": {
            "type": "string",
            "minLength": 1
          },
          "body": {
            "type": "string"
          },
          "treatments": {
            "type": "array",
            "items": {
              "type": "string"
            }
          },
          "actions": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Action"
            }
          }
        },
        "additionalProperties": false
      },
      "Document": {
        "type": "object",
        "required": [
          "id",
          "title",
          "body",
          "spaceId",
          "environmentId",
          "createdAt",
          "updatedAt"
        ],
        "properties": {
          "id": {
            "type": "string"
          },
          "title": {
            "type": "string"
          },
          "body": {
            "type": "string"
          },
          "treatments": {
            "type": "array",
            "items": {
              "type": "string"
            }
          },
          "actions": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Action"
            }
          },
          "spaceId": {
            "type": "string"
          },
          "environmentId": {
            "type": "string"
          },
          "createdAt": {
            "type": "string",
            "format": "date-time"
          },
          "updatedAt": {
            "type": "string",
            "format": "date-time"
          }
        }
      },
      "DocumentResponse": {
        "type": "object",
        "required": [
          "data"
        ],
        "properties": {
          "data": {
            "$ref": "#/components/schemas/Document"
          }
        }
      },
      "DocumentsResponse": {
        "type": "object",
        "required": [
          "data"
        ],
        "properties": {
          "data": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Document"
            }
          }
        }
      },
      "ViewConfig": {
        "type": "object",
        "description": "The query of the records API that the view applies.",
        "properties": {
          "versionId": {
            "type": "string"
          },
          "commitId": {
            "type": "string"
          },
          "sinceVersionId": {
            "type": "string"
          },
          "sinceCommitId": {
            "type": "string"
          },
          "sortField": {
            "type": "string"
          },
          "sortDirection": {
            "type": "string",
            "enum": [
              "asc",
              "desc"
            ]
          },
          "filter": {
            "type": "string",
            "enum": [
              "valid",
              "error",
              "all",
              "none"
            ]
          },
          "filterField": {
            "type": "string"
          },
          "searchValue": {
            "type": "string"
          },
          "searchField": {
            "type": "string"
          },
          "ids": {
            "type": "array",
            "items": {
              "type": "string"
            }
          },
          "pageSize": {
            "type": "integer",
            "minimum": 1
          },
          "pageNumber": {
            "type": "integer",
            "minimum": 1
          },
          "includeCounts": {
            "type": "boolean"
          },
          "includeLength": {
            "type": "boolean"
          },
          "includeLinks": {
            "type": "boolean"
          },
          "includeMessages": {
            "type": "boolean"
          },
          "for": {
            "type": "string"
          },
          "q": {
            "type": "string"
          }
        },
        "additionalProperties": false
      },
      "ViewCreate": {
        "type": "object",
        "required": [
          "sheetId",
          "name",
          "config"
        ],
        "properties": {
          "sheetId": {
            "type": "string"
          },
          "name": {
            "type": "string",
            "minLength": 1
          },
          "config": {
            "$ref": "#/components/schemas/ViewConfig"
          }
        },
        "additionalProperties": false
      },
      "ViewUpdate": {
        "type": "object",
        "properties": {
          "name": {
            "type": "string",
            "minLength": 1
          },
          "config": {
            "$ref": "#/components/schemas/ViewConfig"
          }
        },
        "additionalProperties": false
      },
      "View": {
        "type": "object",
        "required": [
          "id",
          "sheetId",
          "name",
          "config",
          "createdBy"
        ],
        "properties": {
          "id": {
            "type": "string"
          },
          "sheetId": {
            "type": "string"
          },
          "name": {
            "type": "string"
          },
          "config": {
            "$ref": "#/components/schemas/ViewConfig"
          },
          "createdBy": {
            "type": "string",
            "description": "The actor that created the view."
          },
          "createdAt": {
            "type": "string",
            "format": "date-time"
          },
          "updatedAt": {
            "type": "string",
            "format": "date-time"
          }
        }
      },
      "ViewResponse": {
        "type": "object",
        "required": [
          "data"
        ],
        "properties": {
          "data": {
            "$ref": "#/components/schemas/View"
          }
        }
      },
      "ViewsResponse": {
        "type": "object",
        "required": [
          "data",
          "pagination"
        ],
        "properties": {
          "data": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/View"
            }
          },
          "pagination": {
            "$ref": "#/components/schemas/Pagination"
          }
        }
      },
      "InstructionCreate": {
        "type": "object",
        "required": [
          "instructions",
          "fieldKeys"
        ],
        "properties": {
          "instructions": {
            "type": "string",
            "minLength": 1
          },
          "fieldKeys": {
            "type": "array",
            "minItems": 1,
            "items": {
              "type": "string",
              "minLength": 1
            }
          },
          "metadata": {
            "type": "object",
            "additionalProperties": true
          }
        },
        "additionalProperties": false
      },
      "InstructionUpdate": {
        "type": "object",
        "properties": {
          "instructions": {
            "type": "string",
            "minLength": 1
          },
          "fieldKeys": {
            "type": "array",
            "minItems": 1,
            "items": {
              "type": "string",
              "minLength": 1
            }
          },
          "metadata": {
            "type": "object",
            "additionalProperties": true
          }
        },
        "additionalProperties": false
      },
      "InstructionDelete": {
        "type": "object",
        "properties": {
          "fieldKeys": {
            "type": "array",
            "items": {
              "type": "string",
              "minLength": 1
            }
          }
        },
        "additionalProperties": false
      },
      "Instruction": {
        "type": "object",
        "required": [
          "id",
          "instructions",
          "familyId",
          "fieldKeys",
          "environmentId",
          "scope",
          "createdAt",
          "updatedAt",
          "createdBy",
          "updatedBy"
        ],
        "properties": {
          "id": {
            "type": "string",
            "description": "`us_ins_…`"
          },
          "instructions": {
            "type": "string"
          },
          "metadata": {
            "type": "object",
            "additionalProperties": true
          },
          "familyId": {
            "type": "string",
            "description": "The mapping family (`us_mf_…`): one per set of lower-cased field keys within an environment, scope and namespace."
          },
          "fieldKeys": {
            "type": "array",
            "items": {
              "type": "string"
            },
            "description": "The family's field keys: lower-cased, sorted, without duplicates."
          },
          "environmentId": {
            "type": "string"
          },
          "scope": {
            "type": "string"
          },
          "namespace": {
            "type": "string"
          },
          "createdAt": {
            "type": "string",
            "format": "date-time"
          },
          "updatedAt": {
            "type": "string",
            "format": "date-time"
          },
          "createdBy": {
            "type": "string"
          },
          "updatedBy": {
            "type": "string"
          }
        }
      },
      "InstructionMatch": {
        "allOf": [
          {
            "$ref": "#/components/schemas/Instruction"
          },
          {
            "type": "object",
            "required": [
              "confidence"
            ],
            "properties": {
              "confidence": {
                "type": "number",
                "minimum": 0.5,
                "maximum": 1,
                "description": "Jaccard index of the sheet's and the family's lower-cased field keys."
              }
            }
          }
        ]
      },
      "InstructionResponse": {
        "type": "object",
        "required": [
          "data"
        ],
        "properties": {
          "data": {
            "$ref": "#/components/schemas/Instruction"
          }
        }
      },
      "InstructionMatchesResponse": {
        "type": "object",
        "required": [
          "data"
        ],
        "properties": {
          "data": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/InstructionMatch"
            }
          }
        }
      },
      "FileMode": {
        "type": "string",
        "enum": [
          "import",
          "export"
        ]
      },
      "FileStatus": {
        "type": "string",
        "enum": [
          "partial",
          "analyzing",
          "analyzed",
          "complete",
          "archived",
          "purged",
          "failed"
        ],
        "description": "The hosted `ModelFileStatusEnum`: `partial` while the bytes arrive, `complete` once they have (and, for an extracted file, once its workbook is), `failed` when it cannot be read."
      },
      "HeaderDetectionOptions": {
        "type": "object",
        "required": [
          "algorithm"
        ],
        "description": "How a table's header is found (see `POST /v1/files/detect-header`). `rowsToSearch` is taken by `default` and `dataRowAndSubHeaderDetection`, `headers` and `skip` by `explicitHeaders`, `rowNumbers` and `skip` by `specificRows`; another algorithm's option is a 400.",
        "properties": {
          "algorithm": {
            "type": "string",
            "enum": [
              "default",
              "explicitHeaders",
              "specificRows",
              "dataRowAndSubHeaderDetection",
              "aiDetection"
            ]
          },
          "rowsToSearch": {
            "type": "integer",
            "minimum": 1,
            "maximum": 1000,
            "description": "Default 10."
          },
          "skip": {
            "type": "integer",
            "minimum": 0,
            "maximum": 1000
          },
          "headers": {
            "type": "array",
            "minItems": 1,
            "maxItems": 10000,
            "items": {
              "type": "string"
            }
          },
          "rowNumbers": {
            "type": "array",
            "minItems": 1,
            "maxItems": 100,
            "items": {
              "type": "integer",
              "minimum": 0,
              "maximum": 1000
            }
          }
        },
        "additionalProperties": false
      },
      "DetectHeaderRequest": {
        "type": "object",
        "required": [
          "options",
          "data"
        ],
        "properties": {
          "options": {
            "$ref": "#/components/schemas/HeaderDetectionOptions"
          },
          "data": {
            "type": "array",
            "description": "The table's first rows, each an array of cells (null for an empty one).",
            "maxItems": 10000,
            "items": {
              "type": "array",
              "items": {
                "type": [
                  "string",
                  "null"
                ]
              }
            }
          }
        },
        "additionalProperties": false
      },
      "DetectedHeader": {
        "type": "object",
        "required": [
          "header",
          "headerRow",
          "letters"
        ],
        "properties": {
          "header": {
            "type": "array",
            "items": {
              "type": "string"
            },
            "description": "The header's cells."
          },
          "headerRow": {
            "type": "integer",
            "description": "The last row before the data (the header's own row for default and specificRows without skip); -1 when the data starts at row 0."
          },
          "letters": {
            "type": "array",
            "items": {
              "type": "string"
            },
            "description": "The spreadsheet column letter of each header cell (A, B, … AA)."
          }
        }
      },
      "DetectHeaderResponse": {
        "type": "object",
        "required": [
          "data"
        ],
        "properties": {
          "data": {
            "$ref": "#/components/schemas/DetectedHeader"
          }
        }
      },
      "FileExtraction": {
        "type": "object",
        "description": "What the extraction job read from the file (set by it; not part of the hosted File). Rows whose cells do not line up with the header (`raggedRows`) are kept: missing cells empty, extra cells dropped. On a failure, `error` says what was wrong and where.",
        "properties": {
          "format": {
            "type": "string",
            "enum": [
              "delimited",
              "xlsx"
            ]
          },
          "encoding": {
            "type": "string",
            "enum": [
              "utf-8",
              "utf-16le",
              "utf-16be",
              "windows-1252"
            ],
            "description": "Delimited text: the encoding read (a BOM, else UTF-8 when the whole file is valid UTF-8, else Windows-1252)."
          },
          "delimiter": {
            "type": "string",
            "description": "Delimited text: the delimiter used."
          },
          "sheets": {
            "type": "array",
            "items": {
              "type": "object",
              "required": [
                "name",
                "records",
                "raggedRows"
              ],
              "properties": {
                "name": {
                  "type": "string",
                  "description": "The worksheet's name (the file's name for delimited text)."
                },
                "sheetId": {
                  "type": "string"
                },
                "headerRow": {
                  "type": "integer",
                  "description": "As in DetectedHeader: rows counted from 0 after empty lines."
                },
                "records": {
                  "type": "integer"
                },
                "raggedRows": {
                  "type": "integer",
                  "description": "Rows with more or fewer cells than the header."
                },
                "firstRaggedRow": {
                  "type": "string",
                  "description": "Where the first of them is (`line 12`, or `row 12` of an xlsx sheet)."
                }
              }
            }
          },
          "error": {
            "type": "object",
            "required": [
              "message"
            ],
            "properties": {
              "message": {
                "type": "string"
              },
              "line": {
                "type": "integer",
                "description": "Delimited text, from 1."
              },
              "column": {
                "type": "integer",
                "description": "Delimited text: the field (from 1) where the error was found."
              },
              "sheet": {
                "type": "string",
                "description": "An xlsx worksheet."
              },
              "cell": {
                "type": "string",
                "description": "An xlsx cell (`B12`): the last cell read before the error."
              }
            }
          }
        }
      },
      "FileUpload": {
        "type": "object",
        "required": [
          "spaceId",
          "environmentId",
          "file"
        ],
        "properties": {
          "spaceId": {
            "type": "string"
          },
          "environmentId": {
            "type": "string"
          },
          "mode": {
            "$ref": "#/components/schemas/FileMode"
          },
          "file": {
            "type": "string",
            "format": "binary"
          },
          "actions": {
            "type": "array",
            "items": {
              "type": "string"
            },
            "description": "Each the JSON text of an Action."
          },
          "headerDetection": {
            "type": "string",
            "description": "The JSON text of HeaderDetectionOptions: how the extraction finds each table's header (default `{\"algorithm\":\"default\"}`)."
          }
        }
      },
      "FileUpdate": {
        "type": "object",
        "properties": {
          "workbookId": {
            "type": "string"
          },
          "name": {
            "type": "string",
            "minLength": 1
          },
          "mode": {
            "$ref": "#/components/schemas/FileMode"
          },
          "status": {
            "$ref": "#/components/schemas/FileStatus"
          },
          "actions": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Action"
            }
          }
        },
        "additionalProperties": false
      },
      "File": {
        "type": "object",
        "required": [
          "id",
          "name",
          "ext",
          "mimetype",
          "encoding",
          "status",
          "mode",
          "size",
          "bytesReceived",
          "createdAt",
          "updatedAt",
          "spaceId",
          "environmentId"
        ],
        "properties": {
          "id": {
            "type": "string",
            "description": "`us_fl_…`"
          },
          "name": {
            "type": "string",
            "description": "The original file name."
          },
          "ext": {
            "type": "string",
            "description": "The name's extension without the dot (`csv`), or empty."
          },
          "mimetype": {
            "type": "string"
          },
          "encoding": {
            "type": "string"
          },
          "status": {
            "$ref": "#/components/schemas/FileStatus"
          },
          "mode": {
            "$ref": "#/components/schemas/FileMode"
          },
          "size": {
            "type": "integer",
            "description": "Bytes stored."
          },
          "bytesReceived": {
            "type": "integer"
          },
          "createdAt": {
            "type": "string",
            "format": "date-time"
          },
          "updatedAt": {
            "type": "string",
            "format": "date-time"
          },
          "spaceId": {
            "type": "string"
          },
          "environmentId": {
            "type": "string"
          },
          "workbookId": {
            "type": "string"
          },
          "sheetId": {
            "type": "string"
          },
          "actions": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Action"
            }
          },
          "extraction": {
            "$ref": "#/components/schemas/FileExtraction"
          },
          "expiredAt": {
            "type": "string",
            "format": "date-time",
            "description": "When the file expired: its retention period (365 days by default, the dev server's `retentionDays`) passed since `createdAt`, and `file:expired` was emitted. The dev server keeps an expired file's bytes."
          }
        }
      },
      "FileResponse": {
        "type": "object",
        "required": [
          "data"
        ],
        "properties": {
          "data": {
            "$ref": "#/components/schemas/File"
          }
        }
      },
      "FilesResponse": {
        "type": "object",
        "required": [
          "data",
          "pagination"
        ],
        "properties": {
          "data": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/File"
            }
          },
          "pagination": {
            "$ref": "#/components/schemas/Pagination"
          }
        }
      },
      "MappingSheetConfig": {
        "type": "object",
        "description": "One side of a program: a sheet config (`name`, `fields`, …) or, an importkit addition, `sheetId` naming an existing sheet, whose fields are used when `fields` is omitted.",
        "properties": {
          "sheetId": {
            "type": "string",
            "description": "An existing sheet (`us_sh_…`): its workbook and sheet are the context (CS) of the program's events."
          },
          "name": {
            "type": "string"
          },
          "slug": {
            "type": "string"
          },
          "fields": {
            "type": "array",
            "maxItems": 1000,
            "items": {
              "$ref": "#/components/schemas/Property"
            }
          }
        },
        "additionalProperties": true
      },
      "MappingRuleConfig": {
        "type": "object",
        "required": [
          "name",
          "type"
        ],
        "description": "A rule, `{ name, type, config }`. Types and their configs: `assign` `{ sourceField, destinationField }` copies a cell; `ignore` `{ sourceField }` leaves a source field out; `constant` `{ destinationField, value }` writes the same value into every record; `concatenate` `{ sourceFields, destinationField, separator }` joins the non-empty values (`separator` defaults to a space); `map-enum` `{ sourceField, destinationField, values }` copies a cell through `values` (source value → destination value; a value not listed is copied as it is, so the destination's options flag it). Field keys are checked against the program's sides; a destination field is written by at most one rule.",
        "properties": {
          "name": {
            "type": "string",
            "minLength": 1
          },
          "type": {
            "type": "string",
            "minLength": 1,
            "description": "assign, ignore, constant, concatenate or map-enum"
          },
          "config": {
            "type": "object",
            "additionalProperties": true
          },
          "acceptedAt": {
            "type": "string",
            "format": "date-time"
          },
          "acceptedBy": {
            "type": "string"
          },
          "metadata": {
            "type": "object",
            "additionalProperties": true
          }
        },
        "additionalProperties": false
      },
      "MappingRuleUpdate": {
        "type": "object",
        "required": [
          "id",
          "name",
          "type"
        ],
        "properties": {
          "id": {
            "type": "string"
          },
          "name": {
            "type": "string",
            "minLength": 1
          },
          "type": {
            "type": "string",
            "minLength": 1
          },
          "config": {
            "type": "object",
            "additionalProperties": true
          },
          "acceptedAt": {
            "type": "string",
            "format": "date-time"
          },
          "acceptedBy": {
            "type": "string"
          },
          "metadata": {
            "type": "object",
            "additionalProperties": true
          }
        },
        "additionalProperties": false
      },
      "MappingRule": {
        "type": "object",
        "required": [
          "name",
          "type",
          "config"
        ],
        "description": "A rule of a program (`id` `us_mr_…` once saved; an unsaved program's rules have none).",
        "properties": {
          "id": {
            "type": "string"
          },
          "name": {
            "type": "string"
          },
          "type": {
            "type": "string"
          },
          "config": {
            "type": "object",
            "additionalProperties": true
          },
          "confidence": {
            "type": "number",
            "description": "Set on suggested rules (1: key or label equal)."
          },
          "acceptedAt": {
            "type": "string",
            "format": "date-time"
          },
          "acceptedBy": {
            "type": "string"
          },
          "metadata": {
            "type": "object",
            "additionalProperties": true
          },
          "createdBy": {
            "type": "string"
          },
          "createdAt": {
            "type": "string",
            "format": "date-time"
          },
          "updatedAt": {
            "type": "string",
            "format": "date-time"
          }
        }
      },
      "ProgramConfig": {
        "type": "object",
        "required": [
          "source",
          "destination"
        ],
        "properties": {
          "source": {
            "$ref": "#/components/schemas/MappingSheetConfig"
          },
          "destination": {
            "$ref": "#/components/schemas/MappingSheetConfig"
          },
          "familyId": {
            "type": "string"
          },
          "namespace": {
            "type": "string"
          },
          "save": {
            "type": "boolean",
            "description": "Default false: the program is computed and returned, not stored."
          },
          "rules": {
            "type": "array",
            "maxItems": 1000,
            "items": {
              "$ref": "#/components/schemas/MappingRuleConfig"
            }
          }
        },
        "additionalProperties": false
      },
      "ProgramUpdate": {
        "type": "object",
        "properties": {
          "source": {
            "$ref": "#/components/schemas/MappingSheetConfig"
          },
          "destination": {
            "$ref": "#/components/schemas/MappingSheetConfig"
          },
          "familyId": {
            "type": "string"
          },
          "namespace": {
            "type": "string"
          },
          "rules": {
            "type": "array",
            "maxItems": 1000,
            "items": {
              "$ref": "#/components/schemas/MappingRuleConfig"
            }
          }
        },
        "additionalProperties": false
      },
      "ProgramSummary": {
        "type": "object",
        "required": [
          "totalRuleCount",
          "addedRuleCount",
          "deletedRuleCount"
        ],
        "properties": {
          "totalRuleCount": {
            "type": "integer"
          },
          "addedRuleCount": {
            "type": "integer"
          },
          "deletedRuleCount": {
            "type": "integer"
          }
        }
      },
      "DeleteAllHistoryForUserRequest": {
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "environmentId": {
            "type": "string",
            "description": "Only this environment's programs."
          }
        }
      },
      "Program": {
        "type": "object",
        "required": [
          "rules",
          "sourceKeys",
          "destinationKeys",
          "environmentId"
        ],
        "properties": {
          "id": {
            "type": "string",
            "description": "`us_mp_…`; absent when the program was not saved."
          },
          "accessToken": {
            "type": "string",
            "description": "The hosted \"if this program was saved, this token allows you to modify the program\". A saved program gets one (`us_mpt_` and 32 random hex digits) when it is created; the program's answers (create, get, list, update) carry it, an unsaved program has none. Locally it has no meaning: the dev server's API key already authorizes every change, so the token is never asked for nor checked (a request carrying it as its bearer is refused as any wrong key is). It is kept so that code storing it works unchanged."
          },
          "rules": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/MappingRule"
            }
          },
          "sourceKeys": {
            "type": "array",
            "items": {
              "type": "string"
            }
          },
          "destinationKeys": {
            "type": "array",
            "items": {
              "type": "string"
            }
          },
          "sourceSheetId": {
            "type": "string"
          },
          "destinationSheetId": {
            "type": "string"
          },
          "environmentId": {
            "type": "string"
          },
          "namespace": {
            "type": "string"
          },
          "familyId": {
            "type": "string"
          },
          "summary": {
            "$ref": "#/components/schemas/ProgramSummary"
          },
          "createdBy": {
            "type": "string"
          },
          "createdAt": {
            "type": "string",
            "format": "date-time"
          },
          "updatedAt": {
            "type": "string",
            "format": "date-time"
          }
        }
      },
      "ProgramResponse": {
        "type": "object",
        "required": [
          "data"
        ],
        "properties": {
          "data": {
            "$ref": "#/components/schemas/Program"
          }
        }
      },
      "ProgramsResponse": {
        "type": "object",
        "required": [
          "data"
        ],
        "properties": {
          "data": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Program"
            }
          }
        }
      },
      "MappingRuleResponse": {
        "type": "object",
        "required": [
          "data"
        ],
        "properties": {
          "data": {
            "$ref": "#/components/schemas/MappingRule"
          }
        }
      },
      "MappingRulesResponse": {
        "type": "object",
        "required": [
          "data"
        ],
        "properties": {
          "data": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/MappingRule"
            }
          }
        }
      },
      "DeleteMultipleRulesRequest": {
        "type": "object",
        "required": [
          "ruleIds"
        ],
        "properties": {
          "ruleIds": {
            "type": "array",
            "minItems": 1,
            "maxItems": 1000,
            "items": {
              "type": "string",
              "minLength": 1
            }
          }
        },
        "additionalProperties": false
      },
      "PlanField": {
        "type": "object",
        "required": [
          "key"
        ],
        "description": "A field of a sheet (a `Property`); requests need only its `key`.",
        "properties": {
          "key": {
            "type": "string",
            "minLength": 1
          }
        },
        "additionalProperties": true
      },
      "Edge": {
        "type": "object",
        "required": [
          "sourceField",
          "destinationField"
        ],
        "properties": {
          "sourceField": {
            "$ref": "#/components/schemas/PlanField"
          },
          "destinationField": {
            "$ref": "#/components/schemas/PlanField"
          },
          "preview": {
            "type": "array",
            "items": {
              "type": "string"
            }
          },
          "enumDetails": {
            "type": "object",
            "additionalProperties": true
          },
          "metadata": {
            "type": "object",
            "additionalProperties": true
          }
        },
        "additionalProperties": false
      },
      "SourceField": {
        "type": "object",
        "required": [
          "sourceField"
        ],
        "properties": {
          "sourceField": {
            "$ref": "#/components/schemas/PlanField"
          },
          "preview": {
            "type": "array",
            "items": {
              "type": "string"
            }
          }
        },
        "additionalProperties": false
      },
      "DestinationField": {
        "type": "object",
        "required": [
          "destinationField"
        ],
        "properties": {
          "destinationField": {
            "$ref": "#/components/schemas/PlanField"
          },
          "preview": {
            "type": "array",
            "items": {
              "type": "string"
            }
          }
        },
        "additionalProperties": false
      },
      "JobExecutionPlan": {
        "type": "object",
        "required": [
          "fieldMapping",
          "unmappedSourceFields",
          "unmappedDestinationFields"
        ],
        "properties": {
          "fieldMapping": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Edge"
            }
          },
          "unmappedSourceFields": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/SourceField"
            }
          },
          "unmappedDestinationFields": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/DestinationField"
            }
          },
          "programId": {
            "type": "string"
          }
        }
      },
      "JobExecutionPlanRequest": {
        "type": "object",
        "required": [
          "fieldMapping",
          "unmappedSourceFields",
          "unmappedDestinationFields"
        ],
        "properties": {
          "fileId": {
            "type": "string"
          },
          "jobId": {
            "type": "string"
          },
          "fieldMapping": {
            "type": "array",
            "maxItems": 1000,
            "items": {
              "$ref": "#/components/schemas/Edge"
            }
          },
          "unmappedSourceFields": {
            "type": "array",
            "maxItems": 1000,
            "items": {
              "$ref": "#/components/schemas/SourceField"
            }
          },
          "unmappedDestinationFields": {
            "type": "array",
            "maxItems": 1000,
            "items": {
              "$ref": "#/components/schemas/DestinationField"
            }
          },
          "programId": {
            "type": "string"
          }
        },
        "additionalProperties": false
      },
      "JobExecutionPlanPatch": {
        "type": "object",
        "properties": {
          "fileId": {
            "type": "string"
          },
          "jobId": {
            "type": "string"
          },
          "fieldMapping": {
            "type": "array",
            "maxItems": 1000,
            "items": {
              "$ref": "#/components/schemas/Edge"
            }
          },
          "unmappedSourceFields": {
            "type": "array",
            "maxItems": 1000,
            "items": {
              "$ref": "#/components/schemas/SourceField"
            }
          },
          "unmappedDestinationFields": {
            "type": "array",
            "maxItems": 1000,
            "items": {
              "$ref": "#/components/schemas/DestinationField"
            }
          },
          "programId": {
            "type": "string"
          }
        },
        "additionalProperties": false
      },
      "JobPlanResponse": {
        "type": "object",
        "required": [
          "data"
        ],
        "properties": {
          "data": {
            "type": "object",
            "required": [
              "job",
              "plan"
            ],
            "properties": {
              "job": {
                "$ref": "#/components/schemas/Job"
              },
              "plan": {
                "$ref": "#/components/schemas/JobExecutionPlan"
              }
            }
          }
        }
      },
      "AgentConfig": {
        "type": "object",
        "properties": {
          "topics": {
            "type": "array",
            "items": {
              "type": "string"
            },
            "description": "The event topics the agent listens to (cron topics included)."
          },
          "compiler": {
            "type": "string",
            "enum": [
              "js"
            ]
          },
          "source": {
            "type": "string"
          },
          "sourceMap": {
            "type": "string"
          },
          "slug": {
            "type": "string",
            "minLength": 1
          },
          "options": {
            "type": "object",
            "additionalProperties": true,
            "description": "Deprecated."
          },
          "template": {
            "type": "string",
            "enum": [
              "constraints",
              "autobuild",
              "autocast",
              "webhook-egress",
              "action-listener",
              "automap"
            ]
          },
          "isSystem": {
            "type": "boolean"
          },
          "namespace": {
            "type": "string"
          }
        },
        "additionalProperties": false
      },
      "Agent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/AgentConfig"
          },
          {
            "type": "object",
            "required": [
              "id",
              "accountId",
              "environmentId",
              "createdAt",
              "updatedAt"
            ],
            "properties": {
              "id": {
                "type": "string"
              },
              "accountId": {
                "type": "string"
              },
              "environmentId": {
                "type": "string"
              },
              "version": {
                "type": "integer",
                "description": "The version number the agent runs."
              },
              "createdAt": {
                "type": "string",
                "format": "date-time"
              },
              "updatedAt": {
                "type": "string",
                "format": "date-time"
              }
            }
          }
        ]
      },
      "AgentResponse": {
        "type": "object",
        "required": [
          "data"
        ],
        "properties": {
          "data": {
            "$ref": "#/components/schemas/Agent"
          }
        }
      },
      "AgentsResponse": {
        "type": "object",
        "required": [
          "data",
          "pagination"
        ],
        "properties": {
          "data": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Agent"
            }
          },
          "pagination": {
            "$ref": "#/components/schemas/Pagination"
          }
        }
      },
      "AgentVersion": {
        "allOf": [
          {
            "$ref": "#/components/schemas/AgentConfig"
          },
          {
            "type": "object",
            "required": [
              "id",
              "agent_id",
              "version",
              "origin",
              "createdAt",
              "updatedAt"
            ],
            "properties": {
              "id": {
                "type": "string"
              },
              "agent_id": {
                "type": "string",
                "description": "The agent's id (snake_case on the wire, as the hosted API has it)."
              },
              "version": {
                "type": "integer"
              },
              "origin": {
                "type": "integer",
                "description": "The version this one was made from: itself for a deploy, the reverted-to version for a revert."
              },
              "createdAt": {
                "type": "string",
                "format": "date-time"
              },
              "updatedAt": {
                "type": "string",
                "format": "date-time"
              }
            }
          }
        ]
      },
      "AgentVersionResponse": {
        "type": "object",
        "required": [
          "data"
        ],
        "properties": {
          "data": {
            "$ref": "#/components/schemas/AgentVersion"
          }
        }
      },
      "AgentVersionsResponse": {
        "type": "object",
        "required": [
          "data"
        ],
        "properties": {
          "data": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/AgentVersion"
            }
          }
        }
      },
      "AppType": {
        "type": "string",
        "enum": [
          "PORTAL",
          "PROJECTS",
          "MAPPING",
          "WORKBOOKS",
          "CUSTOM"
        ]
      },
      "AppCreate": {
        "type": "object",
        "required": [
          "name",
          "namespace",
          "type"
        ],
        "properties": {
          "name": {
            "type": "string",
            "minLength": 1
          },
          "namespace": {
            "type": "string",
            "minLength": 1
          },
          "type": {
            "$ref": "#/components/schemas/AppType"
          },
          "entity": {
            "type": "string"
          },
          "entityPlural": {
            "type": "string"
          },
          "icon": {
            "type": "string"
          },
          "metadata": {},
          "environmentFilters": {},
          "blueprint": {}
        },
        "additionalProperties": false
      },
      "AppPatch": {
        "type": "object",
        "properties": {
          "name": {
            "type": "string",
            "minLength": 1
          },
          "namespace": {
            "type": "string",
            "minLength": 1,
            "description": "Editable through the API after creation."
          },
          "entity": {
            "type": "string"
          },
          "entityPlural": {
            "type": "string"
          },
          "icon": {
            "type": "string"
          },
          "metadata": {},
          "environmentFilters": {},
          "blueprint": {},
          "activatedAt": {
            "type": "string",
            "format": "date-time"
          }
        },
        "additionalProperties": false
      },
      "App": {
        "type": "object",
        "required": [
          "id",
          "name",
          "namespace",
          "type",
          "entity",
          "entityPlural",
          "createdAt",
          "updatedAt"
        ],
        "properties": {
          "id": {
            "type": "string"
          },
          "name": {
            "type": "string"
          },
          "namespace": {
            "type": "string"
          },
          "type": {
            "$ref": "#/components/schemas/AppType"
          },
          "entity": {
            "type": "string"
          },
          "entityPlural": {
            "type": "string"
          },
          "icon": {
            "type": "string"
          },
          "metadata": {},
          "environmentFilters": {},
          "blueprint": {},
          "activatedAt": {
            "type": "string",
            "format": "date-time"
          },
          "createdAt": {
            "type": "string",
            "format": "date-time"
          },
          "updatedAt": {
            "type": "string",
            "format": "date-time"
          }
        }
      },
      "AppResponse": {
        "type": "object",
        "required": [
          "data"
        ],
        "properties": {
          "data": {
            "$ref": "#/components/schemas/App"
          }
        }
      },
      "AppsResponse": {
        "type": "object",
        "required": [
          "data"
        ],
        "properties": {
          "data": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/App"
            }
          }
        }
      },
      "ConstraintCreate": {
        "type": "object",
        "properties": {
          "description": {
            "type": "string"
          },
          "function": {
            "type": "string"
          },
          "options": {},
          "label": {
            "type": "string"
          },
          "validator": {
            "type": "string",
            "minLength": 1,
            "description": "The name a field's `{ type: stored, validator }` constraint refers to; unique within the app. Defaults to the id."
          },
          "appId": {
            "type": "string"
          }
        },
        "additionalProperties": false
      },
      "ConstraintUpdate": {
        "type": "object",
        "properties": {
          "description": {
            "type": "string"
          },
          "function": {
            "type": "string"
          },
          "options": {},
          "label": {
            "type": "string"
          }
        },
        "additionalProperties": false
      },
      "ConstraintResource": {
        "type": "object",
        "required": [
          "id",
          "appId",
          "validator",
          "createdAt",
          "updatedAt"
        ],
        "properties": {
          "id": {
            "type": "string"
          },
          "appId": {
            "type": "string"
          },
          "validator": {
            "type": "string"
          },
          "description": {
            "type": "string"
          },
          "function": {
            "type": "string"
          },
          "options": {},
          "label": {
            "type": "string"
          },
          "version": {
            "type": "integer",
            "description": "The current version."
          },
          "createdAt": {
            "type": "string",
            "format": "date-time"
          },
          "updatedAt": {
            "type": "string",
            "format": "date-time"
          }
        }
      },
      "ConstraintVersionResource": {
        "allOf": [
          {
            "$ref": "#/components/schemas/ConstraintResource"
          },
          {
            "type": "object",
            "required": [
              "version"
            ],
            "properties": {
              "version": {
                "type": "integer"
              },
              "prompt": {
                "type": "string"
              }
            }
          }
        ]
      },
      "ConstraintResponse": {
        "type": "object",
        "required": [
          "data"
        ],
        "properties": {
          "data": {
            "$ref": "#/components/schemas/ConstraintResource"
          }
        }
      },
      "ConstraintsResponse": {
        "type": "object",
        "required": [
          "data"
        ],
        "properties": {
          "data": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/ConstraintResource"
            }
          }
        }
      },
      "ConstraintVersionResponse": {
        "type": "object",
        "required": [
          "data"
        ],
        "properties": {
          "data": {
            "$ref": "#/components/schemas/ConstraintVersionResource"
          }
        }
      },
      "ConstraintVersionsResponse": {
        "type": "object",
        "required": [
          "data"
        ],
        "properties": {
          "data": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/ConstraintVersionResource"
            }
          }
        }
      },
      "UserInvite": {
        "type": "object",
        "required": [
          "email",
          "name"
        ],
        "properties": {
          "email": {
            "type": "string",
            "format": "email"
          },
          "name": {
            "type": "string",
            "minLength": 1
          },
          "actorRoles": {
            "type": "array",
            "items": {
              "type": "object",
              "required": [
                "roleId",
                "resourceId"
              ],
              "properties": {
                "roleId": {
                  "type": "string"
                },
                "resourceId": {
                  "type": "string"
                }
              }
            }
          }
        },
        "additionalProperties": false
      },
      "User": {
        "type": "object",
        "required": [
          "id",
          "email",
          "name",
          "accountId",
          "idp",
          "metadata",
          "createdAt",
          "updatedAt"
        ],
        "properties": {
          "id": {
            "type": "string"
          },
          "email": {
            "type": "string"
          },
          "name": {
            "type": "string"
          },
          "accountId": {
            "type": "string"
          },
          "idp": {
            "type": "string"
          },
          "metadata": {
            "type": "object",
            "additionalProperties": true
          },
          "invitationAcceptedAt": {
            "type": "string",
            "format": "date-time",
            "description": "Absent while the invitation is pending."
          },
          "lastSeenAt": {
            "type": "string",
            "format": "date-time"
          },
          "createdAt": {
            "type": "string",
            "format": "date-time"
          },
          "updatedAt": {
            "type": "string",
            "format": "date-time"
          }
        }
      },
      "UserResponse": {
        "type": "object",
        "required": [
          "data"
        ],
        "properties": {
          "data": {
            "$ref": "#/components/schemas/User"
          }
        }
      },
      "UsersResponse": {
        "type": "object",
        "required": [
          "data",
          "pagination"
        ],
        "properties": {
          "data": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/User"
            }
          },
          "pagination": {
            "$ref": "#/components/schemas/Pagination"
          }
        }
      },
      "GuestSpace": {
        "type": "object",
        "required": [
          "id"
        ],
        "properties": {
          "id": {
            "type": "string"
          },
          "workbooks": {
            "type": "array",
            "items": {
              "type": "object",
              "required": [
                "id"
              ],
              "properties": {
                "id": {
                  "type": "string"
                }
              }
            }
          },
          "sheets": {
            "type": "array",
            "items": {
              "type": "object",
              "required": [
                "id"
              ],
              "properties": {
                "id": {
                  "type": "string"
                }
              }
            }
          },
          "lastAccessed": {
            "type": "string",
            "format": "date-time"
          }
        }
      },
      "GuestConfig": {
        "type": "object",
        "required": [
          "environmentId",
          "email",
          "name",
          "spaces"
        ],
        "properties": {
          "environmentId": {
            "type": "string"
          },
          "email": {
            "type": "string",
            "format": "email"
          },
          "name": {
            "type": "string",
            "minLength": 1
          },
          "spaces": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/GuestSpace"
            }
          }
        },
        "additionalProperties": false
      },
      "GuestConfigUpdate": {
        "type": "object",
        "properties": {
          "environmentId": {
            "type": "string"
          },
          "email": {
            "type": "string",
            "format": "email"
          },
          "name": {
            "type": "string",
            "minLength": 1
          },
          "spaces": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/GuestSpace"
            }
          }
        },
        "additionalProperties": false
      },
      "Guest": {
        "type": "object",
        "required": [
          "id",
          "environmentId",
          "email",
          "name",
          "spaces",
          "createdAt",
          "updatedAt"
        ],
        "properties": {
          "id": {
            "type": "string"
          },
          "environmentId": {
            "type": "string"
          },
          "email": {
            "type": "string"
          },
          "name": {
            "type": "string"
          },
          "spaces": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/GuestSpace"
            }
          },
          "createdAt": {
            "type": "string",
            "format": "date-time"
          },
          "updatedAt": {
            "type": "string",
            "format": "date-time"
          }
        }
      },
      "GuestResponse": {
        "type": "object",
        "required": [
          "data"
        ],
        "properties": {
          "data": {
            "$ref": "#/components/schemas/Guest"
          }
        }
      },
      "GuestsResponse": {
        "type": "object",
        "required": [
          "data"
        ],
        "properties": {
          "data": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Guest"
            }
          }
        }
      },
      "GuestTokenResponse": {
        "type": "object",
        "required": [
          "data"
        ],
        "properties": {
          "data": {
            "type": "object",
            "required": [
              "token",
              "valid"
            ],
            "properties": {
              "token": {
                "type": "string"
              },
              "valid": {
                "type": "boolean"
              },
              "expiresAt": {
                "type": "string",
                "format": "date-time"
              }
            }
          }
        }
      },
      "CanvasConfig": {
        "type": "object",
        "required": [
          "spaceId",
          "name"
        ],
        "properties": {
          "spaceId": {
            "type": "string"
          },
          "name": {
            "type": "string",
            "minLength": 1
          },
          "description": {
            "type": "string"
          },
          "settings": {
            "type": "object",
            "additionalProperties": true
          },
          "metadata": {
            "$ref": "#/components/schemas/Metadata"
          }
        },
        "additionalProperties": false
      },
      "CanvasUpdate": {
        "type": "object",
        "properties": {
          "name": {
            "type": "string",
            "minLength": 1
          },
          "description": {
            "type": "string"
          },
          "settings": {
            "type": "object",
            "additionalProperties": true
          },
          "metadata": {
            "$ref": "#/components/schemas/Metadata"
          }
        },
        "additionalProperties": false
      },
      "Canvas": {
        "type": "object",
        "required": [
          "id",
          "spaceId",
          "environmentId",
          "name",
          "createdAt",
          "updatedAt"
        ],
        "properties": {
          "id": {
            "type": "string"
          },
          "spaceId": {
            "type": "string"
          },
          "environmentId": {
            "type": "string"
          },
          "name": {
            "type": "string"
          },
          "description": {
            "type": "string"
          },
          "settings": {
            "type": "object",
            "additionalProperties": true
          },
          "metadata": {
            "$ref": "#/components/schemas/Metadata"
          },
          "createdAt": {
            "type": "string",
            "format": "date-time"
          },
          "updatedAt": {
            "type": "string",
            "format": "date-time"
          }
        }
      },
      "CanvasResponse": {
        "type": "object",
        "required": [
          "data"
        ],
        "properties": {
          "data": {
            "$ref": "#/components/schemas/Canvas"
          }
        }
      },
      "CanvasesResponse": {
        "type": "object",
        "required": [
          "data"
        ],
        "properties": {
          "data": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Canvas"
            }
          }
        }
      },
      "CanvasAreaConfig": {
        "type": "object",
        "required": [
          "canvasId"
        ],
        "properties": {
          "canvasId": {
            "type": "string"
          },
          "parentId": {
            "type": "string",
            "description": "An enclosing area of the same canvas."
          },
          "type": {
            "type": "string"
          },
          "layout": {
            "type": "string"
          },
          "position": {
            "type": "string"
          },
          "visibility": {
            "type": "string"
          },
          "config": {
            "type": "object",
            "additionalProperties": true
          },
          "metadata": {
            "$ref": "#/components/schemas/Metadata"
          }
        },
        "additionalProperties": false
      },
      "CanvasAreaUpdate": {
        "type": "object",
        "properties": {
          "type": {
            "type": "string"
          },
          "layout": {
            "type": "string"
          },
          "position": {
            "type": "string"
          },
          "visibility": {
            "type": "string"
          },
          "config": {
            "type": "object",
            "additionalProperties": true
          },
          "metadata": {
            "$ref": "#/components/schemas/Metadata"
          }
        },
        "additionalProperties": false
      },
      "CanvasArea": {
        "type": "object",
        "required": [
          "id",
          "canvasId",
          "spaceId",
          "environmentId",
          "createdAt",
          "updatedAt"
        ],
        "properties": {
          "id": {
            "type": "string"
          },
          "canvasId": {
            "type": "string"
          },
          "spaceId": {
            "type": "string"
          },
          "environmentId": {
            "type": "string"
          },
          "parentId": {
            "type": "string"
          },
          "type": {
            "type": "string"
          },
          "layout": {
            "type": "string"
          },
          "position": {
            "type": "string"
          },
          "visibility": {
            "type": "string"
          },
          "config": {
            "type": "object",
            "additionalProperties": true
          },
          "metadata": {
            "$ref": "#/components/schemas/Metadata"
          },
          "createdAt": {
            "type": "string",
            "format": "date-time"
          },
          "updatedAt": {
            "type": "string",
            "format": "date-time"
          }
        }
      },
      "CanvasAreaResponse": {
        "type": "object",
        "required": [
          "data"
        ],
        "properties": {
          "data": {
            "$ref": "#/components/schemas/CanvasArea"
          }
        }
      },
      "CanvasAreasResponse": {
        "type": "object",
        "required": [
          "data"
        ],
        "properties": {
          "data": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/CanvasArea"
            }
          }
        }
      },
      "ThreadConfig": {
        "type": "object",
        "required": [
          "spaceId"
        ],
        "properties": {
          "spaceId": {
            "type": "string"
          },
          "title": {
            "type": "string"
          },
          "status": {
            "type": "string",
            "description": "Defaults to `open`."
          },
          "metadata": {
            "$ref": "#/components/schemas/Metadata"
          }
        },
        "additionalProperties": false
      },
      "ThreadUpdate": {
        "type": "object",
        "properties": {
          "title": {
            "type": "string"
          },
          "status": {
            "type": "string"
          },
          "metadata": {
            "$ref": "#/components/schemas/Metadata"
          }
        },
        "additionalProperties": false
      },
      "Thread": {
        "type": "object",
        "required": [
          "id",
          "spaceId",
          "environmentId",
          "status",
          "createdAt",
          "updatedAt"
        ],
        "properties": {
          "id": {
            "type": "string"
          },
          "spaceId": {
            "type": "string"
          },
          "environmentId": {
            "type": "string"
          },
          "title": {
            "type": "string"
          },
          "status": {
            "type": "string"
          },
          "metadata": {
            "$ref": "#/components/schemas/Metadata"
          },
          "createdAt": {
            "type": "string",
            "format": "date-time"
          },
          "updatedAt": {
            "type": "string",
            "format": "date-time"
          }
        }
      },
      "ThreadResponse": {
        "type": "object",
        "required": [
          "data"
        ],
        "properties": {
          "data": {
            "$ref": "#/components/schemas/Thread"
          }
        }
      },
      "ThreadsResponse": {
        "type": "object",
        "required": [
          "data"
        ],
        "properties": {
          "data": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Thread"
            }
          }
        }
      },
      "DataClipSharedLink": {
        "type": "string",
        "enum": [
          "restricted",
          "unrestricted"
        ],
        "description": "`unrestricted`: a guest link with a permanent access token, in `guestLinkUrl`; `restricted`: a direct sheet URL without a token. An existing link is never regenerated."
      },
      "CreateDataClip": {
        "type": "object",
        "required": [
          "name",
          "sourceSheetId"
        ],
        "properties": {
          "name": {
            "type": "string",
            "minLength": 1
          },
          "description": {
            "type": "string"
          },
          "sourceSheetId": {
            "type": "string"
          },
          "collaborators": {
            "type": "array",
            "items": {
              "type": "string"
            }
          },
          "sharedLink": {
            "$ref": "#/components/schemas/DataClipSharedLink"
          }
        },
        "additionalProperties": false
      },
      "UpdateDataClip": {
        "type": "object",
        "properties": {
          "name": {
            "type": "string",
            "minLength": 1
          },
          "description": {
            "type": "string"
          },
          "status": {
            "type": "string"
          },
          "collaborators": {
            "type": "array",
            "items": {
              "type": "string"
            }
          },
          "sharedLink": {
            "$ref": "#/components/schemas/DataClipSharedLink"
          }
        },
        "additionalProperties": false
      },
      "DataClip": {
        "type": "object",
        "description": "`guestAuthentication` is gone: use `guestLinkUrl`.",
        "required": [
          "id",
          "name",
          "sourceSheetId",
          "workbookId",
          "spaceId",
          "environmentId",
          "status",
          "createdBy",
          "collaborators",
          "createdAt",
          "updatedAt"
        ],
        "properties": {
          "id": {
            "type": "string"
          },
          "name": {
            "type": "string"
          },
          "description": {
            "type": "string"
          },
          "sourceSheetId": {
            "type": "string"
          },
          "workbookId": {
            "type": "string"
          },
          "spaceId": {
            "type": "string"
          },
          "environmentId": {
            "type": "string"
          },
          "status": {
            "type": "string",
            "description": "`open` when created."
          },
          "createdBy": {
            "type": "string"
          },
          "collaborators": {
            "type": "array",
            "items": {
              "type": "string"
            }
          },
          "sharedLink": {
            "$ref": "#/components/schemas/DataClipSharedLink"
          },
          "guestLinkUrl": {
            "type": "string"
          },
          "createdAt": {
            "type": "string",
            "format": "date-time"
          },
          "updatedAt": {
            "type": "string",
            "format": "date-time"
          }
        }
      },
      "DataClipResponse": {
        "type": "object",
        "required": [
          "data"
        ],
        "properties": {
          "data": {
            "$ref": "#/components/schemas/DataClip"
          }
        }
      },
      "DataClipsResponse": {
        "type": "object",
        "required": [
          "data"
        ],
        "properties": {
          "data": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/DataClip"
            }
          }
        }
      },
      "DataClipResolution": {
        "type": "object",
        "required": [
          "conflictId",
          "resolution",
          "resolvedBy",
          "createdAt",
          "updatedAt"
        ],
        "properties": {
          "conflictId": {
            "type": "string"
          },
          "resolution": {},
          "resolvedBy": {
            "type": "string"
          },
          "createdAt": {
            "type": "string",
            "format": "date-time"
          },
          "updatedAt": {
            "type": "string",
            "format": "date-time"
          }
        }
      },
      "DataClipResolutionsUpdate": {
        "type": "object",
        "required": [
          "resolutions"
        ],
        "properties": {
          "resolutions": {
            "type": "array",
            "minItems": 1,
            "items": {
              "type": "object",
              "required": [
                "conflictId",
                "resolution"
              ],
              "properties": {
                "conflictId": {
                  "type": "string",
                  "minLength": 1
                },
                "resolution": {}
              },
              "additionalProperties": false
            }
          }
        },
        "additionalProperties": false
      },
      "DataClipResolutionsResponse": {
        "type": "object",
        "required": [
          "data"
        ],
        "properties": {
          "data": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/DataClipResolution"
            }
          }
        }
      }
    }
  }
};
