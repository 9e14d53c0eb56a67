export { openapiDocument } from './generated/contract-document';
