// ua-parser-js 1.x ships no types (its 2.x line, typed, is AGPL): the part of its API user-agent.ts calls.
declare module 'ua-parser-js' {
  interface UAParserResult {
    browser: { name?: string; version?: string; major?: string };
    os: { name?: string; version?: string };
    device: { type?: string; vendor?: string; model?: string };
  }
  export class UAParser {
    constructor(ua?: string);
    getResult(): UAParserResult;
  }
}
