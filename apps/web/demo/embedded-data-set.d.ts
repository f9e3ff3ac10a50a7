/** The data set folder the demo was built on (MOCK_DATA_SET at build time), or none: the seed. */
declare module 'virtual:demo-data-set' {
  export const dataSet: Readonly<Record<string, unknown>> | undefined;
}
