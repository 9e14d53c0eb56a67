// Generated from openapi/openapi.yaml by `npm run generate`. Do not edit by hand.
/** The OpenAPI document, as parsed from openapi/openapi.yaml. */
export const openapiDocument: Record<string, unknown> = {
  "openapi": "3.1.0",
  "info": {
    "title": "importkit data-import service",
    "version": "1.0.0",
    "description": "The one contract of importkit: the client (@importkit/api) is generated from it and the dev server (@importkit/dev-server) validates every request against it. It is the hosted service's public v1 REST API, operation for operation, as its published client (`@flatfile/api` 1.23.1) sends and reads it, plus what importkit adds. Every operation names the client method it matches in `x-hosted-client` (`resource.method`; a list where two client methods call the same operation); operations the hosted API lacks carry `x-importkit: true`, and so do query parameters we add. Properties we add to a hosted shape carry `$comment: x-importkit` (the request validator compiles schemas strictly, so the marker inside a schema is a JSON Schema comment). Behaviour follows the service description; where it and the hosted client name one thing differently, the wire follows the hosted client and requests also accept the description's name: job status `complete` (requests accept `completed`; the topic stays `job:completed`), data clip `sharedLinkAccess` (requests accept `sharedLink`, and `unrestricted` for `public`), thread statuses `ready`/`active`/`error` (requests accept `open` for `ready`), `PUT /v1/threads/{threadId}` (`PATCH` is kept), conflict resolutions of a data clip (`resolvedRecords`, requests accept `resolutions`), retention policies `sinceCreated`/`lastActivity` (requests accept `since_created`/`last_activity`). Success bodies are `{ \"data\": … }` unless an operation says otherwise (the hosted client reads a few bare); errors are `{ \"errors\": [ { \"key\"?, \"message\" } ] }`."
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
    },
    {
      "name": "accounts"
    },
    {
      "name": "agents"
    },
    {
      "name": "analysis"
    },
    {
      "name": "assistant"
    },
    {
      "name": "auth"
    },
    {
      "name": "commits"
    },
    {
      "name": "data-clips"
    },
    {
      "name": "foreign-db"
    },
    {
      "name": "guests"
    },
    {
      "name": "threads"
    },
    {
      "name": "onboardings"
    },
    {
      "name": "roles"
    },
    {
      "name": "runbooks"
    },
    {
      "name": "users"
    }
  ],
  "paths": {
    "/v1/environments": {
      "get": {
        "operationId": "listEnvironments",
        "tags": [
          "environments"
        ],
        "x-hosted-client": "environments.list",
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
                    },
                    "pagination": {
                      "$ref": "#/components/schemas/Pagination"
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
        "x-hosted-client": "environments.create",
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
        "x-hosted-client": "environments.get",
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
        "x-hosted-client": "environments.update",
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
            "description": "The updated environment, without a `data` wrapper (as the hosted client reads it); `environment:updated` lists the changes.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Environment"
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
        "x-hosted-client": "environments.delete",
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
    "/v1/environments/subscription-token": {
      "get": {
        "operationId": "getEnvironmentEventToken",
        "tags": [
          "environments"
        ],
        "summary": "Get a token for the event stream of an environment",
        "x-hosted-client": "environments.getEnvironmentEventToken",
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
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/EventTokenResponse"
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
    "/v1/environments/{environmentId}/guides": {
      "parameters": [
        {
          "$ref": "#/components/parameters/EnvironmentIdPath"
        }
      ],
      "get": {
        "operationId": "listGuides",
        "tags": [
          "environments"
        ],
        "summary": "List the guides of an environment",
        "x-hosted-client": "environments.listGuides",
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/GuideListResponse"
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
        "operationId": "createGuide",
        "tags": [
          "environments"
        ],
        "summary": "Create a guide",
        "x-hosted-client": "environments.createGuide",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/GuideCreateRequest"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/GuideDetailResponse"
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
    "/v1/environments/{environmentId}/guides/{guideId}": {
      "parameters": [
        {
          "$ref": "#/components/parameters/EnvironmentIdPath"
        },
        {
          "name": "guideId",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string"
          }
        }
      ],
      "get": {
        "operationId": "getGuide",
        "tags": [
          "environments"
        ],
        "summary": "Get one guide",
        "x-hosted-client": "environments.getGuide",
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/GuideDetailResponse"
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
        "operationId": "updateGuide",
        "tags": [
          "environments"
        ],
        "summary": "Update a guide",
        "x-hosted-client": "environments.updateGuide",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/GuideUpdateRequest"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/GuideDetailResponse"
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
        "operationId": "deleteGuide",
        "tags": [
          "environments"
        ],
        "summary": "Delete a guide",
        "x-hosted-client": "environments.deleteGuide",
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/GuideDeleteResponse"
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
    "/v1/environments/{environmentId}/guides/{guideId}/versions/{version}": {
      "parameters": [
        {
          "$ref": "#/components/parameters/EnvironmentIdPath"
        },
        {
          "name": "guideId",
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
            "type": "string"
          }
        }
      ],
      "get": {
        "operationId": "getGuideVersion",
        "tags": [
          "environments"
        ],
        "summary": "Get one version of a guide",
        "x-hosted-client": "environments.getGuideVersion",
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/GuideVersionResponse"
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
        "x-hosted-client": "spaces.list",
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
          },
          {
            "name": "app",
            "in": "query",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "search",
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
            "name": "sortField",
            "in": "query",
            "schema": {
              "$ref": "#/components/schemas/GetSpacesSortField"
            }
          },
          {
            "name": "sortDirection",
            "in": "query",
            "schema": {
              "$ref": "#/components/schemas/SortDirection"
            }
          },
          {
            "name": "isCollaborative",
            "in": "query",
            "schema": {
              "type": "boolean"
            }
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
                    },
                    "pagination": {
                      "$ref": "#/components/schemas/Pagination"
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
        "x-hosted-client": "spaces.create",
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
      },
      "delete": {
        "operationId": "deleteSpaces",
        "tags": [
          "spaces"
        ],
        "summary": "Delete several spaces",
        "x-hosted-client": "spaces.bulkDelete",
        "parameters": [
          {
            "name": "spaceIds",
            "in": "query",
            "required": true,
            "schema": {
              "type": "array",
              "items": {
                "type": "string"
              }
            }
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
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
        "x-hosted-client": "spaces.get",
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
        "x-hosted-client": "spaces.update",
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
        "x-hosted-client": "spaces.delete",
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
        "x-hosted-client": "spaces.archiveSpace",
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
        "x-hosted-client": "spaces.unarchiveSpace",
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
        "x-hosted-client": "workbooks.list",
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
            },
            "x-importkit": true
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
          },
          {
            "name": "includeCounts",
            "in": "query",
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
        "x-hosted-client": "workbooks.create",
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
        "x-hosted-client": "workbooks.get",
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
        "x-hosted-client": "workbooks.update",
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
        "x-hosted-client": "workbooks.delete",
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
        "x-hosted-client": "workbooks.rebuildWorkbook",
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
    "/v1/workbooks/{workbookId}/commits": {
      "parameters": [
        {
          "$ref": "#/components/parameters/WorkbookIdPath"
        }
      ],
      "get": {
        "operationId": "getWorkbookCommits",
        "tags": [
          "workbooks"
        ],
        "summary": "List the commits of a workbook",
        "x-hosted-client": "workbooks.getWorkbookCommits",
        "parameters": [
          {
            "name": "completed",
            "in": "query",
            "schema": {
              "type": "boolean"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ListCommitsResponse"
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
        "x-hosted-client": "sheets.list",
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
        "x-hosted-client": "sheets.get",
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
        "x-hosted-client": "sheets.updateSheet",
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
        "x-hosted-client": "sheets.delete",
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
        "x-hosted-client": "sheets.getRecordCounts",
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
        },
        "parameters": [
          {
            "name": "versionId",
            "in": "query",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "sinceVersionId",
            "in": "query",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "commitId",
            "in": "query",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "sinceCommitId",
            "in": "query",
            "schema": {
              "type": "string"
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
            "name": "byField",
            "in": "query",
            "schema": {
              "type": "boolean"
            }
          },
          {
            "name": "q",
            "in": "query",
            "schema": {
              "type": "string"
            }
          }
        ]
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
        "x-hosted-client": "sheets.addField",
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
        "x-importkit": true,
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
        "x-hosted-client": "sheets.removeField",
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
        "x-hosted-client": "sheets.getCalculations",
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
        },
        "parameters": [
          {
            "name": "versionId",
            "in": "query",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "sinceVersionId",
            "in": "query",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "commitId",
            "in": "query",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "sinceCommitId",
            "in": "query",
            "schema": {
              "type": "string"
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
            "name": "byField",
            "in": "query",
            "schema": {
              "type": "boolean"
            }
          },
          {
            "name": "q",
            "in": "query",
            "schema": {
              "type": "string"
            }
          }
        ]
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
        "x-importkit": true,
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
        "x-hosted-client": [
          "cells.getValues",
          "sheets.getCellValues"
        ],
        "summary": "The values of one field or every field, distinct with counts or cell by cell",
        "description": "`data` maps `fieldKey` (without it, every field of the sheet, in field order) to its distinct values (an empty cell counts as `null`) with how many records hold each (`count`, ours), most frequent first, then by value text; `distinct=false` lists every cell instead (`value`, `valid`, `messages`). `includeCounts` gives each entry `counts`: the records holding its value, by validity. With `sortField` / `sortDirection` the records are read in that order and values come in the order they first appear. The records are selected by the query as `getRecords` selects them; paging applies to each field's list. With `excludeReadOnly` readonly records and cells are not counted, and a readonly field (or any field of a readonly sheet) has no values.",
        "parameters": [
          {
            "name": "fieldKey",
            "in": "query",
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
            },
            "x-importkit": true
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
            "description": "Entries per field per page. Defaults to 1,000; at most 50,000.",
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
          },
          {
            "name": "sortField",
            "in": "query",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "sortDirection",
            "in": "query",
            "schema": {
              "$ref": "#/components/schemas/SortDirection"
            }
          },
          {
            "name": "distinct",
            "in": "query",
            "schema": {
              "type": "boolean"
            }
          },
          {
            "name": "includeCounts",
            "in": "query",
            "schema": {
              "type": "boolean"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The fields' values",
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
        "x-hosted-client": "records.findAndReplace",
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
        "x-hosted-client": "records.bulkUpdate",
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
        "x-hosted-client": "records.get",
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
            },
            "x-importkit": true
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
        "x-hosted-client": "records.insert",
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
        "x-hosted-client": "records.update",
        "description": "Merges the given cells (value, messages, valid) and record metadata into the stored records (`records:updated`). A cell given with `messages` replaces that cell's messages. Unknown record ids are a 404 and nothing is written. Answers the `versionId` and `commitId` of the write's commit (see `VersionId`).",
        "parameters": [
          {
            "name": "for",
            "in": "query",
            "x-importkit": true,
            "description": "An event id, as the event's `dataUrl` names it: the hosted write-back of a listener that read the event's records there (`PUT` to the `dataUrl`). Every record written must be one the event names (as in the read), else a 400 naming it and nothing is written; an event no longer in the log is a 404 naming `query.for`.",
            "schema": {
              "type": "string",
              "minLength": 1
            }
          }
        ],
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
        "x-hosted-client": "records.delete",
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
    "/v1/sheets/{sheetId}/records/indices": {
      "parameters": [
        {
          "$ref": "#/components/parameters/SheetIdPath"
        }
      ],
      "get": {
        "operationId": "getRecordIndices",
        "tags": [
          "records"
        ],
        "summary": "Find the positions of records in a sorted, filtered view",
        "x-hosted-client": "records.indices",
        "parameters": [
          {
            "name": "commitId",
            "in": "query",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "sinceCommitId",
            "in": "query",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "sortField",
            "in": "query",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "sortDirection",
            "in": "query",
            "schema": {
              "$ref": "#/components/schemas/SortDirection"
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
            "required": true,
            "schema": {
              "type": "array",
              "items": {
                "type": "string"
              }
            }
          },
          {
            "name": "q",
            "in": "query",
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/GetRecordIndicesResponse"
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
    "/v1/sheets/{sheetId}/duplicate": {
      "parameters": [
        {
          "$ref": "#/components/parameters/SheetIdPath"
        }
      ],
      "post": {
        "operationId": "duplicateSheet",
        "tags": [
          "sheets"
        ],
        "summary": "Copy a sheet, with or without its records",
        "x-hosted-client": "sheets.duplicateSheet",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/DuplicateSheetRequest"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
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
      }
    },
    "/v1/sheets/{sheetId}/validate": {
      "parameters": [
        {
          "$ref": "#/components/parameters/SheetIdPath"
        }
      ],
      "post": {
        "operationId": "validateSheet",
        "tags": [
          "sheets"
        ],
        "summary": "Run the sheet's validation again",
        "x-hosted-client": "sheets.validate",
        "responses": {
          "200": {
            "description": "OK",
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
    "/v1/sheets/{sheetId}/download": {
      "parameters": [
        {
          "$ref": "#/components/parameters/SheetIdPath"
        }
      ],
      "get": {
        "operationId": "getRecordsAsCsv",
        "tags": [
          "sheets"
        ],
        "summary": "Download the sheet's records as CSV",
        "x-hosted-client": "sheets.getRecordsAsCsv",
        "parameters": [
          {
            "name": "versionId",
            "in": "query",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "commitId",
            "in": "query",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "sinceVersionId",
            "in": "query",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "sinceCommitId",
            "in": "query",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "sortField",
            "in": "query",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "sortDirection",
            "in": "query",
            "schema": {
              "$ref": "#/components/schemas/SortDirection"
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
            "schema": {
              "type": "array",
              "items": {
                "type": "string"
              }
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The records as CSV (a header row of field keys, one row per record)",
            "content": {
              "text/csv": {
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
    "/v1/sheets/{sheetId}/commits": {
      "parameters": [
        {
          "$ref": "#/components/parameters/SheetIdPath"
        }
      ],
      "get": {
        "operationId": "getSheetCommits",
        "tags": [
          "sheets"
        ],
        "summary": "List the commits of a sheet",
        "x-hosted-client": "sheets.getSheetCommits",
        "parameters": [
          {
            "name": "completed",
            "in": "query",
            "schema": {
              "type": "boolean"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ListCommitsResponse"
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
    "/v1/sheets/{sheetId}/lock": {
      "parameters": [
        {
          "$ref": "#/components/parameters/SheetIdPath"
        }
      ],
      "post": {
        "operationId": "lockSheet",
        "tags": [
          "sheets"
        ],
        "summary": "Lock a sheet against edits",
        "x-hosted-client": "sheets.lockSheet",
        "responses": {
          "200": {
            "description": "OK",
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
    "/v1/sheets/{sheetId}/unlock": {
      "parameters": [
        {
          "$ref": "#/components/parameters/SheetIdPath"
        }
      ],
      "post": {
        "operationId": "unlockSheet",
        "tags": [
          "sheets"
        ],
        "summary": "Unlock a sheet",
        "x-hosted-client": "sheets.unlockSheet",
        "responses": {
          "200": {
            "description": "OK",
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
    "/v1/jobs": {
      "get": {
        "operationId": "listJobs",
        "tags": [
          "jobs"
        ],
        "x-hosted-client": "jobs.list",
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
            },
            "x-importkit": true
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
                    },
                    "pagination": {
                      "$ref": "#/components/schemas/Pagination"
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
        "x-hosted-client": "jobs.create",
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
        "x-hosted-client": "jobs.get",
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
        "x-hosted-client": "jobs.update",
        "description": "Updates a job's descriptive fields (`job:updated`); a finished job (`complete`, `failed`, `canceled`) cannot be updated: 409 naming its status. A `status` is a move, made as its own operation makes it (same rules, same events): `executing` as ack, `complete` (or `completed`) as complete, `failed` as fail, `canceled` as cancel. `outcomeAcknowledgedAt` acknowledges the outcome at that time, as `POST /v1/jobs/{jobId}/outcome/ack` does.",
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
        "x-hosted-client": "jobs.delete",
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
        "x-hosted-client": "jobs.execute",
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
        "x-hosted-client": "jobs.ack",
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
        "x-hosted-client": "jobs.complete",
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
        "x-hosted-client": "jobs.fail",
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
        "x-hosted-client": "jobs.ackOutcome",
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
        "x-hosted-client": "jobs.cancel",
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
        "x-hosted-client": "jobs.retry",
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
        "x-hosted-client": "jobs.split",
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
        "x-hosted-client": "jobs.getExecutionPlan",
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
        "x-hosted-client": "jobs.updateExecutionPlan",
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
        "x-hosted-client": "jobs.updateExecutionPlanFields",
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
    "/v1/jobs/preview-mutation": {
      "post": {
        "operationId": "previewMutation",
        "tags": [
          "jobs"
        ],
        "summary": "Show what a mutation would do to records, without writing",
        "x-hosted-client": "jobs.previewMutation",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/MutateJobConfig"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
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
    },
    "/v1/actions": {
      "get": {
        "operationId": "listActions",
        "tags": [
          "actions"
        ],
        "x-hosted-client": "actions.getAll",
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
            "description": "The actions of the space, as a bare array (the hosted client reads no `data` wrapper here).",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ApiActionsResponse"
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
        "x-hosted-client": "actions.create",
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
        "x-hosted-client": "actions.get",
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
        "x-hosted-client": "actions.update",
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
        "x-hosted-client": "actions.delete",
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
    "/v1/actions/bulk": {
      "post": {
        "operationId": "createActions",
        "tags": [
          "actions"
        ],
        "summary": "Create several actions of a space at once",
        "x-hosted-client": "actions.bulkCreate",
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
                "$ref": "#/components/schemas/ApiActionConfigs"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ApiActionsResponse"
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
        "x-hosted-client": "events.list",
        "summary": "Events in emission order; a long poll when `wait` is given",
        "description": "Answers at once when events newer than `after` exist; otherwise, with `wait`, holds the request until one arrives or `wait` seconds pass, then answers with what it has (possibly nothing). Without `after` (or `since`), it starts at the oldest event the server still holds. Events come in the order they were emitted.",
        "parameters": [
          {
            "name": "environmentId",
            "in": "query",
            "description": "Defaults to the server's default environment.",
            "schema": {
              "type": "string"
            }
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
            },
            "x-importkit": true
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
            },
            "x-importkit": true
          },
          {
            "name": "reader",
            "in": "query",
            "description": "A token the client makes up for one subscription, so that it can keep two polls in flight. Polls with the same reader share one position in the log: each answer starts where the reader's previous answer stopped (or after `after`, if later), so two polls never bring the same events. Such answers carry `Importkit-Poll-From` and `Importkit-Poll-Through`, and each answer's from is the previous answer's through: a client that sees the chain break (an answer it lost) starts over with a new reader. Not with `pageNumber` other than 1.",
            "schema": {
              "type": "string",
              "minLength": 1,
              "maxLength": 100
            },
            "x-importkit": true
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
          },
          {
            "$ref": "#/components/parameters/PageNumber"
          },
          {
            "name": "includeAcknowledged",
            "in": "query",
            "schema": {
              "type": "boolean"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The events",
            "headers": {
              "Importkit-Poll-From": {
                "description": "With `reader`, the opaque position after which this answer starts.",
                "schema": {
                  "type": "string"
                },
                "x-importkit": true
              },
              "Importkit-Poll-Through": {
                "description": "With `reader`, the opaque position through which it read the log.",
                "schema": {
                  "type": "string"
                },
                "x-importkit": true
              }
            },
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
      },
      "post": {
        "operationId": "createEvent",
        "tags": [
          "events"
        ],
        "summary": "Publish an event",
        "x-hosted-client": "events.create",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/CreateEventConfig"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/EventResponse"
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
        "x-importkit": true,
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
        "x-hosted-client": "events.get",
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
    "/v1/events/{eventId}/ack": {
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
      "post": {
        "operationId": "ackEvent",
        "tags": [
          "events"
        ],
        "summary": "Mark an event acknowledged",
        "x-hosted-client": "events.ack",
        "responses": {
          "200": {
            "description": "OK",
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
    "/v1/secrets": {
      "get": {
        "operationId": "listSecrets",
        "tags": [
          "secrets"
        ],
        "x-hosted-client": "secrets.list",
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
        "x-hosted-client": "secrets.upsert",
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
        "x-hosted-client": "secrets.delete",
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
        "x-hosted-client": "documents.list",
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
        "x-hosted-client": "documents.create",
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
        "x-hosted-client": "documents.get",
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
        "x-hosted-client": "documents.update",
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
        "x-hosted-client": "documents.delete",
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
    "/v1/spaces/{spaceId}/upgrade": {
      "parameters": [
        {
          "$ref": "#/components/parameters/SpaceIdPath"
        }
      ],
      "post": {
        "operationId": "upgradeSpace",
        "tags": [
          "spaces"
        ],
        "summary": "Upgrade a space to a newer app configuration",
        "x-hosted-client": "spaces.upgrade",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/UpgradeSpaceConfig"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
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
    "/v1/spaces/{spaceId}/guidance": {
      "parameters": [
        {
          "$ref": "#/components/parameters/SpaceIdPath"
        }
      ],
      "post": {
        "operationId": "createGuidance",
        "tags": [
          "spaces"
        ],
        "summary": "Add guidance to a space",
        "x-hosted-client": "spaces.createGuidance",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/GuidanceApiCreateData"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/GuidanceResource"
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
        "operationId": "listGuidance",
        "tags": [
          "spaces"
        ],
        "summary": "List the guidance of a space",
        "x-hosted-client": "spaces.listGuidance",
        "parameters": [
          {
            "name": "includeGuide",
            "in": "query",
            "schema": {
              "type": "boolean"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/GuidanceListResponse"
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
    "/v1/spaces/{spaceId}/guidance/{guidanceId}": {
      "parameters": [
        {
          "$ref": "#/components/parameters/SpaceIdPath"
        },
        {
          "name": "guidanceId",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string"
          }
        }
      ],
      "get": {
        "operationId": "getGuidance",
        "tags": [
          "spaces"
        ],
        "summary": "Get one guidance of a space",
        "x-hosted-client": "spaces.getGuidance",
        "parameters": [
          {
            "name": "includeGuide",
            "in": "query",
            "schema": {
              "type": "boolean"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/GuidanceResource"
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
        "operationId": "updateGuidance",
        "tags": [
          "spaces"
        ],
        "summary": "Update guidance of a space",
        "x-hosted-client": "spaces.updateGuidance",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/GuidanceApiUpdateData"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/GuidanceResource"
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
        "operationId": "deleteGuidance",
        "tags": [
          "spaces"
        ],
        "summary": "Delete guidance of a space",
        "x-hosted-client": "spaces.deleteGuidance",
        "responses": {
          "200": {
            "description": "OK",
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
    "/v1/spaces/{spaceId}/drafts": {
      "parameters": [
        {
          "$ref": "#/components/parameters/SpaceIdPath"
        }
      ],
      "post": {
        "operationId": "createSpaceDraft",
        "tags": [
          "spaces"
        ],
        "summary": "Make a draft copy of a space",
        "x-hosted-client": "spaces.createDraft",
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/SpaceDraftResponse"
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
        "operationId": "listSpaceDrafts",
        "tags": [
          "spaces"
        ],
        "summary": "List the drafts of a space",
        "x-hosted-client": "spaces.listSpaceDrafts",
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/SpaceDraftListResponse"
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
    "/v1/spaces/{spaceId}/drafts/{draftSpaceId}/merge": {
      "parameters": [
        {
          "$ref": "#/components/parameters/SpaceIdPath"
        },
        {
          "name": "draftSpaceId",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string"
          }
        }
      ],
      "get": {
        "operationId": "getSpaceDraftMerge",
        "tags": [
          "spaces"
        ],
        "summary": "Show what merging a draft would change",
        "x-hosted-client": "spaces.getSpaceDraft",
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/SpaceDraftMergeOperationsResponse"
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
        "operationId": "mergeSpaceDraft",
        "tags": [
          "spaces"
        ],
        "summary": "Merge a draft back into its space",
        "x-hosted-client": "spaces.mergeDraft",
        "responses": {
          "200": {
            "description": "OK",
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
        "x-hosted-client": "views.list",
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
        "x-hosted-client": "views.create",
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
        "x-hosted-client": "views.get",
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
        "x-hosted-client": "views.update",
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
        "x-hosted-client": "views.delete",
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
        "x-importkit": true,
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
        "x-importkit": true,
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
        "x-importkit": true,
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
        "x-importkit": true,
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
        "x-hosted-client": "files.list",
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
        "x-hosted-client": "files.upload",
        "summary": "Uploads a file (multipart/form-data), streamed to storage",
        "description": "Form fields: `spaceId` and `environmentId` (required, before the file part), `mode` (`import` or `export`, default `import`), one `file` part, `actions` repeated, each the JSON text of an Action (before or after the file; the hosted client sends them after it), `origin` (before or after the file), and `headerDetection` (the JSON text of HeaderDetectionOptions, before the file part) for the extraction of an import. `file:created` is emitted when the file part begins (status `partial`) and `file:updated` (status `complete`) when it has arrived; the answer is the `complete` file, and an import's extraction runs after it as a job of its own. A file larger than the server's `maxUploadBytes` is a 413 and nothing of it is kept (a `file:deleted` follows its `file:created`). The body is declared optional only because its one media type is not JSON: a request without a multipart body is refused.",
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
        "x-hosted-client": "files.detectHeader",
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
        "x-hosted-client": "files.get",
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
        "x-hosted-client": "files.update",
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
        "x-hosted-client": "files.delete",
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
        "x-hosted-client": "files.download",
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
    "/v1/files/{fileId}/clone": {
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
      "post": {
        "operationId": "cloneFile",
        "tags": [
          "files"
        ],
        "summary": "Copy a file",
        "description": "A copy of the file's bytes, made as an upload of them would be: `file:created` (status `partial`), `file:updated` (status `complete`), then the extraction of an import. Named `prefix` followed by the file's name (`prefix` defaults to `Copy of `); it keeps the file's space, mode, media type, actions, origin, description and treatments, not its workbook.",
        "x-hosted-client": "files.clone",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/CloneFileRequest"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
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
    "/v1/mapping": {
      "post": {
        "operationId": "createMappingProgram",
        "tags": [
          "mapping"
        ],
        "x-hosted-client": "mapping.createMappingProgram",
        "summary": "Creates a mapping program from a source and a destination sheet config and its rules",
        "description": "Each side is a sheet config (`fields`) or, an importkit addition, `sheetId` naming an existing sheet (its fields are used when `fields` is omitted). Without `rules`, the program is given `assign` rules for the source fields whose key or label equals a destination field's key or label (compared lower-cased, ignoring spaces, `_` and `-`), each with `confidence: 1`. Every rule is checked: an unknown `type`, a config that does not fit its type, or a field the side does not have is a 400 naming it. With `save: true` the program is stored (`id`, rule ids, `program:created`), whether or not a side names a sheet: as the hosted client sends them, both sides may be sheet configs only (see `ContextProgram` for the events' context). With `save` false (the default) it is only computed and returned.",
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
        "x-hosted-client": "mapping.listMappingPrograms",
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
        "x-hosted-client": "mapping.deleteAllHistoryForUser",
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
        "x-hosted-client": "mapping.getMappingProgram",
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
        "x-hosted-client": "mapping.updateMappingProgram",
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
        "x-hosted-client": "mapping.deleteMappingProgram",
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
        "x-hosted-client": "mapping.createRules",
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
        "x-hosted-client": "mapping.listRules",
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
        "x-hosted-client": "mapping.updateRules",
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
        "x-hosted-client": "mapping.deleteMultipleRules",
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
        "x-hosted-client": "mapping.getRule",
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
        "x-hosted-client": "mapping.updateRule",
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
        "x-hosted-client": "mapping.deleteRule",
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
        "x-hosted-client": "agents.list",
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
        "x-hosted-client": "agents.create",
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
        "x-hosted-client": "agents.get",
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
        "x-hosted-client": "agents.delete",
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
        "x-hosted-client": "agents.listVersions",
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
        "x-hosted-client": "agents.revert",
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
    "/v1/agents/{agentId}/roles": {
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
        "operationId": "listAgentRoles",
        "tags": [
          "agents"
        ],
        "summary": "List the roles given to an agent",
        "x-hosted-client": "agents.listAgentRoles",
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ListActorRolesResponse"
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
        "operationId": "assignAgentRole",
        "tags": [
          "agents"
        ],
        "summary": "Give an agent a role on a resource",
        "x-hosted-client": "agents.assignAgentRole",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/AssignActorRoleRequest"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AssignRoleResponse"
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
    "/v1/agents/{agentId}/roles/{actorRoleId}": {
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
          "name": "actorRoleId",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string"
          }
        }
      ],
      "delete": {
        "operationId": "deleteAgentRole",
        "tags": [
          "agents"
        ],
        "summary": "Take a role away from an agent",
        "x-hosted-client": "agents.deleteAgentRole",
        "responses": {
          "200": {
            "description": "OK",
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
    "/v1/agents/{agentId}/logs": {
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
        "operationId": "getAgentLogs",
        "tags": [
          "agents"
        ],
        "summary": "List the run logs of one agent",
        "x-hosted-client": "agents.getAgentLogs",
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
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/GetAgentLogsResponse"
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
    "/v1/agents/log/{eventId}": {
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
        "operationId": "getAgentLog",
        "tags": [
          "agents"
        ],
        "summary": "Get the run log of one event",
        "x-hosted-client": "agents.getAgentLog",
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
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/GetDetailedAgentLogResponse"
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
    "/v1/agents/logs": {
      "get": {
        "operationId": "getEnvironmentAgentLogs",
        "tags": [
          "agents"
        ],
        "summary": "List the run logs of every agent of an environment",
        "x-hosted-client": "agents.getEnvironmentAgentLogs",
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
            "name": "spaceId",
            "in": "query",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "success",
            "in": "query",
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
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/GetDetailedAgentLogsResponse"
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
    "/v1/agents/executions": {
      "get": {
        "operationId": "getEnvironmentAgentExecutions",
        "tags": [
          "agents"
        ],
        "summary": "List agent executions of an environment",
        "x-hosted-client": "agents.getEnvironmentAgentExecutions",
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
            "name": "agentId",
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
            "name": "success",
            "in": "query",
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
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/GetExecutionsResponse"
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
        "x-hosted-client": "apps.list",
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
        "x-hosted-client": "apps.create",
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
        "x-hosted-client": "apps.get",
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
        "x-hosted-client": "apps.update",
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
        "x-hosted-client": "apps.delete",
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
        "x-hosted-client": "apps.getConstraints",
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
        "x-hosted-client": "apps.createConstraint",
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
        "x-hosted-client": "apps.getConstraintById",
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
        "x-hosted-client": "apps.updateConstraint",
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
        "x-hosted-client": "apps.deleteConstraint",
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
        "x-hosted-client": "apps.getConstraintVersions",
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
        "x-hosted-client": "apps.getConstraintVersion",
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
        "x-hosted-client": "users.list",
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
          },
          {
            "name": "sortField",
            "in": "query",
            "schema": {
              "$ref": "#/components/schemas/ListUsersSortField"
            }
          },
          {
            "name": "sortDirection",
            "in": "query",
            "schema": {
              "$ref": "#/components/schemas/SortDirection"
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
        "x-hosted-client": "users.createAndInvite",
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
        "x-hosted-client": "users.get",
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
      },
      "patch": {
        "operationId": "updateUser",
        "tags": [
          "users"
        ],
        "summary": "Update a user",
        "x-hosted-client": "users.update",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/UpdateUserRequest"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
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
      },
      "delete": {
        "operationId": "deleteUser",
        "tags": [
          "users"
        ],
        "summary": "Delete a user",
        "x-hosted-client": "users.delete",
        "responses": {
          "200": {
            "description": "OK",
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
        "x-hosted-client": "users.resendInvite",
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
    "/v1/users/{userId}/roles": {
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
        "operationId": "listUserRoles",
        "tags": [
          "users"
        ],
        "summary": "List the roles given to a user",
        "x-hosted-client": "users.listUserRoles",
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ListActorRolesResponse"
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
        "operationId": "assignUserRole",
        "tags": [
          "users"
        ],
        "summary": "Give a user a role on a resource",
        "x-hosted-client": "users.assignUserRole",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/AssignActorRoleRequest"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AssignRoleResponse"
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
    "/v1/users/{userId}/roles/{actorRoleId}": {
      "parameters": [
        {
          "name": "userId",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string"
          }
        },
        {
          "name": "actorRoleId",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string"
          }
        }
      ],
      "delete": {
        "operationId": "deleteUserRole",
        "tags": [
          "users"
        ],
        "summary": "Take a role away from a user",
        "x-hosted-client": "users.deleteUserRole",
        "responses": {
          "200": {
            "description": "OK",
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
    "/v1/users/{userId}/api-token": {
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
        "operationId": "listUserApiTokens",
        "tags": [
          "users"
        ],
        "summary": "List a user's API tokens",
        "x-hosted-client": "users.listApiTokens",
        "parameters": [
          {
            "name": "tenantId",
            "in": "query",
            "required": true,
            "schema": {
              "type": "string"
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
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ListApiTokensResponse"
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
        "operationId": "createUserApiToken",
        "tags": [
          "users"
        ],
        "summary": "Create an API token for a user",
        "x-hosted-client": "users.createApiToken",
        "parameters": [
          {
            "name": "tenantId",
            "in": "query",
            "required": true,
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ApiTokenResponse"
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
        "x-hosted-client": "guests.list",
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
        "x-hosted-client": "guests.create",
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
        "x-hosted-client": "guests.get",
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
        "x-hosted-client": "guests.update",
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
        "x-hosted-client": "guests.delete",
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
        "x-hosted-client": "guests.getGuestToken",
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
    "/v1/guests/{guestId}/roles": {
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
        "operationId": "listGuestRoles",
        "tags": [
          "guests"
        ],
        "summary": "List the roles given to a guest",
        "x-hosted-client": "guests.listGuestRoles",
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ListActorRolesResponse"
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
        "operationId": "assignGuestRole",
        "tags": [
          "guests"
        ],
        "summary": "Give a guest a role on a resource",
        "x-hosted-client": "guests.assignGuestRole",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/AssignActorRoleRequest"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AssignRoleResponse"
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
    "/v1/guests/{guestId}/roles/{actorRoleId}": {
      "parameters": [
        {
          "name": "guestId",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string"
          }
        },
        {
          "name": "actorRoleId",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string"
          }
        }
      ],
      "delete": {
        "operationId": "deleteGuestRole",
        "tags": [
          "guests"
        ],
        "summary": "Take a role away from a guest",
        "x-hosted-client": "guests.deleteGuestRole",
        "responses": {
          "200": {
            "description": "OK",
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
    "/v1/canvases": {
      "get": {
        "operationId": "listCanvases",
        "tags": [
          "canvases"
        ],
        "x-importkit": true,
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
        "x-importkit": true,
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
        "x-importkit": true,
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
        "x-importkit": true,
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
        "x-importkit": true,
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
        "x-hosted-client": "canvasAreas.list",
        "parameters": [
          {
            "name": "canvasId",
            "in": "query",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "parentId",
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
            "name": "environmentId",
            "in": "query",
            "schema": {
              "type": "string"
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
        "x-hosted-client": "canvasAreas.create",
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
        "x-hosted-client": "canvasAreas.get",
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
        "x-hosted-client": "canvasAreas.update",
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
        "x-hosted-client": "canvasAreas.delete",
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
        "x-hosted-client": "threads.getThreads",
        "parameters": [
          {
            "name": "spaceId",
            "in": "query",
            "schema": {
              "type": "string"
            },
            "x-importkit": true
          },
          {
            "name": "environmentId",
            "in": "query",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "resourceId",
            "in": "query",
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
        "x-hosted-client": "threads.createThread",
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
        "x-hosted-client": "threads.getThread",
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
        "operationId": "patchThread",
        "tags": [
          "threads"
        ],
        "x-importkit": true,
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
        },
        "description": "The same update as `PUT` (which the hosted client sends); kept for callers of earlier importkit releases."
      },
      "delete": {
        "operationId": "deleteThread",
        "tags": [
          "threads"
        ],
        "x-hosted-client": "threads.deleteThread",
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
      },
      "put": {
        "operationId": "updateThread",
        "tags": [
          "threads"
        ],
        "summary": "Update a thread",
        "x-hosted-client": "threads.updateThread",
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
            "description": "OK",
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
    "/v1/threads/{threadId}/messages": {
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
      "post": {
        "operationId": "createMessage",
        "tags": [
          "threads"
        ],
        "summary": "Add a message to a thread",
        "x-hosted-client": "messages.createMessage",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/MessageApiCreateData"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/MessageModel"
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
        "operationId": "listMessages",
        "tags": [
          "threads"
        ],
        "summary": "List the messages of a thread",
        "x-hosted-client": "messages.getMessages",
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/MessageCollection"
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
    "/v1/threads/{threadId}/messages/{messageId}": {
      "parameters": [
        {
          "name": "threadId",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string"
          }
        },
        {
          "name": "messageId",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string"
          }
        }
      ],
      "get": {
        "operationId": "getMessage",
        "tags": [
          "threads"
        ],
        "summary": "Get one message of a thread",
        "x-hosted-client": "messages.getMessage",
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/MessageModel"
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
        "operationId": "updateMessage",
        "tags": [
          "threads"
        ],
        "summary": "Replace a message of a thread",
        "x-hosted-client": "messages.updateMessage",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/MessageApiUpdateData"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/MessageModel"
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
        "operationId": "deleteMessage",
        "tags": [
          "threads"
        ],
        "summary": "Delete a message of a thread",
        "x-hosted-client": "messages.deleteMessage",
        "responses": {
          "200": {
            "description": "OK",
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
        "x-hosted-client": "dataClips.list",
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
        "x-hosted-client": "dataClips.create",
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
            "description": "The new data clip, without a `data` wrapper (as the hosted client reads it).",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/DataClip"
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
        "x-hosted-client": "dataClips.get",
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
        "x-hosted-client": "dataClips.update",
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
        "x-hosted-client": "dataClips.delete",
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
        "x-hosted-client": "dataClips.getResolutions",
        "responses": {
          "200": {
            "description": "The clip's records that differ from the source sheet, each with the `resolves` chosen for its conflicting fields.",
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
        },
        "parameters": [
          {
            "name": "includeRecords",
            "in": "query",
            "schema": {
              "type": "boolean"
            }
          },
          {
            "name": "includeSummary",
            "in": "query",
            "schema": {
              "type": "boolean"
            }
          },
          {
            "name": "filterColumn",
            "in": "query",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "filterConflicts",
            "in": "query",
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
        ]
      },
      "patch": {
        "operationId": "updateDataClipResolutions",
        "tags": [
          "data-clips"
        ],
        "x-hosted-client": "dataClips.updateResolution",
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
        "x-hosted-client": "dataClips.refreshResolutions",
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
    "/v1/data-clips/{dataClipId}/add-records": {
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
      "post": {
        "operationId": "addRecordsToDataClip",
        "tags": [
          "data-clips"
        ],
        "summary": "Copy records into a data clip",
        "x-hosted-client": "dataClips.addRecordsToClip",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/AddRecordsToClipRequest"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/RecordsResponseData"
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
    "/v1/data-clips/{dataClipId}/resolutions/index": {
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
        "operationId": "getDataClipResolutionIndex",
        "tags": [
          "data-clips"
        ],
        "summary": "Find where a record sits among a clip's resolutions",
        "x-hosted-client": "dataClips.getResolutionIndex",
        "parameters": [
          {
            "name": "filterColumn",
            "in": "query",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "filterConflicts",
            "in": "query",
            "required": true,
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "id",
            "in": "query",
            "required": true,
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/GetResolutionIndexResponse"
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
        "x-hosted-client": "snapshots.listSnapshots",
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
        "x-hosted-client": "snapshots.createSnapshot",
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
        "x-hosted-client": "snapshots.getSnapshot",
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
        "x-hosted-client": "snapshots.deleteSnapshot",
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
        "x-hosted-client": "snapshots.restoreSnapshot",
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
        "x-hosted-client": "snapshots.getSnapshotRecords",
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
    },
    "/v1/accounts/current": {
      "get": {
        "operationId": "getCurrentAccount",
        "tags": [
          "accounts"
        ],
        "summary": "Get the account the key belongs to",
        "x-hosted-client": "accounts.getCurrent",
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AccountResponse"
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
        "operationId": "updateCurrentAccount",
        "tags": [
          "accounts"
        ],
        "summary": "Update the account the key belongs to",
        "x-hosted-client": "accounts.updateCurrent",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/AccountPatch"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AccountResponse"
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
    "/v1/agent-exports": {
      "get": {
        "operationId": "listAgentExports",
        "tags": [
          "agents"
        ],
        "summary": "List exports of agent code",
        "x-hosted-client": "agentExports.list",
        "parameters": [
          {
            "name": "environmentId",
            "in": "query",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "agentId",
            "in": "query",
            "schema": {
              "type": "string"
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
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ListAgentExportsResponse"
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
    "/v1/agent-exports/{agentExportId}": {
      "parameters": [
        {
          "name": "agentExportId",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string"
          }
        }
      ],
      "get": {
        "operationId": "getAgentExport",
        "tags": [
          "agents"
        ],
        "summary": "Get one export of agent code",
        "x-hosted-client": "agentExports.get",
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/GetAgentExportResponse"
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
        "operationId": "deleteAgentExport",
        "tags": [
          "agents"
        ],
        "summary": "Delete an agent export",
        "x-hosted-client": "agentExports.delete",
        "responses": {
          "200": {
            "description": "OK",
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
    "/v1/agent-exports/{agentExportId}/download": {
      "parameters": [
        {
          "name": "agentExportId",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string"
          }
        }
      ],
      "get": {
        "operationId": "downloadAgentExport",
        "tags": [
          "agents"
        ],
        "summary": "Download the bytes of an agent export",
        "x-hosted-client": "agentExports.download",
        "responses": {
          "200": {
            "description": "The bytes",
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
    "/v1/analysis": {
      "get": {
        "operationId": "listAnalyses",
        "tags": [
          "analysis"
        ],
        "summary": "List the analyses of a sheet",
        "x-hosted-client": "analysis.list",
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
            "name": "fields",
            "in": "query",
            "schema": {
              "type": "array",
              "items": {
                "type": "string"
              }
            }
          },
          {
            "name": "page",
            "in": "query",
            "schema": {
              "type": "number"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AnalysisResponse"
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
        "operationId": "createAnalysis",
        "tags": [
          "analysis"
        ],
        "summary": "Start an analysis of a sheet",
        "x-hosted-client": "analysis.create",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/CreateAnalysisRequest"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AnalysisResponse"
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
        "operationId": "deleteAnalysesOfSheet",
        "tags": [
          "analysis"
        ],
        "summary": "Delete every analysis of a sheet",
        "x-hosted-client": "analysis.deleteBySheet",
        "parameters": [
          {
            "name": "sheetId",
            "in": "query",
            "required": true,
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/DeleteAnalysesResponse"
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
    "/v1/analysis/{analysisId}": {
      "parameters": [
        {
          "name": "analysisId",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string"
          }
        }
      ],
      "get": {
        "operationId": "getAnalysis",
        "tags": [
          "analysis"
        ],
        "summary": "Get one analysis",
        "x-hosted-client": "analysis.get",
        "parameters": [
          {
            "name": "sheetId",
            "in": "query",
            "required": true,
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AnalysisData"
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
        "operationId": "deleteAnalysis",
        "tags": [
          "analysis"
        ],
        "summary": "Delete one analysis",
        "x-hosted-client": "analysis.delete",
        "parameters": [
          {
            "name": "sheetId",
            "in": "query",
            "required": true,
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
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
    "/v1/analysis/{analysisId}/suggestions/{suggestionId}": {
      "parameters": [
        {
          "name": "analysisId",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string"
          }
        },
        {
          "name": "suggestionId",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string"
          }
        }
      ],
      "post": {
        "operationId": "updateAnalysisSuggestion",
        "tags": [
          "analysis"
        ],
        "summary": "Accept or change a suggestion of an analysis",
        "x-hosted-client": "analysis.updateSuggestion",
        "parameters": [
          {
            "name": "sheetId",
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
                "$ref": "#/components/schemas/UpdateSuggestionRequest"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
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
      },
      "delete": {
        "operationId": "deleteAnalysisSuggestion",
        "tags": [
          "analysis"
        ],
        "summary": "Dismiss a suggestion of an analysis",
        "x-hosted-client": "analysis.deleteSuggestion",
        "parameters": [
          {
            "name": "sheetId",
            "in": "query",
            "required": true,
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
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
    "/v1/prompts": {
      "get": {
        "operationId": "listPrompts",
        "tags": [
          "assistant"
        ],
        "summary": "List saved assistant prompts",
        "x-hosted-client": "assistant.list",
        "parameters": [
          {
            "name": "promptType",
            "in": "query",
            "schema": {
              "$ref": "#/components/schemas/PromptTypeQueryEnum"
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
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/PromptsResponse"
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
        "operationId": "createPrompt",
        "tags": [
          "assistant"
        ],
        "summary": "Save a prompt",
        "x-hosted-client": "assistant.create",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/PromptCreate"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/PromptResponse"
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
    "/v1/prompts/{promptId}": {
      "parameters": [
        {
          "name": "promptId",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string"
          }
        }
      ],
      "get": {
        "operationId": "getPrompt",
        "tags": [
          "assistant"
        ],
        "summary": "Get one saved prompt",
        "x-hosted-client": "assistant.get",
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/PromptResponse"
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
        "operationId": "updatePrompt",
        "tags": [
          "assistant"
        ],
        "summary": "Update a saved prompt",
        "x-hosted-client": "assistant.update",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/PromptPatch"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/PromptResponse"
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
        "operationId": "deletePrompt",
        "tags": [
          "assistant"
        ],
        "summary": "Delete a saved prompt",
        "x-hosted-client": "assistant.delete",
        "responses": {
          "200": {
            "description": "OK",
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
    "/v1/auth": {
      "post": {
        "operationId": "createAccessToken",
        "tags": [
          "auth"
        ],
        "summary": "Exchange credentials for an access token",
        "x-hosted-client": "auth.createAccessToken",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/Credentials"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AccessToken"
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
    "/v1/auth/api-keys": {
      "get": {
        "operationId": "getApiKeys",
        "tags": [
          "auth"
        ],
        "summary": "List the API keys of an environment",
        "x-hosted-client": "auth.getApiKeys",
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
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ApiKeysResponse"
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
    "/v1/auth/publishable-key": {
      "get": {
        "operationId": "getPublishableKey",
        "tags": [
          "auth"
        ],
        "summary": "Get the publishable key of an environment",
        "x-hosted-client": "auth.getPublishableKey",
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
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/PublishableKeyResponse"
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
    "/v1/auth/api-key": {
      "post": {
        "operationId": "createApiKey",
        "tags": [
          "auth"
        ],
        "summary": "Create a new API key of an environment",
        "x-hosted-client": "auth.createNewApiKey",
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
            "name": "type",
            "in": "query",
            "required": true,
            "schema": {
              "$ref": "#/components/schemas/ApiKeyType"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ApiKeysResponse"
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
        "operationId": "deleteApiKey",
        "tags": [
          "auth"
        ],
        "summary": "Delete an API key",
        "x-hosted-client": "auth.deleteApiKey",
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
            "name": "key",
            "in": "query",
            "required": true,
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
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
    "/v1/auth/refresh-token": {
      "post": {
        "operationId": "refreshAccessToken",
        "tags": [
          "auth"
        ],
        "summary": "Exchange a refresh token for a new access token",
        "x-hosted-client": "auth.refreshToken",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "string"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AccessToken"
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
    "/v1/auth/sftp-credentials": {
      "get": {
        "operationId": "getSftpCredentials",
        "tags": [
          "auth"
        ],
        "summary": "Get SFTP credentials for a space",
        "x-hosted-client": "auth.getSftpCredentials",
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
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/SftpCredentials"
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
    "/v1/auth/personal-access-tokens": {
      "get": {
        "operationId": "listPersonalAccessTokens",
        "tags": [
          "auth"
        ],
        "summary": "List the caller's personal access tokens",
        "x-hosted-client": "auth.listPersonalAccessTokens",
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/PersonalAccessTokensResponse"
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
        "operationId": "createPersonalAccessToken",
        "tags": [
          "auth"
        ],
        "summary": "Create a personal access token",
        "x-hosted-client": "auth.createPersonalAccessToken",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/CreatePersonalAccessTokenRequest"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/CreatePersonalAccessTokenResponse"
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
    "/v1/auth/personal-access-tokens/{accessTokenId}": {
      "parameters": [
        {
          "name": "accessTokenId",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string"
          }
        }
      ],
      "delete": {
        "operationId": "deletePersonalAccessToken",
        "tags": [
          "auth"
        ],
        "summary": "Delete a personal access token",
        "x-hosted-client": "auth.deletePersonalAccessToken",
        "responses": {
          "200": {
            "description": "OK",
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
    "/v1/commits/{commitId}": {
      "parameters": [
        {
          "name": "commitId",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string"
          }
        }
      ],
      "get": {
        "operationId": "getCommit",
        "tags": [
          "commits"
        ],
        "summary": "Get one commit",
        "x-hosted-client": "commits.get",
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/CommitResponse"
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
    "/v1/commits/{commitId}/complete": {
      "parameters": [
        {
          "name": "commitId",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string"
          }
        }
      ],
      "post": {
        "operationId": "completeCommit",
        "tags": [
          "commits"
        ],
        "summary": "Mark a commit complete",
        "x-hosted-client": "commits.complete",
        "responses": {
          "200": {
            "description": "OK",
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
    "/v1/commits/{commitId}/replay": {
      "parameters": [
        {
          "name": "commitId",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string"
          }
        }
      ],
      "post": {
        "operationId": "replayCommit",
        "tags": [
          "commits"
        ],
        "summary": "Emit a commit's events again",
        "x-hosted-client": "commits.replay",
        "responses": {
          "200": {
            "description": "OK",
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
    "/v1/data-retention-policies": {
      "get": {
        "operationId": "listDataRetentionPolicies",
        "tags": [
          "environments"
        ],
        "summary": "List data retention policies",
        "x-hosted-client": "dataRetentionPolicies.list",
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
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ListDataRetentionPoliciesResponse"
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
        "operationId": "createDataRetentionPolicy",
        "tags": [
          "environments"
        ],
        "summary": "Create a data retention policy",
        "x-hosted-client": "dataRetentionPolicies.create",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/DataRetentionPolicyConfig"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/DataRetentionPolicyResponse"
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
    "/v1/data-retention-policies/{id}": {
      "parameters": [
        {
          "name": "id",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string"
          }
        }
      ],
      "get": {
        "operationId": "getDataRetentionPolicy",
        "tags": [
          "environments"
        ],
        "summary": "Get one data retention policy",
        "x-hosted-client": "dataRetentionPolicies.get",
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/DataRetentionPolicyResponse"
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
        "operationId": "updateDataRetentionPolicy",
        "tags": [
          "environments"
        ],
        "summary": "Update a data retention policy",
        "x-hosted-client": "dataRetentionPolicies.update",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/DataRetentionPolicyConfig"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/DataRetentionPolicyResponse"
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
        "operationId": "deleteDataRetentionPolicy",
        "tags": [
          "environments"
        ],
        "summary": "Delete a data retention policy",
        "x-hosted-client": "dataRetentionPolicies.delete",
        "responses": {
          "200": {
            "description": "OK",
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
    "/v1/entitlements": {
      "get": {
        "operationId": "listEntitlements",
        "tags": [
          "accounts"
        ],
        "summary": "List the entitlements of a resource",
        "x-hosted-client": "entitlements.list",
        "parameters": [
          {
            "name": "resourceId",
            "in": "query",
            "required": true,
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ListEntitlementsResponse"
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
    "/v1/subscription": {
      "get": {
        "operationId": "getEventToken",
        "tags": [
          "events"
        ],
        "summary": "Get a token for the event stream of a space or environment",
        "x-hosted-client": "events.getEventToken",
        "parameters": [
          {
            "name": "scope",
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
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/EventTokenResponse"
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
    "/v1/v1/workbooks/{workbookId}/flags": {
      "parameters": [
        {
          "$ref": "#/components/parameters/WorkbookIdPath"
        }
      ],
      "post": {
        "operationId": "createFlag",
        "tags": [
          "workbooks"
        ],
        "summary": "Create a flag on a workbook",
        "x-hosted-client": "flags.create",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/CreateFlagRequest"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/FlagResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        },
        "description": "The path is `/v1` twice: the published client joins `/v1/workbooks/…` to its `/v1` base URL, so this is where its flag calls arrive."
      },
      "get": {
        "operationId": "listFlags",
        "tags": [
          "workbooks"
        ],
        "summary": "List the flags of a workbook",
        "x-hosted-client": "flags.list",
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/FlagsListResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        },
        "description": "The path is `/v1` twice: the published client joins `/v1/workbooks/…` to its `/v1` base URL, so this is where its flag calls arrive."
      }
    },
    "/v1/v1/workbooks/{workbookId}/flags/{slug}": {
      "parameters": [
        {
          "$ref": "#/components/parameters/WorkbookIdPath"
        },
        {
          "name": "slug",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string"
          }
        }
      ],
      "get": {
        "operationId": "getFlag",
        "tags": [
          "workbooks"
        ],
        "summary": "Get one flag of a workbook",
        "x-hosted-client": "flags.get",
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/FlagsGetResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        },
        "description": "The path is `/v1` twice: the published client joins `/v1/workbooks/…` to its `/v1` base URL, so this is where its flag calls arrive."
      },
      "patch": {
        "operationId": "updateFlag",
        "tags": [
          "workbooks"
        ],
        "summary": "Update a flag of a workbook",
        "x-hosted-client": "flags.update",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/UpdateFlagRequest"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/FlagResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        },
        "description": "The path is `/v1` twice: the published client joins `/v1/workbooks/…` to its `/v1` base URL, so this is where its flag calls arrive."
      },
      "delete": {
        "operationId": "deleteFlag",
        "tags": [
          "workbooks"
        ],
        "summary": "Delete a flag of a workbook",
        "x-hosted-client": "flags.delete",
        "responses": {
          "200": {
            "description": "OK",
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
        },
        "description": "The path is `/v1` twice: the published client joins `/v1/workbooks/…` to its `/v1` base URL, so this is where its flag calls arrive."
      }
    },
    "/v1/v1/workbooks/{workbookId}/flags/bulk-mutate": {
      "parameters": [
        {
          "$ref": "#/components/parameters/WorkbookIdPath"
        }
      ],
      "post": {
        "operationId": "bulkMutateFlags",
        "tags": [
          "workbooks"
        ],
        "summary": "Set or clear flags on many records",
        "x-hosted-client": "flags.bulkMutate",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/BulkMutateFlagsRequest"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/BulkMutateFlagsResponse"
                }
              }
            }
          },
          "default": {
            "$ref": "#/components/responses/Error"
          }
        },
        "description": "The path is `/v1` twice: the published client joins `/v1/workbooks/…` to its `/v1` base URL, so this is where its flag calls arrive."
      }
    },
    "/v1/foreigndb/{workbookId}": {
      "parameters": [
        {
          "$ref": "#/components/parameters/WorkbookIdPath"
        }
      ],
      "post": {
        "operationId": "restoreForeignDatabase",
        "tags": [
          "foreign-db"
        ],
        "summary": "Restore a foreign database into a workbook",
        "x-hosted-client": "foreigndb.restore",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/RestoreDatabaseRequest"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/RestoreDatabaseResponse"
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
        "operationId": "getForeignDatabase",
        "tags": [
          "foreign-db"
        ],
        "summary": "Get the state of a workbook's foreign database",
        "x-hosted-client": "foreigndb.getDatabaseInfo",
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/GetDatabaseResponse"
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
        "operationId": "deleteForeignDatabase",
        "tags": [
          "foreign-db"
        ],
        "summary": "Delete a workbook's foreign database",
        "x-hosted-client": "foreigndb.deleteDatabase",
        "responses": {
          "200": {
            "description": "OK",
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
    "/v1/foreigndb/{workbookId}/configure": {
      "parameters": [
        {
          "$ref": "#/components/parameters/WorkbookIdPath"
        }
      ],
      "post": {
        "operationId": "configureForeignDatabaseWorkbook",
        "tags": [
          "foreign-db"
        ],
        "summary": "Build a workbook from a restored foreign database",
        "x-hosted-client": "foreigndb.configureWorkbook",
        "responses": {
          "200": {
            "description": "OK",
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
    "/v1/foreigndb/{workbookId}/storage": {
      "parameters": [
        {
          "$ref": "#/components/parameters/WorkbookIdPath"
        }
      ],
      "post": {
        "operationId": "uploadForeignDatabase",
        "tags": [
          "foreign-db"
        ],
        "summary": "Copy a database file to object storage",
        "x-hosted-client": "foreigndb.upload",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/UploadToObjectStorageRequest"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
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
    "/v1/invitations": {
      "post": {
        "operationId": "inviteGuests",
        "tags": [
          "guests"
        ],
        "summary": "Send guests an invitation to a space",
        "x-hosted-client": "guests.invite",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/GuestsInviteRequest"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
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
    "/v1/invitations/exchange": {
      "post": {
        "operationId": "exchangeInvitationToken",
        "tags": [
          "users"
        ],
        "summary": "Exchange an invitation token for a session",
        "x-hosted-client": "users.exchangeToken",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/ExchangeTokenRequest"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ExchangeTokenResponse"
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
    "/v1/onboardings/{onboardingId}/datapoints": {
      "parameters": [
        {
          "name": "onboardingId",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string"
          }
        }
      ],
      "post": {
        "operationId": "createOnboardingDatapoint",
        "tags": [
          "onboardings"
        ],
        "summary": "Record a datapoint of an onboarding",
        "x-hosted-client": "onboardingDatapoints.createOnboardingDatapoint",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/OnboardingDatapointCreate"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/OnboardingDatapointResponse"
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
        "operationId": "listOnboardingDatapoints",
        "tags": [
          "onboardings"
        ],
        "summary": "List the datapoints of an onboarding",
        "x-hosted-client": "onboardingDatapoints.getOnboardingDatapoints",
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/OnboardingDatapointsResponse"
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
    "/v1/onboardings/{onboardingId}/datapoints/{datapointId}": {
      "parameters": [
        {
          "name": "onboardingId",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string"
          }
        },
        {
          "name": "datapointId",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string"
          }
        }
      ],
      "get": {
        "operationId": "getOnboardingDatapoint",
        "tags": [
          "onboardings"
        ],
        "summary": "Get one datapoint of an onboarding",
        "x-hosted-client": "onboardingDatapoints.getOnboardingDatapoint",
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/OnboardingDatapointResponse"
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
        "operationId": "updateOnboardingDatapoint",
        "tags": [
          "onboardings"
        ],
        "summary": "Update a datapoint of an onboarding",
        "x-hosted-client": "onboardingDatapoints.updateOnboardingDatapoint",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/OnboardingDatapointUpdate"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/OnboardingDatapointResponse"
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
        "operationId": "deleteOnboardingDatapoint",
        "tags": [
          "onboardings"
        ],
        "summary": "Delete a datapoint of an onboarding",
        "x-hosted-client": "onboardingDatapoints.deleteOnboardingDatapoint",
        "responses": {
          "200": {
            "description": "OK",
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
    "/v1/onboardings": {
      "post": {
        "operationId": "createOnboarding",
        "tags": [
          "onboardings"
        ],
        "summary": "Start an onboarding",
        "x-hosted-client": "onboardings.createOnboarding",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/OnboardingCreate"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/OnboardingResponse"
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
        "operationId": "listOnboardings",
        "tags": [
          "onboardings"
        ],
        "summary": "List onboardings",
        "x-hosted-client": "onboardings.getOnboardings",
        "parameters": [
          {
            "name": "userId",
            "in": "query",
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/OnboardingsResponse"
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
    "/v1/onboardings/{onboardingId}": {
      "parameters": [
        {
          "name": "onboardingId",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string"
          }
        }
      ],
      "get": {
        "operationId": "getOnboarding",
        "tags": [
          "onboardings"
        ],
        "summary": "Get one onboarding",
        "x-hosted-client": "onboardings.getOnboarding",
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/OnboardingResponse"
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
        "operationId": "deleteOnboarding",
        "tags": [
          "onboardings"
        ],
        "summary": "Delete an onboarding",
        "x-hosted-client": "onboardings.deleteOnboarding",
        "responses": {
          "200": {
            "description": "OK",
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
    "/v1/onboardings/{onboardingId}/progress": {
      "parameters": [
        {
          "name": "onboardingId",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string"
          }
        }
      ],
      "put": {
        "operationId": "updateOnboardingProgress",
        "tags": [
          "onboardings"
        ],
        "summary": "Record the progress of an onboarding",
        "x-hosted-client": "onboardings.updateOnboardingProgress",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/OnboardingProgressUpdate"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/OnboardingResponse"
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
    "/v1/onboardings/{onboardingId}/status": {
      "parameters": [
        {
          "name": "onboardingId",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string"
          }
        }
      ],
      "get": {
        "operationId": "getOnboardingStatus",
        "tags": [
          "onboardings"
        ],
        "summary": "Get the status of an onboarding",
        "x-hosted-client": "onboardings.getOnboardingStatus",
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/OnboardingResponse"
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
    "/v1/roles": {
      "get": {
        "operationId": "listRoles",
        "tags": [
          "roles"
        ],
        "summary": "List the roles of the account",
        "x-hosted-client": "roles.list",
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ListRolesResponse"
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
    "/v1/routines": {
      "get": {
        "operationId": "listRoutines",
        "tags": [
          "runbooks"
        ],
        "summary": "List the routines of a runbook",
        "x-hosted-client": "routines.list",
        "parameters": [
          {
            "name": "runbookId",
            "in": "query",
            "required": true,
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/RoutinesResponse"
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
        "operationId": "createRoutine",
        "tags": [
          "runbooks"
        ],
        "summary": "Create a routine",
        "x-hosted-client": "routines.create",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/CreateRoutineRequest"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/RoutineResponse"
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
    "/v1/routines/{routineId}": {
      "parameters": [
        {
          "name": "routineId",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string"
          }
        }
      ],
      "get": {
        "operationId": "getRoutine",
        "tags": [
          "runbooks"
        ],
        "summary": "Get one routine",
        "x-hosted-client": "routines.get",
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/RoutineResponse"
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
        "operationId": "updateRoutine",
        "tags": [
          "runbooks"
        ],
        "summary": "Update a routine",
        "x-hosted-client": "routines.update",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/UpdateRoutineRequest"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/RoutineResponse"
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
        "operationId": "deleteRoutine",
        "tags": [
          "runbooks"
        ],
        "summary": "Delete a routine",
        "x-hosted-client": "routines.delete",
        "responses": {
          "200": {
            "description": "OK",
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
    "/v1/runbooks": {
      "get": {
        "operationId": "listRunbooks",
        "tags": [
          "runbooks"
        ],
        "summary": "List runbooks",
        "x-hosted-client": "runbooks.list",
        "parameters": [
          {
            "name": "appId",
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
            "name": "spaceId",
            "in": "query",
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/RunbooksResponse"
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
        "operationId": "createRunbook",
        "tags": [
          "runbooks"
        ],
        "summary": "Create a runbook",
        "x-hosted-client": "runbooks.create",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/CreateRunbookRequest"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/RunbookResponse"
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
    "/v1/runbooks/{runbookId}": {
      "parameters": [
        {
          "name": "runbookId",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string"
          }
        }
      ],
      "get": {
        "operationId": "getRunbook",
        "tags": [
          "runbooks"
        ],
        "summary": "Get one runbook",
        "x-hosted-client": "runbooks.get",
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/RunbookResponse"
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
        "operationId": "updateRunbook",
        "tags": [
          "runbooks"
        ],
        "summary": "Update a runbook",
        "x-hosted-client": "runbooks.update",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/UpdateRunbookRequest"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/RunbookResponse"
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
        "operationId": "deleteRunbook",
        "tags": [
          "runbooks"
        ],
        "summary": "Delete a runbook",
        "x-hosted-client": "runbooks.delete",
        "responses": {
          "200": {
            "description": "OK",
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
    "/v1/transformations": {
      "get": {
        "operationId": "listTransformations",
        "tags": [
          "mapping"
        ],
        "summary": "List saved transformations of an app",
        "x-hosted-client": "transformations.list",
        "parameters": [
          {
            "name": "appId",
            "in": "query",
            "required": true,
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "matchKeys",
            "in": "query",
            "required": true,
            "schema": {
              "type": "array",
              "items": {
                "type": "string"
              }
            }
          },
          {
            "name": "filterKeys",
            "in": "query",
            "schema": {
              "type": "array",
              "items": {
                "type": "string"
              }
            }
          },
          {
            "name": "page",
            "in": "query",
            "schema": {
              "type": "number"
            }
          },
          {
            "name": "overlap",
            "in": "query",
            "schema": {
              "type": "number"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/TransformationsResponse"
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
        "operationId": "createTransformation",
        "tags": [
          "mapping"
        ],
        "summary": "Save a transformation",
        "x-hosted-client": "transformations.create",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/TransformationCreateDto"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/TransformationResponse"
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
    "/v1/transformations/{transformationId}": {
      "parameters": [
        {
          "name": "transformationId",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string"
          }
        }
      ],
      "put": {
        "operationId": "updateTransformation",
        "tags": [
          "mapping"
        ],
        "summary": "Replace a saved transformation",
        "x-hosted-client": "transformations.update",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/TransformationCreateDto"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/TransformationResponse"
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
        "operationId": "deleteTransformation",
        "tags": [
          "mapping"
        ],
        "summary": "Delete a saved transformation",
        "x-hosted-client": "transformations.delete",
        "responses": {
          "200": {
            "description": "OK",
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
    "/v1/versions": {
      "post": {
        "operationId": "createVersion",
        "tags": [
          "records"
        ],
        "summary": "Reserve a new version id of a sheet",
        "x-hosted-client": "versions.createId",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/VersionsPostRequestBody"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "OK",
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
        },
        "x-importkit": true
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
          "isProd",
          "guestAuthentication",
          "features",
          "metadata"
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
            "type": "string",
            "$comment": "x-importkit"
          },
          "isProd": {
            "type": "boolean"
          },
          "builtInExtraction": {
            "type": "boolean",
            "description": "Whether the dev server extracts this environment's CSV, TSV and .xlsx imports itself (the `file:extract` job, default true). Set it to false when a listener's extractor (an extractor plugin) extracts them. Either way a file is extracted once: the built-in extraction steps aside when a client created an extraction job for the file (`type: file`, an `extract…` operation, `source` the file) before its bytes had all arrived, and a client's extraction job for a file the built-in extraction is extracting or has extracted is refused (409 naming that job).",
            "$comment": "x-importkit"
          },
          "dataRetentionPolicy": {
            "$ref": "#/components/schemas/DataRetentionPolicyEnum",
            "description": "The hosted `DataRetentionPolicyEnum` (answered camelCase): the environment's spaces, workbooks and files expire `dataRetentionDays` after their creation (`sinceCreated`, the default) or after their last activity (`lastActivity`: their `updatedAt`, the last change made to them through the API).",
            "$comment": "x-importkit"
          },
          "dataRetentionDays": {
            "type": "integer",
            "minimum": 1,
            "maximum": 36500,
            "description": "An importkit addition (the hosted client has the policy, not the period): the days of the retention period in this environment. Without it, the dev server's `retentionDays` (365 by default). A change applies at once to what the environment holds: whatever is already past the new period expires then.",
            "$comment": "x-importkit"
          },
          "metadata": {
            "$ref": "#/components/schemas/Metadata"
          },
          "guestAuthentication": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/GuestAuthenticationEnum"
            }
          },
          "features": {
            "type": "object",
            "additionalProperties": true
          },
          "translationsPath": {
            "type": "string"
          },
          "namespaces": {
            "type": "array",
            "items": {
              "type": "string"
            }
          },
          "languageOverride": {
            "type": "string"
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
            "description": "Defaults to the name in kebab case.",
            "$comment": "x-importkit"
          },
          "isProd": {
            "type": "boolean",
            "description": "Defaults to false."
          },
          "builtInExtraction": {
            "type": "boolean",
            "description": "Whether the dev server extracts this environment's CSV, TSV and .xlsx imports itself (default true); false leaves them to a listener's extractor.",
            "$comment": "x-importkit"
          },
          "dataRetentionPolicy": {
            "$ref": "#/components/schemas/DataRetentionPolicyInput",
            "description": "The hosted `DataRetentionPolicyEnum` (answered camelCase): the environment's spaces, workbooks and files expire `dataRetentionDays` after their creation (`sinceCreated`, the default) or after their last activity (`lastActivity`: their `updatedAt`, the last change made to them through the API).",
            "$comment": "x-importkit"
          },
          "dataRetentionDays": {
            "type": "integer",
            "minimum": 1,
            "maximum": 36500,
            "description": "An importkit addition (the hosted client has the policy, not the period): the days of the retention period in this environment. Without it, the dev server's `retentionDays` (365 by default). A change applies at once to what the environment holds: whatever is already past the new period expires then.",
            "$comment": "x-importkit"
          },
          "metadata": {
            "$ref": "#/components/schemas/Metadata"
          },
          "guestAuthentication": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/GuestAuthenticationEnum"
            }
          },
          "translationsPath": {
            "type": "string"
          },
          "namespaces": {
            "type": "array",
            "items": {
              "type": "string"
            }
          },
          "languageOverride": {
            "type": "string"
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
            "minLength": 1,
            "$comment": "x-importkit"
          },
          "isProd": {
            "type": "boolean"
          },
          "builtInExtraction": {
            "type": "boolean",
            "description": "Whether the dev server extracts this environment's CSV, TSV and .xlsx imports itself (default true); false leaves them to a listener's extractor.",
            "$comment": "x-importkit"
          },
          "dataRetentionPolicy": {
            "$ref": "#/components/schemas/DataRetentionPolicyInput",
            "description": "The hosted `DataRetentionPolicyEnum` (answered camelCase): the environment's spaces, workbooks and files expire `dataRetentionDays` after their creation (`sinceCreated`, the default) or after their last activity (`lastActivity`: their `updatedAt`, the last change made to them through the API).",
            "$comment": "x-importkit"
          },
          "dataRetentionDays": {
            "type": "integer",
            "minimum": 1,
            "maximum": 36500,
            "description": "An importkit addition (the hosted client has the policy, not the period): the days of the retention period in this environment. Without it, the dev server's `retentionDays` (365 by default). A change applies at once to what the environment holds: whatever is already past the new period expires then.",
            "$comment": "x-importkit"
          },
          "metadata": {
            "$ref": "#/components/schemas/Metadata"
          },
          "guestAuthentication": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/GuestAuthenticationEnum"
            }
          },
          "translationsPath": {
            "type": "string"
          },
          "namespaces": {
            "type": "array",
            "items": {
              "type": "string"
            }
          },
          "languageOverride": {
            "type": "string"
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
          },
          "displayOrder": {
            "type": "number",
            "description": "Where the space is listed among others; stored and returned."
          },
          "guestAuthentication": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/GuestAuthenticationEnum"
            }
          },
          "spaceConfigId": {
            "type": "string"
          },
          "settings": {
            "$ref": "#/components/schemas/SpaceSettings"
          },
          "actions": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Action"
            }
          },
          "access": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/SpaceAccess"
            }
          },
          "autoConfigure": {
            "type": "boolean",
            "description": "With true, a `space:configure` job is created with the space (the listener that builds its workbooks picks it up)."
          },
          "translationsPath": {
            "type": "string"
          },
          "languageOverride": {
            "type": "string"
          },
          "archivedAt": {
            "type": "string",
            "format": "date-time"
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
          },
          "displayOrder": {
            "type": "number"
          },
          "guestAuthentication": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/GuestAuthenticationEnum"
            }
          },
          "spaceConfigId": {
            "type": "string"
          },
          "settings": {
            "$ref": "#/components/schemas/SpaceSettings"
          },
          "actions": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Action"
            }
          },
          "access": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/SpaceAccess"
            }
          },
          "autoConfigure": {
            "type": "boolean"
          },
          "translationsPath": {
            "type": "string"
          },
          "languageOverride": {
            "type": "string"
          },
          "archivedAt": {
            "type": "string",
            "format": "date-time"
          },
          "environmentId": {
            "type": "string",
            "description": "Accepted because the hosted client sends its whole space config; it must name the space's own environment (a space cannot move: 400)."
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
          "updatedAt",
          "guestAuthentication"
        ],
        "properties": {
          "id": {
            "type": "string"
          },
          "environmentId": {
            "type": "string"
          },
          "accountId": {
            "type": "string",
            "$comment": "x-importkit"
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
          },
          "filesCount": {
            "type": "number"
          },
          "createdByUserId": {
            "type": "string"
          },
          "createdByUserName": {
            "type": "string"
          },
          "lastActivityAt": {
            "type": "string",
            "format": "date-time"
          },
          "guestLink": {
            "type": "string"
          },
          "displayOrder": {
            "type": "number"
          },
          "accessToken": {
            "type": "string"
          },
          "isCollaborative": {
            "type": "boolean"
          },
          "size": {
            "$ref": "#/components/schemas/SpaceSize"
          },
          "upgradedAt": {
            "type": "string",
            "format": "date-time"
          },
          "guestAuthentication": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/GuestAuthenticationEnum"
            }
          },
          "createdFrom": {
            "type": "string"
          },
          "lastPropagatedAt": {
            "type": "string",
            "format": "date-time"
          },
          "spaceConfigId": {
            "type": "string"
          },
          "settings": {
            "$ref": "#/components/schemas/SpaceSettings"
          },
          "actions": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Action"
            }
          },
          "access": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/SpaceAccess"
            }
          },
          "autoConfigure": {
            "type": "boolean"
          },
          "translationsPath": {
            "type": "string"
          },
          "languageOverride": {
            "type": "string"
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
            },
            "$comment": "x-importkit"
          },
          "storageStrategy": {
            "$ref": "#/components/schemas/StorageStrategy"
          },
          "folder": {
            "type": "string"
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
              "$ref": "#/components/schemas/SheetConfigOrUpdate"
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
            },
            "$comment": "x-importkit"
          },
          "access": {
            "type": "array",
            "description": "Ours (the hosted workbook has no `access`): what end users may do with the workbook's sheets; stored and returned, not enforced by the dev server.",
            "items": {
              "$ref": "#/components/schemas/SheetAccess"
            },
            "$comment": "x-importkit"
          },
          "spaceId": {
            "type": "string"
          },
          "environmentId": {
            "type": "string"
          },
          "folder": {
            "type": "string"
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
          },
          "noMappingRedirect": {
            "type": "boolean"
          },
          "autoRunAnalysis": {
            "type": "boolean"
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
            },
            "$comment": "x-importkit"
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
          },
          "storageType": {
            "type": "string"
          },
          "storageStrategy": {
            "$ref": "#/components/schemas/StorageStrategy"
          },
          "createdFrom": {
            "type": "string"
          },
          "lastPropagatedAt": {
            "type": "string",
            "format": "date-time"
          },
          "folder": {
            "type": "string"
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
          },
          "mappingConfidenceThreshold": {
            "type": "number"
          },
          "treatments": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/SheetTreatments"
            }
          },
          "collection": {
            "type": "string"
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
          "PERCENT_NON_EMPTY",
          "COUNT_CHANGED",
          "PERCENT_CHANGED",
          "SUM",
          "AVERAGE",
          "MIN",
          "MAX"
        ],
        "description": "The hosted calculation types. The dev server computes the first four; the others are never in its answers."
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
            "description": "Ours: as `sheet:calculation-updated` names it, `COUNT_EMPTY(email)`.",
            "$comment": "x-importkit"
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
          },
          "namespace": {
            "type": "string"
          },
          "lockedBy": {
            "type": "string"
          },
          "lockedAt": {
            "type": "string",
            "format": "date-time"
          },
          "createdFrom": {
            "type": "string"
          },
          "lastPropagatedAt": {
            "type": "string",
            "format": "date-time"
          },
          "treatments": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/SheetTreatments"
            }
          },
          "collection": {
            "type": "string"
          },
          "dataClipId": {
            "type": "string",
            "description": "The data clip whose copy of records this sheet holds (its `clipSheetId`); such a sheet is the clip's, not listed among its workbook's sheets.",
            "$comment": "x-importkit"
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
          },
          "byField": {
            "type": "object",
            "additionalProperties": {
              "$ref": "#/components/schemas/FieldRecordCounts"
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
          },
          {
            "$ref": "#/components/schemas/StringListProperty"
          },
          {
            "$ref": "#/components/schemas/EnumListProperty"
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
            "reference-list": "#/components/schemas/ReferenceListProperty",
            "string-list": "#/components/schemas/StringListProperty",
            "enum-list": "#/components/schemas/EnumListProperty"
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
          },
          "appearance": {
            "$ref": "#/components/schemas/FieldAppearance"
          },
          "actions": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Action"
            }
          },
          "treatments": {
            "type": "array",
            "items": {
              "type": "string"
            }
          },
          "alternativeNames": {
            "type": "array",
            "items": {
              "type": "string"
            },
            "description": "Other headers that map to this field."
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
          "config": {},
          "label": {
            "type": "string"
          },
          "description": {
            "type": "string"
          }
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
              },
              "config": {
                "$ref": "#/components/schemas/StringConfig"
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
              },
              "isArray": {
                "type": "boolean"
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
              },
              "config": {
                "$ref": "#/components/schemas/BooleanPropertyConfig"
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
              },
              "multi": {
                "type": "boolean"
              },
              "isArray": {
                "type": "boolean"
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
          },
          "color": {
            "type": "string"
          },
          "icon": {
            "type": "string"
          },
          "meta": {
            "type": "object",
            "additionalProperties": true
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
              },
              "isArray": {
                "type": "boolean"
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
              },
              "isArray": {
                "type": "boolean"
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
            "description": "Enabled only when all rows of the sheet are valid, regardless of selection.",
            "$comment": "x-importkit"
          },
          "requireSelection": {
            "type": "boolean"
          },
          "slug": {
            "type": "string"
          },
          "messages": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/ActionMessage"
            }
          },
          "schedule": {
            "$ref": "#/components/schemas/ActionSchedule"
          },
          "icon": {
            "type": "string"
          },
          "inputForm": {
            "$ref": "#/components/schemas/InputForm"
          },
          "constraints": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/ActionConstraint"
            }
          },
          "mount": {
            "$ref": "#/components/schemas/ActionMount"
          },
          "createdFrom": {
            "type": "string"
          },
          "lastPropagatedAt": {
            "type": "string",
            "format": "date-time"
          },
          "deletedAt": {
            "type": "string",
            "format": "date-time"
          },
          "invalidConditionalMessaging": {
            "type": "boolean"
          },
          "validRecordsMessage": {
            "type": "string"
          },
          "invalidRecordsMessage": {
            "type": "string"
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
                "type": "string",
                "$comment": "x-importkit"
              },
              "sheetId": {
                "type": "string",
                "$comment": "x-importkit"
              },
              "targetId": {
                "type": "string"
              },
              "slug": {
                "type": "string"
              },
              "messages": {
                "type": "array",
                "items": {
                  "$ref": "#/components/schemas/ActionMessage"
                }
              },
              "schedule": {
                "$ref": "#/components/schemas/ActionSchedule"
              },
              "icon": {
                "type": "string"
              },
              "inputForm": {
                "$ref": "#/components/schemas/InputForm"
              },
              "constraints": {
                "type": "array",
                "items": {
                  "$ref": "#/components/schemas/ActionConstraint"
                }
              },
              "mount": {
                "$ref": "#/components/schemas/ActionMount"
              },
              "createdFrom": {
                "type": "string"
              },
              "lastPropagatedAt": {
                "type": "string",
                "format": "date-time"
              },
              "deletedAt": {
                "type": "string",
                "format": "date-time"
              },
              "invalidConditionalMessaging": {
                "type": "boolean"
              },
              "validRecordsMessage": {
                "type": "string"
              },
              "invalidRecordsMessage": {
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
            "type": "boolean",
            "$comment": "x-importkit"
          },
          "slug": {
            "type": "string"
          },
          "tooltip": {
            "type": "string"
          },
          "messages": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/ActionMessage"
            }
          },
          "schedule": {
            "$ref": "#/components/schemas/ActionSchedule"
          },
          "confirm": {
            "type": "boolean"
          },
          "icon": {
            "type": "string"
          },
          "requireSelection": {
            "type": "boolean"
          },
          "inputForm": {
            "$ref": "#/components/schemas/InputForm"
          },
          "constraints": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/ActionConstraint"
            }
          },
          "mount": {
            "$ref": "#/components/schemas/ActionMount"
          },
          "createdFrom": {
            "type": "string"
          },
          "lastPropagatedAt": {
            "type": "string",
            "format": "date-time"
          },
          "deletedAt": {
            "type": "string",
            "format": "date-time"
          },
          "invalidConditionalMessaging": {
            "type": "boolean"
          },
          "validRecordsMessage": {
            "type": "string"
          },
          "invalidRecordsMessage": {
            "type": "string"
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
              "updatedAt",
              "targetId"
            ],
            "properties": {
              "id": {
                "type": "string"
              },
              "spaceId": {
                "type": "string",
                "$comment": "x-importkit"
              },
              "createdAt": {
                "type": "string",
                "format": "date-time"
              },
              "updatedAt": {
                "type": "string",
                "format": "date-time"
              },
              "targetId": {
                "type": "string"
              },
              "slug": {
                "type": "string"
              },
              "messages": {
                "type": "array",
                "items": {
                  "$ref": "#/components/schemas/ActionMessage"
                }
              },
              "schedule": {
                "$ref": "#/components/schemas/ActionSchedule"
              },
              "icon": {
                "type": "string"
              },
              "inputForm": {
                "$ref": "#/components/schemas/InputForm"
              },
              "constraints": {
                "type": "array",
                "items": {
                  "$ref": "#/components/schemas/ActionConstraint"
                }
              },
              "mount": {
                "$ref": "#/components/schemas/ActionMount"
              },
              "createdFrom": {
                "type": "string"
              },
              "lastPropagatedAt": {
                "type": "string",
                "format": "date-time"
              },
              "deletedAt": {
                "type": "string",
                "format": "date-time"
              },
              "invalidConditionalMessaging": {
                "type": "boolean"
              },
              "validRecordsMessage": {
                "type": "string"
              },
              "invalidRecordsMessage": {
                "type": "string"
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
            "description": "On the answer of a restore only: the version it made.",
            "$comment": "x-importkit"
          },
          "commitId": {
            "type": "string",
            "description": "On the answer of a restore only: the commit it made.",
            "$comment": "x-importkit"
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
              },
              "clipValue": {
                "$ref": "#/components/schemas/CellScalar"
              },
              "warning": {
                "type": "boolean"
              },
              "warnings": {
                "type": "array",
                "items": {
                  "type": "string"
                }
              },
              "layer": {
                "type": "string"
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
            ],
            "$comment": "x-importkit"
          },
          "resolves": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Resolve"
            }
          },
          "versionId": {
            "type": "string"
          },
          "commitId": {
            "type": "string"
          },
          "messages": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/ValidationMessage"
            }
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
          },
          "layer": {
            "type": "string",
            "description": "The layer (commit) that wrote the value.",
            "$comment": "x-importkit"
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
            "description": "Each field key to its values (distinct, or every cell).",
            "additionalProperties": {
              "type": "array",
              "items": {
                "type": "object",
                "required": [
                  "value"
                ],
                "properties": {
                  "value": {
                    "$ref": "#/components/schemas/CellScalar"
                  },
                  "count": {
                    "type": "integer"
                  },
                  "counts": {
                    "$ref": "#/components/schemas/RecordCounts",
                    "description": "With `includeCounts`: the records holding the value, by validity."
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
                    "type": "object",
                    "additionalProperties": true
                  },
                  "layer": {
                    "type": "string"
                  },
                  "updatedAt": {
                    "type": "string",
                    "format": "date-time"
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
          },
          "markedForDeletion": {
            "type": "boolean"
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
            "$ref": "#/components/schemas/RecordDataWithLinks"
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
          },
          "versionId": {
            "type": "string"
          },
          "commitId": {
            "type": "string"
          },
          "valid": {
            "type": "boolean"
          },
          "messages": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/ValidationMessage"
            }
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
              "records",
              "success"
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
              },
              "counts": {
                "$ref": "#/components/schemas/RecordCounts"
              }
            }
          }
        }
      },
      "JobStatus": {
        "type": "string",
        "description": "A job's state, spelled as the hosted service spells it (`complete`, `canceled`). The state table is in the dev server README. `created`/`planning`: waits for execute. `scheduled`: waits for `scheduledAt`. `waiting`: waits for its predecessors, or (a split parent) for its parts. `ready`: a listener may claim it. `executing`: claimed, under a lease. `parts-completed` (ours, from the description): every part finished, the parent's handler consolidates. `complete`, `failed`, `canceled`: finished. Readers should expect values added later.",
        "enum": [
          "created",
          "planning",
          "scheduled",
          "ready",
          "executing",
          "complete",
          "failed",
          "canceled",
          "waiting",
          "parts-completed"
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
          "app",
          "agent",
          "autobuild",
          "onboarding"
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
            "description": "Same as `trigger: immediate` (the description's name for it).",
            "$comment": "x-importkit"
          },
          "status": {
            "$ref": "#/components/schemas/JobStatusInput",
            "description": "The status the job starts in, for a job that is not immediate: `created` (the default) or `planning`. `ready` is the same as `trigger: immediate`. Any other status is a 400 (a job cannot be created finished)."
          },
          "mode": {
            "$ref": "#/components/schemas/JobMode"
          },
          "environmentId": {
            "type": "string"
          },
          "spaceId": {
            "type": "string",
            "$comment": "x-importkit"
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
            "description": "An importkit addition (the hosted API has no field for it): when the job should run. A future time makes the job `scheduled` (`job:scheduled`) until then; a past one is ignored.",
            "$comment": "x-importkit"
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
          },
          "progress": {
            "type": "number"
          },
          "outcome": {
            "type": "object",
            "additionalProperties": true
          },
          "result": {
            "type": "object",
            "additionalProperties": true
          },
          "part": {
            "type": "number"
          },
          "partData": {
            "type": "object",
            "additionalProperties": true
          },
          "partExecution": {
            "$ref": "#/components/schemas/JobPartExecution"
          },
          "parentId": {
            "type": "string"
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
            "additionalProperties": true,
            "$comment": "x-importkit"
          },
          "status": {
            "$ref": "#/components/schemas/JobStatusInput",
            "description": "Moves the job as the matching operation does: `executing` as ack, `complete` (or `completed`) as complete, `failed` as fail, `canceled` as cancel, with the same rules (409 for a move the state table forbids). Other statuses are a 400."
          },
          "outcomeAcknowledgedAt": {
            "type": "string",
            "format": "date-time"
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
          "updatedAt",
          "createdBy"
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
            "description": "A `JobStatus`; typed as any string so that a status added later reads as one.",
            "anyOf": [
              {
                "$ref": "#/components/schemas/JobStatus"
              },
              {
                "type": "string"
              }
            ]
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
            "type": "string",
            "$comment": "x-importkit"
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
            "description": "When a scheduled job runs (an importkit addition).",
            "$comment": "x-importkit"
          },
          "metadata": {
            "$ref": "#/components/schemas/Metadata"
          },
          "isPart": {
            "type": "boolean",
            "description": "true for a part (a child job made by split).",
            "$comment": "x-importkit"
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
            "description": "The listener that claimed the job with its ack.",
            "$comment": "x-importkit"
          },
          "leaseExpiresAt": {
            "type": "string",
            "format": "date-time",
            "description": "An importkit addition: when the current claim lapses unless the owner reports (ack, progress) before. Only on `executing` jobs.",
            "$comment": "x-importkit"
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
            "description": "When the listener expects to finish (from its last ack).",
            "$comment": "x-importkit"
          },
          "createdBy": {
            "type": "string"
          },
          "subject": {
            "$ref": "#/components/schemas/JobSubject"
          },
          "result": {
            "type": "object",
            "additionalProperties": true
          },
          "managed": {
            "type": "boolean"
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
            "$ref": "#/components/schemas/JobListenerId",
            "$comment": "x-importkit"
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
            "$ref": "#/components/schemas/JobListenerId",
            "$comment": "x-importkit"
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
            "$ref": "#/components/schemas/JobListenerId",
            "$comment": "x-importkit"
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
          },
          "replace": {
            "type": "boolean",
            "description": "Open the URL in place of the current page."
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
        "description": "The context of an event. `accountId` and `environmentId` are always present; other keys depend on the topic.",
        "required": [
          "accountId",
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
            "type": "string",
            "$comment": "x-importkit"
          },
          "canvasAreaId": {
            "type": "string",
            "$comment": "x-importkit"
          },
          "appId": {
            "type": "string"
          },
          "namespaces": {
            "type": "array",
            "items": {
              "type": "string"
            }
          },
          "slugs": {
            "$ref": "#/components/schemas/EventContextSlugs"
          },
          "actionName": {
            "type": "string"
          },
          "sheetSlug": {
            "type": "string"
          },
          "snapshotId": {
            "type": "string"
          },
          "versionId": {
            "type": "string"
          },
          "commitId": {
            "type": "string"
          },
          "programId": {
            "type": "string"
          },
          "precedingEventId": {
            "type": "string"
          },
          "filters": {
            "type": "object",
            "additionalProperties": {
              "type": "string"
            }
          },
          "entityId": {
            "type": "string"
          }
        },
        "additionalProperties": true
      },
      "ContextCJ": {
        "description": "CJ: accountId, environmentId, spaceId?, jobId, actorId; a job of type `file` also carries `fileId`.",
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
        "description": "CJW: CJ plus workbookId?, sheetId?; a job of type `file` also carries `fileId`.",
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
        "description": "The envelope of every event. Ids are unique and increase in emission order (the dev server uses `us_evt_` and a zero-padded sequence number); clients treat them as opaque cursors. `domain` is the part of the topic before the colon in the dev server; the hosted service may name a wider domain (its records events say `workbook`), so readers should not rely on it.",
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
          "attributes": {
            "$ref": "#/components/schemas/EventAttributes"
          },
          "createdAt": {
            "type": "string",
            "format": "date-time"
          },
          "deletedAt": {
            "type": "string",
            "format": "date-time"
          },
          "acknowledgedAt": {
            "type": "string",
            "format": "date-time",
            "description": "When a listener acknowledged the event (`POST /v1/events/{eventId}/ack`)."
          },
          "acknowledgedBy": {
            "type": "string"
          },
          "callbackUrl": {
            "type": "string",
            "description": "Where a listener may report back about this event."
          },
          "dataUrl": {
            "type": "string",
            "description": "Where the data the event is about can be read (for records events, the records of its commit)."
          },
          "target": {
            "type": "string",
            "description": "What the event is addressed to (for example `agent` or `space`)."
          },
          "origin": {
            "$ref": "#/components/schemas/Origin"
          },
          "namespaces": {
            "type": "array",
            "items": {
              "type": "string"
            },
            "description": "The namespaces of the resources concerned; listeners filter on them."
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
            "description": "A `JobStatus` (any string, for statuses added later).",
            "anyOf": [
              {
                "$ref": "#/components/schemas/JobStatus"
              },
              {
                "type": "string"
              }
            ]
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
            "type": "number",
            "$comment": "x-importkit"
          },
          "parentId": {
            "type": "string",
            "description": "The parent job of a part.",
            "$comment": "x-importkit"
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
                      "description": "The part's final status: `complete`, `failed` or `canceled`."
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
          },
          {
            "$ref": "#/components/schemas/WorkbookThawedEvent"
          },
          {
            "$ref": "#/components/schemas/FlagCreatedEvent"
          },
          {
            "$ref": "#/components/schemas/FlagUpdatedEvent"
          },
          {
            "$ref": "#/components/schemas/FlagDeletedEvent"
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
            "cron:weekly": "#/components/schemas/CronWeeklyEvent",
            "workbook:thawed": "#/components/schemas/WorkbookThawedEvent",
            "flag:created": "#/components/schemas/FlagCreatedEvent",
            "flag:updated": "#/components/schemas/FlagUpdatedEvent",
            "flag:deleted": "#/components/schemas/FlagDeletedEvent"
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
                "$ref": "#/components/schemas/ContextProgram"
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
                "$ref": "#/components/schemas/ContextProgram"
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
                "$ref": "#/components/schemas/ContextProgram"
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
                "$ref": "#/components/schemas/ContextProgram"
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
                "description": "`workbook`, as the hosted service sends it."
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
                "description": "`workbook`, as the hosted service sends it."
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
                "description": "`workbook`, as the hosted service sends it."
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
                "description": "`action` from the dev server (the hosted service may send another domain)."
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
                "description": "`action` from the dev server (the hosted service may send another domain)."
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
                "description": "`action` from the dev server (the hosted service may send another domain)."
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
                "description": "`commit` from the dev server (the hosted service may send another domain)."
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
                "description": "`commit` from the dev server (the hosted service may send another domain)."
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
                "description": "`commit` from the dev server (the hosted service may send another domain)."
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
                "description": "`layer` from the dev server (the hosted service may send another domain)."
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
                "description": "`snapshot` from the dev server (the hosted service may send another domain)."
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
                "description": "`agent` from the dev server (the hosted service may send another domain)."
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
                "description": "`agent` from the dev server (the hosted service may send another domain)."
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
                "description": "`agent` from the dev server (the hosted service may send another domain)."
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
            "format": "date-time",
            "$comment": "x-importkit"
          },
          "updatedAt": {
            "type": "string",
            "format": "date-time",
            "$comment": "x-importkit"
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
          },
          "createdFrom": {
            "type": "string"
          },
          "lastPropagatedAt": {
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
            "format": "date-time",
            "$comment": "x-importkit"
          },
          "updatedAt": {
            "type": "string",
            "format": "date-time",
            "$comment": "x-importkit"
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
        "description": "The hosted `ModelFileStatusEnum`: `partial` while the bytes arrive, `complete` once they have (an import's extraction runs after, as a job of its own, and sets the file's `workbookId`), `failed` when its extraction cannot read it."
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
          },
          "origin": {
            "$ref": "#/components/schemas/FileOrigin",
            "description": "Where the file came from; stored as the file's `origin`. The hosted client sends it after the file part."
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
            "description": "A `FileStatus` (any string, for statuses added later).",
            "anyOf": [
              {
                "$ref": "#/components/schemas/FileStatus"
              },
              {
                "type": "string"
              }
            ]
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
            "type": "string",
            "$comment": "x-importkit"
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
            "$ref": "#/components/schemas/FileExtraction",
            "$comment": "x-importkit"
          },
          "expiredAt": {
            "type": "string",
            "format": "date-time",
            "description": "When the file expired: its retention period (365 days by default, the dev server's `retentionDays`) passed since `createdAt`, and `file:expired` was emitted. The dev server keeps an expired file's bytes."
          },
          "description": {
            "type": "string"
          },
          "origin": {
            "$ref": "#/components/schemas/FileOrigin"
          },
          "treatments": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/FileTreatments"
            }
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
          },
          "confidence": {
            "type": "number"
          },
          "createdBy": {
            "type": "string"
          },
          "createdAt": {
            "type": "string",
            "format": "date-time",
            "description": "Sent back by the hosted client with the rule; ignored."
          },
          "updatedAt": {
            "type": "string",
            "format": "date-time",
            "description": "Ignored."
          },
          "deletedAt": {
            "type": "string",
            "format": "date-time",
            "description": "Ignored."
          }
        },
        "additionalProperties": false
      },
      "MappingRule": {
        "type": "object",
        "required": [
          "name",
          "type",
          "config",
          "id",
          "createdAt",
          "updatedAt"
        ],
        "description": "A rule of a program (`id` `us_mr_…`; an unsaved program's rules have one too, never stored).",
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
          },
          "deletedAt": {
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
          },
          "save": {
            "type": "boolean",
            "description": "Accepted for the hosted client; a stored program stays stored."
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
            "type": "string",
            "$comment": "x-importkit"
          },
          "destinationSheetId": {
            "type": "string",
            "$comment": "x-importkit"
          },
          "environmentId": {
            "type": "string",
            "$comment": "x-importkit"
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
            "format": "date-time",
            "$comment": "x-importkit"
          },
          "acceptedAt": {
            "type": "string",
            "format": "date-time",
            "description": "When a transform first ran the program (the dev server's meaning of accepted)."
          },
          "acceptedBy": {
            "type": "string",
            "description": "The creator of that transform job."
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
        "description": "A field of a sheet (a `Property`). Requests need only its `key`; answers carry the whole field, `type` included, as the hosted client reads it.",
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
        "description": "A deploy's configuration; a key it does not know is refused.",
        "allOf": [
          {
            "$ref": "#/components/schemas/AgentConfigFields"
          }
        ],
        "unevaluatedProperties": false
      },
      "AgentConfigFields": {
        "type": "object",
        "description": "The fields of an agent's configuration, shared by deploys, agents and versions.",
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
          },
          "templateOptions": {
            "$ref": "#/components/schemas/TemplateOptions"
          },
          "packageVersions": {
            "type": "object",
            "additionalProperties": {
              "type": "string"
            }
          },
          "commitInfo": {
            "type": "object",
            "additionalProperties": true
          }
        }
      },
      "Agent": {
        "allOf": [
          {
            "$ref": "#/components/schemas/AgentConfigFields"
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
                "description": "The version number the agent runs.",
                "$comment": "x-importkit"
              },
              "createdAt": {
                "type": "string",
                "format": "date-time"
              },
              "updatedAt": {
                "type": "string",
                "format": "date-time"
              },
              "createdFrom": {
                "type": "string"
              },
              "lastPropagatedAt": {
                "type": "string",
                "format": "date-time"
              },
              "templateOptions": {
                "$ref": "#/components/schemas/TemplateOptions"
              },
              "packageVersions": {
                "type": "object",
                "additionalProperties": {
                  "type": "string"
                }
              },
              "commitInfo": {
                "type": "object",
                "additionalProperties": true
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
            "$ref": "#/components/schemas/AgentConfigFields"
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
              },
              "templateOptions": {
                "$ref": "#/components/schemas/TemplateOptions"
              },
              "packageVersions": {
                "type": "object",
                "additionalProperties": {
                  "type": "string"
                }
              },
              "commitInfo": {
                "type": "object",
                "additionalProperties": true
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
          "updatedAt",
          "metadata",
          "environmentFilters"
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
          },
          "deletedAt": {
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
            "description": "The current version.",
            "$comment": "x-importkit"
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
          "updatedAt",
          "actorRoles"
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
            "description": "Absent while the invitation is pending.",
            "$comment": "x-importkit"
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
          },
          "actorRoles": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/ActorRoleResponse"
            }
          },
          "idpRef": {
            "type": "string"
          },
          "dashboard": {
            "type": "number"
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
          },
          "overlay": {}
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
          },
          "overlay": {},
          "parentId": {
            "type": "string"
          },
          "canvasId": {
            "type": "string"
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
          "updatedAt",
          "config",
          "metadata",
          "layout",
          "overlay",
          "type",
          "position",
          "visibility"
        ],
        "properties": {
          "id": {
            "type": "string"
          },
          "canvasId": {
            "type": "string"
          },
          "spaceId": {
            "type": "string",
            "$comment": "x-importkit"
          },
          "environmentId": {
            "type": "string",
            "$comment": "x-importkit"
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
          },
          "overlay": {},
          "deletedAt": {
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
          },
          "pagination": {
            "$ref": "#/components/schemas/Pagination"
          }
        }
      },
      "ThreadConfig": {
        "type": "object",
        "properties": {
          "spaceId": {
            "type": "string",
            "$comment": "x-importkit"
          },
          "title": {
            "type": "string",
            "$comment": "x-importkit"
          },
          "status": {
            "$ref": "#/components/schemas/ThreadStatusInput",
            "description": "Defaults to `ready`."
          },
          "metadata": {
            "$ref": "#/components/schemas/Metadata"
          },
          "resourceId": {
            "type": "string"
          },
          "source": {
            "type": "string"
          },
          "state": {
            "$ref": "#/components/schemas/ThreadState"
          }
        },
        "additionalProperties": false,
        "description": "Where the thread lives: `resourceId` (the hosted field: a space, or a workbook, sheet or other resource inside one) or `spaceId`; one of them is required (400 without)."
      },
      "ThreadUpdate": {
        "type": "object",
        "properties": {
          "title": {
            "type": "string",
            "$comment": "x-importkit"
          },
          "status": {
            "$ref": "#/components/schemas/ThreadStatusInput"
          },
          "metadata": {
            "$ref": "#/components/schemas/Metadata"
          },
          "resourceId": {
            "type": "string"
          },
          "source": {
            "type": "string"
          },
          "state": {
            "$ref": "#/components/schemas/ThreadState"
          },
          "stateUpdateStrategy": {
            "$ref": "#/components/schemas/StateUpdateStrategy"
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
          "updatedAt",
          "resourceId"
        ],
        "properties": {
          "id": {
            "type": "string"
          },
          "spaceId": {
            "type": "string",
            "$comment": "x-importkit"
          },
          "environmentId": {
            "type": "string",
            "$comment": "x-importkit"
          },
          "title": {
            "type": "string",
            "$comment": "x-importkit"
          },
          "status": {
            "$ref": "#/components/schemas/ThreadStatus"
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
          },
          "resourceId": {
            "type": "string"
          },
          "source": {
            "type": "string"
          },
          "state": {
            "$ref": "#/components/schemas/ThreadState"
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
          "public",
          "restricted",
          "unrestricted"
        ],
        "description": "How a data clip is shared, in a request. `public` (the description's `unrestricted`, accepted too): a guest link with a permanent access token, in `guestLinkUrl`; `restricted`: a direct sheet URL without a token. An existing link is never regenerated."
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
            "$ref": "#/components/schemas/DataClipSharedLink",
            "description": "The description's name for `sharedLinkAccess`.",
            "$comment": "x-importkit"
          },
          "sharedLinkAccess": {
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
            "$ref": "#/components/schemas/DataClipSharedLink",
            "description": "The description's name for `sharedLinkAccess`.",
            "$comment": "x-importkit"
          },
          "sharedLinkAccess": {
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
          "updatedAt",
          "clipSheetId"
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
            "type": "string",
            "$comment": "x-importkit"
          },
          "environmentId": {
            "type": "string",
            "$comment": "x-importkit"
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
            },
            "$comment": "x-importkit"
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
          },
          "clipSheetId": {
            "type": "string",
            "description": "The sheet holding the clip's copy of the records."
          },
          "sharedLinkAccess": {
            "$ref": "#/components/schemas/SharedLinkAccess",
            "description": "How the clip is shared (the hosted name; the description calls it `sharedLink`)."
          },
          "accessToken": {
            "type": "string"
          },
          "mergedAt": {
            "type": "string",
            "format": "date-time"
          },
          "deletedAt": {
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
            "description": "Each clip inside its own `{ data }`, as the hosted client reads the list.",
            "items": {
              "$ref": "#/components/schemas/DataClipResponse"
            }
          }
        }
      },
      "DataClipResolutionsUpdate": {
        "type": "object",
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
            },
            "$comment": "x-importkit"
          },
          "resolvedRecords": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/ResolvedRecords"
            }
          }
        },
        "additionalProperties": false,
        "description": "Either `resolvedRecords` (the hosted shape: per record, how each conflicting field resolves) or `resolutions` (by conflict id); one of them is required (400 without)."
      },
      "JobStatusInput": {
        "type": "string",
        "description": "A job status in a request: the wire values, and `completed` (the description's word), read as `complete`.",
        "enum": [
          "created",
          "planning",
          "scheduled",
          "ready",
          "executing",
          "complete",
          "completed",
          "failed",
          "canceled",
          "waiting",
          "parts-completed"
        ]
      },
      "EventAttributes": {
        "type": "object",
        "properties": {
          "targetUpdatedAt": {
            "type": "string",
            "format": "date-time"
          },
          "progress": {
            "$ref": "#/components/schemas/Progress"
          }
        }
      },
      "FlagPayload": {
        "type": "object",
        "description": "Ours (the hosted client does not type it): the flag and its workbook.",
        "required": [
          "workbookId",
          "slug"
        ],
        "properties": {
          "workbookId": {
            "type": "string"
          },
          "slug": {
            "type": "string"
          },
          "flagId": {
            "type": "string"
          }
        }
      },
      "WorkbookThawedEvent": {
        "description": "A hosted topic: an archived workbook became usable again. The dev server never archives workbooks, so it never emits it.",
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
                  "workbook:thawed"
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
      "FlagCreatedEvent": {
        "description": "A flag of a workbook was created.",
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
                  "flag:created"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "flag"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/FlagPayload"
              },
              "context": {
                "$ref": "#/components/schemas/EventContext"
              }
            }
          }
        ]
      },
      "FlagUpdatedEvent": {
        "description": "A flag of a workbook was updated.",
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
                  "flag:updated"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "flag"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/FlagPayload"
              },
              "context": {
                "$ref": "#/components/schemas/EventContext"
              }
            }
          }
        ]
      },
      "FlagDeletedEvent": {
        "description": "A flag of a workbook was deleted.",
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
                  "flag:deleted"
                ]
              },
              "domain": {
                "type": "string",
                "enum": [
                  "flag"
                ]
              },
              "payload": {
                "$ref": "#/components/schemas/FlagPayload"
              },
              "context": {
                "$ref": "#/components/schemas/EventContext"
              }
            }
          }
        ]
      },
      "ThreadStatus": {
        "type": "string",
        "enum": [
          "ready",
          "active",
          "error"
        ],
        "description": "A thread's status on the wire (a new thread is `ready`)."
      },
      "ThreadStatusInput": {
        "type": "string",
        "enum": [
          "ready",
          "active",
          "error",
          "open"
        ],
        "description": "A thread status in a request; `open` (the name importkit used before) is read as `ready`."
      },
      "CellValueWithLinks": {
        "description": "A cell as the records API answers it: always with `messages` (empty when there are none).",
        "allOf": [
          {
            "$ref": "#/components/schemas/CellValue"
          },
          {
            "type": "object",
            "required": [
              "messages"
            ],
            "properties": {
              "messages": {
                "type": "array",
                "items": {
                  "$ref": "#/components/schemas/ValidationMessage"
                }
              },
              "links": {
                "type": "array",
                "description": "The records a reference cell points at, when `includeLinks` asks for them.",
                "items": {
                  "$ref": "#/components/schemas/RecordUpdate"
                }
              }
            }
          }
        ]
      },
      "RecordDataWithLinks": {
        "type": "object",
        "description": "Cells by field key, as answered.",
        "additionalProperties": {
          "$ref": "#/components/schemas/CellValueWithLinks"
        }
      },
      "StringListProperty": {
        "description": "A list of texts in one cell.",
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
                  "string-list"
                ]
              }
            }
          }
        ]
      },
      "EnumListProperty": {
        "description": "A list of options in one cell; each element is checked as an `enum` value is.",
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
                  "enum-list"
                ]
              },
              "config": {
                "$ref": "#/components/schemas/EnumPropertyConfig"
              }
            }
          }
        ]
      },
      "SheetConfigOrUpdate": {
        "type": "object",
        "description": "A sheet in a workbook update: a new sheet config, or an existing sheet (by `id`, or by `slug`) with the parts to change; `config` may carry the sheet config instead of the top-level fields.",
        "properties": {
          "name": {
            "type": "string"
          },
          "description": {
            "type": "string"
          },
          "slug": {
            "type": "string"
          },
          "readonly": {
            "type": "boolean"
          },
          "allowAdditionalFields": {
            "type": "boolean"
          },
          "mappingConfidenceThreshold": {
            "type": "number"
          },
          "access": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/SheetAccess"
            }
          },
          "fields": {
            "type": "array",
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
          "treatments": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/SheetTreatments"
            }
          },
          "collection": {
            "type": "string"
          },
          "id": {
            "type": "string"
          },
          "workbookId": {
            "type": "string"
          },
          "config": {
            "$ref": "#/components/schemas/SheetConfig"
          },
          "metadata": {},
          "namespace": {
            "type": "string"
          },
          "updatedAt": {
            "type": "string",
            "format": "date-time"
          },
          "createdAt": {
            "type": "string",
            "format": "date-time"
          }
        }
      },
      "ContextProgram": {
        "description": "The context of program events: CS when a side of the program names a sheet (the destination's first, else the source's); a program whose sides are sheet configs only has no sheet, so its events carry `accountId`, `environmentId` and `programId`.",
        "allOf": [
          {
            "$ref": "#/components/schemas/EventContext"
          },
          {
            "type": "object",
            "required": [
              "accountId",
              "environmentId",
              "programId"
            ],
            "properties": {
              "accountId": {
                "type": "string"
              },
              "environmentId": {
                "type": "string"
              },
              "programId": {
                "type": "string"
              }
            }
          }
        ]
      },
      "DataRetentionPolicyInput": {
        "type": "string",
        "enum": [
          "sinceCreated",
          "lastActivity",
          "since_created",
          "last_activity"
        ],
        "description": "A retention policy in a request: the hosted spellings, and the snake_case ones importkit answered before (`since_created` is `sinceCreated`)."
      },
      "GetSpacesSortField": {
        "type": "string",
        "enum": [
          "name",
          "workbooksCount",
          "filesCount",
          "environmentId",
          "createdByUserName",
          "createdAt",
          "lastActivityAt"
        ]
      },
      "SortDirection": {
        "type": "string",
        "enum": [
          "asc",
          "desc"
        ]
      },
      "ListUsersSortField": {
        "type": "string",
        "enum": [
          "email",
          "name",
          "id",
          "idp",
          "idp_ref",
          "created_at",
          "updated_at",
          "last_seen_at",
          "dashboard"
        ]
      },
      "AccountResponse": {
        "type": "object",
        "properties": {
          "data": {
            "$ref": "#/components/schemas/Account"
          }
        },
        "required": [
          "data"
        ]
      },
      "AccountPatch": {
        "type": "object",
        "properties": {
          "name": {
            "type": "string"
          },
          "defaultAppId": {
            "type": "string"
          }
        }
      },
      "ApiActionConfigs": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/ActionConfig"
        }
      },
      "ApiActionsResponse": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/ActionResource"
        }
      },
      "ListAgentExportsResponse": {
        "type": "object",
        "properties": {
          "data": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/AgentExport"
            }
          },
          "pagination": {
            "$ref": "#/components/schemas/Pagination"
          }
        },
        "required": [
          "data",
          "pagination"
        ]
      },
      "GetAgentExportResponse": {
        "type": "object",
        "properties": {
          "data": {
            "$ref": "#/components/schemas/AgentExport"
          }
        },
        "required": [
          "data"
        ]
      },
      "ListActorRolesResponse": {
        "type": "object",
        "properties": {
          "data": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/ActorRoleResponse"
            }
          }
        },
        "required": [
          "data"
        ]
      },
      "AssignActorRoleRequest": {
        "type": "object",
        "properties": {
          "roleId": {
            "type": "string"
          },
          "resourceId": {
            "$ref": "#/components/schemas/ResourceIdUnion"
          }
        },
        "required": [
          "roleId",
          "resourceId"
        ]
      },
      "AssignRoleResponse": {
        "type": "object",
        "properties": {
          "data": {
            "$ref": "#/components/schemas/AssignRoleResponseData"
          }
        },
        "required": [
          "data"
        ]
      },
      "GetAgentLogsResponse": {
        "type": "object",
        "properties": {
          "pagination": {
            "$ref": "#/components/schemas/Pagination"
          },
          "data": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/AgentLog"
            }
          }
        }
      },
      "GetDetailedAgentLogResponse": {
        "type": "object",
        "properties": {
          "data": {
            "$ref": "#/components/schemas/DetailedAgentLog"
          }
        },
        "required": [
          "data"
        ]
      },
      "GetDetailedAgentLogsResponse": {
        "type": "object",
        "properties": {
          "pagination": {
            "$ref": "#/components/schemas/Pagination"
          },
          "data": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/DetailedAgentLog"
            }
          }
        },
        "required": [
          "data"
        ]
      },
      "GetExecutionsResponse": {
        "type": "object",
        "properties": {
          "pagination": {
            "$ref": "#/components/schemas/Pagination"
          },
          "data": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Execution"
            }
          }
        },
        "required": [
          "data"
        ]
      },
      "AnalysisResponse": {
        "type": "object",
        "properties": {
          "data": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/AnalysisData"
            }
          },
          "meta": {}
        },
        "required": [
          "data"
        ]
      },
      "CreateAnalysisRequest": {
        "type": "object",
        "properties": {
          "sheetId": {
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
          "analyses": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/AnalysisCreateDto"
            }
          }
        },
        "required": [
          "sheetId",
          "environmentId",
          "spaceId",
          "workbookId",
          "analyses"
        ]
      },
      "AnalysisData": {
        "type": "object",
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
          "spaceId": {
            "type": "string"
          },
          "workbookId": {
            "type": "string"
          },
          "sheetId": {
            "type": "string"
          },
          "field": {
            "type": "string"
          },
          "result": {},
          "createdAt": {
            "type": "string",
            "format": "date-time"
          },
          "updatedAt": {
            "type": "string",
            "format": "date-time"
          }
        },
        "required": [
          "id",
          "environmentId",
          "accountId",
          "spaceId",
          "workbookId",
          "sheetId",
          "field",
          "result",
          "createdAt",
          "updatedAt"
        ]
      },
      "DeleteAnalysesResponse": {
        "type": "object",
        "properties": {
          "deleted": {
            "type": "number"
          }
        },
        "required": [
          "deleted"
        ]
      },
      "UpdateSuggestionRequest": {
        "type": "object",
        "properties": {
          "suggestion": {}
        },
        "required": [
          "suggestion"
        ]
      },
      "PromptTypeQueryEnum": {
        "type": "string",
        "enum": [
          "ALL",
          "AI_ASSIST",
          "CONSTRAINT_GENERATION"
        ]
      },
      "PromptsResponse": {
        "type": "object",
        "properties": {
          "pagination": {
            "$ref": "#/components/schemas/Pagination"
          },
          "data": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Prompt"
            }
          }
        },
        "required": [
          "data"
        ]
      },
      "PromptResponse": {
        "type": "object",
        "properties": {
          "data": {
            "$ref": "#/components/schemas/Prompt"
          }
        },
        "required": [
          "data"
        ]
      },
      "PromptPatch": {
        "type": "object",
        "properties": {
          "prompt": {
            "type": "string"
          }
        },
        "required": [
          "prompt"
        ]
      },
      "PromptCreate": {
        "type": "object",
        "properties": {
          "promptType": {
            "$ref": "#/components/schemas/PromptTypeEnum"
          },
          "prompt": {
            "type": "string"
          },
          "environmentId": {
            "type": "string"
          },
          "spaceId": {
            "type": "string"
          }
        },
        "required": [
          "prompt",
          "environmentId",
          "spaceId"
        ]
      },
      "Credentials": {
        "oneOf": [
          {
            "type": "object",
            "properties": {
              "type": {
                "type": "string",
                "enum": [
                  "userCredentials"
                ]
              },
              "email": {
                "type": "string"
              },
              "password": {
                "type": "string"
              }
            },
            "required": [
              "type",
              "email",
              "password"
            ]
          },
          {
            "type": "object",
            "properties": {
              "type": {
                "type": "string",
                "enum": [
                  "apiCredentials"
                ]
              },
              "clientId": {
                "type": "string"
              },
              "secret": {
                "type": "string"
              }
            },
            "required": [
              "type",
              "clientId",
              "secret"
            ]
          }
        ],
        "discriminator": {
          "propertyName": "type"
        }
      },
      "AccessToken": {
        "type": "object",
        "properties": {
          "accessToken": {
            "type": "string"
          },
          "expiresIn": {
            "type": "string"
          },
          "expires": {
            "type": "string"
          },
          "email": {
            "type": "string"
          },
          "userId": {
            "type": "string"
          },
          "accountId": {
            "type": "string"
          }
        },
        "required": [
          "accessToken",
          "expiresIn",
          "expires"
        ]
      },
      "ApiKeysResponse": {
        "type": "object",
        "properties": {
          "data": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/ApiKey"
            }
          }
        },
        "required": [
          "data"
        ]
      },
      "PublishableKeyResponse": {
        "type": "object",
        "properties": {
          "data": {
            "$ref": "#/components/schemas/ApiKey"
          }
        },
        "required": [
          "data"
        ]
      },
      "ApiKeyType": {
        "type": "string",
        "enum": [
          "PUBLISHABLE",
          "SECRET"
        ]
      },
      "SftpCredentials": {
        "type": "object",
        "properties": {
          "username": {
            "type": "string"
          },
          "password": {
            "type": "string"
          },
          "host": {
            "type": "string"
          },
          "port": {
            "type": "string"
          }
        },
        "required": [
          "username",
          "password",
          "host",
          "port"
        ]
      },
      "PersonalAccessTokensResponse": {
        "type": "object",
        "properties": {
          "data": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/PersonalAccessToken"
            }
          }
        },
        "required": [
          "data"
        ]
      },
      "CreatePersonalAccessTokenRequest": {
        "type": "object",
        "properties": {
          "name": {
            "type": "string"
          }
        },
        "required": [
          "name"
        ]
      },
      "CreatePersonalAccessTokenResponse": {
        "type": "object",
        "properties": {
          "data": {
            "$ref": "#/components/schemas/CreatePersonalAccessTokenResponseData"
          }
        },
        "required": [
          "data"
        ]
      },
      "CommitResponse": {
        "type": "object",
        "properties": {
          "data": {
            "$ref": "#/components/schemas/Commit"
          }
        },
        "required": [
          "data"
        ]
      },
      "AddRecordsToClipRequest": {
        "type": "object",
        "properties": {
          "recordIds": {
            "type": "array",
            "items": {
              "type": "string"
            }
          }
        },
        "required": [
          "recordIds"
        ]
      },
      "RecordsResponseData": {
        "type": "object",
        "properties": {
          "records": {
            "$ref": "#/components/schemas/RecordsWithLinks"
          },
          "counts": {
            "$ref": "#/components/schemas/RecordCounts"
          },
          "versionId": {
            "type": "string"
          },
          "commitId": {
            "type": "string"
          },
          "success": {
            "type": "boolean"
          }
        },
        "required": [
          "success"
        ]
      },
      "GetResolutionIndexResponse": {
        "type": "object",
        "properties": {
          "index": {
            "type": "number"
          }
        },
        "required": [
          "index"
        ]
      },
      "ListDataRetentionPoliciesResponse": {
        "type": "object",
        "properties": {
          "data": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/DataRetentionPolicy"
            }
          }
        },
        "required": [
          "data"
        ]
      },
      "DataRetentionPolicyConfig": {
        "type": "object",
        "properties": {
          "type": {
            "$ref": "#/components/schemas/DataRetentionPolicyEnum"
          },
          "period": {
            "type": "number"
          },
          "environmentId": {
            "type": "string"
          }
        },
        "required": [
          "type",
          "period",
          "environmentId"
        ]
      },
      "DataRetentionPolicyResponse": {
        "type": "object",
        "properties": {
          "data": {
            "$ref": "#/components/schemas/DataRetentionPolicy"
          }
        },
        "required": [
          "data"
        ]
      },
      "ListEntitlementsResponse": {
        "type": "object",
        "properties": {
          "data": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Entitlement"
            }
          }
        },
        "required": [
          "data"
        ]
      },
      "EventTokenResponse": {
        "type": "object",
        "properties": {
          "data": {
            "$ref": "#/components/schemas/EventToken"
          }
        },
        "required": [
          "data"
        ]
      },
      "GuideListResponse": {
        "type": "object",
        "properties": {
          "data": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/GuideResource"
            }
          }
        },
        "required": [
          "data"
        ]
      },
      "GuideDetailResponse": {
        "type": "object",
        "properties": {
          "data": {
            "$ref": "#/components/schemas/GuideResource"
          }
        },
        "required": [
          "data"
        ]
      },
      "GuideUpdateRequest": {
        "type": "object",
        "properties": {
          "description": {
            "type": "string"
          },
          "title": {
            "type": "string"
          },
          "metadata": {
            "type": "object",
            "additionalProperties": true
          },
          "slug": {
            "type": "string"
          },
          "versions": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/GuideVersionResource"
            }
          },
          "blocks": {
            "type": "array",
            "items": {
              "type": "object",
              "additionalProperties": true
            }
          },
          "environmentId": {
            "type": "string"
          }
        }
      },
      "GuideCreateRequest": {
        "type": "object",
        "properties": {
          "description": {
            "type": "string"
          },
          "title": {
            "type": "string"
          },
          "metadata": {
            "type": "object",
            "additionalProperties": true
          },
          "slug": {
            "type": "string"
          },
          "blocks": {
            "type": "array",
            "items": {
              "type": "object",
              "additionalProperties": true
            }
          },
          "environmentId": {
            "type": "string"
          }
        },
        "required": [
          "description",
          "title",
          "slug",
          "blocks",
          "environmentId"
        ]
      },
      "GuideDeleteResponse": {
        "type": "object",
        "properties": {
          "data": {
            "$ref": "#/components/schemas/GuideDeleteResponseData"
          }
        },
        "required": [
          "data"
        ]
      },
      "GuideVersionResponse": {
        "type": "object",
        "properties": {
          "data": {
            "$ref": "#/components/schemas/GuideVersionResource"
          }
        },
        "required": [
          "data"
        ]
      },
      "CreateEventConfig": {
        "type": "object",
        "properties": {
          "topic": {
            "$ref": "#/components/schemas/EventTopic"
          },
          "payload": {
            "type": "object",
            "additionalProperties": true
          },
          "deletedAt": {
            "type": "string",
            "format": "date-time"
          },
          "domain": {
            "$ref": "#/components/schemas/Domain"
          },
          "context": {
            "$ref": "#/components/schemas/EventContext"
          },
          "attributes": {
            "$ref": "#/components/schemas/EventAttributes"
          },
          "callbackUrl": {
            "type": "string"
          },
          "dataUrl": {
            "type": "string"
          },
          "target": {
            "type": "string"
          },
          "origin": {
            "$ref": "#/components/schemas/Origin"
          },
          "namespaces": {
            "type": "array",
            "items": {
              "type": "string"
            }
          }
        },
        "required": [
          "topic",
          "payload",
          "domain",
          "context"
        ]
      },
      "EventResponse": {
        "type": "object",
        "properties": {
          "data": {
            "$ref": "#/components/schemas/Event"
          }
        },
        "required": [
          "data"
        ]
      },
      "CloneFileRequest": {
        "type": "object",
        "properties": {
          "prefix": {
            "type": "string"
          }
        }
      },
      "CreateFlagRequest": {
        "type": "object",
        "properties": {
          "slug": {
            "type": "string"
          },
          "label": {
            "type": "string"
          },
          "colorHex": {
            "type": "string"
          }
        },
        "required": [
          "slug",
          "label",
          "colorHex"
        ]
      },
      "FlagResponse": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string"
          },
          "slug": {
            "type": "string"
          },
          "label": {
            "type": "string"
          },
          "colorHex": {
            "type": "string"
          },
          "workbookId": {
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
        },
        "required": [
          "id",
          "slug",
          "label",
          "colorHex",
          "workbookId",
          "createdAt",
          "updatedAt"
        ]
      },
      "FlagsListResponse": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/FlagResponse"
        }
      },
      "FlagsGetResponse": {
        "$ref": "#/components/schemas/FlagResponse"
      },
      "UpdateFlagRequest": {
        "type": "object",
        "properties": {
          "label": {
            "type": "string"
          },
          "colorHex": {
            "type": "string"
          },
          "newSlug": {
            "type": "string"
          }
        }
      },
      "BulkMutateFlagsRequest": {
        "type": "object",
        "properties": {
          "operation": {
            "$ref": "#/components/schemas/FlagOperation"
          },
          "slug": {
            "type": "string"
          },
          "flag": {
            "$ref": "#/components/schemas/FlagMutationData"
          },
          "exceptions": {
            "type": "array",
            "items": {
              "type": "string"
            }
          },
          "query": {
            "type": "string"
          },
          "filter": {},
          "filterField": {
            "type": "string"
          },
          "searchValue": {
            "type": "string"
          },
          "searchField": {
            "type": "string"
          },
          "q": {
            "type": "string"
          },
          "ids": {
            "type": "array",
            "items": {
              "type": "string"
            }
          },
          "snapshotLabel": {
            "type": "string"
          }
        },
        "required": [
          "operation",
          "slug"
        ]
      },
      "BulkMutateFlagsResponse": {
        "type": "object",
        "properties": {
          "success": {
            "type": "boolean"
          },
          "jobId": {
            "type": "string"
          }
        },
        "required": [
          "success",
          "jobId"
        ]
      },
      "RestoreDatabaseRequest": {
        "type": "object",
        "properties": {
          "fileId": {
            "type": "string"
          }
        },
        "required": [
          "fileId"
        ]
      },
      "RestoreDatabaseResponse": {
        "type": "object",
        "properties": {
          "host": {
            "type": "string"
          },
          "port": {
            "type": "number"
          },
          "dbname": {
            "type": "string"
          }
        },
        "required": [
          "host",
          "port",
          "dbname"
        ]
      },
      "GetDatabaseResponse": {
        "type": "object",
        "properties": {
          "task": {
            "$ref": "#/components/schemas/DatabaseTask"
          }
        },
        "required": [
          "task"
        ]
      },
      "UploadToObjectStorageRequest": {
        "type": "object",
        "properties": {
          "fileId": {
            "type": "string"
          }
        },
        "required": [
          "fileId"
        ]
      },
      "GuestsInviteRequest": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/Invite"
        }
      },
      "MutateJobConfig": {
        "type": "object",
        "properties": {
          "sheetId": {
            "type": "string"
          },
          "mutateRecord": {
            "type": "string"
          },
          "mutationId": {
            "type": "string"
          },
          "snapshotLabel": {
            "type": "string"
          },
          "snapshotId": {
            "type": "string"
          },
          "filter": {
            "$ref": "#/components/schemas/RecordFilter"
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
          "q": {
            "type": "string"
          },
          "ids": {
            "type": "array",
            "items": {
              "type": "string"
            }
          }
        },
        "required": [
          "sheetId",
          "mutateRecord"
        ]
      },
      "MessageApiCreateData": {
        "type": "object",
        "properties": {
          "messageId": {
            "type": "string"
          },
          "content": {
            "type": "object",
            "additionalProperties": true
          },
          "parts": {
            "type": "array",
            "items": {
              "type": "object",
              "additionalProperties": true
            }
          },
          "annotations": {
            "type": "array",
            "items": {
              "type": "object",
              "additionalProperties": true
            }
          },
          "role": {
            "$ref": "#/components/schemas/MessageRole"
          },
          "state": {
            "type": "object",
            "additionalProperties": true
          },
          "metadata": {
            "type": "object",
            "additionalProperties": true
          }
        },
        "required": [
          "content",
          "role"
        ]
      },
      "MessageModel": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string"
          },
          "threadId": {
            "type": "string"
          },
          "messageId": {
            "type": "string"
          },
          "content": {
            "type": "object",
            "additionalProperties": true
          },
          "parts": {
            "type": "array",
            "items": {
              "type": "object",
              "additionalProperties": true
            }
          },
          "annotations": {
            "type": "array",
            "items": {
              "type": "object",
              "additionalProperties": true
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
          "role": {
            "$ref": "#/components/schemas/MessageRole"
          },
          "state": {
            "type": "object",
            "additionalProperties": true
          },
          "metadata": {
            "type": "object",
            "additionalProperties": true
          }
        },
        "required": [
          "id",
          "threadId",
          "content",
          "createdAt",
          "updatedAt",
          "role"
        ]
      },
      "MessageCollection": {
        "type": "object",
        "properties": {
          "data": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/MessageModel"
            }
          }
        },
        "required": [
          "data"
        ]
      },
      "MessageApiUpdateData": {
        "type": "object",
        "properties": {
          "messageId": {
            "type": "string"
          },
          "content": {
            "type": "object",
            "additionalProperties": true
          },
          "parts": {
            "type": "array",
            "items": {
              "type": "object",
              "additionalProperties": true
            }
          },
          "annotations": {
            "type": "array",
            "items": {
              "type": "object",
              "additionalProperties": true
            }
          },
          "role": {
            "$ref": "#/components/schemas/MessageRole"
          },
          "state": {
            "type": "object",
            "additionalProperties": true
          },
          "metadata": {
            "type": "object",
            "additionalProperties": true
          },
          "threadId": {
            "type": "string"
          }
        }
      },
      "OnboardingDatapointCreate": {
        "type": "object",
        "properties": {
          "onboardingId": {
            "type": "string"
          },
          "source": {
            "type": "string"
          },
          "data": {}
        },
        "required": [
          "onboardingId"
        ]
      },
      "OnboardingDatapointResponse": {
        "type": "object",
        "properties": {
          "data": {
            "$ref": "#/components/schemas/OnboardingDatapoint"
          }
        },
        "required": [
          "data"
        ]
      },
      "OnboardingDatapointsResponse": {
        "type": "object",
        "properties": {
          "data": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/OnboardingDatapoint"
            }
          }
        },
        "required": [
          "data"
        ]
      },
      "OnboardingDatapointUpdate": {
        "type": "object",
        "properties": {
          "source": {
            "type": "string"
          },
          "data": {}
        }
      },
      "OnboardingCreate": {
        "type": "object",
        "properties": {
          "userId": {
            "type": "string"
          }
        },
        "required": [
          "userId"
        ]
      },
      "OnboardingResponse": {
        "type": "object",
        "properties": {
          "data": {
            "$ref": "#/components/schemas/Onboarding"
          }
        },
        "required": [
          "data"
        ]
      },
      "OnboardingsResponse": {
        "type": "object",
        "properties": {
          "data": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Onboarding"
            }
          }
        },
        "required": [
          "data"
        ]
      },
      "OnboardingProgressUpdate": {
        "type": "object",
        "properties": {
          "flow": {
            "$ref": "#/components/schemas/OnboardingFlow"
          },
          "currentStep": {
            "type": "number"
          },
          "completedAt": {
            "type": "string",
            "format": "date-time"
          }
        },
        "required": [
          "currentStep"
        ]
      },
      "GetRecordIndicesResponse": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/RecordIndices"
        }
      },
      "ListRolesResponse": {
        "type": "object",
        "properties": {
          "data": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/RoleResponse"
            }
          }
        },
        "required": [
          "data"
        ]
      },
      "RoutinesResponse": {
        "type": "object",
        "properties": {
          "data": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Routine"
            }
          }
        },
        "required": [
          "data"
        ]
      },
      "RoutineResponse": {
        "type": "object",
        "properties": {
          "data": {
            "$ref": "#/components/schemas/Routine"
          }
        },
        "required": [
          "data"
        ]
      },
      "CreateRoutineRequest": {
        "type": "object",
        "properties": {
          "runbookId": {
            "type": "string"
          },
          "name": {
            "type": "string"
          },
          "config": {},
          "ordinal": {
            "type": "number"
          },
          "type": {
            "$ref": "#/components/schemas/RoutineType"
          }
        },
        "required": [
          "runbookId",
          "name",
          "ordinal",
          "type"
        ]
      },
      "UpdateRoutineRequest": {
        "type": "object",
        "properties": {
          "name": {
            "type": "string"
          },
          "config": {},
          "ordinal": {
            "type": "number"
          },
          "type": {
            "$ref": "#/components/schemas/RoutineType"
          }
        },
        "required": [
          "name",
          "ordinal",
          "type"
        ]
      },
      "RunbooksResponse": {
        "type": "object",
        "properties": {
          "data": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Runbook"
            }
          }
        },
        "required": [
          "data"
        ]
      },
      "RunbookResponse": {
        "type": "object",
        "properties": {
          "data": {
            "$ref": "#/components/schemas/Runbook"
          }
        },
        "required": [
          "data"
        ]
      },
      "CreateRunbookRequest": {
        "type": "object",
        "properties": {
          "accountId": {
            "type": "string"
          },
          "appId": {
            "type": "string"
          },
          "environmentId": {
            "type": "string"
          },
          "spaceId": {
            "type": "string"
          },
          "name": {
            "type": "string"
          },
          "config": {
            "$ref": "#/components/schemas/RunbookConfig"
          },
          "status": {
            "$ref": "#/components/schemas/RunbookStatus"
          },
          "type": {
            "$ref": "#/components/schemas/RunbookType"
          }
        },
        "required": [
          "accountId",
          "appId",
          "environmentId",
          "spaceId",
          "name",
          "config",
          "status",
          "type"
        ]
      },
      "UpdateRunbookRequest": {
        "type": "object",
        "properties": {
          "name": {
            "type": "string"
          },
          "status": {
            "$ref": "#/components/schemas/RunbookStatus"
          },
          "config": {
            "$ref": "#/components/schemas/RunbookConfig"
          }
        }
      },
      "DuplicateSheetRequest": {
        "type": "object",
        "properties": {
          "name": {
            "type": "string"
          },
          "slug": {
            "type": "string"
          }
        }
      },
      "ListCommitsResponse": {
        "type": "object",
        "properties": {
          "data": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Commit"
            }
          }
        },
        "required": [
          "data"
        ]
      },
      "UpgradeSpaceConfig": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string"
          }
        },
        "required": [
          "id"
        ]
      },
      "GuidanceApiCreateData": {
        "type": "object",
        "properties": {
          "guideSlug": {
            "type": "string"
          },
          "options": {
            "$ref": "#/components/schemas/GuidanceOptions"
          }
        },
        "required": [
          "guideSlug",
          "options"
        ]
      },
      "GuidanceResource": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string"
          },
          "guideSlug": {
            "type": "string"
          },
          "options": {
            "$ref": "#/components/schemas/GuidanceOptions"
          },
          "createdFrom": {
            "type": "string"
          },
          "lastPropagatedAt": {
            "type": "string",
            "format": "date-time"
          }
        },
        "required": [
          "id",
          "guideSlug",
          "options"
        ]
      },
      "GuidanceListResponse": {
        "type": "object",
        "properties": {
          "data": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/GuidanceResource"
            }
          }
        },
        "required": [
          "data"
        ]
      },
      "GuidanceApiUpdateData": {
        "type": "object",
        "properties": {
          "options": {
            "$ref": "#/components/schemas/GuidanceOptions"
          }
        },
        "required": [
          "options"
        ]
      },
      "SpaceDraftResponse": {
        "type": "object",
        "properties": {
          "data": {
            "$ref": "#/components/schemas/SpaceDraft"
          }
        },
        "required": [
          "data"
        ]
      },
      "SpaceDraftListResponse": {
        "type": "object",
        "properties": {
          "data": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/SpaceDraft"
            }
          }
        },
        "required": [
          "data"
        ]
      },
      "SpaceDraftMergeOperationsResponse": {
        "type": "object",
        "properties": {
          "data": {
            "$ref": "#/components/schemas/SpaceDraftMergeOperations"
          }
        },
        "required": [
          "data"
        ]
      },
      "TransformationsResponse": {
        "type": "object",
        "properties": {
          "success": {
            "type": "boolean"
          },
          "data": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/TransformationApiData"
            }
          }
        },
        "required": [
          "success",
          "data"
        ]
      },
      "TransformationCreateDto": {
        "type": "object",
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
          "appId": {
            "type": "string"
          },
          "programId": {
            "type": "string"
          },
          "sheetId": {
            "type": "string"
          },
          "keys": {
            "type": "array",
            "items": {
              "type": "string"
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
          "mutationCommand": {
            "type": "string"
          },
          "errorMessage": {
            "type": "string"
          },
          "genesisValidationError": {
            "type": "string"
          },
          "config": {},
          "type": {
            "type": "string"
          }
        },
        "required": [
          "accountId",
          "environmentId",
          "spaceId",
          "appId",
          "sheetId",
          "keys",
          "sourceKeys",
          "destinationKeys",
          "mutationCommand",
          "type"
        ]
      },
      "TransformationResponse": {
        "type": "object",
        "properties": {
          "success": {
            "type": "boolean"
          },
          "data": {
            "$ref": "#/components/schemas/TransformationApiData"
          }
        },
        "required": [
          "success",
          "data"
        ]
      },
      "UpdateUserRequest": {
        "type": "object",
        "properties": {
          "name": {
            "type": "string"
          },
          "dashboard": {
            "type": "number"
          }
        }
      },
      "ListApiTokensResponse": {
        "type": "object",
        "properties": {
          "pagination": {
            "$ref": "#/components/schemas/Pagination"
          },
          "data": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/ApiToken"
            }
          }
        },
        "required": [
          "data"
        ]
      },
      "ApiTokenResponse": {
        "type": "object",
        "properties": {
          "data": {
            "$ref": "#/components/schemas/ApiToken"
          }
        },
        "required": [
          "data"
        ]
      },
      "ExchangeTokenRequest": {
        "type": "object",
        "properties": {
          "token": {
            "type": "string"
          },
          "email": {
            "type": "string"
          },
          "spaceId": {
            "type": "string"
          }
        }
      },
      "ExchangeTokenResponse": {
        "type": "object",
        "properties": {
          "data": {
            "$ref": "#/components/schemas/ExchangeTokenData"
          }
        },
        "required": [
          "data"
        ]
      },
      "VersionsPostRequestBody": {
        "type": "object",
        "properties": {
          "sheetId": {
            "type": "string"
          },
          "parentVersionId": {
            "type": "string"
          }
        }
      },
      "ActionMessage": {
        "type": "object",
        "properties": {
          "type": {
            "$ref": "#/components/schemas/ActionMessageType"
          },
          "content": {
            "type": "string"
          }
        },
        "required": [
          "type",
          "content"
        ]
      },
      "ActionSchedule": {
        "type": "string",
        "enum": [
          "weekly",
          "daily",
          "hourly"
        ]
      },
      "InputForm": {
        "type": "object",
        "properties": {
          "type": {
            "$ref": "#/components/schemas/InputFormType"
          },
          "fields": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/InputField"
            }
          }
        },
        "required": [
          "type",
          "fields"
        ]
      },
      "ActionConstraint": {
        "oneOf": [
          {
            "type": "object",
            "properties": {
              "type": {
                "type": "string",
                "enum": [
                  "hasAllValid"
                ]
              },
              "ignoreSelection": {
                "type": "boolean"
              }
            },
            "required": [
              "type"
            ]
          },
          {
            "type": "object",
            "properties": {
              "type": {
                "type": "string",
                "enum": [
                  "hasSelection"
                ]
              }
            },
            "required": [
              "type"
            ]
          },
          {
            "type": "object",
            "properties": {
              "type": {
                "type": "string",
                "enum": [
                  "hasData"
                ]
              }
            },
            "required": [
              "type"
            ]
          },
          {
            "type": "object",
            "properties": {
              "type": {
                "type": "string",
                "enum": [
                  "hasColumnEnabled"
                ]
              }
            },
            "required": [
              "type"
            ]
          }
        ],
        "discriminator": {
          "propertyName": "type"
        }
      },
      "ActionMount": {
        "oneOf": [
          {
            "type": "object",
            "properties": {
              "type": {
                "type": "string",
                "enum": [
                  "sheet"
                ]
              },
              "slugs": {
                "type": "array",
                "items": {
                  "type": "string"
                }
              }
            },
            "required": [
              "type"
            ]
          },
          {
            "type": "object",
            "properties": {
              "type": {
                "type": "string",
                "enum": [
                  "workbook"
                ]
              },
              "slugs": {
                "type": "array",
                "items": {
                  "type": "string"
                }
              }
            },
            "required": [
              "type"
            ]
          },
          {
            "type": "object",
            "properties": {
              "type": {
                "type": "string",
                "enum": [
                  "field"
                ]
              },
              "keys": {
                "type": "array",
                "items": {
                  "type": "string"
                }
              }
            },
            "required": [
              "type"
            ]
          },
          {
            "type": "object",
            "properties": {
              "type": {
                "type": "string",
                "enum": [
                  "document"
                ]
              }
            },
            "required": [
              "type"
            ]
          },
          {
            "type": "object",
            "properties": {
              "type": {
                "type": "string",
                "enum": [
                  "file"
                ]
              }
            },
            "required": [
              "type"
            ]
          }
        ],
        "discriminator": {
          "propertyName": "type"
        }
      },
      "SharedLinkAccess": {
        "type": "string",
        "enum": [
          "public",
          "restricted"
        ]
      },
      "ResolvedRecords": {
        "type": "object",
        "properties": {
          "recordId": {
            "type": "string"
          },
          "resolves": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Resolve"
            }
          }
        },
        "required": [
          "recordId",
          "resolves"
        ]
      },
      "GuestAuthenticationEnum": {
        "type": "string",
        "enum": [
          "shared_link",
          "magic_link"
        ]
      },
      "FileOrigin": {
        "type": "string",
        "enum": [
          "filesystem",
          "googledrive",
          "box",
          "onedrive"
        ]
      },
      "FileTreatments": {
        "type": "string",
        "enum": [
          "IS_BASIC_FILE_SHAPE",
          "IS_COMPLEX_FILE_SHAPE"
        ]
      },
      "ThreadState": {
        "type": "object",
        "additionalProperties": true
      },
      "StateUpdateStrategy": {
        "type": "string",
        "enum": [
          "upsert",
          "replace"
        ]
      },
      "ActorRoleResponse": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string"
          },
          "roleId": {
            "type": "string"
          },
          "actorId": {
            "$ref": "#/components/schemas/ActorIdUnion"
          },
          "resourceId": {
            "$ref": "#/components/schemas/ResourceIdUnion"
          },
          "createdAt": {
            "type": "string",
            "format": "date-time"
          },
          "updatedAt": {
            "type": "string",
            "format": "date-time"
          }
        },
        "required": [
          "id",
          "roleId",
          "actorId",
          "resourceId",
          "createdAt",
          "updatedAt"
        ]
      },
      "TemplateOptions": {
        "oneOf": [
          {
            "type": "object",
            "properties": {
              "template": {
                "type": "string",
                "enum": [
                  "constraints"
                ]
              },
              "namespace": {
                "type": "string"
              }
            },
            "required": [
              "template"
            ]
          },
          {
            "type": "object",
            "properties": {
              "template": {
                "type": "string",
                "enum": [
                  "autobuild"
                ]
              },
              "namespace": {
                "type": "string"
              },
              "autobuildId": {
                "type": "string"
              }
            },
            "required": [
              "template",
              "autobuildId"
            ]
          },
          {
            "type": "object",
            "properties": {
              "template": {
                "type": "string",
                "enum": [
                  "autocast"
                ]
              },
              "namespace": {
                "type": "string"
              },
              "sheetSlug": {
                "type": "string"
              },
              "fieldFilters": {
                "type": "array",
                "items": {
                  "type": "string"
                }
              },
              "options": {
                "type": "object",
                "additionalProperties": true
              }
            },
            "required": [
              "template",
              "sheetSlug"
            ]
          },
          {
            "type": "object",
            "properties": {
              "template": {
                "type": "string",
                "enum": [
                  "webhook-egress"
                ]
              },
              "namespace": {
                "type": "string"
              },
              "jobName": {
                "type": "string"
              },
              "url": {
                "type": "string"
              }
            },
            "required": [
              "template",
              "jobName",
              "url"
            ]
          },
          {
            "type": "object",
            "properties": {
              "template": {
                "type": "string",
                "enum": [
                  "action-listener"
                ]
              },
              "namespace": {
                "type": "string"
              },
              "jobName": {
                "type": "string"
              },
              "actionFunction": {
                "type": "string"
              }
            },
            "required": [
              "template",
              "jobName",
              "actionFunction"
            ]
          },
          {
            "type": "object",
            "properties": {
              "template": {
                "type": "string",
                "enum": [
                  "automap"
                ]
              },
              "namespace": {
                "type": "string"
              },
              "options": {
                "$ref": "#/components/schemas/AutomapOptions"
              }
            },
            "required": [
              "template",
              "options"
            ]
          }
        ],
        "discriminator": {
          "propertyName": "template"
        }
      },
      "JobPartExecution": {
        "type": "string",
        "enum": [
          "sequential",
          "parallel"
        ]
      },
      "SpaceSettings": {
        "type": "object",
        "properties": {
          "sidebarConfig": {
            "$ref": "#/components/schemas/SpaceSidebarConfig"
          },
          "filesMappedAfterJob": {
            "type": "string"
          },
          "extractionOptions": {
            "$ref": "#/components/schemas/HeaderDetectionOptions"
          },
          "omitActions": {
            "type": "array",
            "items": {
              "type": "string"
            }
          },
          "omitRowSelectionToolbar": {
            "type": "boolean"
          }
        }
      },
      "SpaceAccess": {
        "type": "string",
        "enum": [
          "*",
          "upload"
        ]
      },
      "StorageStrategy": {
        "type": "string",
        "enum": [
          "RAINBOW_TABLES",
          "CELL_HISTORY",
          "HYPERCUBE",
          "QUICKSTORE",
          "DUCKDB",
          "FOREIGNDB",
          "MEMCSV"
        ]
      },
      "FieldRecordCounts": {
        "type": "object",
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
          "empty": {
            "type": "number"
          }
        },
        "required": [
          "total",
          "valid",
          "error",
          "empty"
        ]
      },
      "JobSubject": {
        "oneOf": [
          {
            "type": "object",
            "properties": {
              "type": {
                "type": "string",
                "enum": [
                  "resource"
                ]
              },
              "id": {
                "type": "string"
              }
            },
            "required": [
              "type",
              "id"
            ]
          },
          {
            "type": "object",
            "properties": {
              "type": {
                "type": "string",
                "enum": [
                  "collection"
                ]
              },
              "resource": {
                "type": "string"
              },
              "params": {
                "type": "object",
                "additionalProperties": true
              },
              "query": {
                "type": "object",
                "additionalProperties": true
              }
            },
            "required": [
              "type",
              "resource"
            ]
          }
        ],
        "discriminator": {
          "propertyName": "type"
        }
      },
      "SheetTreatments": {
        "type": "string",
        "enum": [
          "CLIPPED_FROM_SHEET",
          "ENUM_REFERENCE"
        ]
      },
      "SpaceSize": {
        "type": "object",
        "properties": {
          "name": {
            "type": "string"
          },
          "id": {
            "type": "string"
          },
          "numUsers": {
            "type": "number"
          },
          "pdv": {
            "type": "number"
          },
          "numFiles": {
            "type": "number"
          }
        },
        "required": [
          "name",
          "id",
          "numUsers",
          "pdv",
          "numFiles"
        ]
      },
      "Resolve": {
        "type": "object",
        "properties": {
          "field": {
            "type": "string"
          },
          "type": {
            "$ref": "#/components/schemas/ResolveType"
          },
          "resolveTo": {
            "$ref": "#/components/schemas/ResolveTo"
          },
          "clip_value_reference": {
            "type": "string"
          },
          "main_value_reference": {
            "type": "string"
          },
          "removedFromMainResolution": {
            "$ref": "#/components/schemas/RemovedFromMainResolution"
          }
        }
      },
      "Origin": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string"
          },
          "slug": {
            "type": "string"
          }
        }
      },
      "Progress": {
        "type": "object",
        "properties": {
          "current": {
            "type": "number"
          },
          "total": {
            "type": "number"
          },
          "percent": {
            "type": "number"
          }
        }
      },
      "EventContextSlugs": {
        "type": "object",
        "properties": {
          "space": {
            "type": "string"
          },
          "workbook": {
            "type": "string"
          },
          "sheet": {
            "type": "string"
          }
        }
      },
      "FieldAppearance": {
        "type": "object",
        "properties": {
          "size": {
            "$ref": "#/components/schemas/FieldSize"
          }
        }
      },
      "StringConfig": {
        "type": "object",
        "properties": {
          "size": {
            "$ref": "#/components/schemas/StringConfigOptions"
          }
        },
        "required": [
          "size"
        ]
      },
      "BooleanPropertyConfig": {
        "type": "object",
        "properties": {
          "allowIndeterminate": {
            "type": "boolean"
          }
        },
        "required": [
          "allowIndeterminate"
        ]
      },
      "DataRetentionPolicyEnum": {
        "type": "string",
        "enum": [
          "lastActivity",
          "sinceCreated"
        ]
      },
      "Account": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string"
          },
          "name": {
            "type": "string"
          },
          "primaryDomain": {
            "type": "string"
          },
          "subdomain": {
            "type": "string"
          },
          "vanityDomainDashboard": {
            "type": "string"
          },
          "vanityDomainSpaces": {
            "type": "string"
          },
          "embeddedDomainWhitelist": {
            "type": "array",
            "items": {
              "type": "string"
            }
          },
          "customFromEmail": {
            "type": "string"
          },
          "stripeCustomerId": {
            "type": "string"
          },
          "metadata": {
            "type": "object",
            "additionalProperties": true
          },
          "createdAt": {
            "type": "string",
            "format": "date-time"
          },
          "updatedAt": {
            "type": "string",
            "format": "date-time"
          },
          "defaultAppId": {
            "type": "string"
          },
          "dashboard": {
            "type": "number"
          }
        },
        "required": [
          "id",
          "name",
          "metadata",
          "createdAt",
          "updatedAt"
        ]
      },
      "AgentExport": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string"
          },
          "agentId": {
            "type": "string"
          },
          "exportType": {
            "$ref": "#/components/schemas/AgentExportType"
          },
          "accountId": {
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
          },
          "deletedAt": {
            "type": "string",
            "format": "date-time"
          }
        },
        "required": [
          "id",
          "agentId",
          "exportType",
          "accountId",
          "environmentId",
          "createdAt",
          "updatedAt"
        ]
      },
      "ResourceIdUnion": {
        "anyOf": [
          {
            "type": "string"
          },
          {
            "type": "string"
          },
          {
            "type": "string"
          }
        ]
      },
      "AssignRoleResponseData": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string"
          },
          "roleId": {
            "type": "string"
          },
          "actorId": {
            "$ref": "#/components/schemas/ActorIdUnion"
          },
          "resourceId": {
            "$ref": "#/components/schemas/ResourceIdUnion"
          },
          "createdAt": {
            "type": "string",
            "format": "date-time"
          },
          "updatedAt": {
            "type": "string",
            "format": "date-time"
          }
        },
        "required": [
          "id",
          "roleId",
          "actorId",
          "resourceId",
          "createdAt",
          "updatedAt"
        ]
      },
      "AgentLog": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string"
          },
          "agentId": {
            "type": "string"
          },
          "eventId": {
            "type": "string"
          },
          "success": {
            "type": "boolean"
          },
          "createdAt": {
            "type": "string"
          },
          "completedAt": {
            "type": "string"
          },
          "log": {
            "type": "string"
          },
          "queueLag": {
            "type": "number"
          },
          "namespaces": {
            "type": "array",
            "items": {
              "type": "string"
            }
          },
          "context": {
            "type": "object",
            "additionalProperties": true
          },
          "topic": {
            "type": "string"
          },
          "duration": {
            "type": "number"
          },
          "memoryUsage": {
            "type": "number"
          },
          "requestTime": {
            "type": "number"
          },
          "requestCount": {
            "type": "number"
          },
          "bytesReceived": {
            "type": "number"
          },
          "bytesSent": {
            "type": "number"
          }
        },
        "required": [
          "id",
          "agentId",
          "eventId",
          "success",
          "createdAt",
          "completedAt"
        ]
      },
      "DetailedAgentLog": {
        "type": "object",
        "properties": {
          "eventId": {
            "type": "string"
          },
          "success": {
            "type": "boolean"
          },
          "createdAt": {
            "type": "string",
            "format": "date-time"
          },
          "completedAt": {
            "type": "string",
            "format": "date-time"
          },
          "duration": {
            "type": "number"
          },
          "topic": {
            "type": "string"
          },
          "context": {
            "type": "object",
            "additionalProperties": true
          },
          "log": {
            "type": "string"
          }
        },
        "required": [
          "eventId",
          "success",
          "createdAt",
          "completedAt",
          "duration",
          "topic",
          "context"
        ]
      },
      "Execution": {
        "type": "object",
        "properties": {
          "eventId": {
            "type": "string"
          },
          "success": {
            "type": "boolean"
          },
          "spaceId": {
            "type": "string"
          },
          "createdAt": {
            "type": "string",
            "format": "date-time"
          },
          "completedAt": {
            "type": "string",
            "format": "date-time"
          },
          "duration": {
            "type": "number"
          },
          "requestTime": {
            "type": "number"
          },
          "requestCount": {
            "type": "number"
          },
          "memoryUsage": {
            "type": "number"
          },
          "topic": {
            "type": "string"
          }
        },
        "required": [
          "eventId",
          "success",
          "createdAt",
          "completedAt",
          "duration",
          "topic"
        ]
      },
      "AnalysisCreateDto": {
        "type": "object",
        "properties": {
          "field": {
            "type": "string"
          },
          "result": {}
        },
        "required": [
          "field",
          "result"
        ]
      },
      "Prompt": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string"
          },
          "createdById": {
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
          },
          "promptType": {
            "$ref": "#/components/schemas/PromptTypeEnum"
          },
          "prompt": {
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
          "deletedAt": {
            "type": "string",
            "format": "date-time"
          }
        },
        "required": [
          "id",
          "createdById",
          "accountId",
          "promptType",
          "prompt",
          "createdAt",
          "updatedAt"
        ]
      },
      "PromptTypeEnum": {
        "type": "string",
        "enum": [
          "AI_ASSIST",
          "CONSTRAINT_GENERATION"
        ]
      },
      "ApiKey": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string"
          },
          "rawKey": {
            "type": "string"
          },
          "type": {
            "$ref": "#/components/schemas/ApiKeyType"
          },
          "environmentId": {
            "type": "string"
          },
          "accountId": {
            "type": "string"
          },
          "operations": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/ApiKeyOperation"
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
          "deletedAt": {
            "type": "string",
            "format": "date-time"
          },
          "secret": {
            "type": "string"
          }
        },
        "required": [
          "id",
          "type",
          "operations",
          "createdAt"
        ]
      },
      "PersonalAccessToken": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string"
          },
          "name": {
            "type": "string"
          },
          "createdAt": {
            "type": "string",
            "format": "date-time"
          },
          "lastUsedAt": {
            "type": "string",
            "format": "date-time"
          }
        },
        "required": [
          "id",
          "name",
          "createdAt"
        ]
      },
      "CreatePersonalAccessTokenResponseData": {
        "type": "object",
        "properties": {
          "token": {
            "type": "string"
          },
          "personalAccessToken": {
            "$ref": "#/components/schemas/PersonalAccessToken"
          }
        },
        "required": [
          "token",
          "personalAccessToken"
        ]
      },
      "Commit": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string"
          },
          "sheetId": {
            "type": "string"
          },
          "createdBy": {
            "type": "string"
          },
          "completedBy": {
            "type": "string"
          },
          "createdAt": {
            "type": "string",
            "format": "date-time"
          },
          "completedAt": {
            "type": "string",
            "format": "date-time"
          }
        },
        "required": [
          "id",
          "sheetId",
          "createdBy",
          "createdAt"
        ]
      },
      "RecordsWithLinks": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/Record"
        }
      },
      "DataRetentionPolicy": {
        "type": "object",
        "properties": {
          "id": {
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
          "type": {
            "$ref": "#/components/schemas/DataRetentionPolicyEnum"
          },
          "period": {
            "type": "number"
          },
          "environmentId": {
            "type": "string"
          }
        },
        "required": [
          "id",
          "createdAt",
          "updatedAt",
          "type",
          "period",
          "environmentId"
        ]
      },
      "Entitlement": {
        "type": "object",
        "properties": {
          "key": {
            "type": "string"
          },
          "metadata": {}
        },
        "required": [
          "key",
          "metadata"
        ]
      },
      "EventToken": {
        "type": "object",
        "description": "Where to read the events of a space or environment. The hosted service answers the keys of its realtime channel (`subscribeKey`, `ttl`); the dev server has none and answers where its own events are read instead: `streamUrl` (SSE) and `pollUrl` (long poll), with the filters filled in, and `token`, the API key those endpoints take.",
        "properties": {
          "accountId": {
            "type": "string"
          },
          "subscribeKey": {
            "type": "string"
          },
          "ttl": {
            "type": "number",
            "description": "Minutes the token lives (absent when it does not expire)."
          },
          "token": {
            "type": "string",
            "description": "The bearer token the event endpoints take."
          },
          "environmentId": {
            "type": "string",
            "$comment": "x-importkit"
          },
          "spaceId": {
            "type": "string",
            "$comment": "x-importkit"
          },
          "streamUrl": {
            "type": "string",
            "description": "`GET /v1/events/stream` with `environmentId` (and `spaceId`) set.",
            "$comment": "x-importkit"
          },
          "pollUrl": {
            "type": "string",
            "description": "`GET /v1/events` with `environmentId` (and `spaceId`) set.",
            "$comment": "x-importkit"
          }
        }
      },
      "GuideResource": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string"
          },
          "description": {
            "type": "string"
          },
          "metadata": {
            "type": "object",
            "additionalProperties": true
          },
          "slug": {
            "type": "string"
          },
          "title": {
            "type": "string"
          },
          "versions": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/GuideVersionResource"
            }
          },
          "blocks": {
            "type": "array",
            "items": {
              "type": "object",
              "additionalProperties": true
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
        },
        "required": [
          "id",
          "slug",
          "title",
          "versions",
          "blocks",
          "createdAt",
          "updatedAt"
        ]
      },
      "GuideVersionResource": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string"
          },
          "version": {
            "type": "number"
          },
          "content": {
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
        },
        "required": [
          "id",
          "version",
          "content",
          "createdAt",
          "updatedAt"
        ]
      },
      "GuideDeleteResponseData": {
        "type": "object",
        "properties": {
          "success": {
            "type": "boolean"
          }
        },
        "required": [
          "success"
        ]
      },
      "EventTopic": {
        "type": "string",
        "enum": [
          "agent:created",
          "agent:updated",
          "agent:deleted",
          "space:created",
          "space:updated",
          "space:deleted",
          "space:archived",
          "space:unarchived",
          "space:expired",
          "space:guestAdded",
          "space:guestRemoved",
          "document:created",
          "document:updated",
          "document:deleted",
          "workbook:created",
          "workbook:updated",
          "workbook:deleted",
          "workbook:expired",
          "workbook:thawed",
          "flag:created",
          "flag:updated",
          "flag:deleted",
          "sheet:created",
          "sheet:updated",
          "sheet:deleted",
          "sheet:counts-updated",
          "sheet:calculation-updated",
          "snapshot:created",
          "records:created",
          "records:updated",
          "records:deleted",
          "file:created",
          "file:updated",
          "file:deleted",
          "file:expired",
          "job:created",
          "job:updated",
          "job:deleted",
          "job:completed",
          "job:ready",
          "job:scheduled",
          "job:outcome-acknowledged",
          "job:parts-completed",
          "job:failed",
          "program:created",
          "program:updated",
          "program:recomputing",
          "program:recomputed",
          "commit:created",
          "commit:updated",
          "commit:completed",
          "layer:created",
          "secret:created",
          "secret:updated",
          "secret:deleted",
          "cron:5-minutes",
          "cron:hourly",
          "cron:daily",
          "cron:weekly",
          "environment:created",
          "environment:updated",
          "environment:deleted",
          "environment:autobuild-created",
          "action:created",
          "action:updated",
          "action:deleted",
          "data-clip:created",
          "data-clip:updated",
          "data-clip:deleted",
          "data-clip:collaborator-updated",
          "data-clip:resolutions-created",
          "data-clip:resolutions-updated",
          "data-clip:resolutions-refreshed",
          "canvas:created",
          "canvas:updated",
          "canvas:deleted",
          "canvas-area:created",
          "canvas-area:updated",
          "canvas-area:deleted",
          "thread:created",
          "thread:updated",
          "thread:deleted"
        ]
      },
      "Domain": {
        "type": "string",
        "enum": [
          "file",
          "space",
          "workbook",
          "flag",
          "job",
          "document",
          "sheet",
          "program",
          "secret",
          "cron",
          "environment",
          "data-clip",
          "canvas",
          "canvas-area",
          "thread"
        ]
      },
      "FlagOperation": {
        "type": "string",
        "enum": [
          "apply",
          "update",
          "delete",
          "replace"
        ]
      },
      "FlagMutationData": {
        "type": "object",
        "properties": {
          "label": {
            "type": "string"
          },
          "colorHex": {
            "type": "string"
          }
        }
      },
      "DatabaseTask": {
        "type": "object",
        "properties": {
          "status": {
            "type": "string"
          },
          "type": {
            "type": "string"
          },
          "progress": {
            "type": "number"
          }
        },
        "required": [
          "status",
          "type",
          "progress"
        ]
      },
      "Invite": {
        "type": "object",
        "properties": {
          "guestId": {
            "type": "string"
          },
          "spaceId": {
            "type": "string"
          },
          "fromName": {
            "type": "string"
          },
          "message": {
            "type": "string"
          }
        },
        "required": [
          "guestId",
          "spaceId"
        ]
      },
      "MessageRole": {
        "type": "string",
        "enum": [
          "system",
          "user",
          "assistant",
          "tool"
        ]
      },
      "OnboardingDatapoint": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string"
          },
          "onboardingId": {
            "type": "string"
          },
          "source": {
            "type": "string"
          },
          "data": {},
          "createdAt": {
            "type": "string",
            "format": "date-time"
          },
          "updatedAt": {
            "type": "string",
            "format": "date-time"
          }
        },
        "required": [
          "id",
          "onboardingId",
          "createdAt",
          "updatedAt"
        ]
      },
      "Onboarding": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string"
          },
          "userId": {
            "type": "string"
          },
          "flow": {
            "$ref": "#/components/schemas/OnboardingFlow"
          },
          "currentStep": {
            "type": "number"
          },
          "completedAt": {
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
        },
        "required": [
          "id",
          "userId",
          "currentStep",
          "createdAt",
          "updatedAt"
        ]
      },
      "OnboardingFlow": {
        "type": "string",
        "enum": [
          "buildmode",
          "workflow"
        ]
      },
      "RecordIndices": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string"
          },
          "index": {
            "type": "number"
          }
        },
        "required": [
          "id",
          "index"
        ]
      },
      "RoleResponse": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string"
          },
          "name": {
            "type": "string"
          },
          "accountId": {
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
        },
        "required": [
          "id",
          "name",
          "accountId",
          "createdAt",
          "updatedAt"
        ]
      },
      "Routine": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string"
          },
          "runbookId": {
            "type": "string"
          },
          "name": {
            "type": "string"
          },
          "config": {},
          "ordinal": {
            "type": "number"
          },
          "type": {
            "$ref": "#/components/schemas/RoutineType"
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
        },
        "required": [
          "id",
          "runbookId",
          "name",
          "ordinal",
          "type",
          "createdBy",
          "createdAt",
          "updatedAt"
        ]
      },
      "RoutineType": {
        "type": "string",
        "enum": [
          "JOB"
        ]
      },
      "Runbook": {
        "type": "object",
        "properties": {
          "id": {
            "type": "string"
          },
          "accountId": {
            "type": "string"
          },
          "appId": {
            "type": "string"
          },
          "environmentId": {
            "type": "string"
          },
          "spaceId": {
            "type": "string"
          },
          "name": {
            "type": "string"
          },
          "config": {
            "$ref": "#/components/schemas/RunbookConfig"
          },
          "status": {
            "$ref": "#/components/schemas/RunbookStatus"
          },
          "type": {
            "$ref": "#/components/schemas/RunbookType"
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
        },
        "required": [
          "id",
          "accountId",
          "appId",
          "environmentId",
          "spaceId",
          "name",
          "config",
          "status",
          "type",
          "createdBy",
          "createdAt",
          "updatedAt"
        ]
      },
      "RunbookConfig": {
        "anyOf": [
          {
            "$ref": "#/components/schemas/SheetTransformConfig"
          }
        ]
      },
      "RunbookStatus": {
        "type": "string",
        "enum": [
          "CREATED",
          "RECORDING",
          "EXECUTING",
          "WAITING",
          "COMPLETED",
          "FAILED",
          "CANCELED"
        ]
      },
      "RunbookType": {
        "type": "string",
        "enum": [
          "SHEET_TOOL",
          "PREPROCESSING"
        ]
      },
      "GuidanceOptions": {
        "type": "object",
        "properties": {
          "target": {
            "type": "string"
          },
          "trigger": {
            "$ref": "#/components/schemas/TriggerEnum"
          },
          "type": {
            "$ref": "#/components/schemas/TypeEnum"
          },
          "role": {
            "$ref": "#/components/schemas/RoleEnum"
          }
        },
        "required": [
          "target",
          "trigger",
          "type"
        ]
      },
      "SpaceDraft": {
        "type": "object",
        "properties": {
          "sourceSpaceId": {
            "type": "string"
          },
          "draftSpaceId": {
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
          "mergedAt": {
            "type": "string",
            "format": "date-time"
          },
          "deletedAt": {
            "type": "string",
            "format": "date-time"
          }
        },
        "required": [
          "sourceSpaceId",
          "draftSpaceId",
          "createdAt",
          "updatedAt"
        ]
      },
      "SpaceDraftMergeOperations": {
        "type": "object",
        "properties": {
          "space": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/SpaceDraftMergeOperation"
            }
          },
          "workbook": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/SpaceDraftMergeOperation"
            }
          },
          "sheet": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/SpaceDraftMergeOperation"
            }
          },
          "guidance": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/SpaceDraftMergeOperation"
            }
          },
          "document": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/SpaceDraftMergeOperation"
            }
          },
          "action": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/SpaceDraftMergeOperation"
            }
          },
          "agent": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/SpaceDraftMergeOperation"
            }
          }
        },
        "required": [
          "space",
          "workbook",
          "sheet",
          "guidance",
          "document",
          "action",
          "agent"
        ]
      },
      "TransformationApiData": {
        "type": "object",
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
          "spaceId": {
            "type": "string"
          },
          "appId": {
            "type": "string"
          },
          "programId": {
            "type": "string"
          },
          "sheetId": {
            "type": "string"
          },
          "keys": {
            "type": "array",
            "items": {
              "type": "string"
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
          "mutationCommand": {
            "type": "string"
          },
          "errorMessage": {
            "type": "string"
          },
          "genesisValidationError": {
            "type": "string"
          },
          "solvedErrorMessages": {
            "type": "array",
            "items": {
              "type": "string"
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
          "lastExecuted": {
            "type": "string",
            "format": "date-time"
          },
          "usageCount": {
            "type": "number"
          },
          "config": {},
          "type": {
            "type": "string"
          }
        },
        "required": [
          "id",
          "accountId",
          "environmentId",
          "spaceId",
          "appId",
          "sheetId",
          "keys",
          "sourceKeys",
          "destinationKeys",
          "mutationCommand",
          "solvedErrorMessages",
          "createdAt",
          "updatedAt",
          "usageCount",
          "type"
        ]
      },
      "ApiToken": {
        "type": "object",
        "properties": {
          "clientId": {
            "type": "string"
          },
          "description": {
            "type": "string"
          },
          "metadata": {
            "type": "object",
            "additionalProperties": true
          },
          "createdAt": {
            "type": "string"
          },
          "secret": {
            "type": "string"
          }
        },
        "required": [
          "clientId",
          "description",
          "metadata",
          "createdAt"
        ]
      },
      "ExchangeTokenData": {
        "type": "object",
        "properties": {
          "valid": {
            "type": "boolean"
          },
          "token": {
            "type": "string"
          },
          "sentTo": {
            "type": "string"
          }
        },
        "required": [
          "valid"
        ]
      },
      "ActionMessageType": {
        "type": "string",
        "enum": [
          "error",
          "info"
        ]
      },
      "InputFormType": {
        "type": "string",
        "enum": [
          "simple"
        ]
      },
      "InputField": {
        "type": "object",
        "properties": {
          "key": {
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
          },
          "defaultValue": {},
          "config": {
            "$ref": "#/components/schemas/InputConfig"
          },
          "constraints": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/InputConstraint"
            }
          }
        },
        "required": [
          "key",
          "label",
          "type"
        ]
      },
      "ActorIdUnion": {
        "anyOf": [
          {
            "type": "string"
          },
          {
            "type": "string"
          },
          {
            "type": "string"
          }
        ]
      },
      "AutomapOptions": {
        "type": "object",
        "properties": {
          "accuracy": {
            "type": "string"
          },
          "defaultTargetSheet": {
            "type": "string"
          },
          "matchFilename": {
            "type": "string"
          }
        },
        "required": [
          "accuracy",
          "defaultTargetSheet",
          "matchFilename"
        ]
      },
      "SpaceSidebarConfig": {
        "type": "object",
        "properties": {
          "workbookSidebarOrder": {
            "type": "array",
            "items": {
              "type": "string"
            }
          }
        }
      },
      "ResolveType": {
        "type": "string",
        "enum": [
          "conflict",
          "resolve"
        ]
      },
      "ResolveTo": {
        "type": "string",
        "enum": [
          "clip",
          "main",
          "snapshot"
        ]
      },
      "RemovedFromMainResolution": {
        "type": "string",
        "enum": [
          "ignore",
          "restore"
        ]
      },
      "FieldSize": {
        "type": "string",
        "enum": [
          "xs",
          "s",
          "m",
          "l",
          "xl"
        ]
      },
      "StringConfigOptions": {
        "type": "string",
        "enum": [
          "tiny",
          "normal",
          "medium",
          "long"
        ]
      },
      "AgentExportType": {
        "type": "string",
        "enum": [
          "AUTOBUILD_INLINED",
          "SYSTEM_COMBINED",
          "SOURCE"
        ]
      },
      "ApiKeyOperation": {
        "type": "object",
        "properties": {
          "path": {
            "type": "string"
          },
          "method": {
            "type": "string"
          }
        },
        "required": [
          "path",
          "method"
        ]
      },
      "SheetTransformConfig": {
        "type": "object",
        "properties": {
          "sourceSheetIds": {
            "type": "array",
            "items": {
              "type": "string"
            }
          },
          "destinationSheetIds": {
            "type": "array",
            "items": {
              "type": "string"
            }
          }
        },
        "required": [
          "sourceSheetIds",
          "destinationSheetIds"
        ]
      },
      "TriggerEnum": {
        "type": "string",
        "enum": [
          "first",
          "hover",
          "event",
          "manual"
        ]
      },
      "TypeEnum": {
        "type": "string",
        "enum": [
          "sidebar",
          "popout",
          "tooltip"
        ]
      },
      "RoleEnum": {
        "type": "string",
        "enum": [
          "admin",
          "guest"
        ]
      },
      "SpaceDraftMergeOperation": {
        "type": "object",
        "properties": {
          "action": {
            "type": "string"
          },
          "id": {
            "type": "string"
          },
          "mergeId": {
            "type": "string"
          },
          "jsonPatch": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/JsonPatchOperation"
            }
          }
        },
        "required": [
          "action"
        ]
      },
      "InputConfig": {
        "type": "object",
        "properties": {
          "options": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/InputEnumPropertyOption"
            }
          }
        },
        "required": [
          "options"
        ]
      },
      "InputConstraint": {
        "type": "object",
        "properties": {
          "type": {
            "$ref": "#/components/schemas/InputConstraintType"
          }
        },
        "required": [
          "type"
        ]
      },
      "JsonPatchOperation": {
        "type": "object",
        "properties": {
          "op": {
            "$ref": "#/components/schemas/JsonPatchOperationType"
          },
          "from": {
            "type": "string"
          },
          "path": {
            "type": "string"
          },
          "value": {}
        },
        "required": [
          "op"
        ]
      },
      "InputEnumPropertyOption": {
        "type": "object",
        "properties": {
          "label": {
            "type": "string"
          },
          "description": {
            "type": "string"
          },
          "color": {
            "type": "string"
          },
          "icon": {
            "type": "string"
          },
          "meta": {
            "type": "object",
            "additionalProperties": true
          },
          "value": {}
        },
        "required": [
          "value"
        ]
      },
      "InputConstraintType": {
        "type": "string",
        "enum": [
          "required"
        ]
      },
      "JsonPatchOperationType": {
        "type": "string",
        "enum": [
          "add",
          "remove",
          "replace",
          "move",
          "copy",
          "test"
        ]
      }
    }
  }
};
