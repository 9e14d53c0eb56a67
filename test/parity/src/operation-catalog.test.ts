/**
 * The catalog is read from the installed client, so these check the reading itself: every
 * operation gets a method, a path and a serializer that exists, and known operations come out as
 * the client's source spells them.
 * @module
 */
import { describe, expect, it } from 'vitest';
import { clientOperations } from './operation-catalog.ts';
import { serializerNamed } from './response-check.ts';

describe('the operation catalog', () => {
  const operations = clientOperations();

  it('reads a method, a path and an existing serializer (or a stream) for each', () => {
    for (const operation of operations) {
      expect(operation.httpMethod).toMatch(/^(GET|POST|PUT|PATCH|DELETE)$/);
      expect(operation.path).toMatch(/^\//);
      const { response } = operation;
      if (response.kind === 'json')
        expect(() => serializerNamed(response.serializer)).not.toThrow();
    }
  });

  it('reads spaces.archiveSpace and files.download as the client sends them', () => {
    const find = (name: string) =>
      operations.find((operation) => `${operation.resource}.${operation.method}` === name);
    expect(find('spaces.archiveSpace')).toMatchObject({
      httpMethod: 'POST',
      path: '/spaces/{spaceId}/archive',
      response: { kind: 'json', serializer: 'Success' },
    });
    expect(find('files.download')).toMatchObject({
      httpMethod: 'GET',
      path: '/files/{fileId}/download',
      response: { kind: 'stream' },
    });
  });
});
